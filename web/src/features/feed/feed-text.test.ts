import { describe, expect, it } from 'vitest';
import { feedVerb, groupFeedItems, iconForGlassware, subjectPath } from './feed-text';

describe('the picture of a cocktail without a photo', () => {
  it('follows its glass: rocks glasses, stemmed glasses, and the shaker for everything else', () => {
    expect(iconForGlassware('Rocks')).toBe('negroni-rocks');
    expect(iconForGlassware('Old Fashioned Glass')).toBe('negroni-rocks');
    expect(iconForGlassware('Cocktail Glass')).toBe('negroni-glass');
    expect(iconForGlassware('Coupe')).toBe('negroni-glass');
    expect(iconForGlassware('Nick & Nora')).toBe('negroni-glass');
    expect(iconForGlassware('Highball')).toBe('cocktail-shaker');
    expect(iconForGlassware(null)).toBe('cocktail-shaker');
  });
});

describe('grouping the feed', () => {
  const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 29, 12) - hoursAgo * 3_600_000).toISOString();
  const item = (id: string, actor: number, kind: string, hoursAgo: number) => ({
    id,
    kind,
    createdAt: at(hoursAgo),
    actor: { databaseId: actor },
  });

  it('puts like items of one member close together in one group ("Ana reviewed 3 cocktails")', () => {
    const groups = groupFeedItems([
      item('a', 1, 'reviewed', 0),
      item('b', 1, 'reviewed', 2),
      item('c', 1, 'reviewed', 5),
      item('d', 2, 'reviewed', 6),
      item('e', 1, 'reviewed', 7),
    ]);
    expect(groups.map((group) => group.items.map((entry) => entry.id))).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    expect(`Ana ${feedVerb({ kind: 'reviewed' }, 3)}`).toBe('Ana reviewed 3 cocktails');
  });

  it('keeps apart items of another kind, more than a day apart, or of kinds that are never grouped', () => {
    const groups = groupFeedItems([
      item('a', 1, 'reviewed', 0),
      item('b', 1, 'repoured', 1),
      item('c', 1, 'repoured', 30),
      item('d', 1, 'position_verified', 31),
      item('e', 1, 'position_verified', 32),
    ]);
    expect(groups.map((group) => group.items.length)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('where an item without a cocktail opens', () => {
  const actor = { databaseId: 7 };

  it('opens an event on its day of the events, a gig on its page, else the member', () => {
    expect(subjectPath({ kind: 'event_posted', actor, event: { date: '2026-12-05' } })).toBe('/events?when=date&on=2026-12-05');
    expect(subjectPath({ kind: 'gig_posted', actor, gig: { databaseId: 3 } })).toBe('/gigs/3');
    expect(subjectPath({ kind: 'checked_in', actor })).toBe('/profile/7');
  });
});
