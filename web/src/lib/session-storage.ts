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

/** The id of the member saved in userData (whose answers the device keeps), or null. */
export function readSavedMemberId(storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    const data = JSON.parse(storage?.getItem(USER_DATA_KEY) ?? 'null') as Partial<StoredUserData> | null;
    return typeof data?.id === 'number' ? String(data.id) : null;
  } catch {
    return null;
  }
}
