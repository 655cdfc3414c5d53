// Whether the app can reach the server: the browser's online flag, corrected by what requests find out
// (a phone "online" on a dead Wi-Fi fails every request). The offline banner shows it.

export interface ConnectivityState {
  online: boolean;
}

export interface ConnectivityStore {
  getSnapshot(): ConnectivityState;
  subscribe(listener: () => void): () => void;
  /** A request could not reach the server at all (not an error answer). */
  reportNetworkFailure(): void;
  /** A request got an answer, whatever it said. */
  reportResponse(): void;
}

interface Window {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export function createConnectivityStore(browser: Window | null): ConnectivityStore {
  let state: ConnectivityState = { online: browser ? browser.navigator.onLine : true };
  const listeners = new Set<() => void>();
  const set = (online: boolean) => {
    if (state.online === online) return;
    state = { online };
    for (const listener of listeners) listener();
  };
  browser?.addEventListener('online', () => set(true));
  browser?.addEventListener('offline', () => set(false));
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure: () => set(false),
    reportResponse: () => set(true),
  };
}

export const connectivity = createConnectivityStore(typeof window === 'undefined' ? null : window);

/** A fetch that tells the connectivity store what it found; aborted requests say nothing. */
export function reportingFetch(store: ConnectivityStore, fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      store.reportResponse();
      return response;
    } catch (error) {
      if (!init?.signal?.aborted) store.reportNetworkFailure();
      throw error;
    }
  };
}
