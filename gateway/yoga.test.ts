import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('the GraphQL endpoint', () => {
  it('serves GraphiQL to browsers, with an example query', async () => {
    const response = await gw.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Repour GraphQL');
    expect(html).toContain('cocktails(first: 100)');
  });

  it('answers the GraphiQL example: the cocktail database with its total', async () => {
    const { data, errors } = await gw.graphql('{ cocktails(first: 100) { totalCount edges { node { name } } } }');
    expect(errors).toBeUndefined();
    expect(data!.cocktails.totalCount).toBeGreaterThanOrEqual(data!.cocktails.edges.length);
  });

  it('finds the same object through node(id) as through its own field', async () => {
    const { user } = await gw.createMember({ username: 'nodecheck' });
    const cocktail = await gw.prisma.cocktail.create({ data: { name: 'Node Check', nameSearch: 'node check', creatorId: user.id } });
    const { data } = await gw.graphql(
      `query($c: Int!, $u: Int!) { cocktail(databaseId: $c) { id name } user(databaseId: $u) { id username } }`,
      { c: cocktail.id, u: user.id },
    );
    const viaNode = await gw.graphql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Cocktail { name } ... on User { username } } }`,
      { ids: [data!.cocktail.id, data!.user.id] },
    );
    expect(viaNode.data!.nodes).toEqual([data!.cocktail, data!.user]);
  });

  it('reports malformed queries with a message and no internals', async () => {
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ cocktails(first: "many") { totalCount } }' }),
    });
    const body = await response.json();
    expect(body.errors[0].message).toMatch(/Int/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('node(id)', () => {
  it('is null, without an error, for an id of any node type that points at nothing', async () => {
    const { data } = await gw.graphql(`{ __type(name: "Node") { possibleTypes { name } } }`);
    const types: string[] = data!.__type.possibleTypes.map((type: { name: string }) => type.name);
    expect(types.length).toBeGreaterThan(10);
    const admin = await gw.signedInMember({ profileType: 'admin' });
    for (const type of types) {
      const id = Buffer.from(`${type}:987654321`).toString('base64');
      const result = await gw.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id }, { token: admin.token });
      expect(result, type).toEqual({ data: { node: null } });
    }
  });
});
