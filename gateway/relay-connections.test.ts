// The Relay cursor connections spec, checked through introspection for every connection in the schema
// (and so every one the client pages through), plus first/after on a real list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  type: TypeRef;
  args: Array<{ name: string; type: TypeRef }>;
}
interface FullType {
  name: string;
  kind: string;
  fields: Field[] | null;
}

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';

/** `[CocktailEdge!]!`, `String`, ... as SDL prints it. */
function print(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${print(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${print(type.ofType!)}]`;
  return type.name!;
}
const named = (type: TypeRef): string => (type.ofType ? named(type.ofType) : type.name!);

describe('Relay connections', () => {
  it('follow the cursor connections spec: edges with node and cursor, PageInfo, first/after arguments', async () => {
    const { data } = await gw.graphql<{ __schema: { types: FullType[] } }>(
      `{ __schema { types { name kind fields { name type { ${typeRef} } args { name type { ${typeRef} } } } } } }`,
    );
    const types = new Map(data!.__schema.types.map((type) => [type.name, type]));
    const fieldsOf = (name: string) => new Map((types.get(name)?.fields ?? []).map((field) => [field.name, print(field.type)]));

    expect(Object.fromEntries(fieldsOf('PageInfo'))).toEqual({
      hasNextPage: 'Boolean!',
      hasPreviousPage: 'Boolean!',
      startCursor: 'String',
      endCursor: 'String',
    });

    const connections = [...types.values()].filter((type) => type.kind === 'OBJECT' && type.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThan(10);
    for (const connection of connections) {
      const fields = fieldsOf(connection.name);
      expect(fields.get('pageInfo'), connection.name).toBe('PageInfo!');
      const edges = fields.get('edges');
      expect(edges, connection.name).toMatch(/^\[\w+Edge!?\]!?$/);
      const edge = fieldsOf(edges!.replace(/[[\]!]/g, ''));
      expect(edge.get('cursor'), connection.name).toBe('String!');
      expect(edge.get('node'), connection.name).toBeDefined();
    }

    // Every field that returns a connection pages forward with first/after.
    const connectionNames = new Set(connections.map((type) => type.name));
    const pagedFields = [...types.values()].flatMap((type) =>
      (type.fields ?? []).filter((field) => connectionNames.has(named(field.type))).map((field) => ({ owner: type.name, field })),
    );
    expect(pagedFields.length).toBeGreaterThanOrEqual(connections.length);
    for (const { owner, field } of pagedFields) {
      const args = Object.fromEntries(field.args.map((arg) => [arg.name, print(arg.type)]));
      expect({ field: `${owner}.${field.name}`, first: args.first, after: args.after }).toEqual({
        field: `${owner}.${field.name}`,
        first: 'Int',
        after: 'String',
      });
    }
  });

  it('page forward with first and after, without overlap, and say where they are', async () => {
    const page = (after?: string) =>
      gw.graphql(
        `query($after: String) { cocktails(first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
        { after },
      );
    const first = (await page()).data!.cocktails;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, startCursor: first.edges[0].cursor, endCursor: first.edges[1].cursor });
    const second = (await page(first.pageInfo.endCursor)).data!.cocktails;
    expect(second.edges).toHaveLength(2);
    expect(second.pageInfo.startCursor).toBe(second.edges[0].cursor);
    const ids = [...first.edges, ...second.edges].map((edge: { node: { id: string } }) => edge.node.id);
    expect(new Set(ids).size).toBe(4);
  });
});
