import { describe, expect, it } from 'vitest';
import { normalizeMeasure, parseAmount, parseIngredientText, parseLeadingAmount } from './recipe-units';

describe('amounts as recipes write them', () => {
  it.each([
    ['2', 2],
    ['0.5', 0.5],
    ['1,5', 1.5],
    ['.75', 0.75],
    ['1/2', 0.5],
    ['¾', 0.75],
    ['1 1/2', 1.5],
    ['1½', 1.5],
    ['1-1/2', 1.5],
    ['2 ¼', 2.25],
    ['1/8', 0.125],
  ])('reads "%s" as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('takes the first amount of a range and says nothing is an amount when none is written', () => {
    expect(parseLeadingAmount('1-2 dashes bitters')).toEqual({ amount: 1, rest: 'dashes bitters', upTo: 2 });
    expect(parseLeadingAmount('2 or 3 Ice')).toEqual({ amount: 2, rest: 'Ice', upTo: 3 });
    // A number that is part of a name is no amount.
    expect(parseLeadingAmount('7-Up')).toEqual({ amount: null, rest: '7-Up' });
    expect(parseLeadingAmount('151 proof rum')).toEqual({ amount: null, rest: '151 proof rum' });
    expect(parseAmount('a splash')).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});

describe('units as recipes write them', () => {
  it.each([
    ['ounces', 'oz'],
    ['oz.', 'oz'],
    ['Oz', 'oz'],
    ['fl oz', 'oz'],
    ['dashes', 'dash'],
    ['Dash', 'dash'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['tablespoons', 'tbsp'],
    ['cl', 'cl'],
    ['centilitres', 'cl'],
    ['cups', 'cup'],
    ['Barspoon', 'barspoon'],
    ['sprigs', 'sprig'],
    ['leaves', 'leaf'],
    ['Slices', 'slice'],
  ])('reads "%s" as %s', (written, unit) => {
    expect(normalizeMeasure(written, 1).unit).toBe(unit);
  });

  it('keeps a line without a unit as a count, never ml, and without an amount as none, never 0', () => {
    expect(normalizeMeasure('', 8)).toMatchObject({ amount: 8, unit: 'qty' });
    expect(normalizeMeasure(null, null)).toMatchObject({ amount: null, unit: 'qty' });
  });

  it('turns a top-up into "Top with", unless it gives a real volume', () => {
    expect(normalizeMeasure('topup', 1)).toMatchObject({ amount: null, unit: 'Top with' });
    expect(normalizeMeasure('Top up', 120)).toMatchObject({ amount: 120, unit: 'ml', note: 'top up' });
  });

  it('gives an eighth of an ounce in ml and says so, since ounces go in quarter steps', () => {
    expect(normalizeMeasure('oz', 0.125)).toEqual({
      amount: 3.7,
      unit: 'ml',
      note: null,
      changed: '0.125 oz is 3.7 ml: ounces go in quarter steps',
    });
    expect(normalizeMeasure('oz', 0.75)).toMatchObject({ amount: 0.75, unit: 'oz', changed: null });
  });

  it('keeps a word that is no unit (a name in the measure field) as a note on a count', () => {
    expect(normalizeMeasure('Lime', 1)).toEqual({ amount: 1, unit: 'qty', note: 'lime', changed: null });
  });
});

describe('recipe lines written as text', () => {
  it.each([
    ['1 1/2 oz. gin', { amount: 1.5, unit: 'oz', ingredient: 'gin', note: null }],
    ['2 ounces Rye Whiskey', { amount: 2, unit: 'oz', ingredient: 'Rye Whiskey', note: null }],
    ['¾ oz fresh lime juice', { amount: 0.75, unit: 'oz', ingredient: 'fresh lime juice', note: null }],
    ['3 dashes Angostura bitters', { amount: 3, unit: 'dash', ingredient: 'Angostura bitters', note: null }],
    ['1 teaspoon sugar', { amount: 1, unit: 'tsp', ingredient: 'sugar', note: null }],
    ['4 cl Cognac', { amount: 4, unit: 'cl', ingredient: 'Cognac', note: null }],
    ['0.5 cup Sugar', { amount: 0.5, unit: 'cup', ingredient: 'Sugar', note: null }],
    ['8 cloves', { amount: 8, unit: 'qty', ingredient: 'cloves', note: null }],
    ['2 sprigs of mint', { amount: 2, unit: 'sprig', ingredient: 'mint', note: null }],
    ['Sugar, to taste', { amount: null, unit: 'qty', ingredient: 'Sugar', note: 'to taste' }],
    ['Top with soda water', { amount: null, unit: 'Top with', ingredient: 'soda water', note: null }],
    ['Club soda, to top', { amount: null, unit: 'Top with', ingredient: 'Club soda', note: null }],
    ['2oz gin', { amount: 2, unit: 'oz', ingredient: 'gin', note: null }],
    // As a public collection writes them (TheCocktailDB's measures before its ingredients).
    ['1 tblsp Grenadine', { amount: 1, unit: 'tbsp', ingredient: 'Grenadine', note: null }],
    ['4 chunks Pineapple', { amount: 4, unit: 'chunk', ingredient: 'Pineapple', note: null }],
    ['Juice of 1/2 Lemon', { amount: 0.5, unit: 'qty', ingredient: 'Lemon', note: 'juiced' }],
    ['2-3 oz Light rum', { amount: 2, unit: 'oz', ingredient: 'Light rum', note: '2 to 3' }],
    ['2 or 3 Ice', { amount: 2, unit: 'qty', ingredient: 'Ice', note: '2 to 3' }],
    ['About 8 drops Tabasco sauce', { amount: 8, unit: 'drop', ingredient: 'Tabasco sauce', note: 'about' }],
    ['Add 250 ml Orange juice', { amount: 250, unit: 'ml', ingredient: 'Orange juice', note: null }],
    ['Fill to top with Soda water', { amount: null, unit: 'Top with', ingredient: 'Soda water', note: null }],
    ['7-Up', { amount: null, unit: 'qty', ingredient: '7-Up', note: null }],
    ['Around the rim Sugar', { amount: null, unit: 'qty', ingredient: 'Around the rim Sugar', note: null }],
  ])('reads "%s"', (text, line) => {
    expect(parseIngredientText(text)).toMatchObject(line);
  });

  it('says when it converts a measure', () => {
    expect(parseIngredientText('1/8 oz absinthe')).toMatchObject({ amount: 3.7, unit: 'ml', ingredient: 'absinthe' });
    expect(parseIngredientText('1/8 oz absinthe').changed).toContain('ounces go in quarter steps');
  });
});
