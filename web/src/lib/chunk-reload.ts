// A route module that fails to load (a deploy replaced its chunk) reloads the page once. A flag in
// sessionStorage, the time of that reload, stops a loop: a module that fails within
// RELOAD_AGAIN_AFTER_MS of it shows the error instead. The flag is not cleared when a module loads: the
// modules of a screen load side by side (the Relay layout, the shell, the page), and one of them loading
// must not let another's failure reload the page again.

export const CHUNK_RELOAD_FLAG = 'repour:chunk-reload';

/** Past this, a failure is a new one (another deploy), and reloads again. */
export const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
  now?(): number;
}

function browserDeps(): ChunkReloadDeps {
  let storage: ChunkReloadDeps['storage'] = null;
  try {
    storage = sessionStorage;
  } catch {
    // no session storage: we never reload, so we cannot loop
  }
  return { storage, reload: () => window.location.reload() };
}

/** Wraps a dynamic import: loaded once and shared; a failure reloads the page once. */
export function reloadingImport<T>(importer: () => Promise<T>, deps: () => ChunkReloadDeps = browserDeps): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      const { storage, reload, now = Date.now } = deps();
      const reloadedAt = Number(storage?.getItem(CHUNK_RELOAD_FLAG) ?? NaN);
      if (storage && !(now() - reloadedAt < RELOAD_AGAIN_AFTER_MS)) {
        storage.setItem(CHUNK_RELOAD_FLAG, String(now()));
        reload();
        // The page is going away; never settle, so nothing renders an error meanwhile.
        return new Promise<T>(() => {});
      }
      throw error;
    });
    return loading;
  };
}
