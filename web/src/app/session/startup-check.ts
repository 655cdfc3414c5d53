// The startup sign-in check of spec section 4, as pure decisions over a storage and a validator.
import { PLACEHOLDER_TOKEN } from '../../../../common/constants';
import { AUTH_TOKEN_KEY, USER_DATA_KEY, type KeyValueStorage, type StoredUserData } from '../../lib/session-storage';
import type { SessionViewer } from './SessionViewer';

export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  viewer: SessionViewer | null;
  /**
   * Signed in from what this device saved because the server could not be reached (offline): the
   * check runs again once it can be (docs/decisions: offline sessions).
   */
  unconfirmed?: boolean;
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

/** What a sign-in keeps in local storage, by key: the token and the member (userData). */
export function sessionEntries(token: string, viewer: SessionViewer): Record<string, string> {
  return { [AUTH_TOKEN_KEY]: token, [USER_DATA_KEY]: JSON.stringify(toUserData(viewer)) };
}

export function storeSession(storage: KeyValueStorage, token: string, viewer: SessionViewer): void {
  for (const [key, value] of Object.entries(sessionEntries(token, viewer))) storage.setItem(key, value);
}

/** The member saved in userData, as a SessionViewer; null when missing or not of our making. */
export function viewerFromUserData(raw: string | null): SessionViewer | null {
  if (!raw) return null;
  let data: Partial<StoredUserData>;
  try {
    data = JSON.parse(raw) as Partial<StoredUserData>;
  } catch {
    return null;
  }
  if (typeof data?.id !== 'number' || typeof data.username !== 'string' || typeof data.profile_type !== 'string') return null;
  return {
    // The global id of a User node (Pothos's encoding: base64 of "User:<id>").
    id: btoa(`User:${data.id}`),
    databaseId: data.id,
    username: data.username,
    firstName: data.first_name ?? '',
    lastName: data.last_name ?? '',
    avatarUrl: data.avatar_url ?? null,
    profileType: data.profile_type as SessionViewer['profileType'],
    isAdmin: data.is_admin === true,
  };
}

/**
 * The member in the startup check's answer (SessionViewerQuery as sent, not read through Relay's store):
 * its viewer's fields, or null when the server knows no session for the token.
 */
export function viewerFromResponse(response: unknown): SessionViewer | null {
  const viewer = (response as { data?: { viewer?: SessionViewer | null } } | undefined)?.data?.viewer;
  if (!viewer) return null;
  const { id, databaseId, username, firstName, lastName, avatarUrl, profileType, isAdmin } = viewer;
  return { id, databaseId, username, firstName, lastName, avatarUrl: avatarUrl ?? null, profileType, isAdmin };
}

/** A request that never reached the server (fetch's TypeError), as opposed to an error answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
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
 * viewer or an error response removes the token and signs out (logged only). A network failure (the
 * device is offline) keeps the session of the member this device saved, unconfirmed, so the installed
 * app opens offline; without a saved member it signs out as well.
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
    const saved = isNetworkFailure(error) ? viewerFromUserData(storage.getItem(USER_DATA_KEY)) : null;
    if (saved) {
      warn('The server could not be reached; staying signed in as saved on this device until it can.', error);
      return { status: 'authenticated', viewer: saved, unconfirmed: true };
    }
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
