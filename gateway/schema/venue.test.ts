import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
  for (let i = 0; i < 30; i++) {
    await gw.prisma.venue.create({ data: { name: `Vt Venue ${String(i).padStart(2, '0')}`, searchText: `vt venue ${i}`, city: 'Oslo' } });
  }
});
afterAll(async () => {
  await gw?.close();
});

const query = /* GraphQL */ `
  query Venues($first: Int!, $after: String, $offset: Int) {
    venues(first: $first, after: $after, offset: $offset) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          databaseId
          name
          city
        }
      }
    }
  }
`;

describe('the venues connection', () => {
  it('lists every venue by name with a total; an offset jumps to the same place the cursors reach', async () => {
    const all = await gw.graphql(query, { first: 100 });
    expect(all.errors).toBeUndefined();
    const names = all.data!.venues.edges.map((edge: any) => edge.node.name);
    expect(all.data!.venues.totalCount).toBe(await gw.prisma.venue.count());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const firstPage = await gw.graphql(query, { first: 10 });
    const second = await gw.graphql(query, { first: 10, after: firstPage.data!.venues.pageInfo.endCursor });
    const jumped = await gw.graphql(query, { first: 10, offset: 10 });
    expect(jumped.data!.venues.edges).toEqual(second.data!.venues.edges);
    expect((await gw.graphql(query, { first: 10, offset: -3 })).errors![0]).toMatchObject({
      message: 'offset must be 0 or more',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers node(id) of a venue that does not exist with null', async () => {
    const id = Buffer.from('Venue:99999999').toString('base64');
    expect(await gw.graphql('query($id: ID!) { node(id: $id) { id ... on Venue { name } } }', { id })).toEqual({ data: { node: null } });
  });

  it('answers a page in a constant number of statements', async () => {
    const small = await gw.recordQueries(() => gw.graphql(query, { first: 5, offset: 5 }));
    const large = await gw.recordQueries(() => gw.graphql(query, { first: 100 }));
    expect(small.statements.length).toBe(large.statements.length);
  });
});
