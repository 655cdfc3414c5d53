// The one Relay environment of the app. Requests carry the stored token (localStorage authToken).
import { Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
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

/**
 * Marks everything in the store stale: after signing in or out, what a member may see changes
 * (private cocktails, viewerCanEdit), so queries refetch instead of trusting the old answers.
 */
export function invalidateStore(): void {
  // The runtime's RecordSourceProxy has invalidateStore(); the DefinitelyTyped interface omits it.
  environment.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore());
}
