import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES, inviteBatchSchema, inviteExpiresAt, isInviteExpired } from './invites';

describe('a batch of invites', () => {
  it('lasts 14 days and holds one code unless the admin says otherwise', () => {
    expect(inviteBatchSchema.parse({ profileType: 'bartender' })).toEqual({
      profileType: 'bartender',
      isAdmin: false,
      count: 1,
      expiresInDays: 14,
    });
  });

  it('lasts from 1 to 90 whole days', () => {
    for (const days of [1, 30, 90]) expect(inviteBatchSchema.safeParse({ profileType: 'user', expiresInDays: days }).success).toBe(true);
    for (const days of [0, -1, 91, 1.5, 1e308, Number.NaN]) {
      const result = inviteBatchSchema.safeParse({ profileType: 'user', expiresInDays: days });
      expect(result.success, String(days)).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ path: ['expiresInDays'], message: INVITE_MESSAGES.expiresInDays });
    }
  });

  it('holds 1 to 100 codes', () => {
    for (const count of [0, 101, 2.5])
      expect(inviteBatchSchema.safeParse({ profileType: 'user', count }).error!.issues[0].message).toBe(INVITE_MESSAGES.count);
  });
});

describe('an invite', () => {
  it('expires when its time comes, not a millisecond later', () => {
    const made = new Date('2026-01-01T00:00:00Z');
    const expiresAt = inviteExpiresAt(made, 14);
    expect(expiresAt.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(isInviteExpired(expiresAt, new Date('2026-01-14T23:59:59.999Z'))).toBe(false);
    expect(isInviteExpired(expiresAt, expiresAt)).toBe(true);
  });
});
