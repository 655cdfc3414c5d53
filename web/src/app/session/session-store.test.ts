// @vitest-environment jsdom
// What the session does with the answers this device saved (decision 0068): they belong to one session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionViewer } from './SessionViewer';
import { toUserData } from './startup-check';

const relay = vi.hoisted(() => ({ clearSavedAnswers: vi.fn(async () => {}) }));

vi.mock('@/relay/saved-answers-access', () => ({ clearSavedAnswers: relay.clearSavedAnswers }));
vi.mock('./LogOutMutation', () => ({ commitLogOut: vi.fn(async () => {}) }));

const ada: SessionViewer = {
  id: 'VXNlcjox',
  databaseId: 1,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarUrl: null,
  profileType: 'bartender',
  isAdmin: false,
};

/** The server's answer to the startup check: its data, or the network failing under it. */
function serverSays(answer: Promise<unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer.then((data) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }))),
  );
}

async function freshSessionStore() {
  vi.resetModules();
  return (await import('./session-store')).sessionStore;
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the session and the answers saved on this device', () => {
  it('clears them when the member signs out', async () => {
    const sessionStore = await freshSessionStore();
    sessionStore.signIn('token-1', ada);
    relay.clearSavedAnswers.mockClear();
    await sessionStore.signOut();
    expect(relay.clearSavedAnswers).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('clears them when a member signs in, so nothing of an earlier session shows', async () => {
    const sessionStore = await freshSessionStore();
    sessionStore.signIn('token-2', { ...ada, id: 'VXNlcjoy', databaseId: 2, username: 'grace' });
    expect(relay.clearSavedAnswers).toHaveBeenCalledTimes(1);
  });

  it('clears them when the server no longer accepts the stored session', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('userData', JSON.stringify({ id: 1, username: 'ada', profile_type: 'bartender' }));
    serverSays(Promise.resolve({ viewer: null }));
    const sessionStore = await freshSessionStore();
    await sessionStore.start();
    expect(sessionStore.getSnapshot().status).toBe('unauthenticated');
    expect(relay.clearSavedAnswers).toHaveBeenCalledTimes(1);
  });

  it('keeps them for a member whose device is offline at start, and never touches them for a visitor', async () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userData', JSON.stringify({ id: 1, username: 'ada', profile_type: 'bartender' }));
    serverSays(Promise.reject(new TypeError('Failed to fetch')));
    const offline = await freshSessionStore();
    await offline.start();
    expect(offline.getSnapshot()).toMatchObject({ status: 'authenticated', unconfirmed: true });

    localStorage.clear();
    const visitor = await freshSessionStore();
    await visitor.start();
    expect(visitor.getSnapshot().status).toBe('unauthenticated');
    expect(relay.clearSavedAnswers).not.toHaveBeenCalled();
  });

  it("lets a screen's data load before the check settles only when the device knows the member too", async () => {
    let answer: (data: unknown) => void = () => {};
    serverSays(new Promise((resolve) => (answer = resolve)));
    localStorage.setItem('authToken', 'token-1');
    let sessionStore = await freshSessionStore();
    // A token alone: whose answers they would be is known once the check has saved the member.
    expect(sessionStore.knowsMember()).toBe(false);
    localStorage.setItem('userData', JSON.stringify(toUserData(ada)));
    sessionStore = await freshSessionStore();
    expect(sessionStore.knowsMember()).toBe(true);
    const started = sessionStore.start();
    answer({ viewer: ada });
    await started;
    expect(sessionStore.knowsMember()).toBe(true);
  });
});
