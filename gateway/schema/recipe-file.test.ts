// A member's recipe files over GraphQL (issue 41, decision 0074): the export holds their own cocktails
// only; an import previews, then writes all or nothing with the create form's rules; bad files are
// refused in words and write nothing; one import is one write, ten a day.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberKey } from '../rate-limit';
import { setupTestGateway, type GraphQLResponse, type TestGateway } from '../testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(() => gw.close());

const CREATE = `mutation($input: CocktailInput!) { createCocktail(input: $input) { __typename ... on Error { message } } }`;

const EXPORT = `query($format: CocktailExportFormat!) { myCocktailExport(format: $format) { filename contentType content count nextOffset } }`;

const RESULT = `
  __typename
  ... on CocktailImport {
    format createdCount skippedCount
    recipes { name status reason cocktailDatabaseId lines { written amount unit ingredient note changed newIngredient } }
    newIngredients { name category recipes }
  }
  ... on ValidationError { message code fields { path message } }
  ... on Error { message code }
`;

async function send(mutation: 'previewCocktailImport' | 'importCocktails', content: string, token: string | null, categories?: unknown) {
  const form = new FormData();
  const inputType = `${mutation[0].toUpperCase()}${mutation.slice(1)}Input`;
  const query = `mutation($input: ${inputType}!) { result: ${mutation}(input: $input) { ${RESULT} } }`;
  form.append('operations', JSON.stringify({ query, variables: { input: { file: null, categories: categories ?? null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new File([content], 'recipes.json', { type: 'application/json' }));
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { 'graphql-require-preflight': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await response.json()) as GraphQLResponse<{ result: any }>;
}

async function exportOf(token: string, format: 'json' | 'csv' = 'json') {
  const result = await gw.graphql<{ myCocktailExport: { filename: string; contentType: string; content: string; count: number } }>(
    EXPORT,
    { format },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.myCocktailExport;
}

async function create(token: string, input: Record<string, unknown>) {
  const result = await gw.graphql<{ createCocktail: { __typename: string; message?: string } }>(CREATE, { input }, { token });
  expect(result.data!.createCocktail).toEqual({ __typename: 'CocktailPayload' });
}

const tag = () => Math.random().toString(36).slice(2, 8);

/** What makes a recipe: everything an export says but when it was exported. */
function recipesOf(content: string) {
  const document = JSON.parse(content) as { cocktails: unknown[] };
  return document.cocktails;
}

describe('the export', () => {
  it('holds the member’s own cocktails, private ones too, and none of another member’s', async () => {
    const owner = await gw.signedInMember();
    const other = await gw.signedInMember();
    const mine = `Export Own ${tag()}`;
    const theirs = `Export Theirs ${tag()}`;
    await create(owner.token, { name: mine, visibility: 'private', ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Gin' }] });
    await create(other.token, { name: theirs, visibility: 'public', ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Gin' }] });
    const file = await exportOf(owner.token);
    expect(file).toMatchObject({ contentType: 'application/json', count: 1, nextOffset: null });
    expect(file.filename).toMatch(/^repour-cocktails-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(file.content);
    expect(document).toMatchObject({ format: 'repour.cocktails', version: 1, cocktails: [{ name: mine, visibility: 'private' }] });
    expect(file.content).not.toContain(theirs);
    const csv = await exportOf(owner.token, 'csv');
    expect(csv.contentType).toBe('text/csv');
    expect(csv.content.split('\r\n')[1]).toMatch(new RegExp(`^${mine},`));
  });

  it('is refused signed out', async () => {
    const result = await gw.graphql(EXPORT, { format: 'json' });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('an import', () => {
  it('of an export recreates the same recipes for another member, and a second import doubles nothing', async () => {
    const author = await gw.signedInMember();
    const reader = await gw.signedInMember();
    const spice = `Import Spice ${tag()}`;
    await create(author.token, {
      name: `Round Trip Daiquiri ${tag()}`,
      directions: 'Shake hard with ice.',
      glassware: 'Coupe',
      garnish: 'Lime wheel',
      categories: ['Classic', 'Sour'],
      attribution: { originalCreatorName: 'Jennings Cox', sourceUrl: 'https://example.com/d', year: 1900 },
      ingredients: [
        { amount: 2, unit: 'oz', ingredient: 'White Rum', brand: 'Havana Club 3' },
        { amount: 0.75, unit: 'oz', ingredient: 'Lime juice' },
        { amount: 2, unit: 'dash', ingredient: spice, category: 'spice' },
      ],
    });
    await create(author.token, {
      name: `Round Trip Highball ${tag()}`,
      visibility: 'private',
      method: 'built',
      ingredients: [
        { amount: 45, unit: 'ml', ingredient: 'Gin' },
        { unit: 'Top with', ingredient: 'Soda Water', category: 'mixer' },
      ],
    });
    const exported = await exportOf(author.token);

    const preview = await send('previewCocktailImport', exported.content, reader.token);
    expect(preview.data!.result).toMatchObject({ __typename: 'CocktailImport', format: 'repour', createdCount: 2, skippedCount: 0 });
    expect(await gw.prisma.cocktail.count({ where: { creatorId: reader.user.id } })).toBe(0);

    const imported = await send('importCocktails', exported.content, reader.token);
    expect(imported.data!.result).toMatchObject({ createdCount: 2, skippedCount: 0 });
    expect(imported.data!.result.recipes.every((recipe: any) => recipe.status === 'new' && recipe.cocktailDatabaseId > 0)).toBe(true);

    const again = await exportOf(reader.token);
    expect(recipesOf(again.content)).toEqual(recipesOf(exported.content));

    const twice = await send('importCocktails', exported.content, reader.token);
    expect(twice.data!.result).toMatchObject({ createdCount: 0, skippedCount: 2 });
    expect(twice.data!.result.recipes.map((recipe: any) => [recipe.status, recipe.reason])).toEqual([
      ['duplicate', 'You already have this cocktail'],
      ['duplicate', 'You already have this cocktail'],
    ]);
    expect(await gw.prisma.cocktail.count({ where: { creatorId: reader.user.id } })).toBe(2);
  });

  it('of an export gives another member the same recipes, optional lines and venues included, credited to their creator', async () => {
    const author = await gw.signedInMember();
    const reader = await gw.signedInMember();
    const names = [`Round Trip House Sour ${tag()}`, `Round Trip Bar Classic ${tag()}`];
    await create(author.token, {
      name: names[0],
      directions: 'Shake with ice, strain over fresh ice.',
      categories: ['Modern', 'Sour'],
      attribution: {
        iAmCreator: true,
        year: 2024,
        venue: { name: `Round Trip Tide Pool ${tag()}`, city: 'Lisbon', state: 'Lisboa', country: 'Portugal' },
      },
      ingredients: [
        { amount: 50, unit: 'ml', ingredient: 'Gin' },
        { amount: 25, unit: 'ml', ingredient: 'Lemon juice' },
        { amount: 2, unit: 'dash', ingredient: 'Angostura aromatic bitters', note: 'or orange bitters', optional: true },
        { amount: 1, unit: 'qty', ingredient: 'Lemon', note: 'to garnish', optional: true },
      ],
    });
    await create(author.token, {
      name: names[1],
      attribution: { originalCreatorName: 'Ada Coleman', year: 1903, venue: { name: `Round Trip Savoy ${tag()}`, city: 'London' } },
      ingredients: [
        { amount: 45, unit: 'ml', ingredient: 'Gin' },
        { amount: 45, unit: 'ml', ingredient: 'Sweet Vermouth' },
        { amount: 2, unit: 'dash', ingredient: 'Fernet Branca' },
      ],
    });
    const saved = (creatorId: number) =>
      gw.prisma.cocktail.findMany({
        where: { creatorId, name: { in: names } },
        orderBy: { name: 'asc' },
        select: {
          name: true,
          directions: true,
          categories: true,
          type: true,
          originalCreatorName: true,
          sourceUrl: true,
          year: true,
          venue: { select: { name: true, city: true, state: true, country: true } },
          ingredients: {
            orderBy: { orderIndex: 'asc' },
            select: { amount: true, unit: true, brand: true, note: true, optional: true, ingredient: { select: { name: true } } },
          },
        },
      });
    const original = await saved(author.user.id);
    expect(original.map((cocktail) => [cocktail.type, cocktail.ingredients.filter((line) => line.optional).length])).toEqual([
      ['other', 0],
      ['my_own', 2],
    ]);

    const exported = await exportOf(author.token);
    const imported = await send('importCocktails', exported.content, reader.token);
    expect(imported.data!.result).toMatchObject({ createdCount: 2, skippedCount: 0 });
    // The reader's cocktails are the author's, field for field (the venues are the same rows, found by name
    // and city), except whose creation the first is: the author's "I am the creator" is not the reader's.
    const { shownName } = await gw.prisma.user.findUniqueOrThrow({ where: { id: author.user.id }, select: { shownName: true } });
    expect(await saved(reader.user.id)).toEqual([original[0], { ...original[1], type: 'other', originalCreatorName: shownName }]);

    // The author's own file, imported again (after deleting the recipe), is theirs again.
    await gw.prisma.cocktail.deleteMany({ where: { creatorId: author.user.id, name: names[1] } });
    const again = await send('importCocktails', exported.content, author.token);
    expect(again.data!.result).toMatchObject({ createdCount: 1, skippedCount: 1 });
    expect(await saved(author.user.id)).toEqual(original);
  });

  it('of a recipe page reads its units as written, adds unknown ingredients in the category picked, and skips what the rules refuse', async () => {
    const member = await gw.signedInMember();
    const herb = `Import Herb ${tag()}`;
    const page = `<html><script type="application/ld+json">${JSON.stringify([
      {
        '@type': 'Recipe',
        name: `Page Sazerac ${tag()}`,
        recipeIngredient: ['2 ounces rye whiskey', '1/8 oz. absinthe', '3 dashes Peychaud’s bitters', 'Sugar, to taste', `8 ${herb}`],
        recipeInstructions: 'Stir with ice and strain.',
      },
      { '@type': 'Recipe', name: 'x'.repeat(121), recipeIngredient: ['1 oz gin'] },
      { '@type': 'Recipe', name: 'No lines', recipeIngredient: [] },
    ])}</script></html>`;
    const preview = await send('previewCocktailImport', page, member.token);
    const plan = preview.data!.result;
    expect(plan).toMatchObject({ format: 'schema_org', createdCount: 1, skippedCount: 2 });
    expect(plan.newIngredients).toContainEqual({ name: herb, category: 'other', recipes: 1 });
    expect(plan.recipes[0].lines).toEqual([
      {
        written: '2 ounces rye whiskey',
        amount: 2,
        unit: 'oz',
        ingredient: 'rye whiskey',
        note: null,
        changed: null,
        newIngredient: false,
      },
      {
        written: '1/8 oz. absinthe',
        amount: 3.7,
        unit: 'ml',
        ingredient: 'absinthe',
        note: null,
        changed: '0.125 oz is 3.7 ml: ounces go in quarter steps',
        newIngredient: false,
      },
      {
        written: '3 dashes Peychaud’s bitters',
        amount: 3,
        unit: 'dash',
        ingredient: 'Peychaud’s bitters',
        note: null,
        changed: null,
        newIngredient: expect.any(Boolean),
      },
      {
        written: 'Sugar, to taste',
        amount: null,
        unit: 'qty',
        ingredient: 'Sugar',
        note: 'to taste',
        changed: null,
        newIngredient: expect.any(Boolean),
      },
      { written: `8 ${herb}`, amount: 8, unit: 'qty', ingredient: herb, note: null, changed: null, newIngredient: true },
    ]);
    expect(plan.recipes.slice(1).map((recipe: any) => [recipe.status, recipe.reason])).toEqual([
      ['invalid', 'At most 120 characters'],
      ['invalid', 'Please add at least one ingredient'],
    ]);

    const refused = await send('importCocktails', page, member.token, [{ ingredient: herb, category: 'shrubbery' }]);
    expect(refused.data!.result).toMatchObject({ __typename: 'ValidationError', message: 'Choose one of the ingredient categories' });

    const imported = await send('importCocktails', page, member.token, [{ ingredient: herb.toUpperCase(), category: 'Herb' }]);
    expect(imported.data!.result).toMatchObject({ createdCount: 1 });
    expect(imported.data!.result.newIngredients).toContainEqual({ name: herb, category: 'herb', recipes: 1 });
    const saved = await gw.prisma.cocktail.findFirstOrThrow({
      where: { creatorId: member.user.id },
      select: {
        method: true,
        ingredients: {
          orderBy: { orderIndex: 'asc' },
          select: { amount: true, unit: true, note: true, ingredient: { select: { name: true, category: true } } },
        },
      },
    });
    expect(saved.method).toBe('stirred');
    expect(saved.ingredients.map((line) => [line.amount, line.unit, line.note])).toEqual([
      [2, 'oz', null],
      [3.7, 'ml', null],
      [3, 'dash', null],
      [null, 'qty', 'to taste'],
      [8, 'qty', null],
    ]);
    expect(saved.ingredients[4].ingredient).toEqual({ name: herb, category: 'herb' });
  });

  it.each([
    ['not JSON', 'name,amount\nGin,2', 'This file is neither JSON nor a web page with schema.org recipe data'],
    [
      'JSON of something else',
      '{"hello":"world"}',
      'No recipes found: choose a Repour export, a Bar Assistant export, or a page with schema.org Recipe data',
    ],
    [
      'more than 200 recipes',
      JSON.stringify({
        format: 'repour.cocktails',
        version: 1,
        cocktails: Array.from({ length: 201 }, (_, i) => ({ name: `R${i}`, ingredients: [] })),
      }),
      'A file can hold at most 200 recipes',
    ],
    ['over 1 MB', `[${' '.repeat(1_000_001)}]`, 'A file can be at most 1 MB'],
  ])('of a file that is %s is refused in words and writes nothing', async (_what, content, message) => {
    const member = await gw.signedInMember();
    const before = await gw.prisma.cocktail.count();
    for (const mutation of ['previewCocktailImport', 'importCocktails'] as const) {
      const result = (await send(mutation, content, member.token)).data!.result;
      expect(result).toMatchObject({ __typename: 'ValidationError', message, fields: [{ path: 'file', message }] });
    }
    expect(await gw.prisma.cocktail.count()).toBe(before);
  });

  it('of 200 of Bar Assistant’s published recipes creates all but the one the form refuses, in one write', async () => {
    const member = await gw.signedInMember();
    const published = JSON.parse(await readFile(new URL('../../prisma/seed/data/bar-assistant/cocktails.json', import.meta.url), 'utf8'));
    const result = (await send('importCocktails', JSON.stringify(published.slice(0, 200)), member.token)).data!.result;
    expect(result).toMatchObject({ format: 'bar_assistant', createdCount: 199, skippedCount: 1 });
    expect(result.recipes.filter((recipe: any) => recipe.status !== 'new').map((recipe: any) => [recipe.name, recipe.reason])).toEqual([
      ['Brandy Crusta', 'At most 200 characters'],
    ]);
    expect(await gw.prisma.cocktail.count({ where: { creatorId: member.user.id } })).toBe(199);
    expect(await gw.services.limits.count('catalogWritesPerMember', memberKey(member.user.id))).toBe(2);
  });

  it('is refused signed out', async () => {
    const result = await send('importCocktails', '[]', null);
    expect(result.data!.result).toMatchObject({
      __typename: 'NotAuthorizedError',
      code: 'UNAUTHENTICATED',
      message: 'You need to sign in to do that.',
    });
  });

  it('counts as one write whatever it holds, ten a day; a refused file spends nothing', async () => {
    const member = await gw.signedInMember();
    for (let i = 0; i < 12; i++) await send('importCocktails', 'not a recipe file', member.token);
    const file = (n: number) =>
      JSON.stringify({
        format: 'repour.cocktails',
        version: 1,
        cocktails: Array.from({ length: 3 }, (_, i) => ({
          name: `Cap ${n}.${i}`,
          ingredients: [{ amount: 30, unit: 'ml', ingredient: 'Gin' }],
        })),
      });
    for (let n = 0; n < 10; n++) expect((await send('importCocktails', file(n), member.token)).data!.result.createdCount).toBe(3);
    expect(await gw.services.limits.count('catalogWritesPerMember', memberKey(member.user.id))).toBe(11);
    const refused = await send('importCocktails', file(10), member.token);
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(await gw.prisma.cocktail.count({ where: { creatorId: member.user.id } })).toBe(30);
  });
});
