// A route module that fails to load (a deploy replaced its chunk) reloads the page once. A flag in
// sessionStorage stops a loop: if the module still fails after the reload, the error shows instead.

export const CHUNK_RELOAD_FLAG = 'repour:chunk-reload';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
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
    loading ??= importer().then(
      (module) => {
        deps().storage?.removeItem(CHUNK_RELOAD_FLAG);
        return module;
      },
      (error: unknown) => {
        loading = null;
        const { storage, reload } = deps();
        if (storage && !storage.getItem(CHUNK_RELOAD_FLAG)) {
          storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
          reload();
          // The page is going away; never settle, so nothing renders an error meanwhile.
          return new Promise<T>(() => {});
        }
        throw error;
      },
    );
    return loading;
  };
}
