import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, RELOAD_AGAIN_AFTER_MS, reloadingImport } from './chunk-reload';

function fakeDeps(now = 1_000_000_000) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const reload = vi.fn();
  return { data, deps: () => ({ storage, reload, now: () => now }), reload };
}

describe('loading a route module', () => {
  it('loads a module once and shares it', async () => {
    const { deps } = fakeDeps();
    const importer = vi.fn(async () => ({ page: 'feed' }));
    const load = reloadingImport(importer, deps);
    expect(await load()).toEqual({ page: 'feed' });
    expect(await load()).toEqual({ page: 'feed' });
    expect(importer).toHaveBeenCalledOnce();
  });

  it('reloads the page once when a module fails to load', async () => {
    const { deps, reload, data } = fakeDeps();
    const load = reloadingImport(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), deps);
    const outcome = await Promise.race([
      load().then(
        () => 'settled',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
    expect(data.has(CHUNK_RELOAD_FLAG)).toBe(true);
  });

  it('shows the error instead of reloading again when the module still fails after the reload', async () => {
    const { deps, reload, data } = fakeDeps();
    data.set(CHUNK_RELOAD_FLAG, String(1_000_000_000 - 2_000));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = reloadingImport(() => Promise.reject(failure), deps);
    await expect(load()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error even when another module of the screen loaded after the reload', async () => {
    const { deps, reload, data } = fakeDeps();
    data.set(CHUNK_RELOAD_FLAG, String(1_000_000_000 - 2_000));
    await reloadingImport(async () => ({ layout: true }), deps)();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(reloadingImport(() => Promise.reject(failure), deps)()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after the last reload (a later deploy)', async () => {
    const { deps, reload, data } = fakeDeps();
    data.set(CHUNK_RELOAD_FLAG, String(1_000_000_000 - RELOAD_AGAIN_AFTER_MS));
    const load = reloadingImport(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), deps);
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(data.get(CHUNK_RELOAD_FLAG)).toBe('1000000000');
  });
});
