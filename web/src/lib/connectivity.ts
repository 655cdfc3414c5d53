// Whether the app can reach the server: the browser's online flag, corrected by what requests find out
// (a phone "online" on a dead Wi-Fi fails every request). The offline banner shows it.
//
// One failed request is not proof: the browser cancels requests when the page is left, a proxy drops
// one, a test aborts one. So a failure while the browser says it is online is checked with a second,
// tiny request (GET /healthz) before the app says it is offline (decision 0039).

export interface ConnectivityState {
  online: boolean;
}

export interface ConnectivityStore {
  getSnapshot(): ConnectivityState;
  subscribe(listener: () => void): () => void;
  /** A request could not reach the server at all (not an error answer, not one the app aborted). */
  reportNetworkFailure(): void;
  /** A request got an answer, whatever it said. */
  reportResponse(): void;
  /** The page is being left (reload, another site): failures now are the browser cancelling requests. */
  isLeaving(): boolean;
}

interface Window {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline' | 'beforeunload' | 'pagehide' | 'pageshow', listener: () => void): void;
}

/** Whether the server answers at all: any answer counts, only a failed request does not. */
export type ReachabilityCheck = () => Promise<boolean>;

const healthCheck: ReachabilityCheck = () =>
  fetch('/healthz', { cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/** Past this, a page that was about to be left is still here: the navigation did not happen (a download). */
const LEAVING_RESET_MS = 10_000;

export function createConnectivityStore(browser: Window | null, isReachable: ReachabilityCheck = healthCheck): ConnectivityStore {
  let state: ConnectivityState = { online: browser ? browser.navigator.onLine : true };
  let leaving = false;
  let leavingTimer: ReturnType<typeof setTimeout> | undefined;
  let checking: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (online: boolean) => {
    if (state.online === online) return;
    state = { online };
    for (const listener of listeners) listener();
  };
  const setLeaving = (value: boolean) => {
    leaving = value;
    clearTimeout(leavingTimer);
    if (value) leavingTimer = setTimeout(() => (leaving = false), LEAVING_RESET_MS);
  };
  browser?.addEventListener('online', () => set(true));
  browser?.addEventListener('offline', () => set(false));
  browser?.addEventListener('beforeunload', () => setLeaving(true));
  browser?.addEventListener('pagehide', () => setLeaving(true));
  browser?.addEventListener('pageshow', () => setLeaving(false));
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure() {
      if (leaving || !state.online) return;
      if (browser && !browser.navigator.onLine) return set(false);
      checking ??= isReachable().then((reachable) => {
        checking = null;
        if (!reachable && !leaving) set(false);
      });
    },
    reportResponse: () => {
      setLeaving(false);
      set(true);
    },
    isLeaving: () => leaving,
  };
}

export const connectivity = createConnectivityStore(typeof window === 'undefined' ? null : window);

/** An abort (by the app, the browser or anything else) says nothing about the connection. */
function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** A fetch that tells the connectivity store what it found; aborted requests say nothing. */
export function reportingFetch(store: ConnectivityStore, fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      store.reportResponse();
      return response;
    } catch (error) {
      if (!isAbort(error, init?.signal)) store.reportNetworkFailure();
      throw error;
    }
  };
}
