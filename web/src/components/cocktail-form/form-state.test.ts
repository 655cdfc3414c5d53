import { describe, expect, it } from 'vitest';
import {
  cocktailFormFrom,
  cocktailFormSchema,
  cocktailInputFrom,
  emptyCocktailForm,
  formPathOf,
  newRow,
  withIAmCreator,
  type SavedCocktail,
} from './form-state';

const saved: SavedCocktail = {
  name: 'Last Word',
  isMocktail: false,
  type: 'other',
  originalCreatorName: 'Frank Fogarty',
  sourceUrl: 'https://example.com/last-word',
  year: 1916,
  venue: { name: 'Detroit Athletic Club', city: 'Detroit', state: 'MI', country: 'USA' },
  garnish: null,
  directions: 'Shake.',
  notes: null,
  glassware: 'coupe',
  categories: ['Classic', 'Sour'],
  classicEra: 'Classic',
  photoUrl: null,
  ingredients: [
    { amount: 22.5, unit: 'ml', brand: null, note: null, optional: false, ingredient: { name: 'Gin' } },
    { amount: null, unit: 'Top with', brand: 'Fever-Tree', note: null, optional: false, ingredient: { name: 'Club soda' } },
  ],
};

describe('the cocktail form', () => {
  it('starts with one empty ml row, no glass chosen, nothing ticked', () => {
    const form = emptyCocktailForm();
    expect(form.ingredients).toHaveLength(1);
    expect(form.ingredients[0]).toMatchObject({ amount: '', unit: 'ml', ingredient: '', brand: '' });
    expect([form.glassware, form.iAmCreator, form.isMocktail, form.categories]).toEqual(['', false, false, []]);
  });

  it('clears the original creator and source link when "I am the creator" is ticked, and year and venue when unticked', () => {
    const filled = {
      ...emptyCocktailForm(),
      originalCreator: 'Sam',
      sourceUrl: 'https://x.io',
      year: '2005',
      venueName: 'Attaboy',
      venueCity: 'New York',
    };
    expect(withIAmCreator(filled, true)).toMatchObject({
      iAmCreator: true,
      originalCreator: '',
      sourceUrl: '',
      year: '2005',
      venueName: 'Attaboy',
    });
    expect(withIAmCreator(filled, false)).toMatchObject({
      iAmCreator: false,
      originalCreator: 'Sam',
      year: '',
      venueName: '',
      venueCity: '',
    });
  });

  it('fills a copy from a saved cocktail, the glass matched to the list whatever its case', () => {
    const form = cocktailFormFrom(saved, true);
    expect(form).toMatchObject({
      name: 'Last Word',
      glassware: 'Coupe',
      glasswareOther: '',
      originalCreator: 'Frank Fogarty',
      year: '1916',
      venueName: 'Detroit Athletic Club',
      venueState: 'MI',
      classicEra: 'Classic',
      iAmCreator: false,
    });
    expect(form.ingredients.map((row) => [row.amount, row.unit, row.ingredient, row.brand])).toEqual([
      ['22.5', 'ml', 'Gin', ''],
      ['', 'Top with', 'Club soda', 'Fever-Tree'],
    ]);
    expect(cocktailFormFrom({ ...saved, glassware: 'Nick and Nora' })).toMatchObject({
      glassware: 'Other',
      glasswareOther: 'Nick and Nora',
    });
    expect(cocktailFormFrom({ ...saved, glassware: 'Cocktail Glass' }).glassware).toBe('');
    expect(cocktailFormFrom(saved).classicEra).toBeUndefined();
  });

  it("sends back each saved line's note and optional flag, which no field edits, so an edit keeps them", () => {
    const seeded: SavedCocktail = {
      ...saved,
      ingredients: [
        { amount: 45, unit: 'ml', brand: null, note: null, optional: false, ingredient: { name: 'Gin' } },
        { amount: 2, unit: 'dash', brand: null, note: 'or orange bitters', optional: true, ingredient: { name: 'Angostura Bitters' } },
        { amount: 1, unit: 'qty', brand: null, note: 'to garnish', optional: true, ingredient: { name: 'Orange Peel' } },
      ],
    };
    const form = cocktailFormFrom(seeded, true);
    // The member renames it, moves the bitters last and adds a line: the saved lines keep theirs, the new one is required.
    const [gin, bitters, peel] = form.ingredients;
    const edited = {
      ...form,
      name: 'House Gin Fix',
      ingredients: [gin, peel, { ...bitters, amount: '3' }, newRow({ amount: '5', ingredient: 'Soda' })],
    };
    expect(cocktailInputFrom(edited).ingredients?.map((line) => [line.ingredient, line.amount, line.note, line.optional])).toEqual([
      ['Gin', 45, null, false],
      ['Orange Peel', 1, 'to garnish', true],
      ['Angostura Bitters', 3, 'or orange bitters', true],
      ['Soda', 5, null, false],
    ]);
    // Unchanged, the form sends the recipe as it was saved.
    expect(cocktailInputFrom(form).ingredients?.map((line) => [line.ingredient, line.note, line.optional])).toEqual(
      seeded.ingredients.map((line) => [line.ingredient.name, line.note, line.optional]),
    );
  });

  it('sends what was typed, amounts that are not numbers as 0, and drops empty rows', () => {
    const form = {
      ...emptyCocktailForm(),
      name: 'Gimlet',
      ingredients: [newRow({ amount: '60', ingredient: 'Gin' }), newRow({ amount: 'lots', ingredient: 'Lime cordial' }), newRow()],
    };
    const input = cocktailInputFrom(form);
    expect(input.ingredients).toEqual([
      { amount: 60, unit: 'ml', ingredient: 'Gin', brand: '', note: null, optional: false, category: null, description: null },
      { amount: 0, unit: 'ml', ingredient: 'Lime cordial', brand: '', note: null, optional: false, category: null, description: null },
    ]);
    expect(input.attribution).toEqual({ iAmCreator: false, originalCreatorName: '', sourceUrl: '', year: null, venue: null });
    expect(input).not.toHaveProperty('classicEra');
  });

  it("reports the rules broken on the form's paths (lines by their row in the form), the first message first", () => {
    const row = newRow({ amount: '1.1', unit: 'oz', ingredient: 'Gin' });
    const form = { ...emptyCocktailForm(), ingredients: [newRow(), row], glassware: 'Other', year: '1700' };
    const result = cocktailFormSchema.safeParse(form);
    const issues = result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];
    expect(issues[0]?.message).toBe('Please enter a cocktail name');
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      name: 'Please enter a cocktail name',
      glasswareOther: 'Please specify the glassware',
      'attribution.year': 'Year must be between 1800 and 2030',
      'ingredients.1.amount': 'Ounces go in quarter steps (0.25, 0.5, 0.75...)',
    });
    // The server's paths count the lines sent, which leave the empty row out.
    expect(formPathOf(form, 'ingredients.0.category')).toBe('ingredients.1.category');
    expect(
      cocktailFormSchema.safeParse({
        ...form,
        name: 'Gin Daisy',
        glassware: '',
        year: '',
        ingredients: [newRow(), { ...row, amount: '1.25' }],
      }).success,
    ).toBe(true);
  });
});
