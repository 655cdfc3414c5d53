// inviteInfo (spec section 3): the last invite validation response, kept in localStorage with the
// snake_case keys of the legacy response.
import { INVITE_INFO_KEY, type KeyValueStorage } from '@/lib/session-storage';

export interface StoredInviteInfo {
  valid: boolean;
  profile_type: string | null;
  is_admin: boolean;
  error: string | null;
}

export interface InviteValidationAnswer {
  valid: boolean;
  profileType: string | null | undefined;
  isAdmin: boolean;
  error: string | null | undefined;
}

export function toInviteInfo(answer: InviteValidationAnswer): StoredInviteInfo {
  return { valid: answer.valid, profile_type: answer.profileType ?? null, is_admin: answer.isAdmin, error: answer.error ?? null };
}

/** Keeps the server's answer (valid or not); storage that refuses (private modes) is not an error. */
export function storeInviteInfo(answer: InviteValidationAnswer, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(INVITE_INFO_KEY, JSON.stringify(toInviteInfo(answer)));
  } catch {}
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
