// The session, outside React: route loaders ask it who is signed in, components read it with useSession().
// It holds none of Relay, which loads with the first screen that reads data: the startup check asks the
// server through the network function alone, and the Relay environment follows the session on its own
// (relay/environment.ts marks its store stale when the member changes).
import type { GraphQLResponse } from 'relay-runtime';
import { connectivity, reportingFetch } from '@/lib/connectivity';
import { readAuthToken, readSavedMemberId, type KeyValueStorage } from '@/lib/session-storage';
import { createFetchFn } from '@/relay/fetch-graphql';
import type { Observable } from '@/relay/observable';
import { clearSavedAnswers } from '@/relay/saved-answers-access';
import SessionViewerQuery from './__generated__/SessionViewerQuery.graphql';
import type { SessionViewer } from './SessionViewer';
import { clearSession, runStartupCheck, SIGNED_OUT, storeSession, viewerFromResponse, type SessionState } from './startup-check';

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

/** The network function Relay's environment uses (its errors, the connectivity it reports), for the check's one request. */
const fetchGraphQL = createFetchFn({ getToken: () => null, fetch: reportingFetch(connectivity), isLeaving: connectivity.isLeaving });

async function validateToken(token: string): Promise<SessionViewer | null> {
  const answer = fetchGraphQL(
    SessionViewerQuery.params,
    {},
    { force: true, metadata: { authToken: token } },
  ) as Observable<GraphQLResponse>;
  return viewerFromResponse(await answer.toPromise());
}

function check(): Promise<void> {
  const hadSession = readAuthToken(storage()) !== null;
  // A session the server ended takes what this device saved of it along (decision 0068).
  const ended = () => {
    if (hadSession) void clearSavedAnswers();
  };
  return runStartupCheck({ storage: storage(), validate: validateToken }).then(
    (next) => {
      if (next.status === 'unauthenticated') ended();
      setState(next);
    },
    (error: unknown) => {
      console.warn('The startup sign-in check failed; signing out.', error);
      clearSession(storage());
      ended();
      setState(SIGNED_OUT);
    },
  );
}

// A session kept while offline is checked again as soon as the server answers or the device is back online.
let rechecking = false;
connectivity.subscribe(() => {
  if (!state.unconfirmed || rechecking || !connectivity.getSnapshot().online) return;
  rechecking = true;
  void check().finally(() => (rechecking = false));
});

/** Tells the server the session of `token` is over: best effort, with Relay loaded for it if it is not yet. */
async function logOut(token: string): Promise<void> {
  try {
    const [{ commitLogOut }, { environment }] = await Promise.all([import('./LogOutMutation'), import('@/relay/environment')]);
    await commitLogOut(environment, token);
  } catch (error) {
    console.warn('Sign-out could not reach the server:', error);
  }
}

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

  /**
   * Whether the startup check will probably let a member in (a token is stored) while it runs, else who
   * is signed in: for fetching a screen's code in parallel with the check.
   */
  expectedStatus(): Exclude<SessionState['status'], 'checking'> {
    if (state.status !== 'checking') return state.status;
    return readAuthToken(storage()) ? 'authenticated' : 'unauthenticated';
  },

  /**
   * Whether a screen's data may load before the startup check settles: it has, or the device knows the
   * session's token and member (saved at sign-in), so the answer is the member's and is kept for them
   * (decision 0068). A token alone waits for the check, which saves the member.
   */
  knowsMember(): boolean {
    return state.status !== 'checking' || (readAuthToken(storage()) !== null && readSavedMemberId(storage()) !== null);
  },

  /** After a successful sign-in or sign-up: keep the token and the member, and show member screens. */
  signIn(token: string, viewer: SessionViewer): void {
    // Nothing saved on this device from an earlier session is shown to this one (decision 0068).
    void clearSavedAnswers();
    storeSession(storage(), token, viewer);
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
    void clearSavedAnswers();
    setState(SIGNED_OUT);
    return token ? logOut(token) : Promise.resolve();
  },
};
