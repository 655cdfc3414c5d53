import { describe, expect, it, vi } from 'vitest';
import { createConnectivityStore, reportingFetch } from './connectivity';

function fakeWindow(onLine: boolean) {
  const handlers: Record<string, () => void> = {};
  return {
    navigator: { onLine },
    addEventListener: (type: 'online' | 'offline', listener: () => void) => void (handlers[type] = listener),
    fire: (type: 'online' | 'offline') => handlers[type](),
  };
}

describe('connectivity', () => {
  it("starts from the browser's flag and follows its online and offline events", () => {
    const browser = fakeWindow(false);
    const store = createConnectivityStore(browser);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().online).toBe(false);
    browser.fire('online');
    expect(store.getSnapshot().online).toBe(true);
    browser.fire('offline');
    expect(store.getSnapshot().online).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('goes offline when a request cannot reach the server, and online again with the next answer', async () => {
    const store = createConnectivityStore(fakeWindow(true));
    const failing = reportingFetch(store, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing('/graphql')).rejects.toThrow('Failed to fetch');
    expect(store.getSnapshot().online).toBe(false);
    const answering = reportingFetch(store, async () => new Response('{}', { status: 500 }));
    await answering('/graphql');
    expect(store.getSnapshot().online).toBe(true);
  });

  it('does not count a request the app aborted', async () => {
    const store = createConnectivityStore(fakeWindow(true));
    const controller = new AbortController();
    controller.abort();
    const aborted = reportingFetch(store, () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(aborted('/graphql', { signal: controller.signal })).rejects.toThrow();
    expect(store.getSnapshot().online).toBe(true);
  });
});
