// The answers of the queries a member opened, kept in this browser's IndexedDB (through idb-keyval) so
// that what they opened opens again with no network (decision 0068). The network layer loads this
// module on first use, so it stays out of the initial chunk.
//
// One member's answers at a time: saving for another member drops everything first, reading for
// another member finds nothing, and the session clears it all at sign-in and sign-out. Bounded in count
// and in size: past either bound the least recently used answers go. One IndexedDB transaction per
// call, so two tabs never leave the index and the answers out of step.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

export const MAX_SAVED_ANSWERS = 300;
/** About 6 MB of JSON text in all (a page of 100 cocktails is about 60 kB, a recipe a few kB). */
export const MAX_SAVED_CHARS = 6_000_000;

const DATABASE = 'repour-saved-answers';
const OBJECT_STORE = 'answers';
const INDEX_KEY = 'index';
const INDEX_VERSION = 1;

export interface SavedAnswer {
  /** When the network gave this answer, in ms since the epoch. */
  savedAt: number;
  /** The answer as JSON text. */
  text: string;
}

export interface SavedAnswerStore {
  /** Keeps `text` as the answer to `key` for `viewer`. */
  save(viewer: string, key: string, text: string): Promise<void>;
  /** The answer saved for `viewer` to `key`, or null. */
  read(viewer: string, key: string): Promise<SavedAnswer | null>;
  /** Forgets every answer. */
  clear(): Promise<void>;
}

interface IndexEntry {
  savedAt: number;
  usedAt: number;
  chars: number;
}

/** What is saved, for whom, and when each answer was last saved or read (for the bounds). */
interface SavedIndex {
  version: number;
  viewer: string;
  entries: Record<string, IndexEntry>;
}

export interface SavedAnswerStoreOptions {
  store?: UseStore;
  maxAnswers?: number;
  maxChars?: number;
  now?(): number;
}

const answerKey = (viewer: string, key: string): IDBValidKey => ['answer', viewer, key];

function isIndex(value: unknown): value is SavedIndex {
  const index = value as SavedIndex | undefined;
  return (
    index?.version === INDEX_VERSION && typeof index.viewer === 'string' && typeof index.entries === 'object' && index.entries !== null
  );
}

function isAnswer(value: unknown): value is SavedAnswer {
  const answer = value as SavedAnswer | undefined;
  return typeof answer?.savedAt === 'number' && typeof answer.text === 'string';
}

/** Keys to drop, least recently used first, until the rest fit both bounds; `keep` (just saved) stays. */
function overBounds(entries: Record<string, IndexEntry>, keep: string, maxAnswers: number, maxChars: number): string[] {
  const all = Object.entries(entries);
  let count = all.length;
  let chars = all.reduce((sum, [, entry]) => sum + entry.chars, 0);
  const dropped: string[] = [];
  for (const [key, entry] of all.filter(([key]) => key !== keep).sort(([, a], [, b]) => a.usedAt - b.usedAt)) {
    if (count <= maxAnswers && chars <= maxChars) break;
    dropped.push(key);
    count -= 1;
    chars -= entry.chars;
  }
  return dropped;
}

export function createSavedAnswerStore({
  store = createStore(DATABASE, OBJECT_STORE),
  maxAnswers = MAX_SAVED_ANSWERS,
  maxChars = MAX_SAVED_CHARS,
  now = Date.now,
}: SavedAnswerStoreOptions = {}): SavedAnswerStore {
  const readIndex = async (objects: IDBObjectStore): Promise<SavedIndex | null> => {
    const index: unknown = await promisifyRequest(objects.get(INDEX_KEY));
    return isIndex(index) ? index : null;
  };

  return {
    save(viewer, key, text) {
      // One answer larger than everything together is not kept at all.
      if (text.length > maxChars) return Promise.resolve();
      return store('readwrite', async (objects) => {
        let index = await readIndex(objects);
        if (index?.viewer !== viewer) {
          // Another member's answers (or none, or an index this code does not know): start afresh.
          objects.clear();
          index = { version: INDEX_VERSION, viewer, entries: {} };
        }
        const time = now();
        index.entries[key] = { savedAt: time, usedAt: time, chars: text.length };
        objects.put({ savedAt: time, text } satisfies SavedAnswer, answerKey(viewer, key));
        for (const old of overBounds(index.entries, key, maxAnswers, maxChars)) {
          delete index.entries[old];
          objects.delete(answerKey(viewer, old));
        }
        objects.put(index, INDEX_KEY);
        await promisifyRequest(objects.transaction);
      });
    },

    read(viewer, key) {
      return store('readwrite', async (objects) => {
        const index = await readIndex(objects);
        const entry = index?.viewer === viewer ? index.entries[key] : undefined;
        if (!index || !entry) return null;
        const answer: unknown = await promisifyRequest(objects.get(answerKey(viewer, key)));
        if (!isAnswer(answer)) return null;
        entry.usedAt = now();
        objects.put(index, INDEX_KEY);
        await promisifyRequest(objects.transaction);
        return { savedAt: answer.savedAt, text: answer.text };
      });
    },

    clear() {
      return store('readwrite', async (objects) => {
        objects.clear();
        await promisifyRequest(objects.transaction);
      });
    },
  };
}

/** This browser's saved answers (the database opens on first use). */
export const savedAnswerStore = createSavedAnswerStore();
