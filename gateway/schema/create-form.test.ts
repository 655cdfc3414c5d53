// What the create form asks the server besides the cocktail itself: look-ups, new ingredients and
// custom ingredients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let member: { token: string; id: number };
let otherMember: { token: string; id: number };

beforeAll(async () => {
  gw = await setupTestGateway();
  const a = await gw.signedInMember();
  member = { token: a.token, id: a.user.id };
  const b = await gw.signedInMember();
  otherMember = { token: b.token, id: b.user.id };
});
afterAll(async () => {
  await gw?.close();
});

describe('ingredient-name suggestions', () => {
  const query = 'query($s: String!) { ingredientNameSuggestions(search: $s) }';

  it('start at 2 characters and give at most 10 names', async () => {
    expect((await gw.graphql(query, { s: 'l' })).data!.ingredientNameSuggestions).toEqual([]);
    const names: string[] = (await gw.graphql(query, { s: 'le' })).data!.ingredientNameSuggestions;
    expect(names.length).toBe(10);
  });

  it('merge the database with the built-in names, each once, best match first', async () => {
    const names: string[] = (await gw.graphql(query, { s: 'lemon j' })).data!.ingredientNameSuggestions;
    expect(names[0]).toBe('Lemon juice');
    expect(names.filter((name) => name.toLowerCase() === 'lemon juice')).toHaveLength(1);
    // "Soda Water" is only in the built-in list.
    expect((await gw.graphql(query, { s: 'soda w' })).data!.ingredientNameSuggestions).toContain('Soda Water');
  });

  it('tell which names the database does not know yet', async () => {
    const { data } = await gw.graphql('query($n: [String!]!) { unknownIngredientNames(names: $n) }', {
      n: ['GIN', 'Fig Leaf Cordial', 'fig leaf cordial', ' '],
    });
    expect(data!.unknownIngredientNames).toEqual(['Fig Leaf Cordial']);
  });
});

describe('garnish, venue and brand look-ups', () => {
  it('suggest garnishes from 1 character, at most 10', async () => {
    const query = 'query($s: String!) { garnishSuggestions(search: $s) }';
    expect((await gw.graphql(query, { s: '' })).data!.garnishSuggestions).toEqual([]);
    const names: string[] = (await gw.graphql(query, { s: 'o' })).data!.garnishSuggestions;
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names.every((name) => toSearchText(name).includes('o'))).toBe(true);
  });

  it('suggest garnishes as short names, never the sentences some recipes write them in', async () => {
    const query = 'query($s: String!) { garnishSuggestions(search: $s) }';
    const tag = `quince${process.pid}`;
    // Rows stored before the rule, as the seed and the create form once wrote them.
    await gw.prisma.garnish.createMany({
      data: [`Garnish with a ${tag} wheel.`, `Squeeze ${tag} oil over the drink and discard the peel.`].map((name) => ({
        name,
        nameSearch: toSearchText(name),
      })),
    });
    expect((await gw.graphql(query, { s: tag })).data!.garnishSuggestions).toEqual([`${tag[0].toUpperCase()}${tag.slice(1)} wheel`]);

    // A cocktail's garnish joins them as its short name; the cocktail keeps what was written.
    const create = /* GraphQL */ `
      mutation ($input: CocktailInput!) {
        createCocktail(input: $input) {
          ... on CocktailPayload {
            cocktail {
              garnish
            }
          }
        }
      }
    `;
    for (const garnish of [`Garnish with a ${tag} twist (optional).`, `Float ${tag} foam on top and dust with nutmeg.`]) {
      const { data } = await gw.graphql(
        create,
        { input: { name: `${garnish} cocktail`, garnish, ingredients: [{ amount: 50, ingredient: 'Gin' }] } },
        { token: member.token },
      );
      expect(data!.createCocktail.cocktail.garnish).toBe(garnish);
    }
    const suggested: string[] = (await gw.graphql(query, { s: tag })).data!.garnishSuggestions;
    expect(suggested.sort()).toEqual([`Quince${process.pid} twist`, `Quince${process.pid} wheel`]);
    expect(await gw.prisma.garnish.count({ where: { name: `Quince${process.pid} twist` } })).toBe(1);
    for (const name of (await gw.graphql(query, { s: 'o' })).data!.garnishSuggestions as string[]) {
      expect(name).not.toMatch(/^garnish|[.:;\n]/i);
    }
  });

  it('suggest venues by name or city from 2 characters, at most 10, with their location', async () => {
    const query = 'query($s: String!) { venueSuggestions(search: $s) { name city state country } }';
    expect((await gw.graphql(query, { s: 'd' })).data!.venueSuggestions).toEqual([]);
    expect((await gw.graphql(query, { s: 'dan' })).data!.venueSuggestions).toEqual([
      { name: 'Dante', city: 'New York', state: 'NY', country: 'USA' },
    ]);
    const london: Array<{ city: string }> = (await gw.graphql(query, { s: 'london' })).data!.venueSuggestions;
    expect(london.length).toBeGreaterThanOrEqual(2);
    expect(london.every((venue) => venue.city === 'London')).toBe(true);
    const many: unknown[] = (await gw.graphql(query, { s: 'e ' })).data!.venueSuggestions;
    expect(many.length).toBeLessThanOrEqual(10);
  });

  it('match venues as the venue pickers do: every word typed, in any order, case or accent', async () => {
    const suggestions = 'query($s: String!) { venueSuggestions(search: $s) { name } }';
    const search = 'query($s: String!) { venueSearch(text: $s, first: 10) { edges { node { name } } } }';
    for (const typed of ['york DANTE', 'dánte new']) {
      expect((await gw.graphql(suggestions, { s: typed })).data!.venueSuggestions).toEqual([{ name: 'Dante' }]);
      expect((await gw.graphql(search, { s: typed })).data!.venueSearch.edges).toEqual([{ node: { name: 'Dante' } }]);
    }
  });

  it('list brands, or those matching a search', async () => {
    const all: Array<{ name: string }> = (await gw.graphql('{ brands { name } }')).data!.brands;
    expect(all.length).toBeGreaterThan(30);
    expect((await gw.graphql('query($s: String) { brands(search: $s) { name } }', { s: 'campa' })).data!.brands).toEqual([
      { name: 'Campari' },
    ]);
  });
});

describe('adding an ingredient', () => {
  const CREATE = `mutation($input: CreateIngredientInput!) {
    createIngredient(input: $input) {
      __typename
      ... on CreateIngredientPayload { ingredient { name category description } }
      ... on Error { message code }
      ... on ValidationError { fields { path message } }
    }
  }`;

  it('saves its name, category and description', async () => {
    const name = `Fig Leaf Cordial ${process.pid}`;
    const result = (
      await gw.graphql(CREATE, { input: { name, category: 'syrup', description: 'Steeped fig leaves' } }, { token: member.token })
    ).data!.createIngredient;
    expect(result).toEqual({
      __typename: 'CreateIngredientPayload',
      ingredient: { name, category: 'syrup', description: 'Steeped fig leaves' },
    });
    const row = await gw.prisma.ingredient.findUniqueOrThrow({ where: { nameSearch: toSearchText(name) } });
    expect(row.createdById).toBe(member.id);
  });

  it('needs a category, "Please provide a category", and refuses a name the database has', async () => {
    const before = await gw.prisma.ingredient.count();
    const noCategory = (await gw.graphql(CREATE, { input: { name: 'Pandan Syrup X', category: '' } }, { token: member.token })).data!
      .createIngredient;
    expect(noCategory).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please provide a category',
      fields: [{ path: 'category' }],
    });
    const badCategory = (await gw.graphql(CREATE, { input: { name: 'Pandan Syrup X', category: 'potion' } }, { token: member.token })).data!
      .createIngredient;
    expect(badCategory).toMatchObject({ __typename: 'ValidationError', message: 'Choose one of the ingredient categories' });
    const known = (await gw.graphql(CREATE, { input: { name: 'GIN', category: 'spirit' } }, { token: member.token })).data!
      .createIngredient;
    expect(known).toMatchObject({
      __typename: 'ValidationError',
      code: 'ALREADY_EXISTS',
      message: 'That ingredient is already in the database',
      fields: [{ path: 'name', message: 'That ingredient is already in the database' }],
    });
    const signedOut = (await gw.graphql(CREATE, { input: { name: 'Pandan Syrup X', category: 'syrup' } })).data!.createIngredient;
    expect(signedOut).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
    expect(await gw.prisma.ingredient.count()).toBe(before);
  });
});

describe('custom ingredients', () => {
  const CREATE = `mutation($input: CreateCustomIngredientInput!) {
    createCustomIngredient(input: $input) {
      __typename
      ... on CreateCustomIngredientPayload {
        customIngredient { id name category yieldAmount yieldUnit instructions components { orderIndex amount unit ingredient } }
      }
      ... on Error { message code }
      ... on ValidationError { fields { path message } }
    }
  }`;
  const MINE = `{ myCustomIngredients(first: 20) { totalCount edges { node { name } } } }`;

  it('are saved for their owner with their components in order, and listed newest first', async () => {
    const first = (
      await gw.graphql(
        CREATE,
        {
          input: {
            name: 'Honey Ginger Syrup',
            category: 'Syrup',
            yieldAmount: 12,
            yieldUnit: 'oz',
            components: [
              { amount: 8, unit: 'oz', ingredient: 'Honey' },
              { amount: 4, unit: 'oz', ingredient: 'Ginger juice' },
            ],
            instructions: 'Stir until dissolved.',
          },
        },
        { token: member.token },
      )
    ).data!.createCustomIngredient;
    expect(first).toMatchObject({
      __typename: 'CreateCustomIngredientPayload',
      customIngredient: {
        name: 'Honey Ginger Syrup',
        category: 'Syrup',
        yieldAmount: 12,
        yieldUnit: 'oz',
        instructions: 'Stir until dissolved.',
        components: [
          { orderIndex: 1, amount: 8, unit: 'oz', ingredient: 'Honey' },
          { orderIndex: 2, amount: 4, unit: 'oz', ingredient: 'Ginger juice' },
        ],
      },
    });
    await gw.graphql(CREATE, { input: { name: 'Saline', category: 'Mix', yieldAmount: 100, yieldUnit: 'ml' } }, { token: member.token });
    const mine = (await gw.graphql(MINE, {}, { token: member.token })).data!.myCustomIngredients;
    expect(mine).toEqual({ totalCount: 2, edges: [{ node: { name: 'Saline' } }, { node: { name: 'Honey Ginger Syrup' } }] });

    // Nobody else sees them, in the list or by id.
    expect((await gw.graphql(MINE, {}, { token: otherMember.token })).data!.myCustomIngredients.totalCount).toBe(0);
    const byId = await gw.graphql(
      'query($id: ID!) { node(id: $id) { ... on CustomIngredient { name } } }',
      { id: first.customIngredient.id },
      { token: otherMember.token },
    );
    expect(byId.data?.node ?? null).toBeNull();
    expect((await gw.graphql(MINE)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('need a name, a category and a yield amount: "Please fill in all required fields"', async () => {
    const result = (await gw.graphql(CREATE, { input: { name: ' ', category: '', components: [] } }, { token: member.token })).data!
      .createCustomIngredient;
    expect(result).toMatchObject({ __typename: 'ValidationError', message: 'Please fill in all required fields' });
    expect(result.fields.map((field: { path: string }) => field.path)).toEqual(['name', 'category', 'yieldAmount']);
  });
});
