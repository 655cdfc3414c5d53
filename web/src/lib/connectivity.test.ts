import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityStore, reportingFetch } from './connectivity';

type BrowserEvent = 'online' | 'offline' | 'beforeunload' | 'pagehide' | 'pageshow';

function fakeWindow(onLine: boolean) {
  const handlers: Partial<Record<BrowserEvent, () => void>> = {};
  return {
    navigator: { onLine },
    addEventListener: (type: BrowserEvent, listener: () => void) => void (handlers[type] = listener),
    fire: (type: BrowserEvent) => handlers[type]?.(),
  };
}

const unreachable = () => Promise.resolve(false);
const reachable = () => Promise.resolve(true);
const failedFetch = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => vi.useRealTimers());

describe('connectivity', () => {
  it("starts from the browser's flag and follows its online and offline events", () => {
    const browser = fakeWindow(false);
    const store = createConnectivityStore(browser, unreachable);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().online).toBe(false);
    browser.fire('online');
    expect(store.getSnapshot().online).toBe(true);
    browser.fire('offline');
    expect(store.getSnapshot().online).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('goes offline when a request cannot reach the server and neither can the check, and online again with the next answer', async () => {
    const check = vi.fn(unreachable);
    const store = createConnectivityStore(fakeWindow(true), check);
    await expect(reportingFetch(store, failedFetch)('/graphql')).rejects.toThrow('Failed to fetch');
    await vi.waitFor(() => expect(store.getSnapshot().online).toBe(false), { timeout: 10_000 });
    expect(check).toHaveBeenCalledTimes(1);
    const answering = reportingFetch(store, async () => new Response('{}', { status: 500 }));
    await answering('/graphql');
    expect(store.getSnapshot().online).toBe(true);
  });

  it('stays online after one failed request when the server still answers the check (a cancelled request, a dropped one)', async () => {
    const check = vi.fn(reachable);
    const store = createConnectivityStore(fakeWindow(true), check);
    const listener = vi.fn();
    store.subscribe(listener);
    await expect(reportingFetch(store, failedFetch)('/graphql')).rejects.toThrow('Failed to fetch');
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await Promise.resolve();
    expect(store.getSnapshot().online).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('checks once for several requests failing together', async () => {
    let answer: (reachable: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const store = createConnectivityStore(fakeWindow(true), check);
    const failing = reportingFetch(store, failedFetch);
    await Promise.allSettled([failing('/graphql'), failing('/graphql'), failing('/graphql')]);
    answer(false);
    await vi.waitFor(() => expect(store.getSnapshot().online).toBe(false), { timeout: 10_000 });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('goes offline at once, without a check, when the browser itself says it is offline', async () => {
    const browser = fakeWindow(true);
    const check = vi.fn(reachable);
    const store = createConnectivityStore(browser, check);
    browser.navigator.onLine = false;
    await expect(reportingFetch(store, failedFetch)('/graphql')).rejects.toThrow();
    expect(store.getSnapshot().online).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });

  it('does not count a request the app aborted, nor one that failed as an AbortError', async () => {
    const check = vi.fn(unreachable);
    const store = createConnectivityStore(fakeWindow(true), check);
    const controller = new AbortController();
    controller.abort();
    const aborted = reportingFetch(store, () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(aborted('/graphql', { signal: controller.signal })).rejects.toThrow();
    await expect(aborted('/graphql')).rejects.toThrow();
    expect(check).not.toHaveBeenCalled();
    expect(store.getSnapshot().online).toBe(true);
  });

  it('does not count requests that fail while the page is being left, and counts them again once it stays', async () => {
    vi.useFakeTimers();
    const browser = fakeWindow(true);
    const check = vi.fn(unreachable);
    const store = createConnectivityStore(browser, check);
    browser.fire('beforeunload');
    expect(store.isLeaving()).toBe(true);
    await expect(reportingFetch(store, failedFetch)('/graphql')).rejects.toThrow();
    expect(check).not.toHaveBeenCalled();
    expect(store.getSnapshot().online).toBe(true);

    // Back from the back-forward cache, or the navigation never happened (a download): failures count.
    browser.fire('pageshow');
    expect(store.isLeaving()).toBe(false);
    browser.fire('beforeunload');
    vi.advanceTimersByTime(10_000);
    expect(store.isLeaving()).toBe(false);
    await expect(reportingFetch(store, failedFetch)('/graphql')).rejects.toThrow();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
