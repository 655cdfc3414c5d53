// The one Relay environment of the app. Requests carry the stored token (localStorage authToken).
import { Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { sessionStore } from '@/app/session/session-store';
import { connectivity, reportingFetch } from '@/lib/connectivity';
import { readAuthToken } from '@/lib/session-storage';
import { createFetchFn } from './fetch-graphql';

export function createEnvironment(getToken: () => string | null = () => readAuthToken()): Environment {
  return new Environment({
    // Requests also tell the offline banner whether the server can be reached.
    network: Network.create(createFetchFn({ getToken, fetch: reportingFetch(connectivity), isLeaving: connectivity.isLeaving })),
    store: new Store(new RecordSource()),
  });
}

export const environment = createEnvironment();

/** Marks everything in the store stale, so queries refetch instead of trusting the old answers. */
function invalidateStore(): void {
  // The runtime's RecordSourceProxy has invalidateStore(); the DefinitelyTyped interface omits it.
  environment.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore());
}

// Signing in or out changes what a member may see (private cocktails, viewerCanEdit): when the signed-in
// member changes, the store goes stale. The session store tells its listeners at once, before any route
// loader that the change sets off has loaded a query, so no screen reads the old member's answers.
let member = sessionStore.getSnapshot().viewer?.id ?? null;
sessionStore.subscribe(() => {
  const now = sessionStore.getSnapshot().viewer?.id ?? null;
  if (now === member) return;
  member = now;
  invalidateStore();
});
