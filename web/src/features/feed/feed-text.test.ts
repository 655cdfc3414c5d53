import { describe, expect, it } from 'vitest';
import { iconForGlassware } from './feed-text';

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
