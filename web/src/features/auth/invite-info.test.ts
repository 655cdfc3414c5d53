import { describe, expect, it } from 'vitest';
import { storeInviteInfo } from './invite-info';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('inviteInfo', () => {
  it("keeps the validation response under the spec's key with its snake_case fields", () => {
    const storage = memoryStorage();
    storeInviteInfo({ valid: true, profileType: 'bartender', isAdmin: false, error: null }, storage);
    expect(JSON.parse(storage.data.get('inviteInfo')!)).toEqual({ valid: true, profile_type: 'bartender', is_admin: false, error: null });
    storeInviteInfo({ valid: false, profileType: null, isAdmin: false, error: 'This invite code has already been used' }, storage);
    expect(JSON.parse(storage.data.get('inviteInfo')!)).toEqual({
      valid: false,
      profile_type: null,
      is_admin: false,
      error: 'This invite code has already been used',
    });
  });

  it('does not fail when storage refuses to write', () => {
    const refusing = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeInviteInfo({ valid: true, profileType: 'user', isAdmin: false, error: null }, refusing)).not.toThrow();
  });
});
