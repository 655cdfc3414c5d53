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

  it('gives a shot, a jigger, a litre and US volumes in ml, as the measure field writes them, and says so', () => {
    expect(normalizeMeasure('Shots', 2)).toEqual({
      amount: 88.72,
      unit: 'ml',
      note: null,
      changed: '2 shots is 88.72 ml: a shot taken as 1.5 oz',
    });
    expect(normalizeMeasure('litre', 0.5)).toMatchObject({ amount: 500, unit: 'ml', changed: '0.5 litre is 500 ml' });
    expect(normalizeMeasure('qt.', 2)).toMatchObject({ amount: 1892.7, unit: 'ml', changed: '2 qt is 1892.7 ml: a US quart' });
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

  it.each([
    // A shot and a jigger are measures, taken as 1.5 oz (44.36 ml), and the line says so.
    ['2 shots vodka', 88.72, 'vodka', '2 shots is 88.72 ml: a shot taken as 1.5 oz'],
    ['1 1/2 jiggers gin', 66.54, 'gin', '1.5 jiggers is 66.54 ml: a jigger taken as 1.5 oz'],
    ['1/8 Shot Grenadine', 5.55, 'Grenadine', '0.125 shot is 5.55 ml: a shot taken as 1.5 oz'],
    // Metric and US volumes that our list does not have, in ml.
    ['1 liter water', 1000, 'water', '1 liter is 1000 ml'],
    ['3/4 L Milk', 750, 'Milk', '0.75 l is 750 ml'],
    ['1 dl cream', 100, 'cream', '1 dl is 100 ml'],
    ['1/2 pint Cider', 236.59, 'Cider', '0.5 pint is 236.59 ml: a US pint'],
    ['1 qt water', 946.35, 'water', '1 qt is 946.35 ml: a US quart'],
    ['1 gallon punch', 3785.41, 'punch', '1 gallon is 3785.41 ml: a US gallon'],
  ])('reads the measure of "%s" in ml and says so', (text, amount, ingredient, changed) => {
    expect(parseIngredientText(text)).toEqual({ amount, unit: 'ml', ingredient, note: null, changed });
  });

  it('keeps such a measure without an amount as a count, the word in the note', () => {
    expect(parseIngredientText('Shot of espresso')).toEqual({
      amount: null,
      unit: 'qty',
      ingredient: 'espresso',
      note: 'shot',
      changed: null,
    });
  });

  it.each([
    ['A splash of soda', { amount: 1, unit: 'splash', ingredient: 'soda', note: null }],
    ['A pinch of salt', { amount: 1, unit: 'pinch', ingredient: 'salt', note: null }],
    ['a dash of Angostura bitters', { amount: 1, unit: 'dash', ingredient: 'Angostura bitters', note: null }],
    ['An ounce of gin', { amount: 1, unit: 'oz', ingredient: 'gin', note: null }],
    // "A" before no unit is part of the text, as before.
    ['A lime wedge', { amount: null, unit: 'qty', ingredient: 'A lime wedge', note: null }],
    ['A little bit of Blackcurrant squash', { amount: null, unit: 'qty', ingredient: 'A little bit of Blackcurrant squash', note: null }],
    // Without the article, as before: the unit, no amount.
    ['Splash of soda', { amount: null, unit: 'splash', ingredient: 'soda', note: null }],
  ])('reads "%s" as one of its unit', (text, line) => {
    expect(parseIngredientText(text)).toMatchObject(line);
  });

  it.each([
    ['2 lemons, juiced', { amount: 2, unit: 'qty', ingredient: 'lemons', note: 'juiced' }],
    ['1 lime (juiced)', { amount: 1, unit: 'qty', ingredient: 'lime', note: 'juiced' }],
    ['Juice of 2 lemons', { amount: 2, unit: 'qty', ingredient: 'lemons', note: 'juiced' }],
  ])('reads "%s" as the fruit counted, juiced', (text, line) => {
    expect(parseIngredientText(text)).toMatchObject(line);
  });
});
