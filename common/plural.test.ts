import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

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
});
