import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay } from '../testing/read-ways';

let gw: TestGateway;

const listQuery = /* GraphQL */ `
  query List($first: Int!, $after: String, $filter: CocktailFilter) {
    cocktails(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          glassware
          creator {
            username
          }
          ingredients {
            amount
            unit
            brand
            orderIndex
            ingredient {
              name
              category
            }
          }
        }
      }
    }
  }
`;

beforeAll(async () => {
  gw = await setupTestGateway();
  // 120 cocktails of four lines each, by one creator, so page size and depth can vary.
  const { user } = await gw.createMember({ profileType: 'bartender', username: 'querycounter' });
  const ingredients = await Promise.all(
    ['Qc Gin', 'Qc Vermouth', 'Qc Campari', 'Qc Soda'].map((name) =>
      gw.prisma.ingredient.create({ data: { name, nameSearch: toSearchText(name), category: 'spirit' } }),
    ),
  );
  for (let i = 0; i < 120; i++) {
    const name = `Zz Query Count ${String(i).padStart(3, '0')}`;
    await gw.prisma.cocktail.create({
      data: {
        name,
        nameSearch: toSearchText(name),
        creatorId: user.id,
        glassware: 'Rocks',
        ingredients: {
          create: ingredients.map((ingredient, index) => ({
            ingredientId: ingredient.id,
            amount: 30,
            unit: 'ml',
            orderIndex: index + 1,
          })),
        },
      },
    });
  }
});

afterAll(async () => {
  await gw?.close();
});

describe('the cocktails connection', () => {
  it('lists cocktails alphabetically with their ordered ingredient lines and a total', async () => {
    const { data, errors } = await gw.graphql(listQuery, { first: 100 });
    expect(errors).toBeUndefined();
    const { cocktails } = data!;
    expect(cocktails.edges.length).toBe(Math.min(100, cocktails.totalCount));
    const names = cocktails.edges.map((edge: any) => toSearchText(edge.node.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const edge of cocktails.edges) {
      const orders = edge.node.ingredients.map((line: any) => line.orderIndex);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('serves at most 100 cocktails a page: a larger page is refused, naming the field and the maximum', async () => {
    const { data, errors } = await gw.graphql(listQuery, { first: 100 });
    expect(errors).toBeUndefined();
    expect(data!.cocktails.edges.length).toBe(100);
    expect(data!.cocktails.pageInfo.hasNextPage).toBe(true);
    const refused = await gw.graphql(listQuery, { first: 500 });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Page size limit of 100 exceeded: Query.cocktails(first:) asks for 500.',
      extensions: { code: 'PAGE_SIZE_EXCEEDED', maxPageSize: 100 },
    });
  });

  it('pages through every cocktail exactly once by cursor', async () => {
    const filter = { glassware: ['rocks'] };
    const seen: string[] = [];
    let after: string | null = null;
    let total: number;
    for (;;) {
      const { data, errors }: any = await gw.graphql(listQuery, { first: 50, after, filter });
      expect(errors).toBeUndefined();
      total = data.cocktails.totalCount;
      seen.push(...data.cocktails.edges.map((edge: any) => edge.node.id));
      if (!data.cocktails.pageInfo.hasNextPage) break;
      after = data.cocktails.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThanOrEqual(120);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('jumps to a numbered page with an offset, in the same order as the cursors walk, without walking them', async () => {
    const query = /* GraphQL */ `
      query Jump($first: Int!, $offset: Int, $filter: CocktailFilter) {
        cocktails(first: $first, offset: $offset, filter: $filter) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
      }
    `;
    const filter = { glassware: ['Rocks'] };
    const walked: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const { data }: any = await gw.graphql(listQuery, { first: 40, after, filter });
      walked.push(...data.cocktails.edges.map((edge: any) => edge.node.id));
      after = data.cocktails.pageInfo.endCursor;
    }
    const { result, statements } = await gw.recordQueries(() => gw.graphql(query, { first: 40, offset: 80, filter }));
    expect(result.errors).toBeUndefined();
    expect(result.data!.cocktails.edges.map((edge: any) => edge.node.id)).toEqual(walked.slice(80, 120));
    expect(statements.length).toBeLessThanOrEqual(5);
    const beyond = await gw.graphql(query, { first: 40, offset: 100_000, filter });
    expect(beyond.data!.cocktails.edges).toEqual([]);
    const negative = await gw.graphql(query, { first: 40, offset: -1 });
    expect(negative.errors![0]).toMatchObject({ message: 'offset must be 0 or more', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('loads a page with its lines, ingredients and creators in at most 3 SQL statements, deep pages as the first', async () => {
    const filter = { glassware: ['Rocks'] };
    const counts: number[] = [];
    for (const first of [10, 100]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(listQuery, { first, filter }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.cocktails.edges.length).toBe(first);
      counts.push(statements.length);
    }
    // A deep page: the cursor of the 100th cocktail, then the cursor of the 110th.
    const { data } = await gw.graphql(listQuery, { first: 100, filter });
    for (const after of [data!.cocktails.pageInfo.endCursor, data!.cocktails.edges[9].cursor]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(listQuery, { first: 100, after, filter }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.cocktails.edges.length).toBeGreaterThan(0);
      // The page starts at its keyset; only Prisma's count wraps its rows in an `OFFSET 0`.
      expect(statements.filter((sql) => !/^SELECT COUNT/i.test(sql) && /\bOFFSET\b/i.test(sql))).toEqual([]);
      counts.push(statements.length);
    }
    // The page with every relation joined into one statement, and the count.
    expect(new Set(counts).size, String(counts)).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });

  it.each([
    ['read in SQL (decision 0065)', 'objects'],
    ['through Prisma', 'prisma'],
  ] as const)(
    "reads only the columns a page asks for: no creator's password hash or email, no ingredient's description (%s)",
    (_how, way) =>
      inWay(way, async () => {
        const { result, statements } = await gw.recordQueries(() => gw.graphql(listQuery, { first: 10 }));
        expect(result.errors).toBeUndefined();
        for (const { node } of result.data!.cocktails.edges) {
          expect(typeof node.name).toBe('string');
          if (node.creator) expect(typeof node.creator.username).toBe('string');
          for (const line of node.ingredients) expect(typeof line.ingredient.name).toBe('string');
        }
        const page = statements.find(
          (sql) => (way === 'objects' ? /\)::text AS v$/ : /FROM "public"\."cocktails"/).test(sql) && !/^SELECT COUNT/i.test(sql),
        );
        expect(page).toBeDefined();
        expect(page).not.toMatch(/password_hash|\bemail\b|\bdescription\b|\bdirections\b/);
      }),
  );

  it('continues after a cursor with the next cocktail in the order, also among equal names', async () => {
    const { user } = await gw.createMember({ profileType: 'bartender', username: 'twinnames' });
    for (let i = 0; i < 3; i++) {
      await gw.prisma.cocktail.create({
        data: { name: 'Zz Twin', nameSearch: toSearchText('Zz Twin'), creatorId: user.id, glassware: 'Coupe' },
      });
    }
    // Three of the same name, among this member's own, so the walk crosses ties of the sort key.
    await gw.prisma.cocktail.create({ data: { name: 'Zz Twin Apart', nameSearch: toSearchText('Zz Twin Apart'), creatorId: user.id } });
    const filter = { creator: encodeGlobalID('User', user.id) };
    const all = await gw.graphql(listQuery, { first: 100, filter });
    const ids = all.data!.cocktails.edges.map((edge: any) => edge.node.id);
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data, errors }: any = await gw.graphql(listQuery, { first: 1, after, filter });
      expect(errors).toBeUndefined();
      walked.push(...data.cocktails.edges.map((edge: any) => edge.node.id));
      if (!data.cocktails.pageInfo.hasNextPage) break;
      after = data.cocktails.pageInfo.endCursor;
    }
    expect(walked).toEqual(ids);
    const wrong = await gw.graphql(listQuery, { first: 1, after: 'bm90IGEgY3Vyc29y' });
    expect(wrong.errors).toBeDefined();
    const backwards = await gw.graphql(`query Back($before: String) { cocktails(last: 1, before: $before) { edges { node { id } } } }`, {
      before: after,
    });
    expect(backwards.errors![0]).toMatchObject({
      message: 'The list pages forwards only (first, after)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

const namesQuery = /* GraphQL */ `
  query Names($first: Int!, $after: String, $filter: CocktailFilter) {
    cocktails(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          name
          classicEra
          glassware
          categories
          isMocktail
          ingredients {
            ingredient {
              name
              category
            }
          }
        }
      }
    }
  }
`;

async function allOf(filter: Record<string, unknown>) {
  const { data, errors } = await gw.graphql(namesQuery, { first: 100, filter });
  expect(errors).toBeUndefined();
  return data!.cocktails as { totalCount: number; edges: Array<{ node: any }> };
}

describe('the list filters', () => {
  it('finds Classic and Modern cocktails by their era', async () => {
    const classic = await allOf({ eras: ['Classic'] });
    expect(classic.totalCount).toBeGreaterThan(20);
    expect(classic.edges.every(({ node }) => node.classicEra === 'Classic' || node.categories.includes('Classic'))).toBe(true);
    const modern = await allOf({ eras: ['Modern'] });
    expect(modern.totalCount).toBeGreaterThan(10);
    expect(modern.edges.some(({ node }) => node.name === 'Penicillin')).toBe(true);
    const either = await allOf({ eras: ['Classic', 'Modern'] });
    expect(either.totalCount).toBe(classic.totalCount + modern.totalCount);
  });

  it('finds gin cocktails by their ingredients, and not ginger ones', async () => {
    const gin = await allOf({ spirits: ['gin'] });
    expect(gin.totalCount).toBeGreaterThan(20);
    const names = gin.edges.map(({ node }) => node.name);
    expect(names).toEqual(expect.arrayContaining(['Negroni', 'Martini']));
    expect(names).not.toContain('Moscow Mule');
    for (const { node } of gin.edges) {
      expect(
        node.ingredients.some((line: any) => line.ingredient.category === 'spirit' && /\b(gin|genever)\b/i.test(line.ingredient.name)),
      ).toBe(true);
    }
  });

  it('finds whiskey, vodka, tequila and rum cocktails, each under every name of its spirit', async () => {
    const whiskey = (await allOf({ spirits: ['whiskey'] })).edges.map(({ node }) => node.name);
    expect(whiskey).toEqual(expect.arrayContaining(['Manhattan', 'Old Fashioned', 'Penicillin']));
    expect((await allOf({ spirits: ['vodka'] })).edges.map(({ node }) => node.name)).toContain('Moscow Mule');
    expect((await allOf({ spirits: ['tequila'] })).edges.map(({ node }) => node.name)).toContain('Margarita');
    const rum = await allOf({ spirits: ['rum'] });
    expect(rum.edges.map(({ node }) => node.name)).toEqual(expect.arrayContaining(['Daiquiri', 'Mojito']));
    const both = await allOf({ spirits: ['rum', 'tequila'] });
    expect(both.totalCount).toBeGreaterThan(rum.totalCount);
  });

  it('finds Refreshing, Sour and Sweet cocktails by their categories', async () => {
    for (const category of ['Refreshing', 'Sour', 'Sweet']) {
      const found = await allOf({ categories: [category] });
      expect(found.totalCount, category).toBeGreaterThan(0);
      expect(found.edges.every(({ node }) => node.categories.includes(category))).toBe(true);
    }
  });

  it('combines filters of different kinds with AND', async () => {
    const classicGin = await allOf({ eras: ['Classic'], spirits: ['gin'] });
    const gin = await allOf({ spirits: ['gin'] });
    expect(classicGin.totalCount).toBeGreaterThan(0);
    expect(classicGin.totalCount).toBeLessThan(gin.totalCount);
    expect(classicGin.edges.every(({ node }) => node.classicEra === 'Classic' || node.categories.includes('Classic'))).toBe(true);
  });

  it('matches glassware case-insensitively, and mocktails', async () => {
    const coupe = await allOf({ glassware: ['COUPE'] });
    expect(coupe.totalCount).toBeGreaterThan(0);
    expect(coupe.edges.every(({ node }) => node.glassware === 'Coupe')).toBe(true);
    const mocktails = await allOf({ mocktail: true });
    expect(mocktails.edges.every(({ node }) => node.isMocktail)).toBe(true);
  });

  it('searches names, ingredients and people, ignoring case and accents, from 2 characters', async () => {
    expect((await allOf({ search: 'NEGRONI' })).edges.map(({ node }) => node.name)).toContain('Negroni');
    const byIngredient = await allOf({ search: 'campari' });
    expect(byIngredient.edges.map(({ node }) => node.name)).toEqual(expect.arrayContaining(['Negroni', 'Boulevardier']));
    const imported = await gw.prisma.cocktail.count({ where: { creator: { username: 'barassistant' } } });
    expect((await allOf({ search: 'BarAssistant' })).totalCount).toBe(imported);
    const everything = await allOf({});
    expect((await allOf({ search: 'n' })).totalCount).toBe(everything.totalCount);
  });

  it('finds nothing, with a total of 0, when nothing matches', async () => {
    const none = await allOf({ search: 'zzzz no such cocktail' });
    expect(none).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('reads % and _ in the search as the characters they are, not as wildcards', async () => {
    // Through LIKE unescaped, '%%' would match every cocktail and 'negr_ni' the Negroni.
    expect(await allOf({ search: '%%' })).toMatchObject({ totalCount: 0, edges: [] });
    expect(await allOf({ search: 'negr_ni' })).toMatchObject({ totalCount: 0, edges: [] });
    expect((await allOf({ search: 'negroni' })).totalCount).toBeGreaterThan(0);
  });

  it('refuses a creator id that is no member id (not a User, or beyond any database id) with a clear error, not a failure', async () => {
    for (const creator of [encodeGlobalID('User', 2 ** 31), encodeGlobalID('User', 'abc'), encodeGlobalID('Cocktail', 1)]) {
      const { data, errors } = await gw.graphql(namesQuery, { first: 10, filter: { creator } });
      expect(data?.cocktails ?? null).toBeNull();
      expect(errors?.[0]).toMatchObject({ message: 'Not a member id', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('paging', () => {
  it('gives the first, a middle and the last page, then says there is no more', async () => {
    const filter = { search: 'zz query count' };
    const first = (await gw.graphql(namesQuery, { first: 50, filter })).data!.cocktails;
    expect(first.totalCount).toBe(120);
    expect(first.edges.map((edge: any) => edge.node.name).slice(0, 2)).toEqual(['Zz Query Count 000', 'Zz Query Count 001']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const middle = (await gw.graphql(namesQuery, { first: 50, after: first.pageInfo.endCursor, filter })).data!.cocktails;
    expect(middle.edges[0].node.name).toBe('Zz Query Count 050');
    expect(middle.pageInfo.hasNextPage).toBe(true);
    const last = (await gw.graphql(namesQuery, { first: 50, after: middle.pageInfo.endCursor, filter })).data!.cocktails;
    expect(last.edges.map((edge: any) => edge.node.name)).toHaveLength(20);
    expect(last.edges.at(-1).node.name).toBe('Zz Query Count 119');
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.totalCount).toBe(120);
  });

  it('keeps the statement count constant with the spirit and search filters', async () => {
    const counts: number[] = [];
    for (const first of [5, 100]) {
      const { result, statements } = await gw.recordQueries(() =>
        gw.graphql(listQuery, { first, filter: { spirits: ['gin'], search: 'gin' } }),
      );
      expect(result.errors).toBeUndefined();
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(5);
  });
});
