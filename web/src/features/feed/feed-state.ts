// Where the feed was when an item was opened (the cocktail list's way, lib/cocktail-list-state.ts):
// the scroll position and how many items were loaded, in session storage, so coming back shows the same
// items at the same place.
export const FEED_STATE_KEY = 'feedState';

export interface FeedPlace {
  scrollY: number;
  loadedCount: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readFeedPlace(storage: Storage | null = browserStorage()): FeedPlace | null {
  try {
    const value = JSON.parse(storage?.getItem(FEED_STATE_KEY) ?? 'null') as Record<string, unknown> | null;
    const number = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null);
    const scrollY = number(value?.scrollY);
    const loadedCount = number(value?.loadedCount);
    return scrollY === null || loadedCount === null ? null : { scrollY, loadedCount: Math.min(loadedCount, 500) };
  } catch {
    return null;
  }
}

export function rememberFeedPlace(place: FeedPlace | null, storage: Storage | null = browserStorage()): void {
  try {
    if (place) storage?.setItem(FEED_STATE_KEY, JSON.stringify(place));
    else storage?.removeItem(FEED_STATE_KEY);
  } catch {
    // storage full or blocked: the feed starts at the top next time
  }
}
