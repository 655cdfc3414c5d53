// graphql-armor's limits, as configured in the real Yoga instance: every operation the web client and
// rest-compat send passes them, and abusive documents are refused with a message before anything runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredOperations } from '../../rest-compat/operation';
import '../../rest-compat/index';
import { RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { GRAPHQL_LIMITS, LIMIT_ERROR_CODE } from './graphql-limits';
import { cachedOperationCost, operationCost } from './query-cost';

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

/** A value of the type for a variable the caller must give: page sizes at their largest (every Int is 100). */
function largestValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0].name; // a variable carries the enum's name, whatever its internal value
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, largestValue(field.type)]));
  }
  return (
    ({ Int: 100, Float: 1, String: 'xx', ID: 'eA==', Boolean: true, File: new File(['x'], 'x.png') } as Record<string, unknown>)[
      nullable.name
    ] ?? null
  );
}

/** Variables an operation could be sent with: its defaults, and the largest page sizes where it has none. */
function largestVariables(schema: GraphQLSchema, document: string): Record<string, unknown> {
  const operation = getOperationAST(parse(document))!;
  const required = (operation.variableDefinitions ?? []).filter((definition) => !definition.defaultValue);
  return Object.fromEntries(
    required.map((definition) => [
      definition.variable.name.value,
      largestValue(typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType),
    ]),
  );
}

/**
 * Parses and validates as Yoga does for a request (the same plugins: armor's parser and rules), then
 * prices the operation as the cost plugin would with its largest variables.
 */
function checkWithServerRules(document: string): string[] {
  const { parse, validate, schema } = gw.yoga.getEnveloped({ request: new Request('http://test/graphql', { method: 'POST' }) });
  try {
    const errors = validate(schema, parse(document)).map((error: Error) => error.message);
    if (errors.length) return errors;
    const verdict = operationCost(schema, parse(document), largestVariables(schema, document));
    if (!verdict) return ['the variables could not be coerced'];
    if ('listTooLong' in verdict) return [`a list argument is too long: ${verdict.listTooLong.coordinate}`];
    if ('pageTooLarge' in verdict) return [`a page is too large: ${verdict.pageTooLarge.coordinate}`];
    if (verdict.cost > GRAPHQL_LIMITS.maxCost) return [`costs ${verdict.cost}`];
    // A client's budget (decision 0027) holds four of the heaviest at once.
    return verdict.cost > RATE_LIMITS.queryCostPerClient.points / 4 ? [`costs ${verdict.cost}, over a quarter of the budget`] : [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Posts a document anonymously and records the SQL it caused (none, when refused before execution). */
async function refused(query: string, variables?: Record<string, unknown>, accept = 'application/graphql-response+json') {
  const { result, statements } = await gw.recordQueries(async () =>
    gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await result.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const errors = body.errors ?? [];
  return {
    status: result.status,
    body,
    messages: errors.map((error) => error.message),
    codes: errors.map((error) => error.extensions?.code),
    statements,
  };
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
    expect(
      checkWithServerRules(
        getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }),
      ),
    ).toEqual([]);
  });

  it('refuse deep nesting with a message, before anything runs', async () => {
    let selection = 'name';
    for (let i = 0; i < 3; i += 1) selection = `creator { cocktails(first: 1) { edges { node { ${selection} } } } }`;
    const result = await refused(`{ cocktails(first: 1) { edges { node { ${selection} } } } }`);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.messages).toEqual([
      expect.stringMatching(new RegExp(`^Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found \\d+\\.$`)),
    ]);
    expect(result.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(result.statements).toEqual([]);
  });

  it('refuse too many aliases (20 with a named limit; 1000 already by their tokens)', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: cocktails(first: 1) { totalCount }`).join(' ')} }`;
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
    // Counted while parsing: the code /developers gives for it.
    expect(result.codes).toEqual(['GRAPHQL_PARSE_FAILED']);
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

  /** The attack of issue 19: fifteen aliases of a page of cocktails with each creator's page of cocktails. */
  const pagesOfPages = (size: string) =>
    Array.from(
      { length: 15 },
      (_, i) =>
        `a${i}: cocktails(first: ${size}) { edges { node { name creator { cocktails(first: ${size}) { edges { node { name } } } } } } }`,
    ).join(' ');

  it('refuse the same expensive operation when its page sizes are variables', async () => {
    const result = await refused(`query($n: Int) { ${pagesOfPages('$n')} }`, { n: 100 });
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.messages).toEqual([
      expect.stringMatching(new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found \\d+\\.$`)),
    ]);
    expect(result.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(result.statements).toEqual([]);
  });

  it('price the rows an offset skips, literal or variable: a deep offset is refused before it runs', async () => {
    const { schema } = gw.yoga.getEnveloped({ request: new Request('http://test/graphql', { method: 'POST' }) });
    const query = 'query($o: Int) { cocktails(first: 1, offset: $o) { edges { cursor } } }';
    const costOf = (offset: number) => (operationCost(schema, parse(query), { o: offset }) as { cost: number }).cost;
    // Page 1,000 of 100 of the legacy /api: 10,000 more than the first page, well within a document's limit.
    expect(costOf(99_900) - costOf(0)).toBe(9_990);
    // Sent cheap first: the verdict remembered for the document is per value of $o.
    expect((await refused(query, { o: 0 })).codes).toEqual([]);
    const deep = await refused(query, { o: 2_000_000_000 });
    expect(deep.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(deep.statements).toEqual([]);
    const literal = await refused('{ cocktails(first: 1, offset: 2000000000) { edges { cursor } } }');
    expect(literal.messages).toEqual(deep.messages);
  });

  it("count a variable's default and a connection's default page size", async () => {
    const withDefault = await refused(`query($n: Int = 100) { ${pagesOfPages('$n')} }`);
    expect(withDefault.status).toBe(400);
    expect(withDefault.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(withDefault.statements).toEqual([]);
    // No `first` at all: each connection serves 20.
    const withoutFirst = await refused(`{ ${pagesOfPages('20').replaceAll('(first: 20)', '')} }`);
    expect(withoutFirst.status).toBe(400);
    expect(withoutFirst.messages).toEqual([expect.stringContaining(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`)]);
    expect(withoutFirst.statements).toEqual([]);
  });

  it('price literal, variable and default page sizes the same', async () => {
    const { schema } = gw.yoga.getEnveloped({ request: new Request('http://test/graphql', { method: 'POST' }) });
    const costOf = (document: string, variables?: Record<string, unknown>) => operationCost(schema, parse(document), variables);
    const literal = costOf(`{ ${pagesOfPages('100')} }`);
    expect(literal).toEqual({ cost: expect.any(Number) });
    expect(costOf(`query($n: Int) { ${pagesOfPages('$n')} }`, { n: 100 })).toEqual(literal);
    expect(costOf(`query($n: Int = 100) { ${pagesOfPages('$n')} }`)).toEqual(literal);
    expect(costOf(`query($n: Int = 5) { ${pagesOfPages('$n')} }`, { n: 100 })).toEqual(literal);
    expect(costOf(`{ ${pagesOfPages('20')} }`)).toEqual(costOf(`{ ${pagesOfPages('20').replaceAll('(first: 20)', '')} }`));
    // The refusals read the same, found cost included.
    const [byLiteral, byVariable] = [
      await refused(`{ ${pagesOfPages('100')} }`),
      await refused(`query($n: Int) { ${pagesOfPages('$n')} }`, { n: 100 }),
    ];
    expect(byVariable.messages).toEqual(byLiteral.messages);
  });

  it('refuse a document sent again with costlier variables: a remembered verdict is per value of what can change it (decision 0056)', async () => {
    const query = `query($n: Int) { ${pagesOfPages('$n')} }`;
    // Pages of none: the cheap document runs, and quickly.
    const cheap = await refused(query, { n: 0 });
    expect(cheap.status).toBe(200);
    expect(cheap.body.errors).toBeUndefined();
    const costly = await refused(query, { n: 100 });
    expect(costly.status).toBe(400);
    expect(costly.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(costly.statements).toEqual([]);
    expect((await refused(query, { n: 0 })).status).toBe(200);
    expect((await refused(query, { n: 100 })).codes).toEqual([LIMIT_ERROR_CODE]);
    // The default applies when the variable is left out, and a null is not the default.
    const withDefault = `query($n: Int = 100) { ${pagesOfPages('$n')} }`;
    expect((await refused(withDefault, { n: 0 })).status).toBe(200);
    expect((await refused(withDefault, {})).codes).toEqual([LIMIT_ERROR_CODE]);
    // The list limit, through a variable and inside an input object, after the same document passed.
    const ids = (count: number) => Array.from({ length: count }, (_, i) => encodeGlobalID('Cocktail', i + 1));
    const nodes = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect((await refused(nodes, { ids: ids(3) })).status).toBe(200);
    expect((await refused(nodes, { ids: ids(101) })).codes).toEqual([LIMIT_ERROR_CODE]);
    const filter = 'query($f: CocktailFilter) { cocktails(first: 1, filter: $f) { totalCount } }';
    expect((await refused(filter, { f: { categories: ['c1'] } })).status).toBe(200);
    expect((await refused(filter, { f: { categories: Array.from({ length: 101 }, (_, i) => `c${i}`) } })).codes).toEqual([
      LIMIT_ERROR_CODE,
    ]);
    // @include reads a variable: the skipped costly branch counts once it is included.
    const included = `query($n: Int, $on: Boolean!) { cocktails(first: 1) { totalCount } ... @include(if: $on) { ${pagesOfPages('$n')} } }`;
    expect((await refused(included, { n: 100, on: false })).status).toBe(200);
    expect((await refused(included, { n: 100, on: true })).codes).toEqual([LIMIT_ERROR_CODE]);
  });

  it('remember a verdict only as operationCost gives it, for any order of variables', () => {
    const { schema } = gw.yoga.getEnveloped({ request: new Request('http://test/graphql', { method: 'POST' }) });
    const document = parse(
      `query Page($n: Int, $id: Int!, $text: String, $ids: [ID!], $f: CocktailFilter, $skip: Boolean = false) {
        cocktail(databaseId: $id) { name }
        brands(search: $text) @skip(if: $skip) { name }
        ${pagesOfPages('$n')}
        nodes(ids: $ids) { id }
        cocktails(first: 2, filter: $f) { totalCount }
      }
      query Other($m: Int) { cocktails(last: $m) { totalCount } }`,
    );
    const sets: Array<[string, Record<string, unknown>]> = [];
    for (const n of [1, 100, undefined, null, 7])
      for (const skip of [true, false, undefined])
        for (const ids of [undefined, ['a'], Array.from({ length: 101 }, () => 'x')])
          sets.push(['Page', { n, id: n ?? 3, text: `t${n}`, skip, ids, f: n === 7 ? { categories: Array(101).fill('c') } : undefined }]);
    sets.push(['Other', { m: 100 }], ['Other', { m: 1 }], ['Other', {}], ['Nope', {}]);
    // Twice over, so the second pass reads what the first remembered.
    for (const [name, variables] of [...sets, ...sets.reverse()]) {
      expect(cachedOperationCost(schema, document, variables, name), JSON.stringify([name, variables])).toEqual(
        operationCost(schema, document, variables, name),
      );
    }
  });

  it('refuse nodes(ids:) with more than 100 ids, and any other list argument over 100 items', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => encodeGlobalID('Cocktail', i + 1));
    const hundred = await refused('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(100) });
    expect(hundred.status).toBe(200);
    expect(hundred.body.errors).toBeUndefined();
    const tooMany = await refused('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(101) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.messages).toEqual([`List limit of ${GRAPHQL_LIMITS.maxListItems} items exceeded: Query.nodes(ids:) has 101.`]);
    expect(tooMany.codes).toEqual([LIMIT_ERROR_CODE]);
    expect(tooMany.statements).toEqual([]);
    const literal = await refused(`{ nodes(ids: ${JSON.stringify(ids(101))}) { id } }`);
    expect(literal.messages).toEqual(tooMany.messages);
    const names = await refused('query($names: [String!]!) { unknownIngredientNames(names: $names) }', {
      names: Array.from({ length: 101 }, (_, i) => `Syrup ${i}`),
    });
    expect(names.messages).toEqual([
      `List limit of ${GRAPHQL_LIMITS.maxListItems} items exceeded: Query.unknownIngredientNames(names:) has 101.`,
    ]);
    const nested = await refused('query($f: CocktailFilter) { cocktails(first: 1, filter: $f) { totalCount } }', {
      f: { categories: Array.from({ length: 101 }, (_, i) => `c${i}`) },
    });
    expect(nested.messages).toEqual([
      `List limit of ${GRAPHQL_LIMITS.maxListItems} items exceeded: Query.cocktails(filter.categories:) has 101.`,
    ]);
    expect(nested.statements).toEqual([]);
  });

  it('answer a refusal with 400 to application/graphql-response+json and 200 to application/json, as the README says', async () => {
    const deep = `{ cocktails(first: 1) { edges { node { ${'creator { cocktails(first: 1) { edges { node { '.repeat(3)}name${' } } } }'.repeat(3)} } } } }`;
    const costly = `query($n: Int) { ${pagesOfPages('$n')} }`;
    for (const [query, variables] of [
      [deep, undefined],
      [costly, { n: 100 }],
    ] as const) {
      const modern = await refused(query, variables, 'application/graphql-response+json');
      const legacy = await refused(query, variables, 'application/json');
      expect([modern.status, legacy.status]).toEqual([400, 200]);
      expect(legacy.body).toEqual(modern.body);
      expect(legacy.codes).toEqual([LIMIT_ERROR_CODE]);
    }
  });
});
