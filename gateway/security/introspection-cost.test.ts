// Introspection has a price (decision 0027): it lists a type's members one level deep, so a `__schema`
// answers at most the schema once and a `__type` one type's members, and each root spends that price from
// its client's budget like any read. One document cannot ask for the schema many times over, and a client
// repeating it runs out of budget; GraphiQL's introspection query and gql.tada's still get their answer.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSchema, getIntrospectionQuery, graphqlSync, type IntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { close, listen } from '../server';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { COST_BUDGET_MESSAGE, GRAPHQL_LIMITS, INTROSPECTION_DEPTH_MESSAGE, LIMIT_ERROR_CODE } from './graphql-limits';
import { COST_WEIGHTS } from './query-cost';

const PRICE = COST_WEIGHTS.introspection;
/** Room for two full introspections and a little more, per address, for the test's ten minutes. */
const BUDGET = { points: 2 * PRICE.__schema + 5 * PRICE.__type, duration: 600 };
/** GraphiQL's introspection query, with every option it may turn on. */
const GRAPHIQL_INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});
const TYPE_REF = 'name kind ofType { name kind ofType { name kind ofType { name kind } } }';
/** One selection of the attack: every type, its fields, their arguments and type references (about 300 KB of answer). */
const WIDE_SCHEMA = `__schema { types { name kind description fields { name description args { name description type { ${TYPE_REF} } } type { ${TYPE_REF} } } } }`;

let gw: TestGateway;
let server: Server;
let base: string;
let address = 0;
const freshAddress = () => `10.191.${(++address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  gw = await setupTestGateway({ queryCostBudget: BUDGET });
  server = (await listen(gw.app, { port: 0, host: '127.0.0.1' })) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (server) await close(server, 1000);
  await gw?.close();
});

async function post(query: string, clientAddress: string) {
  const { result, statements } = await gw.recordQueries(async () =>
    gw.app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-forwarded-for': clientAddress,
        'x-query-cost': '1',
      },
      body: JSON.stringify({ query }),
    }),
  );
  const body = (await result.json()) as {
    data?: Record<string, unknown>;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    extensions?: { queryCost?: { cost: number } };
  };
  return { status: result.status, body, statements };
}

/** What an answer costs in the weights of the walk, its lists counted as long as they are. */
function answerCost(data: Record<string, unknown>): number {
  const fieldCost = (value: unknown): number =>
    (Array.isArray(value) ? value : [value]).reduce<number>(
      (sum, item) =>
        sum +
        (item && typeof item === 'object'
          ? COST_WEIGHTS.object +
            COST_WEIGHTS.depthFactor * Object.values(item).reduce<number>((inner, child) => inner + fieldCost(child), 0)
          : COST_WEIGHTS.scalar),
      0,
    );
  return Object.values(data).reduce<number>((sum, value) => sum + fieldCost(value), 0);
}

describe('introspection', () => {
  it("answers GraphiQL's introspection query with the whole schema, for its price from the client's budget", async () => {
    const client = freshAddress();
    for (let answered = 0; answered < 2; answered += 1) {
      const response = await post(GRAPHIQL_INTROSPECTION, client);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      const introspection = response.body.data as unknown as IntrospectionQuery;
      expect(introspection.__schema.types.map((type) => type.name).sort()).toEqual(Object.keys(schema.getTypeMap()).sort());
      expect(response.body.extensions?.queryCost?.cost).toBe(PRICE.__schema);
    }
    // The budget holds two: the third is refused as any read past it, and nothing runs.
    const third = await post(GRAPHIQL_INTROSPECTION, client);
    expect(third.status).toBe(429);
    expect(third.body.errors).toEqual([expect.objectContaining({ message: COST_BUDGET_MESSAGE })]);
    expect(third.body.data).toBeUndefined();
  });

  it('refuses 15 aliased selections of the whole schema, before anything runs and without spending', async () => {
    const client = freshAddress();
    const aliased = `{ ${Array.from({ length: 15 }, (_, index) => `s${index}: ${WIDE_SCHEMA}`).join(' ')} }`;
    const refused = await post(aliased, client);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: `Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found ${15 * PRICE.__schema}.`,
        extensions: { code: LIMIT_ERROR_CODE },
      }),
    ]);
    expect(refused.statements).toEqual([]);
    // Two are too many already.
    expect((await post(`{ a: ${WIDE_SCHEMA} b: ${WIDE_SCHEMA} }`, client)).status).toBe(400);
    // Nothing was spent: the address still gets its two.
    expect((await post(`{ ${WIDE_SCHEMA} }`, client)).status).toBe(200);
    expect((await post(`{ ${WIDE_SCHEMA} }`, client)).status).toBe(200);
  });

  it("refuses a type's members listed beneath another's, where one selection would read the schema many times", async () => {
    const fields = `fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }`;
    for (const query of [
      `{ __type(name: "Node") { possibleTypes { name ${fields} } } }`,
      `{ __schema { types { fields { type { ofType { ofType { ${fields} } } } } } } }`,
      `{ __type(name: "Mutation") { fields { args { type { ofType { inputFields { name } } } } } } }`,
      // Through fragments too.
      `{ __schema { types { ...Members } } } fragment Members on __Type { interfaces { ...Fields } } fragment Fields on __Type { fields { name } }`,
    ]) {
      const refused = await post(query, freshAddress());
      expect(refused.status, query).toBe(400);
      expect(refused.body.errors, query).toEqual([
        expect.objectContaining({ message: INTROSPECTION_DEPTH_MESSAGE, extensions: { code: LIMIT_ERROR_CODE } }),
      ]);
    }
  });

  it('lets gql.tada load the schema from /graphql, as `gql.tada generate schema` does', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-tada-'));
    try {
      const output = path.join(dir, 'schema.graphql');
      await promisify(execFile)(process.execPath, [
        path.resolve('node_modules/gql.tada/bin/cli.js'),
        'generate',
        'schema',
        `${base}/graphql`,
        '--output',
        output,
      ]);
      const printed = (text: string) => printSchema(lexicographicSortSchema(buildSchema(text)));
      expect(printed(await readFile(output, 'utf8'))).toBe(printSchema(lexicographicSortSchema(schema)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is priced at least what the widest answers cost in the weights of the walk, and within a document', () => {
    const full = graphqlSync({ schema, source: GRAPHIQL_INTROSPECTION });
    expect(full.errors).toBeUndefined();
    expect(answerCost(full.data!)).toBeLessThanOrEqual(PRICE.__schema);
    const fullType = GRAPHIQL_INTROSPECTION.slice(GRAPHIQL_INTROSPECTION.indexOf('fragment FullType'));
    const widestType = Math.max(
      ...Object.keys(schema.getTypeMap()).map((name) => {
        const one = graphqlSync({
          schema,
          source: `query($name: String!) { __type(name: $name) { ...FullType } } ${fullType}`,
          variableValues: { name },
        });
        return answerCost(one.data!);
      }),
    );
    expect(widestType).toBeLessThanOrEqual(PRICE.__type);
    expect(PRICE.__schema).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });
});
