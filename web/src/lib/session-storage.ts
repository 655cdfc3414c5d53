// Where the session lives in the browser, under the spec's key names (section 3, local storage keys).

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_DATA_KEY = 'userData';
export const INVITE_INFO_KEY = 'inviteInfo';

/** userData: the signed-in member, with the snake_case keys the profile screen reads. */
export interface StoredUserData {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  is_admin: boolean;
  profile_type: string;
}

/** The part of localStorage the session uses (a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (some private modes)
  }
}

export function readAuthToken(storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}
