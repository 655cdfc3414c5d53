import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COCKTAIL_CATEGORIES, COCKTAIL_UNITS, GLASSWARE, INGREDIENT_CATEGORIES } from '../../common/constants';
import {
  categoriesOf,
  classicEraOf,
  cleanText,
  isMocktailOf,
  normalizeBarAssistant,
  normalizeCocktail,
  normalizeGlass,
  normalizeIngredientCategory,
  normalizeMeasure,
  sourceUrlOf,
  type BarAssistantCocktail,
  type BarAssistantIngredient,
  type BarAssistantIngredientLine,
} from './bar-assistant';

function line(overrides: Partial<BarAssistantIngredientLine> = {}): BarAssistantIngredientLine {
  return {
    _id: 'gin',
    name: 'Gin',
    strength: 40,
    category: 'Spirits',
    amount: 60,
    amount_max: null,
    units: 'ml',
    optional: false,
    note: null,
    sort: 1,
    substitutes: [],
    ...overrides,
  };
}

function cocktail(overrides: Partial<BarAssistantCocktail> = {}): BarAssistantCocktail {
  return {
    _id: 'test-sour',
    name: 'Test Sour',
    instructions: '1. Shake\n2. Strain',
    source: 'https://example.com/test-sour',
    garnish: 'Lemon twist',
    abv: 20,
    tags: [],
    glass: 'Coupe',
    method: 'Shake',
    created_at: '2024-08-28T13:52:51+00:00',
    ingredients: [line()],
    ...overrides,
  };
}

describe('units', () => {
  it('keeps ml, oz and cl with their amounts, 22.5 ml staying 22.5', () => {
    expect(normalizeMeasure('ml', 22.5)).toEqual({ amount: 22.5, unit: 'ml', note: null });
    expect(normalizeMeasure('ml', 7.5)).toEqual({ amount: 7.5, unit: 'ml', note: null });
    expect(normalizeMeasure('oz', 0.75)).toEqual({ amount: 0.75, unit: 'oz', note: null });
    expect(normalizeMeasure('cl', 3)).toEqual({ amount: 3, unit: 'cl', note: null });
  });

  it('reads numeric strings as numbers', () => {
    expect(normalizeMeasure('ml', '52.5').amount).toBe(52.5);
    expect(normalizeMeasure('ml', null).amount).toBeNull();
  });

  it('folds dash, dashes and Dash into "dash"', () => {
    for (const unit of ['dash', 'dashes', 'Dash', 'Dashes']) expect(normalizeMeasure(unit, 2).unit).toBe('dash');
  });

  it('folds barspoon and Barspoon into "barspoon"', () => {
    expect(normalizeMeasure('barspoon', 1).unit).toBe('barspoon');
    expect(normalizeMeasure('Barspoon', 1).unit).toBe('barspoon');
  });

  it('turns teaspoons into tsp and tablespoons into tbsp', () => {
    expect(normalizeMeasure('teaspoon', 1).unit).toBe('tsp');
    expect(normalizeMeasure('tsp', 2).unit).toBe('tsp');
    expect(normalizeMeasure('tablespoon', 1).unit).toBe('tbsp');
    expect(normalizeMeasure('tablespoons', 3)).toEqual({ amount: 3, unit: 'tbsp', note: null });
  });

  it('turns every top-up spelling with its placeholder amount into "Top with" without an amount', () => {
    for (const unit of ['topup', 'Topup', 'top', 'Top up']) {
      expect(normalizeMeasure(unit, 1)).toEqual({ amount: null, unit: 'Top with', note: null });
    }
  });

  it('keeps a top-up that gives a real volume (the Whisky Highball 120) as that volume in ml', () => {
    expect(normalizeMeasure('topup', 120)).toEqual({ amount: 120, unit: 'ml', note: 'top up' });
  });

  it('keeps units outside our list lower-case and singular', () => {
    expect(normalizeMeasure('sprigs', 6).unit).toBe('sprig');
    expect(normalizeMeasure('sprig', 1).unit).toBe('sprig');
    expect(normalizeMeasure('Slices', 5).unit).toBe('slice');
    expect(normalizeMeasure('leaves', 10).unit).toBe('leaf');
    expect(normalizeMeasure('wedges', 3).unit).toBe('wedge');
    expect(normalizeMeasure('drops', 2).unit).toBe('drop');
    expect(normalizeMeasure('scoops', 3).unit).toBe('scoop');
    expect(normalizeMeasure('beans', 5).unit).toBe('bean');
    for (const unit of ['whole', 'pinch', 'splash', 'part', 'g', 'peel', 'cube', 'yolk', 'bottle', 'capsule', 'inch', 'float']) {
      expect(normalizeMeasure(unit, 1)).toEqual({ amount: 1, unit, note: null });
    }
  });

  it('turns a number or a word that is no unit into "qty", keeping the word as a note', () => {
    expect(normalizeMeasure('1', 1)).toEqual({ amount: 1, unit: 'qty', note: null });
    expect(normalizeMeasure('strong', 1)).toEqual({ amount: 1, unit: 'qty', note: 'strong' });
    expect(normalizeMeasure('hand-whipped', 1)).toEqual({ amount: 1, unit: 'qty', note: 'hand-whipped' });
    expect(normalizeMeasure(null, 2)).toEqual({ amount: 2, unit: 'qty', note: null });
  });
});

describe('ingredient lines', () => {
  it('keep the note and the optional flag, adding the upper amount and the substitutes to the note', () => {
    const [result] = normalizeCocktail(
      cocktail({
        ingredients: [
          line({
            note: 'preferably Plymouth',
            optional: true,
            amount: 45,
            amount_max: 60,
            substitutes: [{ _id: 'old-tom-gin', name: 'Old Tom Gin' }],
          }),
        ],
      }),
    ).ingredients;
    expect(result).toEqual({
      ingredient: 'gin',
      amount: 45,
      unit: 'ml',
      note: 'preferably Plymouth; to 60 ml; or Old Tom Gin',
      optional: true,
      orderIndex: 1,
    });
  });

  it('are numbered from 1 in the order of the recipe', () => {
    const result = normalizeCocktail(
      cocktail({
        ingredients: [
          line({ name: 'Lime juice', sort: 2 }),
          line({ name: 'Gin', sort: 1 }),
          line({ name: 'Sugar', sort: 3, units: 'tsp', amount: 1 }),
        ],
      }),
    );
    expect(result.ingredients.map((item) => [item.orderIndex, item.ingredient])).toEqual([
      [1, 'gin'],
      [2, 'lime juice'],
      [3, 'sugar'],
    ]);
    expect(result.ingredientsSearch).toBe('gin lime juice sugar');
  });
});

describe('glasses', () => {
  it.each([
    ['Lowball', 'Rocks'],
    ['Highball', 'Highball'],
    ['Coupe', 'Coupe'],
    ['Cocktail', 'Martini'],
    ['Wine', 'Wine'],
    ['Shot', 'Shot'],
    ['Glass mug', 'Mug'],
    ['Copper mug', 'Mug'],
    ['Margarita', 'Coupe'],
  ])('%s becomes %s', (glass, expected) => {
    expect(normalizeGlass(glass)).toBe(expected);
    expect(GLASSWARE).toContain(expected);
  });

  it.each(['Nick and Nora', 'Hurricane', 'Champagne', 'Fizzio', 'Julep', 'Tiki'])('%s keeps its name', (glass) => {
    expect(normalizeGlass(glass)).toBe(glass);
  });

  it('a missing glass is the spec default "Cocktail Glass"', () => {
    expect(normalizeGlass(null)).toBe('Cocktail Glass');
    expect(normalizeGlass('  ')).toBe('Cocktail Glass');
  });
});

describe('ingredient categories', () => {
  it.each([
    ['Spirits', 'Gin', 'spirit'],
    ['Liqueurs', 'Cointreau', 'liqueur'],
    ['Amaro', 'Amaro Nonino', 'liqueur'],
    ['Crème de', 'Crème de cassis', 'liqueur'],
    ['Juices', 'Lime juice', 'juice'],
    ['Syrups', 'Simple Syrup', 'syrup'],
    ['Bitters', 'Orange bitters', 'bitters'],
    ['Beverages', 'Club soda', 'mixer'],
    ['Spices', 'Clove', 'spice'],
    ['Fruits and vegetables', 'Lime', 'fruit'],
    ['Fortified wine', 'Dry Vermouth', 'other'],
    ['Wines', 'Prosecco', 'other'],
    ['Uncategorized', 'Saline solution', 'other'],
  ])('%s (%s) becomes %s', (category, name, expected) => {
    expect(normalizeIngredientCategory(category, name)).toBe(expected);
  });

  it.each([
    ['Fruits and vegetables', 'Mint', 'herb'],
    ['Fruits and vegetables', 'Basil', 'herb'],
    ['Fruits and vegetables', 'Cilantro', 'herb'],
    ['Fruits and vegetables', 'Cucumber', 'vegetable'],
    ['Fruits and vegetables', 'Chilli Pepper', 'vegetable'],
    ['Uncategorized', 'Cream', 'dairy'],
    ['Uncategorized', 'Egg White', 'dairy'],
    ['Uncategorized', 'Egg', 'dairy'],
    ['Uncategorized', 'Ice cream', 'dairy'],
    ['Uncategorized', 'Coconut Cream', 'other'],
    ['Uncategorized', 'Pineapple Syrup', 'syrup'],
    ['Beverages', 'Espresso', 'coffee'],
    ['Beverages', 'Coffee', 'coffee'],
    ['Beverages', 'Earl Grey tea', 'tea'],
    ['Juices', 'Grapefruit soda', 'mixer'],
  ])('a broad bucket is refined by an obvious name: %s (%s) becomes %s', (category, name, expected) => {
    expect(normalizeIngredientCategory(category, name)).toBe(expected);
  });

  it('a named product in a precise bucket keeps the bucket', () => {
    expect(normalizeIngredientCategory('Liqueurs', 'Coffee liqueur')).toBe('liqueur');
    expect(normalizeIngredientCategory('Liqueurs', 'Baileys Irish Cream')).toBe('liqueur');
  });

  it('an unknown or missing bucket is "other"', () => {
    expect(normalizeIngredientCategory('Something new', 'Thing')).toBe('other');
    expect(normalizeIngredientCategory(null, 'Thing')).toBe('other');
  });
});

describe('era', () => {
  it('IBA unforgettables and classics are Classic', () => {
    expect(classicEraOf(['IBA Cocktail', 'The Unforgettables'])).toBe('Classic');
    expect(classicEraOf(['IBA Cocktail'])).toBe('Classic');
    expect(classicEraOf(['Classics', 'Sour'])).toBe('Classic');
  });

  it('contemporary classics and new era drinks are Modern, even with the IBA tag', () => {
    expect(classicEraOf(['Contemporary Classics', 'IBA Cocktail'])).toBe('Modern');
    expect(classicEraOf(['IBA Cocktail', 'New Era Drinks'])).toBe('Modern');
    expect(classicEraOf(['Contemporary Classics'])).toBe('Modern');
  });

  it('other recipes have no era', () => {
    expect(classicEraOf(['Citrusy', 'Summer'])).toBeNull();
    expect(classicEraOf([])).toBeNull();
  });
});

describe('cocktail categories', () => {
  it('come from the era, the tags and the strength, once each, in the order of COCKTAIL_CATEGORIES', () => {
    expect(categoriesOf(['Sour', 'IBA Cocktail', 'The Unforgettables', 'Summer', 'Citrusy', 'Sweet', 'Bitter'], 32)).toEqual([
      'Classic',
      'Sour',
      'Sweet',
      'Bitter',
      'Refreshing',
      'Strong',
    ]);
  });

  it('map Tiki, Tropical and Caribbean to Tropical, Smokey to Smoky', () => {
    expect(categoriesOf(['Tiki', 'Caribbean', 'Tropical'], 20)).toEqual(['Tropical']);
    expect(categoriesOf(['Smokey'], 20)).toEqual(['Smoky']);
  });

  it('map Citrusy, Summer, Spritz, Cooler and Refreshing to Refreshing', () => {
    for (const tag of ['Citrusy', 'Summer', 'Spritz', 'Cooler', 'Refreshing']) expect(categoriesOf([tag], 20)).toEqual(['Refreshing']);
  });

  it('are Light from the tag or up to 10% abv, but not at 0%', () => {
    expect(categoriesOf(['Light'], 20)).toEqual(['Light']);
    expect(categoriesOf([], 10)).toEqual(['Light']);
    expect(categoriesOf([], 5.83)).toEqual(['Light']);
    expect(categoriesOf([], 10.5)).toEqual([]);
    expect(categoriesOf([], 0)).toEqual([]);
  });

  it('are Strong from 30% abv', () => {
    expect(categoriesOf([], 30)).toEqual(['Strong']);
    expect(categoriesOf([], 29.9)).toEqual([]);
  });

  it('ignore tags that are not our categories', () => {
    expect(categoriesOf(['Negroni', 'Herbacious', 'Fruity'], null)).toEqual([]);
  });

  it('include Modern from the era', () => {
    expect(categoriesOf(['IBA Cocktail', 'New Era Drinks'], 20)).toEqual(['Modern']);
  });
});

describe('mocktails', () => {
  it('are the recipes at 0% abv or tagged Virgin', () => {
    expect(isMocktailOf([], 0)).toBe(true);
    expect(isMocktailOf(['Virgin'], 5.83)).toBe(true);
    expect(isMocktailOf([], 12)).toBe(false);
    expect(isMocktailOf([], null)).toBe(false);
  });
});

describe('names and texts', () => {
  it('keep curly apostrophes, accents and № as written', () => {
    for (const name of ['Bee’s Knees', 'Dark ‘n’ stormy', 'Absinthe Frappé', 'Jägerita', 'Gemišt', 'Corpse Reviver №2']) {
      expect(normalizeCocktail(cocktail({ name })).name).toBe(name);
    }
  });

  it('turn non-breaking spaces into spaces and trim', () => {
    expect(cleanText('Gin\u00A0Basil Smash ')).toBe('Gin Basil Smash');
    expect(normalizeCocktail(cocktail({ name: ' Calvados\u00A0& Tonic' })).name).toBe('Calvados & Tonic');
  });

  it('search by the folded name', () => {
    const result = normalizeCocktail(cocktail({ name: 'Corpse Reviver №2' }));
    expect(result.nameSearch).toBe('corpse reviver no2');
    expect(normalizeCocktail(cocktail({ name: 'Bee’s Knees' })).nameSearch).toBe("bee's knees");
  });

  it('keep the garnish trimmed, null when empty', () => {
    expect(normalizeCocktail(cocktail({ garnish: ' Lime wedge\u00A0' })).garnish).toBe('Lime wedge');
    expect(normalizeCocktail(cocktail({ garnish: '' })).garnish).toBeNull();
    expect(normalizeCocktail(cocktail({ garnish: null })).garnish).toBeNull();
  });

  it('take the source as a URL only when it is one; other sources become a note', () => {
    expect(sourceUrlOf('https://iba-world.com/negroni/')).toBe('https://iba-world.com/negroni/');
    expect(sourceUrlOf('Mexico')).toBeNull();
    expect(sourceUrlOf('')).toBeNull();
    const book = normalizeCocktail(cocktail({ source: "Beachbum Berry's Grog Log" }));
    expect(book.sourceUrl).toBeNull();
    expect(book.notes).toBe("Source: Beachbum Berry's Grog Log");
  });
});

describe('a recipe', () => {
  it('maps every field onto our model', () => {
    const result = normalizeCocktail(
      cocktail({
        _id: 'negroni',
        name: 'Negroni',
        tags: ['IBA Cocktail', 'The Unforgettables', 'Bitter'],
        abv: 24.5,
        glass: 'Lowball',
        method: 'Stir',
      }),
    );
    expect(result).toMatchObject({
      importKey: 'bar-assistant:negroni',
      name: 'Negroni',
      nameSearch: 'negroni',
      directions: '1. Shake\n2. Strain',
      glassware: 'Rocks',
      garnish: 'Lemon twist',
      notes: null,
      classicEra: 'Classic',
      isMocktail: false,
      categories: ['Classic', 'Bitter'],
      method: 'Stir',
      abv: 24.5,
      sourceUrl: 'https://example.com/test-sour',
      createdAt: new Date('2024-08-28T13:52:51Z'),
    });
  });
});

describe('the whole set', () => {
  it('adds ingredients only named in recipes, once per search key, and collects distinct garnishes', () => {
    const ingredients: BarAssistantIngredient[] = [{ _id: 'gin', name: 'Gin', strength: 40, category: 'Spirits', origin: 'Worldwide' }];
    const result = normalizeBarAssistant(
      [
        cocktail({
          _id: 'a',
          garnish: 'Lime wedge',
          ingredients: [line(), line({ name: 'Crème de cassis', category: 'Crème de', strength: 25, sort: 2 })],
        }),
        cocktail({
          _id: 'b',
          garnish: 'lime  wedge',
          ingredients: [line({ name: 'GIN' }), line({ name: 'Creme de Cassis', category: 'Crème de', sort: 2 })],
        }),
        // Sentences: the recipe keeps them, the suggestions take the short name or nothing.
        cocktail({ _id: 'c', garnish: 'Garnish with a lime wedge.' }),
        cocktail({ _id: 'd', garnish: 'Squeeze oil from lemon peel onto the drink.' }),
      ],
      ingredients,
    );
    expect(result.ingredients).toEqual([
      { name: 'Gin', nameSearch: 'gin', category: 'spirit', abv: 40, origin: 'Worldwide' },
      { name: 'Crème de cassis', nameSearch: 'creme de cassis', category: 'liqueur', abv: 25, origin: null },
    ]);
    expect(result.garnishes).toEqual([{ name: 'Lime wedge', nameSearch: 'lime wedge' }]);
    expect(result.cocktails[3].garnish).toBe('Squeeze oil from lemon peel onto the drink.');
  });

  it('maps the published data onto our lists', () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`./data/bar-assistant/${file}`, import.meta.url), 'utf8'));
    const result = normalizeBarAssistant(read('cocktails.json'), read('ingredients.json'));
    expect(result.cocktails).toHaveLength(306);
    expect(result.ingredients).toHaveLength(192);
    expect(new Set(result.cocktails.map((item) => item.importKey)).size).toBe(306);
    const ingredientKeys = new Set(result.ingredients.map((item) => item.nameSearch));
    const lines = result.cocktails.flatMap((item) => item.ingredients);
    expect(lines).toHaveLength(1302);
    for (const item of lines) {
      expect(item.unit).not.toBe('');
      expect(ingredientKeys.has(item.ingredient)).toBe(true);
      if (item.unit === 'Top with') expect(item.amount).toBeNull();
    }
    const units = new Set(lines.map((item) => item.unit));
    for (const unit of ['ml', 'oz', 'dash', 'barspoon', 'tsp', 'tbsp', 'Top with', 'qty']) expect(units).toContain(unit);
    expect(
      [...units].filter((unit) => !(COCKTAIL_UNITS as readonly string[]).includes(unit)).every((unit) => unit === unit.toLowerCase()),
    ).toBe(true);
    for (const item of result.ingredients) expect(INGREDIENT_CATEGORIES).toContain(item.category);
    for (const item of result.cocktails) for (const category of item.categories) expect(COCKTAIL_CATEGORIES).toContain(category);
    expect(result.cocktails.filter((item) => item.isMocktail)).toHaveLength(6);
    expect(result.cocktails.filter((item) => item.glassware === 'Cocktail Glass')).toHaveLength(1);
    expect(result.cocktails.some((item) => /\u00A0/.test(item.name))).toBe(false);
  });
});
