// Which screens show a saved copy: a query answered from what this device saved, because the server
// could not be reached (decision 0068). The network layer marks a request when it answers it from the
// device and again when the network answers it; the shell's note reads the mark of the screen on view.
// In memory only, and small: the saved answers themselves live in IndexedDB (./saved-answers.ts).

/**
 * One request of one operation: its name, the id of its document (Relay's hash of the query text, or the
 * persisted query's id) and its variables with their keys sorted. A saved answer is read only for the
 * same document: a new build's query may select fields an old answer lacks.
 */
export function requestKey(name: string, documentId: string | null | undefined, variables: Record<string, unknown>): string {
  return `${name}:${documentId ?? ''}:${stableJson(variables)}`;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export interface SavedCopies {
  /** The request was answered from the device; its answer was saved at `savedAt` (ms since the epoch). */
  markSaved(key: string, savedAt: number): void;
  /** The network answered the request: the screen shows what the server said. */
  markFresh(key: string): void;
  /**
   * The server can be reached again. True the first time after saved copies were shown: what the app
   * holds from the device should be fetched again.
   */
  backOnline(): boolean;
  /** When the copy on screen for this request was saved; undefined when it came from the network. */
  savedAt(key: string): number | undefined;
  subscribe(listener: () => void): () => void;
  /** Forgets every mark (sign-out, sign-in). */
  clear(): void;
}

/** Marks are bounded like the answers they stand for: the oldest mark goes first. */
const MAX_MARKS = 300;

export function createSavedCopies(): SavedCopies {
  const marks = new Map<string, number>();
  let shownSinceFresh = false; // since the server was last reached
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    markSaved(key, savedAt) {
      marks.delete(key);
      marks.set(key, savedAt);
      if (marks.size > MAX_MARKS) marks.delete(marks.keys().next().value as string);
      shownSinceFresh = true;
      changed();
    },
    markFresh(key) {
      if (marks.delete(key)) changed();
    },
    backOnline() {
      const back = shownSinceFresh;
      shownSinceFresh = false;
      return back;
    },
    savedAt: (key) => marks.get(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      shownSinceFresh = false;
      if (marks.size === 0) return;
      marks.clear();
      changed();
    },
  };
}

export const savedCopies = createSavedCopies();
