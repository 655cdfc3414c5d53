import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_NAME_MAX, accessTokenSchema, isAccessTokenSecret } from './access-tokens';
import { tooLongMessage } from './validation';

const messagesOf = (input: unknown) => {
  const result = accessTokenSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a new access token', () => {
  it('takes a name collapsed, a scope and one of the offered expiries or none', () => {
    expect(accessTokenSchema.parse({ name: '  Menu   sync ', scope: 'read', expiresInDays: 30 })).toEqual({
      name: 'Menu sync',
      scope: 'read',
      expiresInDays: 30,
    });
    expect(accessTokenSchema.parse({ name: 'Forever', scope: 'read_write', expiresInDays: null }).expiresInDays).toBeNull();
  });

  it('refuses an empty or long name and an expiry that is not offered, in the words shown', () => {
    expect(messagesOf({ name: '   ', scope: 'read', expiresInDays: 7 })).toEqual([`name: ${ACCESS_TOKEN_MESSAGES.nameRequired}`]);
    expect(messagesOf({ name: 'x'.repeat(ACCESS_TOKEN_NAME_MAX + 1), scope: 'read', expiresInDays: 7 })).toEqual([
      `name: ${tooLongMessage(ACCESS_TOKEN_NAME_MAX)}`,
    ]);
    expect(messagesOf({ name: 'Sync', scope: 'read', expiresInDays: 12 })).toEqual([`expiresInDays: ${ACCESS_TOKEN_MESSAGES.expiry}`]);
  });

  it('tells an access token from a session token by its prefix', () => {
    expect(isAccessTokenSecret('repour_pat_abc')).toBe(true);
    expect(isAccessTokenSecret('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
  });
});
