import { describe, expect, it } from 'vitest';
import { HIDDEN_COCKTAIL, reportedCocktailName } from './report-text';

describe('the report card texts', () => {
  it('names the reported cocktail', () => {
    expect(reportedCocktailName({ name: 'Negroni' })).toBe('Negroni');
  });

  it('says the cocktail is now private when the caller may no longer see it', () => {
    expect(reportedCocktailName(null)).toBe(HIDDEN_COCKTAIL);
    expect(HIDDEN_COCKTAIL).toBe('A cocktail that is now private');
  });
});
