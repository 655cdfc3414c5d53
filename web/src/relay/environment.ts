// The one Relay environment of the app. Requests carry the stored token (localStorage authToken);
// subscriptions go over server-sent events with the same headers (subscribe-graphql.ts, decision 0072).
import { Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { sessionStore } from '@/app/session/session-store';
import { connectivity, reportingFetch } from '@/lib/connectivity';
import { readAuthToken, readSavedMemberId } from '@/lib/session-storage';
import { createFetchFn, type SavedAnswersOptions } from './fetch-graphql';
import { loadSavedAnswers } from './saved-answers-access';
import { createSubscribeFn } from './subscribe-graphql';
import { savedCopies } from './saved-copies';

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
    network: Network.create(
      createFetchFn({ getToken, fetch: reportingFetch(connectivity), isLeaving: connectivity.isLeaving, saved }),
      createSubscribeFn({ getToken }),
    ),
    store: new Store(new RecordSource()),
  });
  return created;
}

export const environment = createEnvironment();

/** Marks everything in the store stale, so queries refetch instead of trusting the old answers. */
function invalidate(target: Environment): void {
  // The runtime's RecordSourceProxy has invalidateStore(); the DefinitelyTyped interface omits it.
  target.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore());
}

// Back online (the browser says so, or any request got an answer): screens answered from the device are
// fetched again when next loaded; the session's own re-check then reloads the screen on view.
connectivity.subscribe(() => {
  if (connectivity.getSnapshot().online && savedCopies.backOnline()) invalidate(environment);
});

// Signing in or out changes what a member may see (private cocktails, viewerCanEdit): when the signed-in
// member changes, the store goes stale. The session store tells its listeners at once, before any route
// loader that the change sets off has loaded a query, so no screen reads the old member's answers.
let member = sessionStore.getSnapshot().viewer?.id ?? null;
sessionStore.subscribe(() => {
  const now = sessionStore.getSnapshot().viewer?.id ?? null;
  if (now === member) return;
  member = now;
  invalidate(environment);
});
