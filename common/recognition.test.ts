import { describe, expect, it } from 'vitest';
import { badgeLabel, BADGES, hasVerifiedTick, memberBadgeSchema, memberVerifiedSchema, orderedBadges } from './recognition';

describe('badges', () => {
  it("are the spec's two, shown as OG Crew and Can Confirm", () => {
    expect(BADGES).toEqual(['og', 'identity_verified']);
    expect(BADGES.map(badgeLabel)).toEqual(['OG Crew', 'Can Confirm']);
  });

  it('show in the spec order, each once, unknown values left out', () => {
    expect(orderedBadges(['identity_verified', 'og', 'og', 'gold'])).toEqual(['og', 'identity_verified']);
    expect(orderedBadges([])).toEqual([]);
  });

  it('are granted or removed one at a time, for a member id, and only the known ones', () => {
    expect(memberBadgeSchema.parse({ userId: 4, badge: 'og', granted: true })).toEqual({ userId: 4, badge: 'og', granted: true });
    expect(memberBadgeSchema.safeParse({ userId: 4, badge: 'gold', granted: true }).success).toBe(false);
    expect(memberBadgeSchema.safeParse({ userId: 0, badge: 'og', granted: true }).success).toBe(false);
    expect(memberBadgeSchema.safeParse({ userId: 4, badge: 'og' }).success).toBe(false);
    expect(memberVerifiedSchema.parse({ userId: 4, verified: false })).toEqual({ userId: 4, verified: false });
    expect(memberVerifiedSchema.safeParse({ userId: 1.5, verified: true }).success).toBe(false);
  });
});

describe('the verified tick', () => {
  it('shows when an admin granted it or a verified current position gives it, and only then', () => {
    expect(hasVerifiedTick({ verifiedByAdmin: false, verifiedByPosition: false })).toBe(false);
    expect(hasVerifiedTick({ verifiedByAdmin: true, verifiedByPosition: false })).toBe(true);
    expect(hasVerifiedTick({ verifiedByAdmin: false, verifiedByPosition: true })).toBe(true);
    expect(hasVerifiedTick({ verifiedByAdmin: true, verifiedByPosition: true })).toBe(true);
  });
});
