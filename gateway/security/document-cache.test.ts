// The parsed and validated documents kept per process (decision 0063): a document sent again is neither
// parsed nor validated again, a text that failed to parse fails again alike, and the limits and
// validation errors a document earned hold on every request that sends it. The plugin's hooks are
// driven as envelop drives them; then the gateway answers the same documents twice.
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { documentCachePlugin, DOCUMENTS_KEPT } from './document-cache';
import { LIMIT_ERROR_CODE } from './graphql-limits';

type Plugin = ReturnType<typeof documentCachePlugin>;
type AfterHook = (payload: { result: unknown }) => void;

/** Parses `text` as envelop's parse does with this plugin: its hook first, the parser only when the hook set nothing. */
function parseThrough(plugin: Plugin, text: string, counts: { parsed: number }): DocumentNode {
  let document: DocumentNode | undefined;
  const after = (plugin.onParse as (payload: unknown) => AfterHook | void)({
    params: { source: text },
    setParsedDocument: (known: DocumentNode) => (document = known),
  });
  if (document) return document;
  let result: DocumentNode | Error;
  try {
    counts.parsed++;
    result = parse(text);
  } catch (error) {
    result = error as Error;
  }
  after?.({ result });
  if (result instanceof Error) throw result;
  return result;
}

/** Validates as envelop does with this plugin: its hook first, graphql-js only when the hook set nothing. */
function validateThrough(plugin: Plugin, document: DocumentNode, counts: { validated: number }): readonly GraphQLError[] {
  let known: readonly GraphQLError[] | undefined;
  const after = (plugin.onValidate as (payload: unknown) => AfterHook | void)({
    params: { schema, documentAST: document, rules: specifiedRules },
    setResult: (result: readonly GraphQLError[]) => (known = result),
  });
  if (known) return known;
  counts.validated++;
  const result = validate(schema, document, specifiedRules);
  after?.({ result });
  return result;
}

describe('the document cache', () => {
  it('parses and validates a document once, however often it is sent', () => {
    const plugin = documentCachePlugin();
    const counts = { parsed: 0, validated: 0 };
    const text = '{ cocktails(first: 2) { totalCount } }';
    const first = parseThrough(plugin, text, counts);
    expect(validateThrough(plugin, first, counts)).toEqual([]);
    for (let sent = 0; sent < 5; sent++) {
      const again = parseThrough(plugin, text, counts);
      expect(again).toBe(first);
      expect(validateThrough(plugin, again, counts)).toEqual([]);
    }
    expect(counts).toEqual({ parsed: 1, validated: 1 });
    // Another text is another document.
    expect(parseThrough(plugin, '{ __typename }', counts)).not.toBe(first);
    expect(counts.parsed).toBe(2);
  });

  it('keeps what a document failed validation with, and answers it again without validating', () => {
    const plugin = documentCachePlugin();
    const counts = { parsed: 0, validated: 0 };
    const document = parseThrough(plugin, '{ cocktails { nosuchfield } }', counts);
    const first = validateThrough(plugin, document, counts);
    expect(first.map((error) => error.message)).toEqual([expect.stringContaining('nosuchfield')]);
    expect(validateThrough(plugin, parseThrough(plugin, '{ cocktails { nosuchfield } }', counts), counts)).toBe(first);
    expect(counts).toEqual({ parsed: 1, validated: 1 });
  });

  it('fails a text that did not parse again with the same error, without parsing it again', () => {
    const plugin = documentCachePlugin();
    const counts = { parsed: 0 };
    let first: unknown;
    try {
      parseThrough(plugin, '{ cocktails(', counts);
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(GraphQLError);
    expect(() => parseThrough(plugin, '{ cocktails(', counts)).toThrow(first as Error);
    expect(counts.parsed).toBe(1);
  });

  it(`keeps the ${DOCUMENTS_KEPT} texts used last: an attacker's stream of new texts cannot grow it`, () => {
    const plugin = documentCachePlugin();
    const counts = { parsed: 0 };
    const kept = parseThrough(plugin, '{ __typename }', counts);
    for (let n = 0; n < DOCUMENTS_KEPT + 10; n++) parseThrough(plugin, `{ a${n}: __typename }`, counts);
    // The oldest went; sent again, it is parsed again.
    expect(parseThrough(plugin, '{ __typename }', counts)).not.toBe(kept);
    expect(counts.parsed).toBe(DOCUMENTS_KEPT + 12);
  });
});

describe('the gateway, sending a document again', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await setupTestGateway();
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('refuses a document over a limit on every request, not only the first', async () => {
    const tooDeep = `{ cocktails { edges { node { creator { cocktails { edges { node { creator { cocktails { edges { node { name } } } } } } } } } } } }`;
    for (let sent = 0; sent < 3; sent++) {
      const { data, errors } = await gw.graphql(tooDeep);
      expect(data).toBeUndefined();
      expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: LIMIT_ERROR_CODE }) })]);
    }
  });

  it('answers a malformed document with the same syntax error every time', async () => {
    const answers = [];
    for (let sent = 0; sent < 3; sent++) answers.push(await gw.graphql('{ cocktails(first: }'));
    expect(answers[0].errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Syntax Error/),
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
