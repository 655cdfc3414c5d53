// The cocktail list's sorts (issue 42, decision 0078): each order is the one it names, ties broken by
// id; walking the pages with cursors gives every visible cocktail once; a cursor names a row, so a page
// after a private or gone cocktail is empty rather than telling where it stood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COCKTAIL_SORTS, type CocktailSort } from '../../common/cocktail-filters';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let owner: Awaited<ReturnType<TestGateway['signedInMember']>>;
let stranger: Awaited<ReturnType<TestGateway['signedInMember']>>;

interface Row {
  id: number;
  name: string;
  nameSearch: string;
  createdAt: Date;
  likesCount: number;
  repoursCount: number;
  ratingCount: number;
  ratingSum: number;
  visibility: 'public' | 'private';
  creatorId: number;
}

const rows: Row[] = [];

const LIST = `query List($sort: CocktailSort, $first: Int, $after: String, $filter: CocktailFilter) {
  cocktails(first: $first, after: $after, sort: $sort, filter: $filter) {
    totalCount
    edges { cursor node { databaseId name } }
    pageInfo { hasNextPage endCursor }
  }
}`;

beforeAll(async () => {
  gw = await setupTestGateway();
  owner = await gw.signedInMember();
  stranger = await gw.signedInMember();
  // 12 cocktails with counters that tie in places (the id decides then), one of them private.
  for (let index = 0; index < 12; index += 1) {
    const name = `Sort ${String.fromCharCode(76 - index)} ${index}`;
    const ratingCount = index % 4;
    const cocktail = await gw.prisma.cocktail.create({
      data: {
        name,
        nameSearch: toSearchText(name),
        creatorId: owner.user.id,
        visibility: index === 5 ? 'private' : 'public',
        createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 6))),
        likesCount: index % 3,
        repoursCount: (index * 7) % 4,
        ratingCount,
        ratingSum: ratingCount * (1 + (index % 5)),
      },
    });
    rows.push({ ...cocktail, visibility: cocktail.visibility as Row['visibility'], creatorId: owner.user.id });
  }
});
afterAll(async () => {
  await gw?.close();
});

const average = (row: Row) => (row.ratingCount > 0 ? row.ratingSum / row.ratingCount : 0);

/** The order each sort names, written out in JavaScript. */
function expected(sort: CocktailSort, seen: Row[]): number[] {
  const desc = (a: number, b: number) => b - a;
  const compare: Record<CocktailSort, (a: Row, b: Row) => number> = {
    name: (a, b) => (a.nameSearch < b.nameSearch ? -1 : a.nameSearch > b.nameSearch ? 1 : a.id - b.id),
    newest: (a, b) => desc(a.createdAt.getTime(), b.createdAt.getTime()) || desc(a.id, b.id),
    top_rated: (a, b) => desc(average(a), average(b)) || desc(a.ratingCount, b.ratingCount) || desc(a.id, b.id),
    most_liked: (a, b) => desc(a.likesCount, b.likesCount) || desc(a.id, b.id),
    most_repoured: (a, b) => desc(a.repoursCount, b.repoursCount) || desc(a.id, b.id),
  };
  return [...seen].sort(compare[sort]).map((row) => row.id);
}

async function walk(sort: CocktailSort | null, token: string | null, first: number): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    // The owner's cocktails only (the creator filter): the template database holds others.
    const filter = { creator: Buffer.from(`User:${owner.user.id}`).toString('base64') };
    const result: any = await gw.graphql<any>(LIST, { sort, first, after, filter }, { token: token ?? undefined });
    expect(result.errors).toBeUndefined();
    const { edges, pageInfo } = result.data!.cocktails;
    ids.push(...edges.map((edge: any) => edge.node.databaseId));
    if (!pageInfo.hasNextPage) break;
    after = pageInfo.endCursor;
  }
  // Only this file's cocktails.
  const mine = new Set(rows.map((row) => row.id));
  return ids.filter((id) => mine.has(id));
}

describe('cocktails(sort)', () => {
  it('names its five orders in lower_snake, name first', () => {
    expect(COCKTAIL_SORTS).toEqual(['name', 'newest', 'top_rated', 'most_liked', 'most_repoured']);
  });

  it.each(COCKTAIL_SORTS)('gives the %s order, every cocktail the viewer may see once, a page at a time', async (sort) => {
    const forOwner = await walk(sort, owner.token, 5);
    expect(forOwner).toEqual(expected(sort, rows));
    const forStranger = await walk(sort, stranger.token, 4);
    expect(forStranger).toEqual(
      expected(
        sort,
        rows.filter((row) => row.visibility === 'public'),
      ),
    );
    // One page of all of them is the same order.
    expect(await walk(sort, stranger.token, 100)).toEqual(forStranger);
  });

  it('orders by name when no sort is given', async () => {
    expect(await walk(null, owner.token, 100)).toEqual(expected('name', rows));
  });

  it('starts a sorted page after the cursor row as it is now: a private cocktail tells nothing', async () => {
    const ownerPage = await gw.graphql<any>(LIST, { sort: 'most_liked', first: 100 }, { token: owner.token });
    const privateEdge = ownerPage.data!.cocktails.edges.find((edge: any) => edge.node.databaseId === rows[5].id);
    const strangerAfter = await gw.graphql<any>(
      LIST,
      { sort: 'most_liked', first: 3, after: privateEdge.cursor },
      { token: stranger.token },
    );
    expect(strangerAfter.errors).toBeUndefined();
    expect(strangerAfter.data!.cocktails.edges).toEqual([]);
    // The owner may see it: the page goes on from it.
    const ownerAfter = await gw.graphql<any>(LIST, { sort: 'most_liked', first: 3, after: privateEdge.cursor }, { token: owner.token });
    const order = ownerPage.data!.cocktails.edges.map((edge: any) => edge.node.databaseId);
    expect(ownerAfter.data!.cocktails.edges.map((edge: any) => edge.node.databaseId)).toEqual(
      order.slice(order.indexOf(rows[5].id) + 1, order.indexOf(rows[5].id) + 4),
    );
  });

  it('refuses a sort it does not know with a GraphQL error', async () => {
    const result = await gw.graphql<any>(`{ cocktails(first: 1, sort: best) { totalCount } }`, {});
    expect(result.errors?.[0]?.message).toMatch(/CocktailSort/);
  });
});
