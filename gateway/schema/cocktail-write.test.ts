import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type GraphQLResponse, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let creator: { token: string; id: number; username: string };
let other: { token: string; id: number };
let admin: { token: string; id: number };

beforeAll(async () => {
  gw = await setupTestGateway();
  const a = await gw.signedInMember({ profileType: 'bartender' });
  creator = { token: a.token, id: a.user.id, username: a.user.username };
  const b = await gw.signedInMember();
  other = { token: b.token, id: b.user.id };
  const c = await gw.signedInMember({ profileType: 'admin' });
  admin = { token: c.token, id: c.user.id };
});
afterAll(async () => {
  await gw?.close();
});

const COCKTAIL_FIELDS = /* GraphQL */ `
  id databaseId name isMocktail description directions notes garnish glassware categories classicEra visibility type
  originalCreatorName sourceUrl year photoUrl viewerCanEdit viewerIsCreator
  venue { name city state country }
  creator { username }
  ingredients { orderIndex amount unit brand note optional ingredient { name category description } }
`;

const CREATE = /* GraphQL */ `
  mutation Create($input: CocktailInput!) {
    createCocktail(input: $input) {
      __typename
      ... on CocktailPayload { cocktail { ${COCKTAIL_FIELDS} } }
      ... on Error { message code }
      ... on ValidationError { fields { path message } }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: CocktailInput!) {
    updateCocktail(input: { id: $id, cocktail: $input }) {
      __typename
      ... on CocktailPayload { cocktail { ${COCKTAIL_FIELDS} } }
      ... on Error { message code }
      ... on ValidationError { fields { path message } }
    }
  }
`;

const UPLOAD = /* GraphQL */ `
  mutation Upload($photo: File!) {
    uploadCocktailPhoto(input: { photo: $photo }) {
      __typename
      ... on CocktailPhotoPayload {
        photoUrl
        width
        height
      }
      ... on Error {
        message
        code
      }
    }
  }
`;

let nameCounter = 0;
function uniqueName(base = 'Test Sour') {
  nameCounter += 1;
  return `${base} ${process.pid}-${nameCounter}`;
}

function create(input: Record<string, unknown>, token: string | null = creator.token) {
  return gw.graphql(CREATE, { input }, { token }).then((result) => result.data!.createCocktail);
}

function update(id: string, input: Record<string, unknown>, token: string | null = creator.token) {
  return gw.graphql(UPDATE, { id, input }, { token }).then((result) => result.data!.updateCocktail);
}

/** A graphql-multipart-request-spec request carrying one file as the `photo` variable. */
async function uploadPhoto(
  bytes: Buffer | Uint8Array,
  filename: string,
  type: string,
  token: string | null = creator.token,
): Promise<GraphQLResponse> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { photo: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
  form.append('0', new File([new Uint8Array(bytes)], filename, { type }));
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.9.9.9', 'graphql-require-preflight': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await response.json()) as GraphQLResponse;
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#d2691e' } })
    .png()
    .toBuffer();

async function counts() {
  const [cocktails, ingredients, venues, lines] = await Promise.all([
    gw.prisma.cocktail.count(),
    gw.prisma.ingredient.count(),
    gw.prisma.venue.count(),
    gw.prisma.cocktailIngredient.count(),
  ]);
  return { cocktails, ingredients, venues, lines };
}

describe('creating a cocktail', () => {
  it('saves everything the create screen sends, with its lines in order from 1', async () => {
    const name = uniqueName('Gold Rush');
    const result = await create({
      name,
      isMocktail: false,
      directions: 'Shake with ice and strain.',
      notes: 'A modern classic.',
      garnish: 'Lemon twist',
      glassware: 'rocks',
      categories: ['Sour', 'Modern'],
      attribution: {
        originalCreatorName: 'T.J. Siegal',
        sourceUrl: 'https://example.com/gold-rush',
        year: 2000,
        venue: { name: 'milk & honey', city: 'New York', state: 'NY', country: 'USA' },
      },
      ingredients: [
        { amount: 60, unit: 'ml', ingredient: 'bourbon whiskey', brand: "Maker's Mark" },
        { amount: 0.75, unit: 'oz', ingredient: 'Lemon juice' },
        { amount: 22.5, unit: 'ml', ingredient: 'Honey syrup' },
        { unit: 'Top with', ingredient: 'club soda' },
      ],
    });
    expect(result.__typename).toBe('CocktailPayload');
    const cocktail = result.cocktail;
    expect(cocktail).toMatchObject({
      name,
      glassware: 'Rocks',
      categories: ['Modern', 'Sour'],
      classicEra: 'Modern',
      visibility: 'public',
      type: 'other',
      originalCreatorName: 'T.J. Siegal',
      sourceUrl: 'https://example.com/gold-rush',
      year: 2000,
      garnish: 'Lemon twist',
      directions: 'Shake with ice and strain.',
      notes: 'A modern classic.',
      venue: { name: 'milk & honey', city: 'New York', state: 'NY', country: 'USA' },
      creator: { username: creator.username },
      viewerCanEdit: true,
      viewerIsCreator: true,
    });
    expect(cocktail.ingredients.map((line: any) => [line.orderIndex, line.amount, line.unit, line.ingredient.name, line.brand])).toEqual([
      [1, 60, 'ml', 'Bourbon Whiskey', "Maker's Mark"],
      [2, 0.75, 'oz', 'Lemon juice', null],
      [3, 22.5, 'ml', 'Honey Syrup', null],
      [4, null, 'Top with', 'Club soda', null],
    ]);
    const row = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: cocktail.databaseId } });
    expect(row.nameSearch).toBe(toSearchText(name));
    expect(row.ingredientsSearch).toBe('bourbon whiskey lemon juice honey syrup club soda');
    // The garnish joins the suggestions.
    const garnishes = await gw.graphql('query($s: String!) { garnishSuggestions(search: $s) }', { s: 'lemon tw' });
    expect(garnishes.data!.garnishSuggestions).toContain('Lemon twist');
  });

  it('defaults to the "Cocktail Glass", public visibility and no categories', async () => {
    const result = await create({ name: uniqueName(), ingredients: [{ amount: 50, ingredient: 'Gin' }] });
    expect(result.cocktail).toMatchObject({
      glassware: 'Cocktail Glass',
      visibility: 'public',
      categories: [],
      classicEra: null,
      isMocktail: false,
    });
    expect(result.cocktail.ingredients[0]).toMatchObject({ unit: 'ml', amount: 50 });
  });

  it('keeps the "Other" glass by its description, and private cocktails for their creator', async () => {
    const result = await create({
      name: uniqueName(),
      glassware: 'Other',
      glasswareOther: 'Nick and Nora',
      visibility: 'private',
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(result.cocktail).toMatchObject({ glassware: 'Nick and Nora', visibility: 'private' });
    const query = 'query($id: Int!) { cocktail(databaseId: $id) { name } }';
    expect((await gw.graphql(query, { id: result.cocktail.databaseId }, { token: other.token })).data!.cocktail).toBeNull();
    expect((await gw.graphql(query, { id: result.cocktail.databaseId }, { token: creator.token })).data!.cocktail).not.toBeNull();
  });

  it('credits the creator when "I am the creator", without another name or source', async () => {
    const result = await create({
      name: uniqueName('House Special'),
      attribution: {
        iAmCreator: true,
        originalCreatorName: 'Left Over',
        sourceUrl: 'https://example.com',
        year: 2024,
        venue: { name: 'Dante' },
      },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(result.cocktail).toMatchObject({ type: 'my_own', originalCreatorName: null, sourceUrl: null, year: 2024 });
  });

  it('finds a venue by name, whatever its case and accents, and creates one that does not exist', async () => {
    const seeded = await gw.prisma.venue.findFirstOrThrow({ where: { name: 'Dante' } });
    const found = await create({
      name: uniqueName(),
      attribution: { venue: { name: 'DANTE' } },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(found.cocktail.venue).toEqual({ name: 'Dante', city: 'New York', state: 'NY', country: 'USA' });
    expect((await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: found.cocktail.databaseId } })).venueId).toBe(seeded.id);
    const accents = await create({
      name: uniqueName(),
      attribution: { venue: { name: 'tayer + elementary' } },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(accents.cocktail.venue.name).toBe('Tayēr + Elementary');

    const before = await gw.prisma.venue.count();
    const made = await create({
      name: uniqueName(),
      attribution: { venue: { name: 'The Test Tavern', city: 'Porto', state: null, country: 'Portugal' } },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(made.cocktail.venue).toEqual({ name: 'The Test Tavern', city: 'Porto', state: null, country: 'Portugal' });
    const again = await create({
      name: uniqueName(),
      attribution: { venue: { name: 'the test tavern', city: 'porto' } },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(again.cocktail.venue.name).toBe('The Test Tavern');
    expect(await gw.prisma.venue.count()).toBe(before + 1);
    const elsewhere = await create({
      name: uniqueName(),
      attribution: { venue: { name: 'The Test Tavern', city: 'Lisbon' } },
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(elsewhere.cocktail.venue.city).toBe('Lisbon');
    expect(await gw.prisma.venue.count()).toBe(before + 2);
  });

  it('adds unknown ingredients with the category given, and reuses known ones whatever their case', async () => {
    const name = `Yuzu Kosho ${process.pid}`;
    const result = await create({
      name: uniqueName(),
      ingredients: [
        { amount: 1, unit: 'barspoon', ingredient: name, category: 'spice', description: 'Fermented chili paste' },
        { amount: 50, unit: 'ml', ingredient: 'GIN', category: 'juice' },
      ],
    });
    expect(result.cocktail.ingredients.map((line: any) => line.ingredient)).toEqual([
      { name, category: 'spice', description: 'Fermented chili paste' },
      { name: 'Gin', category: 'spirit', description: null },
    ]);
    const added = await gw.prisma.ingredient.findUniqueOrThrow({ where: { nameSearch: toSearchText(name) } });
    expect(added.createdById).toBe(creator.id);
  });
});

describe('the create rules', () => {
  const ok = { ingredients: [{ amount: 50, ingredient: 'Gin' }] };

  it('needs a signed-in member: "Please log in to create cocktails"', async () => {
    expect(await create({ name: uniqueName(), ...ok }, null)).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Please log in to create cocktails',
      code: 'UNAUTHENTICATED',
    });
  });

  it("refuses each broken rule with the spec's message and saves nothing", async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ', ...ok }, 'name', 'Please enter a cocktail name'],
      [{ name: 'X', glassware: 'Other', glasswareOther: ' ', ...ok }, 'glasswareOther', 'Please specify the glassware'],
      [{ name: 'X', attribution: { year: 1799 }, ...ok }, 'attribution.year', 'Year must be between 1800 and 2030'],
      [{ name: 'X', attribution: { year: 2031 }, ...ok }, 'attribution.year', 'Year must be between 1800 and 2030'],
      [{ name: 'X', ingredients: [{ amount: -1, ingredient: 'Gin' }] }, 'ingredients.0.amount', 'Amounts must be numbers of 0 or more'],
      [
        { name: 'X', ingredients: [{ amount: 1.1, unit: 'oz', ingredient: 'Gin' }] },
        'ingredients.0.amount',
        'Ounces go in quarter steps (0.25, 0.5, 0.75...)',
      ],
      [{ name: 'X', ingredients: [{ amount: 1, unit: 'bucket', ingredient: 'Gin' }] }, 'ingredients.0.unit', 'Choose a unit from the list'],
      [{ name: 'X', categories: ['Boozy'], ...ok }, 'categories', 'Choose categories from the list'],
      [
        { name: 'X', attribution: { sourceUrl: 'javascript:alert(1)' }, ...ok },
        'attribution.sourceUrl',
        'Enter a link starting with http:// or https://',
      ],
      [{ name: 'X', ingredients: [] }, 'ingredients', 'Please add at least one ingredient'],
    ];
    for (const [input, path, message] of cases) {
      const result = await create(input);
      expect(result, message).toMatchObject({
        __typename: 'ValidationError',
        message,
        code: 'BAD_USER_INPUT',
        fields: [{ path, message }],
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the year bounds and amounts of 0', async () => {
    expect(
      (await create({ name: uniqueName(), attribution: { year: 1800 }, ingredients: [{ amount: 0, ingredient: 'Gin' }] })).__typename,
    ).toBe('CocktailPayload');
    expect((await create({ name: uniqueName(), attribution: { year: 2030 }, ...ok })).__typename).toBe('CocktailPayload');
  });

  it('does not ask a "Top with" line for an amount: any amount sent is dropped, as the form sends none', async () => {
    const result = await create({
      name: uniqueName('Highball'),
      ingredients: [
        { amount: 50, ingredient: 'Gin' },
        { amount: 60, unit: 'Top with', ingredient: 'Tonic water', category: 'mixer' },
        { amount: 0, unit: 'top with', ingredient: 'Club soda' },
      ],
    });
    expect(result.__typename).toBe('CocktailPayload');
    expect(result.cocktail.ingredients.map((line: any) => [line.amount, line.unit])).toEqual([
      [50, 'ml'],
      [null, 'Top with'],
      [null, 'Top with'],
    ]);
    const stored = await gw.prisma.cocktailIngredient.findMany({ where: { cocktailId: result.cocktail.databaseId, unit: 'Top with' } });
    expect(stored.map((line) => line.amount)).toEqual([null, null]);
  });

  it('fails as a whole when an unknown ingredient has no category: "Please provide a category"', async () => {
    const before = await counts();
    const result = await create({
      name: uniqueName(),
      attribution: { venue: { name: `Nowhere Bar ${process.pid}`, city: 'Oslo' } },
      ingredients: [
        { amount: 50, ingredient: `Brand New Spirit ${process.pid}`, category: 'spirit' },
        { amount: 20, ingredient: `Mystery Cordial ${process.pid}` },
      ],
    });
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please provide a category',
      fields: [{ path: 'ingredients.1.category', message: 'Please provide a category' }],
    });
    // Neither the cocktail, nor its first (known-category) ingredient, nor the venue was saved.
    expect(await counts()).toEqual(before);
  });
});

describe('the duplicate-name check', () => {
  it('tells whether a name is taken, ignoring case and accents, except by the cocktail being edited', async () => {
    const query = 'query($name: String!, $excluding: ID) { cocktailNameTaken(name: $name, excluding: $excluding) }';
    expect((await gw.graphql(query, { name: 'negroni' })).data!.cocktailNameTaken).toBe(true);
    expect((await gw.graphql(query, { name: 'NEGRONI ' })).data!.cocktailNameTaken).toBe(true);
    expect((await gw.graphql(query, { name: 'Negroni Sbagliato Nuovo' })).data!.cocktailNameTaken).toBe(false);
    const mine = await create({ name: uniqueName('Frappé Test'), ingredients: [{ amount: 50, ingredient: 'Gin' }] });
    expect((await gw.graphql(query, { name: mine.cocktail.name.replace('é', 'E') })).data!.cocktailNameTaken).toBe(true);
    expect((await gw.graphql(query, { name: mine.cocktail.name, excluding: mine.cocktail.id })).data!.cocktailNameTaken).toBe(false);
  });
});

describe('updating a cocktail', () => {
  it('lets the creator change it and returns the updated cocktail, its lines replaced in order', async () => {
    const created = (
      await create({
        name: uniqueName('Draft'),
        garnish: 'Cherry',
        ingredients: [
          { amount: 50, ingredient: 'Gin' },
          { amount: 25, ingredient: 'Sweet Vermouth' },
        ],
      })
    ).cocktail;
    const newName = uniqueName('Final');
    const result = await update(created.id, {
      name: newName,
      glassware: 'Coupe',
      classicEra: 'Classic',
      ingredients: [
        { amount: 1, unit: 'oz', ingredient: 'Campari' },
        { amount: 1.5, unit: 'oz', ingredient: 'gin' },
      ],
    });
    expect(result.__typename).toBe('CocktailPayload');
    expect(result.cocktail).toMatchObject({ id: created.id, name: newName, glassware: 'Coupe', classicEra: 'Classic', garnish: 'Cherry' });
    expect(result.cocktail.ingredients.map((line: any) => [line.orderIndex, line.amount, line.unit, line.ingredient.name])).toEqual([
      [1, 1, 'oz', 'Campari'],
      [2, 1.5, 'oz', 'Gin'],
    ]);
    const row = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId } });
    expect([row.nameSearch, row.ingredientsSearch]).toEqual([toSearchText(newName), 'campari gin']);
    expect(await gw.prisma.cocktailIngredient.count({ where: { cocktailId: created.databaseId } })).toBe(2);
  });

  it('keeps what the input leaves out, and clears what it sets to nothing', async () => {
    const created = (
      await create({
        name: uniqueName(),
        garnish: 'Olive',
        notes: 'Keep me',
        glassware: 'Martini',
        ingredients: [{ amount: 50, ingredient: 'Gin' }],
      })
    ).cocktail;
    const result = await update(created.id, { garnish: null, directions: 'Stir.' });
    expect(result.cocktail).toMatchObject({
      garnish: null,
      notes: 'Keep me',
      glassware: 'Martini',
      directions: 'Stir.',
      name: created.name,
    });
    expect(result.cocktail.ingredients).toHaveLength(1);
  });

  it('keeps an era set on its own when a form without the era saves, and follows a Classic or Modern tick', async () => {
    const created = (await create({ name: uniqueName(), categories: ['Sour'], ingredients: [{ amount: 50, ingredient: 'Gin' }] })).cocktail;
    expect((await update(created.id, { classicEra: 'Classic' })).cocktail.classicEra).toBe('Classic');
    // The create screen's edit sends the categories and no era: an unchanged or unrelated tick keeps it.
    expect((await update(created.id, { name: created.name, categories: ['Sour'] })).cocktail.classicEra).toBe('Classic');
    expect((await update(created.id, { categories: ['Sour', 'Tropical'] })).cocktail.classicEra).toBe('Classic');
    // Ticking Modern, then unticking it, is what the member changed: the era follows.
    expect((await update(created.id, { categories: ['Modern', 'Sour'] })).cocktail.classicEra).toBe('Modern');
    expect((await update(created.id, { categories: ['Sour'] })).cocktail.classicEra).toBeNull();
  });

  it('reads the method again from new directions when the input gives none, as on create', async () => {
    const created = (
      await create({
        name: uniqueName('Smash'),
        directions: 'Build over ice in a highball.',
        ingredients: [{ amount: 50, ingredient: 'Gin' }],
      })
    ).cocktail;
    const method = async () => (await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId } })).method;
    expect(await method()).toBe('built');
    // The edit forms send the directions and no method: new directions name the method.
    await update(created.id, { directions: 'Muddle the mint and lemon in a shaker, add the rest and shake hard with ice.' });
    expect(await method()).toBe('shaken');
    await update(created.id, { directions: 'Stirring with ice until cold, strain.' });
    expect(await method()).toBe('stirred');
    // A method the input gives wins; saving the same directions again keeps it.
    await update(created.id, { method: 'built', directions: 'Shake hard with ice.' });
    expect(await method()).toBe('built');
    await update(created.id, { name: created.name, directions: 'Shake hard with ice.' });
    expect(await method()).toBe('built');
    // Directions that name no method any more leave none, as a new cocktail's would.
    await update(created.id, { directions: 'Pour over ice.' });
    expect(await method()).toBeNull();
  });

  it('lets an admin edit a seeded recipe, whose imported units and half millilitres stay valid', async () => {
    const daiquiri = await gw.prisma.cocktail.findFirstOrThrow({
      where: { name: 'Daiquiri' },
      include: { ingredients: { include: { ingredient: true }, orderBy: { orderIndex: 'asc' } } },
    });
    const { data } = await gw.graphql(
      'query($id: Int!) { cocktail(databaseId: $id) { id viewerCanEdit viewerIsCreator } }',
      { id: daiquiri.id },
      { token: admin.token },
    );
    expect(data!.cocktail).toMatchObject({ viewerCanEdit: true, viewerIsCreator: false });
    const result = await update(
      data!.cocktail.id,
      {
        directions: 'Shake hard.',
        ingredients: daiquiri.ingredients.map((line) => ({
          amount: line.amount,
          unit: line.unit,
          ingredient: line.ingredient.name,
          brand: line.brand,
        })),
      },
      admin.token,
    );
    expect(result.__typename).toBe('CocktailPayload');
    expect(result.cocktail.directions).toBe('Shake hard.');
    expect(result.cocktail.ingredients.map((line: any) => line.amount)).toEqual(daiquiri.ingredients.map((line) => line.amount));
  });

  it("keeps a seeded recipe's optional lines through an admin's edit, whether its lines say so or leave it out", async () => {
    const seeded = await gw.prisma.cocktail.findFirstOrThrow({
      where: { importKey: { startsWith: 'bar-assistant:' }, ingredients: { some: { optional: true } } },
      orderBy: { id: 'asc' },
      include: { ingredients: { include: { ingredient: true }, orderBy: { orderIndex: 'asc' } } },
    });
    const flags = seeded.ingredients.map((line) => [line.ingredient.name, line.note, line.optional]);
    expect(flags.some(([, , optional]) => optional)).toBe(true);
    const id = (await gw.graphql('query($id: Int!) { cocktail(databaseId: $id) { id } }', { id: seeded.id }, { token: admin.token })).data!
      .cocktail.id;
    const lines = seeded.ingredients.map((line) => ({
      amount: line.amount,
      unit: line.unit,
      ingredient: line.ingredient.name,
      brand: line.brand,
      note: line.note,
    }));

    // The edit forms send each line's flag back as it was saved.
    const sent = await update(
      id,
      { directions: 'Shake hard.', ingredients: seeded.ingredients.map((line, index) => ({ ...lines[index], optional: line.optional })) },
      admin.token,
    );
    expect(sent.cocktail.ingredients.map((line: any) => [line.ingredient.name, line.note, line.optional])).toEqual(flags);
    // A client that never heard of the flag (the legacy app) leaves it out: the saved lines keep theirs.
    const leftOut = await update(id, { directions: 'Shake harder.', ingredients: lines }, admin.token);
    expect(leftOut.cocktail.ingredients.map((line: any) => [line.ingredient.name, line.note, line.optional])).toEqual(flags);
    const row = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: seeded.id }, select: { requiredIngredientIds: true } });
    expect([...row.requiredIngredientIds].sort((a, b) => a - b)).toEqual(
      [...new Set(seeded.ingredients.filter((line) => !line.optional).map((line) => line.ingredientId))].sort((a, b) => a - b),
    );
  });

  it('saves the optional flag each line sends; a line that leaves it out keeps its ingredient’s saved one, a new one is required', async () => {
    const created = await create({
      name: uniqueName('Garnished'),
      ingredients: [
        { amount: 50, ingredient: 'Gin' },
        { amount: 2, unit: 'dash', ingredient: 'Angostura aromatic bitters', optional: true },
        { amount: 1, unit: 'qty', ingredient: 'Lemon', note: 'to garnish', optional: true },
      ],
    });
    expect(created.cocktail.ingredients.map((line: any) => line.optional)).toEqual([false, true, true]);
    const flagsOf = (result: any) => result.cocktail.ingredients.map((line: any) => [line.ingredient.name, line.optional]);

    // Reordered and one added, none saying: the saved lines keep theirs (by ingredient), the new line is required.
    const reordered = await update(created.cocktail.id, {
      ingredients: [
        { amount: 1, unit: 'qty', ingredient: 'lemon', note: 'to garnish' },
        { amount: 50, ingredient: 'Gin' },
        { amount: 10, ingredient: 'Simple Syrup' },
        { amount: 2, unit: 'dash', ingredient: 'Angostura aromatic bitters' },
      ],
    });
    expect(flagsOf(reordered)).toEqual([
      ['Lemon', true],
      ['Gin', false],
      ['Simple Syrup', false],
      ['Angostura aromatic bitters', true],
    ]);
    // Said, it is what is saved: the bitters now required, the syrup optional.
    const said = await update(created.cocktail.id, {
      ingredients: [
        { amount: 50, ingredient: 'Gin', optional: false },
        { amount: 10, ingredient: 'Simple Syrup', optional: true },
        { amount: 2, unit: 'dash', ingredient: 'Angostura aromatic bitters', optional: false },
      ],
    });
    expect(flagsOf(said)).toEqual([
      ['Gin', false],
      ['Simple Syrup', true],
      ['Angostura aromatic bitters', false],
    ]);
    // An edit that leaves the lines out leaves them as they are.
    expect(flagsOf(await update(created.cocktail.id, { garnish: 'Lemon twist' }))).toEqual(flagsOf(said));
  });

  it('refuses anyone else with a clear error and changes nothing', async () => {
    const created = (await create({ name: uniqueName('Mine'), ingredients: [{ amount: 50, ingredient: 'Gin' }] })).cocktail;
    const { data } = await gw.graphql(
      'query($id: Int!) { cocktail(databaseId: $id) { viewerCanEdit viewerIsCreator } }',
      { id: created.databaseId },
      { token: other.token },
    );
    expect(data!.cocktail).toEqual({ viewerCanEdit: false, viewerIsCreator: false });
    const before = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId }, include: { ingredients: true } });
    expect(await update(created.id, { name: 'Stolen', ingredients: [{ amount: 1, ingredient: 'Vodka' }] }, other.token)).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Only the creator of this cocktail or an admin can edit it',
      code: 'FORBIDDEN',
    });
    expect(await update(created.id, { name: 'Stolen' }, null)).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
    const after = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId }, include: { ingredients: true } });
    expect(after).toEqual(before);
  });

  it('validates as on create, all or nothing', async () => {
    const created = (await create({ name: uniqueName(), ingredients: [{ amount: 50, ingredient: 'Gin' }] })).cocktail;
    const before = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId }, include: { ingredients: true } });
    expect(await update(created.id, { name: '' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please enter a cocktail name',
    });
    expect(await update(created.id, { glassware: 'Other' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please specify the glassware',
    });
    expect(await update(created.id, { attribution: { year: 3000 } })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Year must be between 1800 and 2030',
    });
    expect(
      await update(created.id, { name: 'Renamed', ingredients: [{ amount: 5, ingredient: `Unheard Of ${process.pid}` }] }),
    ).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please provide a category',
    });
    expect(await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: created.databaseId }, include: { ingredients: true } })).toEqual(
      before,
    );
  });

  it('says when the cocktail does not exist', async () => {
    expect(await update('Q29ja3RhaWw6OTk5OTk5', { name: 'Ghost' })).toEqual({
      __typename: 'NotFoundError',
      message: 'Cocktail not found',
      code: 'NOT_FOUND',
    });
    expect(await update('not-an-id', { name: 'Ghost' })).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('cocktail photos', () => {
  it('are uploaded as a multipart request, re-encoded, served from /uploads, and attached to the cocktail', async () => {
    const uploaded = await uploadPhoto(await png(), 'negroni.png', 'image/png');
    expect(uploaded.errors).toBeUndefined();
    const photo = uploaded.data!.uploadCocktailPhoto;
    expect(photo).toMatchObject({ __typename: 'CocktailPhotoPayload', width: 64, height: 48 });
    expect(photo.photoUrl).toMatch(/^\/uploads\/cocktails\/[a-f0-9-]{36}\.webp$/);
    const served = await gw.app.request(photo.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const result = await create({
      name: uniqueName('Pictured'),
      photoUrl: photo.photoUrl,
      ingredients: [{ amount: 50, ingredient: 'Gin' }],
    });
    expect(result.cocktail.photoUrl).toBe(photo.photoUrl);
  });

  it('lose their metadata, GPS position included', async () => {
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const photo = (await uploadPhoto(jpeg, 'IMG_0001.jpg', 'image/jpeg')).data!.uploadCocktailPhoto;
    const stored = await readFile(path.join(gw.dataDir, 'uploads', photo.photoUrl.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('are refused over 5 MB with "Photo must be under 5MB"', async () => {
    const result = await uploadPhoto(Buffer.alloc(6 * 1024 * 1024, 7), 'huge.jpg', 'image/jpeg');
    expect(result.data!.uploadCocktailPhoto).toEqual({
      __typename: 'ValidationError',
      message: 'Photo must be under 5MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('are judged by their content: a text file named .jpg gets "Please select an image file"', async () => {
    const result = await uploadPhoto(Buffer.from('definitely not a photo'), 'photo.jpg', 'image/jpeg');
    expect(result.data!.uploadCocktailPhoto).toEqual({
      __typename: 'ValidationError',
      message: 'Please select an image file',
      code: 'BAD_USER_INPUT',
    });
  });

  it('need a signed-in member', async () => {
    const result = await uploadPhoto(await png(), 'a.png', 'image/png', null);
    expect(result.data!.uploadCocktailPhoto).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
  });

  it('can be attached only by the member who uploaded them, and outside links not at all', async () => {
    const theirs = (await uploadPhoto(await png(), 'a.png', 'image/png', other.token)).data!.uploadCocktailPhoto.photoUrl;
    const before = await counts();
    for (const photoUrl of [theirs, 'https://example.com/photo.jpg', '/uploads/cocktails/../../secret']) {
      const result = await create({ name: uniqueName(), photoUrl, ingredients: [{ amount: 50, ingredient: 'Gin' }] });
      expect(result, photoUrl).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ path: 'photoUrl', message: 'Upload the photo first, then save.' }],
      });
    }
    expect(await counts()).toEqual(before);
  });
});
