import { describe, expect, it } from 'vitest';
import {
  amountError,
  amountFromText,
  amountStep,
  hasAmount,
  checkCocktailInput,
  COCKTAIL_MESSAGES,
  checkCustomIngredient,
  duplicateCheckKey,
  eraFromCategories,
  glasswareChoiceOf,
  ingredientCategoryOfCustom,
  isWebLink,
  newIngredientSchema,
  resolveGlassware,
  yearError,
  yearFromText,
  type CocktailInput,
} from './cocktail-rules';
import { ingredientNameSuggestions } from './ingredient-names';

const line = (overrides: Record<string, unknown> = {}) => ({ amount: 60, unit: 'ml', ingredient: 'Gin', ...overrides });

function errorsOf(input: CocktailInput, mode: 'create' | 'update' = 'create') {
  const result = checkCocktailInput(input, mode);
  return result.ok ? [] : result.errors;
}

function valueOf(input: CocktailInput, mode: 'create' | 'update' = 'create') {
  const result = checkCocktailInput(input, mode);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('the cocktail name', () => {
  it('is required on create: "Please enter a cocktail name"', () => {
    expect(errorsOf({ ingredients: [line()] })).toEqual([{ path: 'name', message: 'Please enter a cocktail name' }]);
    expect(errorsOf({ name: '   ', ingredients: [line()] })).toEqual([{ path: 'name', message: 'Please enter a cocktail name' }]);
  });

  it('may be left out of an update, which keeps the old name, but not blanked', () => {
    expect(valueOf({ directions: 'Stir.' }, 'update').name).toBeUndefined();
    expect(errorsOf({ name: '' }, 'update')).toEqual([{ path: 'name', message: 'Please enter a cocktail name' }]);
  });

  it('is trimmed', () => {
    expect(valueOf({ name: '  Negroni ', ingredients: [line()] }).name).toBe('Negroni');
  });
});

describe('the glassware', () => {
  it('defaults to "Cocktail Glass" when none is chosen', () => {
    expect(resolveGlassware('', null)).toEqual({ glassware: 'Cocktail Glass' });
    expect(resolveGlassware(undefined, undefined)).toEqual({ glassware: 'Cocktail Glass' });
    expect(valueOf({ name: 'A', glassware: null, ingredients: [line()] }).glassware).toBe('Cocktail Glass');
  });

  it('needs a description when "Other" is chosen: "Please specify the glassware"', () => {
    expect(resolveGlassware('Other', '  ')).toEqual({ error: 'Please specify the glassware' });
    expect(errorsOf({ name: 'A', glassware: 'Other', ingredients: [line()] })).toEqual([
      { path: 'glasswareOther', message: 'Please specify the glassware' },
    ]);
    expect(resolveGlassware('Other', 'Nick and Nora')).toEqual({ glassware: 'Nick and Nora' });
  });

  it('matches the list case-insensitively and keeps its spelling', () => {
    expect(resolveGlassware('coupe', null)).toEqual({ glassware: 'Coupe' });
    expect(resolveGlassware('HIGHBALL', 'ignored')).toEqual({ glassware: 'Highball' });
  });

  it('shows a stored glass in the select: from the list, the default as nothing chosen, anything else as Other', () => {
    expect(glasswareChoiceOf('rocks')).toEqual({ choice: 'Rocks', other: '' });
    expect(glasswareChoiceOf('Cocktail Glass')).toEqual({ choice: '', other: '' });
    expect(glasswareChoiceOf('Cocktail glass')).toEqual({ choice: '', other: '' });
    expect(glasswareChoiceOf('Nick and Nora')).toEqual({ choice: 'Other', other: 'Nick and Nora' });
  });
});

describe('the year', () => {
  it('is a whole number from 1800 to 2030', () => {
    expect(yearError(null)).toBeNull();
    expect(yearError(1800)).toBeNull();
    expect(yearError(2030)).toBeNull();
    for (const year of [1799, 2031, 1999.5, Number.NaN]) expect(yearError(year), String(year)).toBe('Year must be between 1800 and 2030');
    expect(errorsOf({ name: 'A', ingredients: [line()], attribution: { year: 1700 } })).toEqual([
      { path: 'attribution.year', message: 'Year must be between 1800 and 2030' },
    ]);
  });

  it('is read from the box as a number, or nothing when empty', () => {
    expect(yearFromText('')).toBeNull();
    expect(yearFromText(' 1922 ')).toBe(1922);
    expect(yearError(yearFromText('19x2'))).toBe(COCKTAIL_MESSAGES.year);
    expect(errorsOf({ name: 'A', ingredients: [line()], attribution: { year: yearFromText('19x2') } })).toEqual([
      { path: 'attribution.year', message: 'Year must be between 1800 and 2030' },
    ]);
  });
});

describe('the amounts', () => {
  it('step by a quarter for oz and by 1 otherwise in the forms', () => {
    expect(amountStep('oz')).toBe(0.25);
    for (const unit of ['ml', 'cl', 'dash', 'Top with']) expect(amountStep(unit)).toBe(1);
  });

  it('go out as 0 when what was typed is not a number', () => {
    expect(amountFromText('abc', 'ml')).toBe(0);
    expect(amountFromText('', 'ml')).toBe(0);
    expect(amountFromText('22.5', 'ml')).toBe(22.5);
    expect(amountFromText('', 'Top with')).toBeNull();
  });

  it('are not asked of "Top with" lines: the forms send none and any amount sent is dropped', () => {
    expect(hasAmount('Top with')).toBe(false);
    expect(hasAmount('ml')).toBe(true);
    expect(amountFromText('60', 'Top with')).toBeNull();
    const lines = [0, 60, -5, null].map((amount) => line({ ingredient: 'Soda', unit: 'top with', amount }));
    expect(valueOf({ name: 'A', ingredients: lines }).ingredients!.map((item) => [item.amount, item.unit])).toEqual([
      [null, 'Top with'],
      [null, 'Top with'],
      [null, 'Top with'],
      [null, 'Top with'],
    ]);
  });

  it('are numbers of 0 or more', () => {
    expect(amountError(0, 'ml')).toBeNull();
    expect(amountError(-1, 'ml')).toBe('Amounts must be numbers of 0 or more');
    expect(amountError(Number.POSITIVE_INFINITY, 'ml')).toBe('Amounts must be numbers of 0 or more');
    expect(errorsOf({ name: 'A', ingredients: [line({ amount: -5 })] })).toEqual([
      { path: 'ingredients.0.amount', message: 'Amounts must be numbers of 0 or more' },
    ]);
  });

  it('are bounded before any rounding: at most 10,000, and 0 or at least 0.01 (never NaN or Infinity once rounded)', () => {
    expect(amountError(10_000, 'ml')).toBeNull();
    expect(amountError(0.01, 'ml')).toBeNull();
    for (const huge of [10_000.01, 1e308, Number.MAX_VALUE]) expect(amountError(huge, 'ml')).toBe('Amounts must be at most 10,000');
    expect(amountError(1e308, 'oz')).toBe('Amounts must be at most 10,000');
    for (const tiny of [1e-300, Number.MIN_VALUE, 0.004]) expect(amountError(tiny, 'ml')).toBe('Amounts must be 0 or at least 0.01');
    for (const negative of [-1e308, -Number.MAX_VALUE, -1e-300, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(amountError(negative, 'ml')).toBe('Amounts must be numbers of 0 or more');
    }
    expect(errorsOf({ name: 'A', ingredients: [line({ amount: 1e308 })] })).toEqual([
      { path: 'ingredients.0.amount', message: 'Amounts must be at most 10,000' },
    ]);
    // -0 is 0, and stored as 0.
    expect(Object.is(valueOf({ name: 'A', ingredients: [line({ amount: -0 })] }).ingredients![0].amount, 0)).toBe(true);
  });

  it('go in quarter ounces for oz, and keep the seeded half millilitres', () => {
    expect(amountError(0.75, 'oz')).toBeNull();
    expect(amountError(1.3, 'oz')).toBe('Ounces go in quarter steps (0.25, 0.5, 0.75...)');
    expect(amountError(22.5, 'ml')).toBeNull();
    expect(amountError(7.5, 'ml')).toBeNull();
  });

  it('default to 0 and ml, and leave "Top with" lines without an amount', () => {
    const { ingredients } = valueOf({ name: 'A', ingredients: [{ ingredient: 'Gin' }, { ingredient: 'Soda', unit: 'Top with' }] });
    expect(ingredients).toEqual([
      { amount: 0, unit: 'ml', ingredient: 'Gin', brand: null, note: undefined, category: null, description: null },
      { amount: null, unit: 'Top with', ingredient: 'Soda', brand: null, note: undefined, category: null, description: null },
    ]);
  });

  it('leave a note left out as not said (an update then keeps the saved one); null or blank clears it', () => {
    const notes = [
      { ingredient: 'Gin' },
      { ingredient: 'Gin', note: null },
      { ingredient: 'Gin', note: '  ' },
      { ingredient: 'Gin', note: ' fresh ' },
    ];
    expect(valueOf({ name: 'A', ingredients: notes }).ingredients!.map((line) => line.note)).toEqual([undefined, null, null, 'fresh']);
  });

  it('an import keeps a line written without an amount as having none; the forms still send 0', () => {
    const input = { name: 'A', ingredients: [{ ingredient: 'Sugar', unit: 'qty', note: ' to taste ' }] };
    const imported = checkCocktailInput(input, 'create', { keepMissingAmounts: true });
    expect(imported.ok && imported.value.ingredients).toEqual([
      { amount: null, unit: 'qty', ingredient: 'Sugar', brand: null, note: 'to taste', category: null, description: null },
    ]);
    expect(valueOf(input).ingredients![0].amount).toBe(0);
  });

  it('take a method of the list or as recipes write it, and refuse another', () => {
    expect(valueOf({ name: 'A', method: 'Shake' }).method).toBe('shaken');
    expect(valueOf({ name: 'A', method: ' ' }).method).toBeNull();
    expect(errorsOf({ name: 'A', method: 'thrown' })).toEqual([
      { path: 'method', message: 'The method is shaken, stirred, built, blended, layered or none' },
    ]);
  });
});

describe('the ingredient lines', () => {
  it("take the spec's units, case-insensitively, and the units imported recipes keep", () => {
    expect(valueOf({ name: 'A', ingredients: [line({ unit: 'OZ', amount: 1 })] }).ingredients![0].unit).toBe('oz');
    expect(valueOf({ name: 'A', ingredients: [line({ unit: 'top with', amount: null })] }).ingredients![0].unit).toBe('Top with');
    expect(valueOf({ name: 'A', ingredients: [line({ unit: 'sprig', amount: 2 })] }).ingredients![0].unit).toBe('sprig');
    expect(errorsOf({ name: 'A', ingredients: [line({ unit: 'bucket' })] })).toEqual([
      { path: 'ingredients.0.unit', message: 'Choose a unit from the list' },
    ]);
  });

  it('need a name, and a cocktail needs at least one line', () => {
    expect(errorsOf({ name: 'A', ingredients: [line({ ingredient: ' ' })] })).toEqual([
      { path: 'ingredients.0.ingredient', message: 'Enter the ingredient name' },
    ]);
    expect(errorsOf({ name: 'A', ingredients: [] })).toEqual([{ path: 'ingredients', message: 'Please add at least one ingredient' }]);
  });

  it('carry the category of an ingredient the database does not know, from the ingredient categories', () => {
    expect(valueOf({ name: 'A', ingredients: [line({ ingredient: 'Yuzu Kosho', category: 'Spice' })] }).ingredients![0].category).toBe(
      'spice',
    );
    expect(errorsOf({ name: 'A', ingredients: [line({ category: 'rocks' })] })).toEqual([
      { path: 'ingredients.0.category', message: 'Choose one of the ingredient categories' },
    ]);
  });

  it('say whether they are optional as sent, and leave it out when not said (an update then keeps the saved one)', () => {
    const lines = [line({ optional: true }), line({ optional: false }), line(), line({ optional: null })];
    expect(valueOf({ name: 'A', ingredients: lines }).ingredients!.map((checked) => checked.optional)).toEqual([
      true,
      false,
      undefined,
      undefined,
    ]);
    expect(errorsOf({ name: 'A', ingredients: [line({ optional: 'yes' })] })).toMatchObject([{ path: 'ingredients.0.optional' }]);
  });
});

describe('categories and era', () => {
  it("come from the list, case-insensitively, once each, in the list's order", () => {
    expect(valueOf({ name: 'A', ingredients: [line()], categories: ['sour', 'Classic', 'SOUR'] }).categories).toEqual(['Classic', 'Sour']);
    expect(errorsOf({ name: 'A', ingredients: [line()], categories: ['Boozy'] })).toEqual([
      { path: 'categories', message: 'Choose categories from the list' },
    ]);
  });

  it('imply Classic or Modern when exactly one of them is ticked', () => {
    expect(eraFromCategories(['Classic', 'Sour'])).toBe('Classic');
    expect(eraFromCategories(['Modern'])).toBe('Modern');
    expect(eraFromCategories(['Classic', 'Modern'])).toBeNull();
    expect(eraFromCategories(['Sour'])).toBeNull();
  });

  it('take an explicit era of Classic or Modern, or none', () => {
    expect(valueOf({ classicEra: 'modern' }, 'update').classicEra).toBe('Modern');
    expect(valueOf({ classicEra: '' }, 'update').classicEra).toBeNull();
    expect(errorsOf({ classicEra: 'Baroque' }, 'update')).toEqual([{ path: 'classicEra', message: 'The era is Classic or Modern' }]);
  });
});

describe('the attribution', () => {
  it('credits the creator alone when "I am the creator": no other name or source', () => {
    const { attribution } = valueOf({
      name: 'A',
      ingredients: [line()],
      attribution: {
        iAmCreator: true,
        originalCreatorName: 'Someone',
        sourceUrl: 'https://example.com',
        year: 2024,
        venue: { name: 'Dante' },
      },
    });
    expect(attribution).toEqual({
      iAmCreator: true,
      originalCreatorName: null,
      sourceUrl: null,
      year: 2024,
      venue: { name: 'Dante', city: null, state: null, country: null },
    });
  });

  it('keeps the original creator, the source link, the year and the venue with its place otherwise', () => {
    const { attribution } = valueOf({
      name: 'A',
      ingredients: [line()],
      attribution: {
        originalCreatorName: ' Sam Ross ',
        sourceUrl: 'https://example.com/penicillin',
        year: 2005,
        venue: { name: 'Milk & Honey', city: 'New York', state: 'NY', country: 'USA' },
      },
    });
    expect(attribution).toEqual({
      iAmCreator: false,
      originalCreatorName: 'Sam Ross',
      sourceUrl: 'https://example.com/penicillin',
      year: 2005,
      venue: { name: 'Milk & Honey', city: 'New York', state: 'NY', country: 'USA' },
    });
  });

  it('takes only web links as the source, and a venue name with any venue location', () => {
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('example.com')).toBe(false);
    expect(errorsOf({ name: 'A', ingredients: [line()], attribution: { sourceUrl: 'javascript:alert(1)' } })).toEqual([
      { path: 'attribution.sourceUrl', message: 'Enter a link starting with http:// or https://' },
    ]);
    expect(errorsOf({ name: 'A', ingredients: [line()], attribution: { venue: { name: '', city: 'Paris' } } })).toEqual([
      { path: 'attribution.venue.name', message: 'Enter the venue name' },
    ]);
  });
});

describe('the duplicate-name check', () => {
  it('starts at 3 characters and ignores case and accents', () => {
    expect(duplicateCheckKey('Ne')).toBeNull();
    expect(duplicateCheckKey('  Neg ')).toBe('neg');
    expect(duplicateCheckKey('Frappé')).toBe(duplicateCheckKey('FRAPPE'));
    expect(COCKTAIL_MESSAGES.duplicateName).toBe(
      "A cocktail with this name already exists. Consider adding a variation tag or confirming it's distinct.",
    );
  });
});

describe('new ingredients', () => {
  it('need a category: "Please provide a category"', () => {
    const result = newIngredientSchema.safeParse({ name: 'Yuzu Kosho', category: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Please provide a category']);
  });

  it('take one of the ingredient categories and an optional description', () => {
    expect(newIngredientSchema.parse({ name: ' Yuzu Kosho ', category: 'Spice', description: '' })).toEqual({
      name: 'Yuzu Kosho',
      category: 'spice',
      description: null,
    });
  });
});

describe('custom ingredients', () => {
  it('need a name, a category and a yield amount: "Please fill in all required fields"', () => {
    const result = checkCustomIngredient({ name: '', category: '', components: [{ amount: -1, ingredient: '' }] });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'name', message: 'Please fill in all required fields' },
      { path: 'category', message: 'Please fill in all required fields' },
      { path: 'yieldAmount', message: 'Please fill in all required fields' },
      { path: 'components.0.amount', message: 'Amounts must be numbers of 0 or more' },
      { path: 'components.0.ingredient', message: 'Enter the ingredient name' },
    ]);
  });

  it('bound their yield and component amounts as recipe amounts are', () => {
    const base = { name: 'Honey Syrup', category: 'Syrup' };
    for (const yieldAmount of [1e308, Number.MAX_VALUE, 1e-300, -1e308, -0]) {
      const result = checkCustomIngredient({ ...base, yieldAmount });
      expect(result.ok, String(yieldAmount)).toBe(false);
      expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(['yieldAmount']);
    }
    const components = checkCustomIngredient({ ...base, yieldAmount: 1, components: [{ amount: 1e308, ingredient: 'Honey' }] });
    expect(components.ok ? [] : components.errors).toEqual([{ path: 'components.0.amount', message: 'Amounts must be at most 10,000' }]);
  });

  it('keep their components with the custom-ingredient units, oz by default', () => {
    const result = checkCustomIngredient({
      name: 'Honey Syrup',
      category: 'syrup',
      yieldAmount: 16,
      components: [
        { amount: 8, unit: 'oz', ingredient: 'Honey' },
        { amount: 1, ingredient: 'Water' },
      ],
    });
    expect(result.ok && result.value).toMatchObject({ name: 'Honey Syrup', category: 'Syrup', yieldAmount: 16, yieldUnit: 'oz' });
    expect(result.ok && result.value.components).toEqual([
      { amount: 8, unit: 'oz', ingredient: 'Honey' },
      { amount: 1, unit: 'oz', ingredient: 'Water' },
    ]);
    expect(
      checkCustomIngredient({ name: 'X', category: 'Syrup', yieldAmount: 1, components: [{ amount: 1, unit: 'dash', ingredient: 'Y' }] })
        .ok,
    ).toBe(false);
  });

  it('go into a recipe with the ingredient category closest to theirs', () => {
    expect(ingredientCategoryOfCustom('Syrup')).toBe('syrup');
    expect(ingredientCategoryOfCustom('Cordial')).toBe('syrup');
    expect(ingredientCategoryOfCustom('Tincture')).toBe('bitters');
    expect(ingredientCategoryOfCustom('Mix')).toBe('mixer');
    expect(ingredientCategoryOfCustom('Foam')).toBe('other');
  });
});

describe('ingredient-name suggestions', () => {
  it('start at 2 typed characters', () => {
    expect(ingredientNameSuggestions('g', ['Gin'])).toEqual([]);
    expect(ingredientNameSuggestions('gi', [])).toContain('Gin');
  });

  it('merge the database with the built-in list, each name once whatever its case, best matches first, at most 10', () => {
    const suggestions = ingredientNameSuggestions('lime', ['lime juice', 'Kaffir Lime Leaf', 'Sublime Syrup']);
    expect(suggestions.slice(0, 3)).toEqual(['Lime', 'lime juice', 'Kaffir Lime Leaf']);
    expect(suggestions.filter((name) => name.toLowerCase() === 'lime juice')).toHaveLength(1);
    expect(suggestions.indexOf('Sublime Syrup')).toBeGreaterThan(suggestions.indexOf('Kaffir Lime Leaf'));
    expect(ingredientNameSuggestions('r', [])).toEqual([]);
    expect(ingredientNameSuggestions('ru', []).length).toBeLessThanOrEqual(10);
  });

  it('ignore accents', () => {
    expect(ingredientNameSuggestions('cachaca', [])).toEqual(['Cachaça']);
  });
});
