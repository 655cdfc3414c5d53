import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMIT } from '../../common/constants';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

const latestQuery = /* GraphQL */ `
  query Latest($first: Int!, $after: String) {
    latestCocktails(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          databaseId
          name
          glassware
          createdAt
          creator {
            username
          }
        }
      }
    }
  }
`;

let creator: { id: number; username: string };
let creatorToken: string;
/** Newest last: "Feed 0" is the oldest of ours, "Feed 4" (private) the newest. */
const ours: Array<{ id: number; name: string }> = [];

beforeAll(async () => {
  gw = await setupTestGateway();
  const member = await gw.signedInMember({ profileType: 'bartender' });
  creator = member.user;
  creatorToken = member.token;
  const future = Date.now() + 60_000; // newer than anything seeded
  for (let i = 0; i < 5; i++) {
    const name = `Feed ${i}`;
    const cocktail = await gw.prisma.cocktail.create({
      data: {
        name,
        nameSearch: toSearchText(name),
        creatorId: creator.id,
        visibility: i === 4 ? 'private' : 'public',
        // Two share a creation time: the larger id comes first.
        createdAt: new Date(future + (i === 2 ? 1000 : i * 1000)),
      },
    });
    ours.push({ id: cocktail.id, name });
  }
});

afterAll(async () => {
  await gw?.close();
});

const names = (result: any) => result.data.latestCocktails.edges.map((edge: any) => edge.node.name);

describe('the latest cocktails of the home feed', () => {
  it('lists the newest first, the larger id first among equal times, without private cocktails for visitors', async () => {
    const result = await gw.graphql(latestQuery, { first: 4 });
    expect(result.errors).toBeUndefined();
    expect(names(result)).toEqual(['Feed 3', 'Feed 2', 'Feed 1', 'Feed 0']);
  });

  it('shows a private cocktail to its creator and to admins, and to no other member', async () => {
    expect(names(await gw.graphql(latestQuery, { first: 1 }, { token: creatorToken }))).toEqual(['Feed 4']);
    const { token: adminToken } = await gw.signedInMember({ profileType: 'admin' });
    expect(names(await gw.graphql(latestQuery, { first: 1 }, { token: adminToken }))).toEqual(['Feed 4']);
    const { token: otherToken } = await gw.signedInMember();
    expect(names(await gw.graphql(latestQuery, { first: 1 }, { token: otherToken }))).toEqual(['Feed 3']);
  });

  it('serves the feed page of 20 and pages on by cursor without repeating a cocktail', async () => {
    const first = await gw.graphql(latestQuery, { first: FEED_LIMIT });
    expect(first.data!.latestCocktails.edges).toHaveLength(FEED_LIMIT);
    expect(first.data!.latestCocktails.pageInfo.hasNextPage).toBe(true);
    const second = await gw.graphql(latestQuery, { first: FEED_LIMIT, after: first.data!.latestCocktails.pageInfo.endCursor });
    expect(second.errors).toBeUndefined();
    const seen = [...names(first), ...names(second)];
    expect(new Set(seen).size).toBe(seen.length);
    const times = [...first.data!.latestCocktails.edges, ...second.data!.latestCocktails.edges].map((edge: any) =>
      Date.parse(edge.node.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('loads a page with its creators in a constant number of SQL statements', async () => {
    const counts: number[] = [];
    for (const first of [5, FEED_LIMIT, 100]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql(latestQuery, { first }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.latestCocktails.edges).toHaveLength(first);
      counts.push(statements.length);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(2);
  });
});
