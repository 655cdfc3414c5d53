import { describe, expect, it } from 'vitest';
import { EDITED_SINCE_REPORT, HIDDEN_COCKTAIL, reportedCocktailNotes } from './report-text';

describe('the report card texts', () => {
  it('says nothing of a cocktail still as it was reported', () => {
    expect(reportedCocktailNotes({ cocktailName: 'Negroni', cocktailEditedSince: false, cocktail: { name: 'Negroni' } })).toEqual([]);
  });

  it('says the cocktail was edited since, and its name now when it was renamed', () => {
    expect(reportedCocktailNotes({ cocktailName: 'Negroni', cocktailEditedSince: true, cocktail: { name: 'Negroni' } })).toEqual([
      EDITED_SINCE_REPORT,
    ]);
    expect(reportedCocktailNotes({ cocktailName: 'Audit Sour', cocktailEditedSince: true, cocktail: { name: 'Audit Daiquiri' } })).toEqual([
      'Edited since this suggestion',
      'Now “Audit Daiquiri”',
    ]);
  });

  it('says the cocktail is now private when the caller may no longer see it', () => {
    expect(reportedCocktailNotes({ cocktailName: 'Negroni', cocktailEditedSince: null, cocktail: null })).toEqual([HIDDEN_COCKTAIL]);
    expect(HIDDEN_COCKTAIL).toBe('Now private');
  });
});
