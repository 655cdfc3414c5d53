import { describe, expect, it } from 'vitest';
import { CITIES, citySuggestions } from './cities';

describe('location suggestions', () => {
  it('come from 20 built-in cities', () => {
    expect(CITIES).toHaveLength(20);
    expect(new Set(CITIES.map((city) => city.name)).size).toBe(20);
  });

  it('start at 2 characters', () => {
    expect(citySuggestions('N')).toEqual([]);
    expect(citySuggestions('  n ')).toEqual([]);
    expect(citySuggestions('ne').length).toBeGreaterThan(0);
  });

  it('match name, city or country in any case, at most 8', () => {
    expect(citySuggestions('TOKYO').map((city) => city.name)).toEqual(['Tokyo, Japan']);
    expect(citySuggestions('kingdom').map((city) => city.city)).toEqual(['London', 'Edinburgh']);
    expect(citySuggestions('china').map((city) => city.name)).toEqual(['Hong Kong']);
    expect(citySuggestions('an').length).toBe(8);
  });
});
