import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/session-storage';
import type { SessionViewer } from './SessionViewer';
import { classifyStoredToken, runStartupCheck, toUserData, viewerFromResponse, viewerFromUserData } from './startup-check';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

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

describe('the startup sign-in check', () => {
  it('classifies no token, the "{secret}" placeholder and a real token', () => {
    expect(classifyStoredToken(null)).toBe('none');
    expect(classifyStoredToken('')).toBe('none');
    expect(classifyStoredToken('{secret}')).toBe('placeholder');
    expect(classifyStoredToken('eyJhbGciOi...')).toBe('present');
  });

  it('leaves a visitor without a stored token signed out without asking the server', async () => {
    const validate = vi.fn();
    const state = await runStartupCheck({ storage: memoryStorage(), validate });
    expect(state).toEqual({ status: 'unauthenticated', viewer: null });
    expect(validate).not.toHaveBeenCalled();
  });

  it('removes the placeholder token and signs out without asking the server', async () => {
    const storage = memoryStorage({ authToken: '{secret}' });
    const validate = vi.fn();
    const state = await runStartupCheck({ storage, validate });
    expect(state.status).toBe('unauthenticated');
    expect(storage.data.has('authToken')).toBe(false);
    expect(validate).not.toHaveBeenCalled();
  });

  it('signs a member in when the server knows the token, and stores userData with snake_case keys', async () => {
    const storage = memoryStorage({ authToken: 'good-token' });
    const state = await runStartupCheck({ storage, validate: async (token) => (token === 'good-token' ? ada : null) });
    expect(state).toEqual({ status: 'authenticated', viewer: ada });
    expect(storage.data.get('authToken')).toBe('good-token');
    expect(JSON.parse(storage.data.get('userData') ?? '{}')).toEqual({
      id: 1,
      username: 'ada',
      first_name: 'Ada',
      last_name: 'Lovelace',
      avatar_url: null,
      is_admin: false,
      profile_type: 'bartender',
    });
  });

  it('removes the token and user data when the server returns no viewer, and only logs it', async () => {
    const storage = memoryStorage({ authToken: 'revoked', userData: '{"id":1}' });
    const warn = vi.fn();
    const state = await runStartupCheck({ storage, validate: async () => null, warn });
    expect(state.status).toBe('unauthenticated');
    expect(storage.data.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('removes the token when the check fails with an error response, or with a network failure and no saved member', async () => {
    for (const failure of [new Error('Unexpected error.'), new TypeError('Failed to fetch')]) {
      const storage = memoryStorage({ authToken: 'some-token', userData: '{"id":1}' });
      const warn = vi.fn();
      const state = await runStartupCheck({ storage, validate: () => Promise.reject(failure), warn });
      expect(state.status).toBe('unauthenticated');
      expect(storage.data.size).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
    }
  });

  it('keeps the saved member signed in, unconfirmed, when the server cannot be reached (the app opens offline)', async () => {
    const storage = memoryStorage({ authToken: 'good-token' });
    await runStartupCheck({ storage, validate: async () => ada });
    const warn = vi.fn();
    const offline = await runStartupCheck({ storage, validate: () => Promise.reject(new TypeError('Failed to fetch')), warn });
    expect(offline).toEqual({ status: 'authenticated', viewer: ada, unconfirmed: true });
    expect(storage.data.get('authToken')).toBe('good-token');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('signs the saved member out when the server answers with an error, online or not', async () => {
    const storage = memoryStorage({ authToken: 'good-token' });
    await runStartupCheck({ storage, validate: async () => ada });
    const state = await runStartupCheck({ storage, validate: () => Promise.reject(new Error('Unexpected error.')), warn: () => {} });
    expect(state.status).toBe('unauthenticated');
    expect(storage.data.size).toBe(0);
  });
});

describe('the member saved on this device', () => {
  it('reads back as the viewer it was saved from, with its global id', () => {
    expect(viewerFromUserData(JSON.stringify(toUserData(ada)))).toEqual(ada);
  });

  it('is nothing when missing, unreadable or incomplete', () => {
    expect(viewerFromUserData(null)).toBeNull();
    expect(viewerFromUserData('{not json')).toBeNull();
    expect(viewerFromUserData('{"id":1}')).toBeNull();
  });
});

describe("the check's answer", () => {
  it('is the viewer the server names, with only the fields the app keeps', () => {
    expect(viewerFromResponse({ data: { viewer: { ...ada, __typename: 'User', email: 'ada@example.test' } } })).toEqual(ada);
  });

  it('is nobody when the server knows no session for the token', () => {
    expect(viewerFromResponse({ data: { viewer: null } })).toBeNull();
    expect(viewerFromResponse(undefined)).toBeNull();
  });
});
