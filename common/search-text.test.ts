import { describe, expect, it } from 'vitest';
import { cocktailIngredientsSearchText, searchQueryText, toSearchText, userSearchText, venueSearchText } from './search-text';

describe('toSearchText', () => {
  it('folds accents and case so "frappe" matches "Frappé"', () => {
    expect(toSearchText('Frappé')).toBe('frappe');
    expect(toSearchText('Jägerita')).toBe('jagerita');
    expect(toSearchText('Gemišt')).toBe('gemist');
  });

  it('folds curly apostrophes, non-breaking spaces and the numero sign', () => {
    expect(toSearchText('Bee\u2019s\u00A0Knees')).toBe("bee's knees");
    expect(toSearchText('Corpse Reviver \u21162')).toBe('corpse reviver no2');
  });

  it('joins the parts it is given and skips empty ones', () => {
    expect(toSearchText('Dante', null, '  New   York ', undefined)).toBe('dante new york');
    expect(toSearchText()).toBe('');
  });
});

describe('searchQueryText', () => {
  it('ignores queries shorter than 2 characters after trimming', () => {
    expect(searchQueryText('')).toBeNull();
    expect(searchQueryText('   n   ')).toBeNull();
    expect(searchQueryText(null)).toBeNull();
    expect(searchQueryText(' ne ')).toBe('ne');
  });

  it('folds the query the way the stored columns are folded', () => {
    expect(searchQueryText('  FRAPPÉ ')).toBe('frappe');
    expect(searchQueryText('Crème  de   Mûre')).toBe('creme de mure');
  });
});

describe('userSearchText', () => {
  it('covers the display name, the full name, the username, the location and the specialties', () => {
    expect(
      userSearchText({
        displayName: 'Zoë the Mixer',
        firstName: 'Zoë',
        lastName: 'Núñez',
        username: 'zoe.nunez',
        location: 'Zürich',
        specialties: ['Tiki & Tropical', 'Spirits'],
      }),
    ).toBe('zoe the mixer zoe nunez zoe.nunez zurich tiki & tropical spirits');
  });

  it('writes the name once when the display name is the full name, as sign-up does', () => {
    expect(userSearchText({ displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe(
      toSearchText('Ada Lovelace', 'ada'),
    );
    expect(userSearchText({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada', location: null, specialties: [] })).toBe(
      toSearchText('Ada Lovelace', 'ada'),
    );
  });
});

describe('venueSearchText and cocktailIngredientsSearchText', () => {
  it('fold a venue by name and city and a recipe by its ingredient names in order', () => {
    expect(venueSearchText({ name: 'Licorería Limantour', city: 'Mexico City' })).toBe('licoreria limantour mexico city');
    expect(cocktailIngredientsSearchText(['Gin', 'Crème de Violette', 'Lemon juice'])).toBe('gin creme de violette lemon juice');
  });
});
