// The one Relay environment of the app. Requests carry the stored token (localStorage authToken).
import { Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { connectivity, reportingFetch } from '@/lib/connectivity';
import { readAuthToken, readSavedMemberId } from '@/lib/session-storage';
import { createFetchFn, type SavedAnswersOptions } from './fetch-graphql';
import type { SavedAnswerStore } from './saved-answers';
import { savedCopies } from './saved-copies';

let savedAnswerStore: Promise<SavedAnswerStore> | null = null;
/** IndexedDB and idb-keyval load with the first answer to keep or read, outside the first chunk. */
function loadSavedAnswers(): Promise<SavedAnswerStore> {
  savedAnswerStore ??= import('./saved-answers').then(
    (module) => module.savedAnswerStore,
    (error: unknown) => {
      savedAnswerStore = null;
      throw error;
    },
  );
  return savedAnswerStore;
}

export function createEnvironment(getToken: () => string | null = () => readAuthToken()): Environment {
  // What a member opened is kept on the device and shown when the server cannot be reached (decision 0068).
  const saved: SavedAnswersOptions = {
    viewer: () => (getToken() ? readSavedMemberId() : null),
    store: loadSavedAnswers,
    copies: savedCopies,
    // Back online: what the store holds from the device is fetched again when a screen next needs it.
    onBackOnline: () => invalidate(created),
  };
  const created = new Environment({
    // Requests also tell the offline banner whether the server can be reached.
    network: Network.create(createFetchFn({ getToken, fetch: reportingFetch(connectivity), isLeaving: connectivity.isLeaving, saved })),
    store: new Store(new RecordSource()),
  });
  return created;
}

export const environment = createEnvironment();

// Back online (the browser says so, or any request got an answer): screens answered from the device are
// fetched again when next loaded; the session's own re-check then reloads the screen on view.
connectivity.subscribe(() => {
  if (connectivity.getSnapshot().online && savedCopies.backOnline()) invalidateStore();
});

/**
 * Marks everything in the store stale: after signing in or out, what a member may see changes
 * (private cocktails, viewerCanEdit), so queries refetch instead of trusting the old answers.
 */
export function invalidateStore(): void {
  invalidate(environment);
}

function invalidate(target: Environment): void {
  // The runtime's RecordSourceProxy has invalidateStore(); the DefinitelyTyped interface omits it.
  target.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore());
}

/** Forgets every answer this device kept of the member's screens (sign-in, sign-out, a session ended). */
export function clearSavedAnswers(): Promise<void> {
  savedCopies.clear();
  return loadSavedAnswers()
    .then((store) => store.clear())
    .catch((error: unknown) => console.warn('The answers saved on this device could not be cleared.', error));
}
