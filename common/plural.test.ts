import { describe, expect, it } from 'vitest';
import { countOf, nounFor, withArticle } from './plural';

describe('counts in words', () => {
  it('uses the singular for exactly one and the plural for none and for more', () => {
    expect(countOf(1, 'cocktail')).toBe('1 cocktail');
    expect(countOf(0, 'cocktail')).toBe('0 cocktails');
    expect(countOf(12, 'like')).toBe('12 likes');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(2, 'match', 'matches')).toBe('2 matches');
    expect(nounFor(3, 'person', 'people')).toBe('people');
  });

  it('puts "an" before a vowel sound and "a" before the rest', () => {
    expect(['Event', 'AccessToken', 'Ingredient', 'Invite', 'Achievement', 'admin'].map(withArticle)).toEqual([
      'an Event',
      'an AccessToken',
      'an Ingredient',
      'an Invite',
      'an Achievement',
      'an admin',
    ]);
    expect(['User', 'Venue', 'WorkEntry', 'bartender'].map(withArticle)).toEqual(['a User', 'a Venue', 'a WorkEntry', 'a bartender']);
  });
});
