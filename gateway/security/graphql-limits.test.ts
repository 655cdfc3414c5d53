// graphql-armor's limits, as configured in the real Yoga instance: every operation the web client and
// rest-compat send passes them, and abusive documents are refused with a message before anything runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredOperations } from '../../rest-compat/operation';
import '../../rest-compat/index';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { GRAPHQL_LIMITS, LIMIT_ERROR_CODE } from './graphql-limits';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Every compiled Relay request (queries, mutations, @refetchable and pagination queries): name and text. */
function clientOperations(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) {
        const source = readFileSync(full, 'utf8');
        if (!source.includes('"kind": "Request"')) continue;
        // The artifact's `params.text` is a JSON string literal.
        const text = /"params": \{[\s\S]*?"text": ("(?:[^"\\]|\\.)*")/.exec(source);
        if (!text) throw new Error(`${entry.name}: a Request without params.text (persisted queries?)`);
        found.push([entry.name.replace('.graphql.ts', ''), JSON.parse(text[1]) as string]);
      }
    }
  };
  walk(path.join(root, 'web', 'src'));
  return found;
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** Parses and validates as Yoga does for a request: the same plugins (armor's parser and rules included). */
function checkWithServerRules(document: string): string[] {
  const { parse, validate, schema } = gw.yoga.getEnveloped({ request: new Request('http://test/graphql', { method: 'POST' }) });
  try {
    return validate(schema, parse(document)).map((error: Error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Posts a document anonymously and records the SQL it caused (none, when refused before execution). */
async function refused(query: string) {
  const { result, statements } = await gw.recordQueries(async () =>
    gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    }),
  );
  const body = (await result.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const errors = body.errors ?? [];
  return { status: result.status, body, messages: errors.map((error) => error.message), codes: errors.map((error) => error.extensions?.code), statements };
}

describe('GraphQL limits', () => {
  it('pass every operation the web client sends, within the configured limits', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['CocktailListPaginationQuery', 'SearchPageQuery']));
    const failures = operations.flatMap(([name, text]) => checkWithServerRules(text).map((message) => `${name}: ${message}`));
    expect(failures).toEqual([]);
  });

  it('pass every operation rest-compat declares', () => {
    const operations = [...declaredOperations()];
    expect(operations.length).toBeGreaterThan(10);
    const failures = operations.flatMap(([name, text]) => checkWithServerRules(text).map((message) => `${name}: ${message}`));
    expect(failures).toEqual([]);
  });

  it('pass the GraphiQL example and an introspection query', async () => {
    const example = await gw.app.request('/graphql', { headers: { accept: 'text/html' } });
    const options = /<script type="application\/json" id="graphiql-options">(.*?)<\/script>/s.exec(await example.text());
    const defaultQuery = (JSON.parse(options![1]) as { defaultQuery: string }).defaultQuery;
    expect(checkWithServerRules(defaultQuery)).toEqual([]);
    const { getIntrospectionQuery } = await import('graphql');
    expect(checkWithServerRules(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it('refuse deep nesting with a message, before anything runs', async () => {
    let selection = 'name';
    for (let i = 0; i < 3; i += 1) selection = `creator { cocktails(first: 1) { edges { node { ${selection} } } } }`;
    const result = await refused(`{ cocktails(first: 1) { edges { node { ${selection} } } } }`);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.messages).toEqual([expect.stringMatching(new RegExp(`^Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found \\d+\\.$`))]);
    expect(result.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(result.statements).toEqual([]);
  });

  it('refuse too many aliases (20 with a named limit; 1000 already by their tokens)', async () => {
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: cocktails(first: 1) { totalCount }`).join(' ')} }`;
    const twenty = await refused(aliases(20));
    expect(twenty.status).toBe(400);
    expect(twenty.messages).toEqual([`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 20.`]);
    expect(twenty.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(twenty.statements).toEqual([]);
    const thousand = await refused(aliases(1000));
    expect(thousand.status).toBe(400);
    expect(thousand.messages.join(' ')).toContain(`Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded`);
    expect(thousand.statements).toEqual([]);
  });

  it('refuse a huge token count', async () => {
    const result = await refused(`{ ${'__typename '.repeat(5000)}}`);
    expect(result.status).toBe(400);
    expect(result.messages).toEqual([`Syntax Error: Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`]);
    expect(result.statements).toEqual([]);
  });

  it('refuse many directives', async () => {
    const fields = Array.from({ length: 40 }, (_, i) => `f${i}: __typename @skip(if: false)`).join(' ');
    const result = await refused(`{ ${fields} }`);
    expect(result.status).toBe(400);
    expect(result.messages).toEqual([`Directives limit of ${GRAPHQL_LIMITS.maxDirectives} exceeded, found 40.`]);
    expect(result.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(result.statements).toEqual([]);
  });

  it('refuse an expensive operation (large literal pages nested) before anything runs', async () => {
    const result = await refused(
      `{ cocktails(first: 100) { edges { node { name creator { cocktails(first: 100) { edges { node { name creator { username } } } } } } } } }`,
    );
    expect(result.status).toBe(400);
    expect(result.messages).toEqual([expect.stringContaining(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`)]);
    expect(result.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(result.statements).toEqual([]);
  });
});
