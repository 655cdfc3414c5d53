import { describe, expect, it } from 'vitest';
import { bellLabel, NOTIFICATION_KINDS, notificationSentence, UNREAD_COUNT_CAP, unreadBadgeText } from './notifications';

describe('the bell', () => {
  it('shows no badge at 0, the number up to 99, then 99+ from the cap on', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(UNREAD_COUNT_CAP)).toBe('99+');
  });

  it('names itself with the count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(bellLabel(UNREAD_COUNT_CAP)).toBe('Notifications, 99+ unread');
  });
});

describe('notificationSentence', () => {
  it('says what happened for every kind', () => {
    const subject = {
      cocktailName: 'Negroni',
      position: 'Head Bartender',
      organizationName: 'The Bar',
      decision: 'verified',
      gigTitle: 'Weekend bartender',
    };
    expect(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationSentence(kind, subject)]))).toEqual({
      follow: 'started following you',
      like: 'liked your cocktail Negroni',
      repour: 'repoured your cocktail Negroni',
      review: 'reviewed your cocktail Negroni',
      verification_requested: 'asked you to verify their position as Head Bartender at The Bar',
      verification_decided: 'verified your position as Head Bartender at The Bar',
      suggestion_resolved: 'resolved your suggestion on Negroni',
      gig_interest: 'is interested in your gig Weekend bartender',
    });
    expect(notificationSentence('verification_decided', { ...subject, decision: 'denied' })).toBe(
      'declined to verify your position as Head Bartender at The Bar',
    );
  });

  it('does not name what the recipient may no longer see', () => {
    expect(notificationSentence('suggestion_resolved', { cocktailName: null })).toBe(
      'resolved your suggestion on a cocktail that is no longer shared',
    );
    expect(notificationSentence('verification_requested', {})).toBe('asked you to verify their position');
  });
});
