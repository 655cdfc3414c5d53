import { describe, expect, it } from 'vitest';
import { abvText, countText, foundText, placeText, seeAllText, variantsText } from './search-text';

describe('search screen texts', () => {
  it('reads "Found {total} results", with a plus once the server stopped counting', () => {
    expect(foundText(12, true)).toBe('Found 12 results');
    expect(foundText(1000, false)).toBe('Found 1000+ results');
    expect(countText(0, true)).toBe('0');
  });

  it('reads "Found 1 result" for a single result', () => {
    expect(foundText(1, true)).toBe('Found 1 result');
    expect(foundText(2, true)).toBe('Found 2 results');
  });

  it('shows ABV as a percentage and variants only when there are some', () => {
    expect(abvText(40)).toBe('40% ABV');
    expect(abvText(17.5)).toBe('17.5% ABV');
    expect(variantsText(0)).toBeNull();
    expect(variantsText(1)).toBe('1 variant');
    expect(variantsText(4)).toBe('4 variants');
  });

  it('joins a venue place and names the rest of a kind', () => {
    expect(placeText('Barcelona', 'Catalonia', 'Spain')).toBe('Barcelona, Catalonia, Spain');
    expect(placeText('London', null, 'United Kingdom')).toBe('London, United Kingdom');
    expect(seeAllText(1000, false, 'People')).toBe('See all 1000+ people');
  });
});
