// My shelf through GraphQL (decision 0076): adding and removing (bounded, all or nothing, signed in
// only), the list's "Can make now" and "Missing one" with substitutes, optional lines and the visibility
// rule, "What to buy next", the statements a page costs, and a property test of the can-make rule
// against a brute force on random shelves and recipes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELF_MAX, SHELF_MESSAGES } from '../../common/shelf';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay } from '../testing/read-ways';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

const ADD = `mutation($input: AddToShelfInput!) {
  addToShelf(input: $input) {
    __typename
    ... on AddToShelfPayload { addedIngredients { name } shelfTotal }
    ... on ValidationError { message code fields { path message } }
    ... on Error { message code }
  }
}`;

const REMOVE = `mutation($input: RemoveFromShelfInput!) {
  removeFromShelf(input: $input) {
    __typename
    ... on RemoveFromShelfPayload { removedIngredientId shelfTotal }
    ... on Error { message code }
  }
}`;

const SHELF = `query($first: Int, $after: String) {
  myShelf(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { addedAt node { name } } }
}`;

const COCKTAILS = `query($filter: ShelfFilter!, $first: Int, $after: String, $listFilter: CocktailFilter) {
  shelfCocktails(filter: $filter, first: $first, after: $after, listFilter: $listFilter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor missingIngredient { name } node { databaseId name ingredients { ingredient { name } } } }
  }
}`;

const BUY = `query($first: Int) { whatToBuyNext(first: $first) { unlocks ingredient { name } } }`;

let serial = 0;
const tag = () => `${process.pid}-${++serial}`;

async function ingredient(name: string, parentId: number | null = null) {
  const full = `${name} ${tag()}`;
  return gw.prisma.ingredient.create({ data: { name: full, nameSearch: full.toLowerCase(), parentId } });
}

type Line = { id: number; optional?: boolean };

async function cocktail(name: string, lines: Line[], creatorId: number | null = null, visibility: 'public' | 'private' = 'public') {
  const full = `${name} ${tag()}`;
  return gw.prisma.cocktail.create({
    data: {
      name: full,
      nameSearch: full.toLowerCase(),
      creatorId,
      visibility,
      ingredients: {
        create: lines.map((line, index) => ({ ingredientId: line.id, optional: line.optional ?? false, orderIndex: index + 1 })),
      },
    },
  });
}

async function add(token: string | null, ids: number[]) {
  const result = await gw.graphql<any>(ADD, { input: { ingredientIds: ids.map((id) => globalId('Ingredient', id)) } }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.addToShelf;
}

async function shelfCocktails(token: string, filter: 'can_make' | 'missing_one', first = 100, listFilter: object | null = null) {
  const result = await gw.graphql<any>(COCKTAILS, { filter, first, listFilter }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.shelfCocktails;
}

describe('the shelf', () => {
  it('adds ingredients (idempotently), lists them alphabetically and removes one', async () => {
    const { token } = await gw.signedInMember();
    const lime = await ingredient('Lime juice');
    const gin = await ingredient('Gin');
    expect(await add(token, [lime.id, gin.id, lime.id])).toEqual({
      __typename: 'AddToShelfPayload',
      addedIngredients: [{ name: gin.name }, { name: lime.name }],
      shelfTotal: 2,
    });
    // Again: nothing new, nothing doubled.
    expect(await add(token, [gin.id])).toMatchObject({ addedIngredients: [], shelfTotal: 2 });
    const first = await gw.graphql<any>(SHELF, { first: 1 }, { token });
    expect(first.data!.myShelf).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { name: gin.name } }] });
    const second = await gw.graphql<any>(SHELF, { first: 1, after: first.data!.myShelf.pageInfo.endCursor }, { token });
    expect(second.data!.myShelf).toMatchObject({ pageInfo: { hasNextPage: false }, edges: [{ node: { name: lime.name } }] });
    // A cursor that is not the shelf's, or names an id no column holds, is the same clear refusal.
    for (const after of ['nonsense', Buffer.from(`shelfitem:${2 ** 40}:gin`).toString('base64url')]) {
      const refused = await gw.graphql<any>(SHELF, { first: 1, after }, { token });
      expect(refused.errors?.[0], after).toMatchObject({ message: SHELF_MESSAGES.badCursor, extensions: { code: 'BAD_USER_INPUT' } });
    }

    const removed = await gw.graphql<any>(REMOVE, { input: { ingredientId: globalId('Ingredient', gin.id) } }, { token });
    expect(removed.data!.removeFromShelf).toEqual({
      __typename: 'RemoveFromShelfPayload',
      removedIngredientId: globalId('Ingredient', gin.id),
      shelfTotal: 1,
    });
  });

  it('refuses an unknown ingredient, the signed out and a shelf past its bound, changing nothing', async () => {
    const { token, user } = await gw.signedInMember();
    const lime = await ingredient('Lime');
    const unknown = await add(token, [lime.id, 2_000_000_000]);
    expect(unknown).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'ingredientIds', message: SHELF_MESSAGES.unknownIngredient }],
    });
    expect(await gw.prisma.shelfItem.count({ where: { userId: user.id } })).toBe(0);

    expect(await add(null, [lime.id])).toMatchObject({ code: 'UNAUTHENTICATED' });
    const signedOut = await gw.graphql<any>(SHELF, {});
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Full: SHELF_MAX already there, one more is refused in words.
    const many = await gw.prisma.ingredient.createManyAndReturn({
      data: Array.from({ length: SHELF_MAX }, (_, index) => ({ name: `Bulk ${tag()} ${index}`, nameSearch: `bulk ${tag()} ${index}` })),
      select: { id: true },
    });
    await gw.prisma.shelfItem.createMany({ data: many.map((row) => ({ userId: user.id, ingredientId: row.id })) });
    expect(await add(token, [lime.id])).toMatchObject({ code: 'BAD_USER_INPUT', message: SHELF_MESSAGES.full });
    expect(await gw.prisma.shelfItem.count({ where: { userId: user.id } })).toBe(SHELF_MAX);
  });
});

describe('whether an ingredient is on the shelf', () => {
  const CATEGORY = `query($category: String!, $first: Int, $after: String) {
    shelfCategoryIngredients(category: $category, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { name viewerHasOnShelf } }
    }
  }`;
  const SEARCH = `query($query: String!) { search(query: $query) { ingredients(first: 8) { edges { node { name viewerHasOnShelf } } } } }`;

  it('says it of each listed ingredient, past the loaded page of the shelf, the same through SQL and Prisma', async () => {
    const { token, user } = await gw.signedInMember();
    const other = await gw.signedInMember();
    const family = `Onshelf ${tag()}`;
    const [angostura, peychauds, orange] = await Promise.all(
      ['Angostura', 'Peychauds', 'Orange'].map((name) =>
        gw.prisma.ingredient.create({
          data: { name: `${family} ${name}`, nameSearch: `${family} ${name}`.toLowerCase(), category: 'bitters' },
        }),
      ),
    );
    // A shelf of 150: the two bitters sort after the first page of 100 the My Bar screen loads.
    const bulk = await gw.prisma.ingredient.createManyAndReturn({
      data: Array.from({ length: 148 }, (_, index) => ({ name: `Aaa ${tag()} ${index}`, nameSearch: `aaa ${tag()} ${index}` })),
      select: { id: true },
    });
    await gw.prisma.shelfItem.createMany({ data: [...bulk, angostura, orange].map((row) => ({ userId: user.id, ingredientId: row.id })) });
    await gw.prisma.shelfItem.create({ data: { userId: other.user.id, ingredientId: peychauds.id } });

    const onShelf = (edges: any[]) =>
      Object.fromEntries(
        edges.filter((edge) => edge.node.name.startsWith(family)).map((edge) => [edge.node.name, edge.node.viewerHasOnShelf]),
      );
    const expected = { [angostura.name]: true, [peychauds.name]: false, [orange.name]: true };
    const ask = async (query: string, variables: Record<string, unknown>, asWho: string | null = token) => {
      const result = await gw.graphql<any>(query, variables, { token: asWho });
      expect(result.errors).toBeUndefined();
      return result.data;
    };
    const byCategory = async (asWho: string | null = token) => {
      const edges = [];
      let after: string | null = null;
      do {
        const page: any = (await ask(CATEGORY, { category: 'bitters', first: 100, after }, asWho)).shelfCategoryIngredients;
        edges.push(...page.edges);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return edges;
    };

    expect(onShelf(await byCategory())).toEqual(expected);
    expect(onShelf((await ask(SEARCH, { query: family })).search.ingredients.edges)).toEqual(expected);
    for (const [query, variables] of [
      [CATEGORY, { category: 'bitters', first: 100 }],
      [SEARCH, { query: family }],
    ] as const) {
      expect(await inWay('prisma', () => ask(query, variables))).toEqual(await ask(query, variables));
    }
    // Signed out, nothing is on a shelf.
    expect(onShelf(await byCategory(null))).toEqual({ [angostura.name]: false, [peychauds.name]: false, [orange.name]: false });

    // The writes answer with it, so a screen's lists follow without asking again.
    const added = await gw.graphql<any>(
      `mutation($input: AddToShelfInput!) { addToShelf(input: $input) { ... on AddToShelfPayload { addedIngredients { name viewerHasOnShelf } } } }`,
      { input: { ingredientIds: [globalId('Ingredient', peychauds.id)] } },
      { token },
    );
    expect(added.data!.addToShelf.addedIngredients).toEqual([{ name: peychauds.name, viewerHasOnShelf: true }]);
    const removed = await gw.graphql<any>(
      `mutation($input: RemoveFromShelfInput!) { removeFromShelf(input: $input) { ... on RemoveFromShelfPayload { ingredient { name viewerHasOnShelf } } } }`,
      { input: { ingredientId: globalId('Ingredient', orange.id) } },
      { token },
    );
    expect(removed.data!.removeFromShelf.ingredient).toEqual({ name: orange.name, viewerHasOnShelf: false });
  });

  it('costs the category list no statement more per ingredient', async () => {
    const { token } = await gw.signedInMember();
    const count = async (first: number) => {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(CATEGORY, { category: 'spirit', first }, { token }));
      expect((result as any).errors).toBeUndefined();
      return statements.length;
    };
    await count(1); // the session's look-up, cached after
    // The page, its ingredients and their flags in one statement (the read path).
    expect(await count(2)).toBe(1);
    expect(await count(20)).toBe(1);
  });
});

describe('can make now, missing one, what to buy', () => {
  it('counts substitutes both ways, skips optional lines, names the missing one and keeps private cocktails private', async () => {
    const { token, user } = await gw.signedInMember();
    const other = await gw.signedInMember();
    const gin = await ingredient('Gin');
    const londonDry = await ingredient('London Dry Gin', gin.id);
    const oldTom = await ingredient('Old Tom Gin', gin.id);
    const lime = await ingredient('Lime juice');
    const sugar = await ingredient('Sugar syrup');
    const campari = await ingredient('Campari');
    const vermouth = await ingredient('Sweet vermouth');

    const gimlet = await cocktail('Gimlet', [{ id: gin.id }, { id: lime.id }, { id: sugar.id }]); // LDG stands for Gin
    const southside = await cocktail('Southside', [{ id: londonDry.id }, { id: lime.id }]);
    const martinez = await cocktail('Martinez', [{ id: oldTom.id }, { id: vermouth.id }]); // a sibling is no substitute
    const garnished = await cocktail('Garnished', [{ id: gin.id }, { id: lime.id }, { id: campari.id, optional: true }]);
    const negroni = await cocktail('Negroni', [{ id: gin.id }, { id: campari.id }, { id: vermouth.id }]);
    const sour = await cocktail('Campari Sour', [{ id: campari.id }, { id: lime.id }, { id: sugar.id }]);
    const mine = await cocktail('My Gin Lime', [{ id: gin.id }, { id: lime.id }], user.id, 'private');
    await cocktail('Their Gin Lime', [{ id: gin.id }, { id: lime.id }], other.user.id, 'private');

    await add(token, [londonDry.id, lime.id, sugar.id]);
    const canMake = await shelfCocktails(token, 'can_make');
    expect(canMake.edges.map((edge: any) => edge.node.databaseId).sort()).toEqual([gimlet.id, southside.id, garnished.id, mine.id].sort());
    expect(canMake.totalCount).toBe(4);
    expect(canMake.edges.every((edge: any) => edge.missingIngredient === null)).toBe(true);

    const missingOne = await shelfCocktails(token, 'missing_one');
    const missing = Object.fromEntries(missingOne.edges.map((edge: any) => [edge.node.databaseId, edge.missingIngredient?.name]));
    expect(missing).toEqual({ [sour.id]: campari.name });
    expect(missing[martinez.id]).toBeUndefined();
    expect(missing[negroni.id]).toBeUndefined();

    // A base spirit stands for its variants: with Gin, the Martinez lacks only the vermouth.
    await add(token, [gin.id]);
    const withGin = await shelfCocktails(token, 'missing_one');
    expect(Object.fromEntries(withGin.edges.map((edge: any) => [edge.node.databaseId, edge.missingIngredient.name]))).toEqual({
      [sour.id]: campari.name,
      [martinez.id]: vermouth.name,
    });

    const buy = await gw.graphql<any>(BUY, {}, { token });
    expect(buy.errors).toBeUndefined();
    expect(buy.data!.whatToBuyNext).toEqual(
      expect.arrayContaining([
        { unlocks: 1, ingredient: { name: campari.name } },
        { unlocks: 1, ingredient: { name: vermouth.name } },
      ]),
    );
  });

  it('pages forwards by cursor in the list order, in a bounded number of statements', async () => {
    const { token } = await gw.signedInMember();
    const rum = await ingredient('Rum');
    const lime = await ingredient('Lime');
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await cocktail(`Daiquiri ${index}`, [{ id: rum.id }, { id: lime.id }]));
    await add(token, [rum.id, lime.id]);
    const seen: number[] = [];
    let after: string | null = null;
    for (let round = 0; round < 3; round++) {
      const { result, statements } = await gw.recordQueries(() =>
        gw.graphql<any>(COCKTAILS.replace('totalCount', ''), { filter: 'can_make', first: 2, after }, { token }),
      );
      // The page, its cards and their lines in one statement (the read path), and the session.
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
      const page = (result as any).data.shelfCocktails;
      seen.push(...page.edges.map((edge: any) => edge.node.databaseId));
      after = page.pageInfo.endCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(made.map((row) => row.id));
  });
});

describe("with the list's own filters", () => {
  it('keeps only what the search and the chips keep, counted alike, the same through SQL and Prisma', async () => {
    const { token } = await gw.signedInMember();
    const rum = await ingredient('Rum');
    const lime = await ingredient('Lime');
    const mint = await ingredient('Mint');
    const daiquiri = await cocktail('Shelfsearch Daiquiri', [{ id: rum.id }, { id: lime.id }]);
    await cocktail('Shelfsearch Mojito', [{ id: rum.id }, { id: lime.id }, { id: mint.id }]);
    const mocktail = await cocktail('Shelfsearch Nojito', [{ id: lime.id }, { id: mint.id }]);
    await gw.prisma.cocktail.update({ where: { id: mocktail.id }, data: { isMocktail: true } });
    await add(token, [rum.id, lime.id]);

    const names = (page: any) => page.edges.map((edge: any) => edge.node.name.split(' ').slice(0, 2).join(' '));
    const ask = (filter: 'can_make' | 'missing_one', listFilter: object) =>
      gw.graphql<any>(COCKTAILS, { filter, first: 10, listFilter }, { token });
    const daiquiriOnly = await ask('can_make', { search: 'shelfsearch daiq' });
    expect(daiquiriOnly.errors).toBeUndefined();
    expect(names(daiquiriOnly.data!.shelfCocktails)).toEqual(['Shelfsearch Daiquiri']);
    expect(daiquiriOnly.data!.shelfCocktails.totalCount).toBe(1);
    expect(daiquiriOnly.data!.shelfCocktails.edges[0].node.databaseId).toBe(daiquiri.id);

    const missing = (await ask('missing_one', { search: 'shelfsearch' })).data!.shelfCocktails;
    expect(names(missing)).toEqual(['Shelfsearch Mojito', 'Shelfsearch Nojito']);
    expect(missing.edges.map((edge: any) => edge.missingIngredient.name)).toEqual([mint.name, mint.name]);
    const mocktails = (await ask('missing_one', { search: 'shelfsearch', mocktail: true })).data!.shelfCocktails;
    expect(names(mocktails)).toEqual(['Shelfsearch Nojito']);
    expect(mocktails.totalCount).toBe(1);

    // The resolver's statements (through Prisma) answer as the read path's one statement does.
    for (const [filter, listFilter] of [
      ['missing_one', { search: 'shelfsearch' }],
      ['can_make', { search: 'shelfsearch', mocktail: false }],
    ] as const) {
      const read = await ask(filter, listFilter);
      const prisma = await inWay('prisma', () => ask(filter, listFilter));
      expect(prisma).toEqual(read);
    }
  });
});

describe('the can-make rule against a brute force', () => {
  it('agrees on random ingredient families, recipes and shelves', async () => {
    const { token, user } = await gw.signedInMember();
    // A family of 12 ingredients: 4 bases, each with 0 to 2 variants (and one variant of a variant).
    const bases = [];
    for (let index = 0; index < 4; index++) bases.push(await ingredient(`Base ${index}`));
    const variants = [];
    for (const base of bases.slice(0, 3)) {
      variants.push(await ingredient('Variant', base.id));
      variants.push(await ingredient('Variant', base.id));
    }
    const deep = await ingredient('Deep variant', variants[0].id);
    const all = [...bases, ...variants, deep];
    const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
    const ancestors = (id: number) => {
      const up: number[] = [];
      for (let at = parentOf.get(id) ?? null; at !== null; at = parentOf.get(at) ?? null) up.push(at);
      return up;
    };
    // Brute force, written apart from common/shelf.ts: a shelf item satisfies a line when it is the
    // line's ingredient, a variant of it (at any depth), or a base of it (at any depth).
    const satisfies = (have: number, need: number) => have === need || ancestors(have).includes(need) || ancestors(need).includes(have);

    const ids = all.map((row) => row.id);
    const recipe = fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), optional: fc.boolean() }), {
      minLength: 1,
      maxLength: 5,
      selector: (line) => line.id,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(recipe, { minLength: 1, maxLength: 6 }),
        fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 6 }),
        async (recipes, shelf) => {
          await gw.prisma.shelfItem.deleteMany({ where: { userId: user.id } });
          await gw.prisma.cocktail.deleteMany({ where: { creatorId: user.id } });
          if (shelf.length)
            await gw.prisma.shelfItem.createMany({ data: shelf.map((ingredientId) => ({ userId: user.id, ingredientId })) });
          const made: Array<{ lines: Line[]; row: { id: number } }> = [];
          for (const lines of recipes) made.push({ lines, row: await cocktail('Random', lines, user.id, 'private') });

          const expectedMissing = new Map<number, number[]>();
          for (const { lines, row } of made) {
            const required = lines.filter((line) => !line.optional).map((line) => line.id);
            if (required.length === 0) continue;
            expectedMissing.set(
              row.id,
              required.filter((need) => !shelf.some((have) => satisfies(have, need))),
            );
          }
          const canMake = [...expectedMissing].filter(([, lack]) => lack.length === 0).map(([id]) => id);
          const missingOne = [...expectedMissing].filter(([, lack]) => lack.length === 1);

          const mine = (edges: any[]) => edges.filter((edge) => made.some(({ row }) => row.id === edge.node.databaseId));
          const gotCanMake = mine((await shelfCocktails(token, 'can_make')).edges).map((edge) => edge.node.databaseId);
          expect(gotCanMake.sort()).toEqual(canMake.sort());
          const gotMissing = mine((await shelfCocktails(token, 'missing_one')).edges).map((edge) => [
            edge.node.databaseId,
            all.find((row) => row.name === edge.missingIngredient.name)!.id,
          ]);
          expect(gotMissing.sort()).toEqual(missingOne.map(([id, lack]) => [id, lack[0]]).sort());
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});

describe("a category's ingredients", () => {
  it('refuses a category that is not one of the ingredient categories as a cocktail line does: one message for one rule', async () => {
    const result = await gw.graphql<any>(`query { shelfCategoryIngredients(category: "spirits", first: 5) { edges { node { name } } } }`);
    expect(result.data?.shelfCategoryIngredients ?? null).toBeNull();
    // The words createCocktail answers for a line's category "spirits" (COCKTAIL_MESSAGES.ingredientCategory).
    expect(result.errors).toMatchObject([{ message: 'Choose one of the ingredient categories', extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
