import { describe, expect, it } from 'vitest';
import { toSearchText } from './search-text';

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
