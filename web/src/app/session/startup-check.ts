// The startup sign-in check of spec section 4, as pure decisions over a storage and a validator.
import { PLACEHOLDER_TOKEN } from '../../../../common/constants';
import { AUTH_TOKEN_KEY, USER_DATA_KEY, type KeyValueStorage, type StoredUserData } from '../../lib/session-storage';
import type { SessionViewer } from './SessionViewer';

export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  viewer: SessionViewer | null;
}

export const SIGNED_OUT: SessionState = { status: 'unauthenticated', viewer: null };

/** none: nothing stored. placeholder: the "{secret}" stand-in, never a real session. present: ask the server. */
export function classifyStoredToken(token: string | null): 'none' | 'placeholder' | 'present' {
  if (!token) return 'none';
  if (token === PLACEHOLDER_TOKEN) return 'placeholder';
  return 'present';
}

/** userData as the spec's screens read it (snake_case; id is the numeric profile id). */
export function toUserData(viewer: SessionViewer): StoredUserData {
  return {
    id: viewer.databaseId,
    username: viewer.username,
    first_name: viewer.firstName,
    last_name: viewer.lastName,
    avatar_url: viewer.avatarUrl ?? null,
    is_admin: viewer.isAdmin,
    profile_type: viewer.profileType,
  };
}

export function storeSession(storage: KeyValueStorage, token: string, viewer: SessionViewer): void {
  storage.setItem(AUTH_TOKEN_KEY, token);
  storage.setItem(USER_DATA_KEY, JSON.stringify(toUserData(viewer)));
}

export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_DATA_KEY);
}

export interface StartupCheckDeps {
  storage: KeyValueStorage;
  /** The member behind the token, null when the server does not know it; throws on error responses and network failures. */
  validate(token: string): Promise<SessionViewer | null>;
  warn?(message: string, detail?: unknown): void;
}

/**
 * No token: signed out. The placeholder: removed, signed out. Otherwise the server decides; a null
 * viewer, an error response or a network failure removes the token and signs out (logged only).
 */
export async function runStartupCheck({ storage, validate, warn = console.warn }: StartupCheckDeps): Promise<SessionState> {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  switch (classifyStoredToken(token)) {
    case 'none':
      return SIGNED_OUT;
    case 'placeholder':
      clearSession(storage);
      return SIGNED_OUT;
    case 'present':
      break;
  }
  let viewer: SessionViewer | null;
  try {
    viewer = await validate(token as string);
  } catch (error) {
    warn('The stored session could not be checked; signing out.', error);
    clearSession(storage);
    return SIGNED_OUT;
  }
  if (!viewer) {
    warn('The stored session is no longer valid; signing out.');
    clearSession(storage);
    return SIGNED_OUT;
  }
  storeSession(storage, token as string, viewer);
  return { status: 'authenticated', viewer };
}
