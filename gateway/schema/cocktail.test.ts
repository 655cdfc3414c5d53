import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

const listQuery = /* GraphQL */ `
  query List($first: Int!, $after: String, $filter: CocktailFilter) {
    cocktails(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          id
          name
          glassware
          creator { username }
          ingredients { amount unit brand orderIndex ingredient { name category } }
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

  it('serves at most 100 cocktails a page, however many are asked for', async () => {
    const { data, errors } = await gw.graphql(listQuery, { first: 500 });
    expect(errors).toBeUndefined();
    expect(data!.cocktails.edges.length).toBe(100);
    expect(data!.cocktails.pageInfo.hasNextPage).toBe(true);
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
        cocktails(first: $first, offset: $offset, filter: $filter) { totalCount edges { node { id } } }
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

  it('loads a page with its lines, ingredients and creators in a constant number of SQL statements', async () => {
    const counts: number[] = [];
    for (const first of [10, 100]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(listQuery, { first, filter: { glassware: ['Rocks'] } }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.cocktails.edges.length).toBe(first);
      counts.push(statements.length);
    }
    // A deep page, by cursor.
    const { data } = await gw.graphql(listQuery, { first: 100, filter: { glassware: ['Rocks'] } });
    const { result, statements } = await gw.recordQueries(() =>
      gw.graphql(listQuery, { first: 100, after: data!.cocktails.pageInfo.endCursor, filter: { glassware: ['Rocks'] } }),
    );
    expect(result.errors).toBeUndefined();
    counts.push(statements.length);
    // The first page joins everything into one statement plus the count; a cursor page, whose
    // cursor Prisma cannot combine with joins, loads each relation in one batched statement.
    expect(counts[0]).toBe(counts[1]);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });
});
