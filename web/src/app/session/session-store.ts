// The session, outside React: route loaders ask it who is signed in, components read it with useSession().
import { fetchQuery } from 'react-relay/hooks';
import { connectivity } from '@/lib/connectivity';
import { environment, invalidateStore } from '@/relay/environment';
import { readAuthToken, type KeyValueStorage } from '@/lib/session-storage';
import { commitLogOut } from './LogOutMutation';
import { readSessionViewer, type SessionViewer } from './SessionViewer';
import { SessionViewerQuery } from './SessionViewerQuery';
import type { SessionViewerQuery as SessionViewerQueryType } from './__generated__/SessionViewerQuery.graphql';
import { clearSession, runStartupCheck, SIGNED_OUT, storeSession, type SessionState } from './startup-check';

let state: SessionState = { status: 'checking', viewer: null };
let started: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function storage(): KeyValueStorage {
  return localStorage;
}

async function validateToken(token: string): Promise<SessionViewer | null> {
  const data = await fetchQuery<SessionViewerQueryType>(
    environment,
    SessionViewerQuery,
    {},
    {
      fetchPolicy: 'network-only',
      networkCacheConfig: { metadata: { authToken: token } },
    },
  ).toPromise();
  return data?.viewer ? readSessionViewer(data.viewer) : null;
}

function check(): Promise<void> {
  return runStartupCheck({ storage: storage(), validate: validateToken }).then(setState, (error: unknown) => {
    console.warn('The startup sign-in check failed; signing out.', error);
    clearSession(storage());
    setState(SIGNED_OUT);
  });
}

// A session kept while offline is checked again as soon as the server answers or the device is back online.
let rechecking = false;
connectivity.subscribe(() => {
  if (!state.unconfirmed || rechecking || !connectivity.getSnapshot().online) return;
  rechecking = true;
  void check().finally(() => (rechecking = false));
});

export const sessionStore = {
  getSnapshot(): SessionState {
    return state;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Runs the startup check once; the splash screen shows until it settles. */
  start(): Promise<void> {
    started ??= check();
    return started;
  },

  /** After a successful sign-in or sign-up: keep the token and the member, and show member screens. */
  signIn(token: string, viewer: SessionViewer): void {
    storeSession(storage(), token, viewer);
    invalidateStore();
    setState({ status: 'authenticated', viewer });
  },

  /** The member changed their profile (names, picture): keep userData and the shown member current. */
  updateViewer(viewer: SessionViewer): void {
    const token = readAuthToken(storage());
    if (state.status !== 'authenticated' || !token || state.viewer?.id !== viewer.id) return;
    storeSession(storage(), token, viewer);
    setState({ status: 'authenticated', viewer });
  },

  /** Forgets the session at once; telling the server (logOut) is best effort. */
  signOut(): Promise<void> {
    const token = readAuthToken(storage());
    clearSession(storage());
    invalidateStore();
    setState(SIGNED_OUT);
    return token ? commitLogOut(environment, token) : Promise.resolve();
  },
};
