import { IDBFactory } from 'fake-indexeddb';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSavedAnswerStore, MAX_SAVED_ANSWERS, MAX_SAVED_CHARS } from './saved-answers';

let database: UseStore;
let clock: number;

beforeEach(() => {
  // A fresh in-memory IndexedDB per test (fake-indexeddb implements the browser's API in Node).
  globalThis.indexedDB = new IDBFactory();
  database = createStore('repour-saved-answers', 'answers');
  clock = 1_000;
});

function storeWith(bounds: { maxAnswers?: number; maxChars?: number } = {}) {
  return createSavedAnswerStore({ store: database, now: () => (clock += 1_000), ...bounds });
}

describe('the answers saved on this device', () => {
  it('gives back an answer with the time it was saved, and nothing for a request never answered', async () => {
    const store = storeWith();
    await store.save('7', 'CocktailDetailPageQuery:abc:{"databaseId":1}', '{"data":{"cocktail":{"name":"Negroni"}}}');
    expect(await store.read('7', 'CocktailDetailPageQuery:abc:{"databaseId":1}')).toEqual({
      savedAt: 2_000,
      text: '{"data":{"cocktail":{"name":"Negroni"}}}',
    });
    expect(await store.read('7', 'CocktailDetailPageQuery:abc:{"databaseId":2}')).toBeNull();
  });

  it('a newer answer to the same request replaces the older one', async () => {
    const store = storeWith();
    await store.save('7', 'key', '{"data":{"n":1}}');
    await store.save('7', 'key', '{"data":{"n":2}}');
    expect(await store.read('7', 'key')).toEqual({ savedAt: 3_000, text: '{"data":{"n":2}}' });
  });

  it("never gives one member's answers to another", async () => {
    const store = storeWith();
    await store.save('7', 'OwnProfilePageQuery:abc:{}', '{"data":{"viewer":{"email":"seven@example.com"}}}');
    expect(await store.read('8', 'OwnProfilePageQuery:abc:{}')).toBeNull();
  });

  it("drops every answer of the member before when another member's answer is saved", async () => {
    const store = storeWith();
    await store.save('7', 'a', '{"data":{"a":1}}');
    await store.save('7', 'b', '{"data":{"b":1}}');
    await store.save('8', 'c', '{"data":{"c":1}}');
    expect(await store.read('7', 'a')).toBeNull();
    expect(await store.read('7', 'b')).toBeNull();
    expect(await store.read('8', 'c')).not.toBeNull();
    // Nothing of member 7 is left in the database at all, not only unreachable.
    const keys = await new Promise<IDBValidKey[]>(
      (resolve) =>
        void database('readonly', (objects) => {
          const request = objects.getAllKeys();
          request.onsuccess = () => resolve(request.result);
        }),
    );
    expect(keys).toEqual(['index', ['answer', '8', 'c']]);
  });

  it('forgets everything when cleared (sign-out)', async () => {
    const store = storeWith();
    await store.save('7', 'a', '{"data":{"a":1}}');
    await store.clear();
    expect(await store.read('7', 'a')).toBeNull();
    // And saves again afterwards.
    await store.save('7', 'a', '{"data":{"a":2}}');
    expect((await store.read('7', 'a'))?.text).toBe('{"data":{"a":2}}');
  });

  it('keeps at most a bounded number of answers, dropping the least recently used first', async () => {
    const store = storeWith({ maxAnswers: 3 });
    await store.save('7', 'a', '{"data":1}');
    await store.save('7', 'b', '{"data":2}');
    await store.save('7', 'c', '{"data":3}');
    // Opening a offline makes b the least recently used.
    await store.read('7', 'a');
    await store.save('7', 'd', '{"data":4}');
    expect(await store.read('7', 'b')).toBeNull();
    for (const kept of ['a', 'c', 'd']) expect(await store.read('7', kept)).not.toBeNull();
  });

  it('keeps at most a bounded size of answers in all, and never one larger than that bound', async () => {
    const store = storeWith({ maxChars: 100 });
    const answer = (fill: string) => `{"data":"${fill.repeat(30)}"}`; // 41 characters
    await store.save('7', 'a', answer('a'));
    await store.save('7', 'b', answer('b'));
    await store.save('7', 'c', answer('c'));
    expect(await store.read('7', 'a')).toBeNull();
    expect(await store.read('7', 'b')).not.toBeNull();
    expect(await store.read('7', 'c')).not.toBeNull();

    await store.save('7', 'huge', `{"data":"${'x'.repeat(200)}"}`);
    expect(await store.read('7', 'huge')).toBeNull();
    expect(await store.read('7', 'c')).not.toBeNull();
  });

  it('is bounded by default to a few hundred answers and a few megabytes', () => {
    expect(MAX_SAVED_ANSWERS).toBeGreaterThanOrEqual(100);
    expect(MAX_SAVED_ANSWERS).toBeLessThanOrEqual(500);
    expect(MAX_SAVED_CHARS).toBeLessThanOrEqual(10_000_000);
  });
});
