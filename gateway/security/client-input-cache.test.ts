// Every cache keyed by what clients send is bounded (decision 0064): thousands of distinct inputs leave
// each at its bound. Issue 37 saw one document with 24 Boolean variables in @include, sent with a new
// true/false choice each time, keep a plan per choice (RSS 218 to 491 MB after 12,600 of them).
import { parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEYS_KEPT, RateLimits } from '../rate-limit';
import { schema } from '../schema';
import { answers } from '../read/answer';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { ClientInputCache } from './client-input-cache';
import { documentCache, documentCachePlugin, DOCUMENT_TEXT_KEPT, DOCUMENTS_KEPT } from './document-cache';
import { cachedOperationCost, COST_VERDICTS_KEPT, costVerdicts } from './query-cost';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** Parses `text` through the plugin's hooks, as envelop does. */
function parseThrough(plugin: ReturnType<typeof documentCachePlugin>, text: string): void {
  let known: DocumentNode | undefined;
  const after = (plugin.onParse as (payload: unknown) => ((payload: { result: unknown }) => void) | void)({
    params: { source: text },
    setParsedDocument: (document: DocumentNode) => (known = document),
  });
  if (known) return;
  let result: DocumentNode | Error;
  try {
    result = parse(text);
    validate(schema, result, specifiedRules);
  } catch (error) {
    result = error as Error;
  }
  after?.({ result });
}

describe('caches keyed by what clients send', () => {
  it('keep at most 1,024 documents, and 8 MB of their text, however many distinct ones arrive', () => {
    const documents = documentCache();
    const plugin = documentCachePlugin(documents);
    for (let i = 0; i < 3_000; i++) parseThrough(plugin, `{ a${i}: __typename }`);
    expect(documents.size).toBe(DOCUMENTS_KEPT);
    // Long texts that parse (a long string) and long ones that do not.
    const long = (i: number) => `{ cocktails(first: 1, filter: { search: "${'x'.repeat(500_000)}${i}" }) { totalCount } }`;
    for (let i = 0; i < 40; i++) parseThrough(plugin, i % 2 ? long(i) : `${long(i)} }`);
    expect(documents.calculatedSize).toBeLessThanOrEqual(DOCUMENT_TEXT_KEPT);
  });

  it("keep at most their bound of plans and cost verdicts for one document's many @include choices", { timeout: 300_000 }, async () => {
    const flags = Array.from({ length: 24 }, (_, i) => `b${i}`);
    const document = `query Flags(${flags.map((flag) => `$${flag}: Boolean!`).join(', ')}) {
      cocktails(first: 1) { edges { node { databaseId ${flags.map((flag) => `... @include(if: $${flag}) { name }`).join(' ')} } } }
    }`;
    const before = answers.size.entries;
    for (let choice = 0; choice < 2_200; choice++) {
      const variables = Object.fromEntries(flags.map((flag, bit) => [flag, Boolean((choice >> bit) & 1)]));
      const result = await gw.graphql<{ cocktails: { edges: unknown[] } }>(document, variables);
      expect(result.errors).toBeUndefined();
    }
    // The document was answered as text by the read path (decision 0065), and kept no more than the bound.
    expect(answers.size.entries).toBeGreaterThan(before);
    expect(answers.size.entries).toBeLessThanOrEqual(2_048);
    // The cost walk's verdicts, past their bound without the HTTP round trips: choices 2,200 to 5,200.
    const parsed = parse(document);
    for (let choice = 2_200; choice < 5_200; choice++) {
      const variables = Object.fromEntries(flags.map((flag, bit) => [flag, Boolean((choice >> bit) & 1)]));
      cachedOperationCost(schema, parsed, variables);
    }
    expect(costVerdicts.size.entries).toBe(COST_VERDICTS_KEPT);
  });

  it('forget the least recently used entry past the bound, in entries and in bytes', () => {
    const owner = {};
    const cache = new ClientInputCache<object, string>({ maxEntries: 3, maxBytes: 1_000, sizeOf: (value) => value.length });
    for (const key of ['a', 'b', 'c']) cache.set(owner, key, key);
    cache.get(owner, 'a');
    cache.set(owner, 'd', 'd');
    expect([cache.get(owner, 'a')?.value, cache.get(owner, 'b'), cache.size.entries]).toEqual(['a', undefined, 3]);
    cache.set(owner, 'big', 'x'.repeat(900));
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    // A kept null is told from nothing kept.
    const nulls = new ClientInputCache<object, null>({ maxEntries: 2, maxBytes: 100 });
    expect(nulls.getOrMake(owner, 'k', () => null)).toBeNull();
    expect(nulls.get(owner, 'k')).toEqual({ value: null });
  });

  it('keep at most RATE_LIMIT_KEYS_KEPT client addresses per limit, forgetting the oldest', async () => {
    const limits = new RateLimits();
    await limits.consume('inviteValidationPerAddress', 'first');
    for (let i = 0; i < RATE_LIMIT_KEYS_KEPT + 5_000; i++)
      await limits.consume('inviteValidationPerAddress', `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(limits.keysKept('inviteValidationPerAddress')).toBe(RATE_LIMIT_KEYS_KEPT);
    expect(await limits.countOf('inviteValidationPerAddress', 'first')).toBe(0);
  });
});
