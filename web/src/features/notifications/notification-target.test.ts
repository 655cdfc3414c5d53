import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-target';

const actor = { databaseId: 7 };
const cocktail = { databaseId: 42 };

describe('notificationHref', () => {
  it("opens the follower's profile, and the cocktail of a like, repour, review or resolved suggestion", () => {
    expect(notificationHref({ kind: 'follow', actor, cocktail: null }, 'user')).toBe('/profile/7');
    for (const kind of ['like', 'repour', 'review', 'suggestion_resolved']) {
      expect(notificationHref({ kind, actor, cocktail }, 'user')).toBe('/cocktails/42');
    }
  });

  it('opens nothing for a cocktail the member may no longer see', () => {
    expect(notificationHref({ kind: 'suggestion_resolved', actor, cocktail: null }, 'user')).toBeNull();
  });

  it("opens the venue's Team tab for a request, and the member's work history for a decision", () => {
    expect(notificationHref({ kind: 'verification_requested', actor, cocktail: null }, 'bar')).toBe('/profile?tab=team');
    expect(notificationHref({ kind: 'verification_decided', actor, cocktail: null }, 'bartender')).toBe('/profile?tab=work');
    expect(notificationHref({ kind: 'verification_decided', actor, cocktail: null }, 'user')).toBe('/edit-profile');
  });

  it('opens the actor of a kind this client does not know yet', () => {
    expect(notificationHref({ kind: 'shift_swap', actor, cocktail }, 'bar')).toBe('/profile/7');
  });

  it('opens the gig of a gig_interest notification', () => {
    expect(notificationHref({ kind: 'gig_interest', actor, cocktail: null, gig: { databaseId: 12 } }, 'bar')).toBe('/gigs/12');
  });
});
