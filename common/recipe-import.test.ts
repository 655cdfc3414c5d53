import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeCocktail, type BarAssistantCocktail } from '../prisma/seed/bar-assistant';
import { checkCocktailInput } from './cocktail-rules';
import {
  claimedBy,
  draftInput,
  exportCsv,
  exportDocument,
  IMPORT_MAX_RECIPES,
  IMPORT_MESSAGES,
  parseRecipeFile,
  recipeIdentity,
  type ExportedCocktail,
} from './recipe-import';

const daiquiri: ExportedCocktail = {
  name: 'Daiquiri',
  directions: 'Shake with ice, strain into a chilled coupe.',
  glassware: 'Coupe',
  garnish: 'Lime wheel',
  categories: ['Classic', 'Sour'],
  classicEra: 'Classic',
  isMocktail: false,
  visibility: 'private',
  method: 'shaken',
  originalCreatorName: 'Jennings Cox',
  sourceUrl: 'https://example.com/daiquiri',
  year: 1900,
  ingredients: [
    { amount: 2, unit: 'oz', ingredient: 'White rum', brand: 'Havana Club 3', note: null, category: 'spirit', abv: 40 },
    { amount: 0.75, unit: 'oz', ingredient: 'Lime juice', brand: null, note: null, category: 'juice', abv: 0 },
    { amount: 0.75, unit: 'oz', ingredient: 'Simple syrup', brand: null, note: 'rich, 2:1', category: 'syrup', abv: 0 },
    { amount: null, unit: 'qty', ingredient: 'Sugar', brand: null, note: 'to taste', category: 'other', abv: 0 },
  ],
};

describe('the Repour export (version 1)', () => {
  it('reads back as the same recipes: an export imported again recreates them', () => {
    const document = exportDocument([daiquiri], new Date('2026-11-29T12:00:00Z'), 7);
    expect(document).toMatchObject({ format: 'repour.cocktails', version: 1, exportedAt: '2026-11-29T12:00:00.000Z' });
    const parsed = parseRecipeFile(JSON.stringify(document));
    expect(parsed.ok && parsed.format).toBe('repour');
    if (!parsed.ok) return;
    const [draft] = parsed.recipes;
    expect(draft).toMatchObject({ name: 'Daiquiri', visibility: 'private', method: 'shaken', year: 1900, glassware: 'Coupe' });
    expect(draft.ingredients.map((line) => [line.amount, line.unit, line.ingredient, line.brand, line.note, line.changed])).toEqual([
      [2, 'oz', 'White rum', 'Havana Club 3', null, null],
      [0.75, 'oz', 'Lime juice', null, null, null],
      [0.75, 'oz', 'Simple syrup', null, 'rich, 2:1', null],
      [null, 'qty', 'Sugar', null, 'to taste', null],
    ]);
    // The create form's rules take it as it is, the amount-less line keeping no amount.
    const checked = checkCocktailInput(draftInput(draft), 'create', { keepMissingAmounts: true });
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value.ingredients![3]).toMatchObject({ amount: null, unit: 'qty', note: 'to taste' });
  });

  it('keeps optional lines, "I am the creator" and the venue where it was created through the round trip', () => {
    const own: ExportedCocktail = {
      ...daiquiri,
      name: 'House Daiquiri',
      iAmCreator: true,
      originalCreatorName: null,
      sourceUrl: null,
      year: 2024,
      venue: { name: 'Tide Pool', city: 'Lisbon', state: null, country: 'Portugal' },
      ingredients: daiquiri.ingredients.map((line) => ({ ...line, optional: line.ingredient === 'Sugar' })),
    };
    const parsed = parseRecipeFile(JSON.stringify(exportDocument([own], new Date(), 7)));
    if (!parsed.ok) throw new Error(parsed.message);
    // "I am the creator" is the exporter's (member 7): theirs again on their own import, nobody else's.
    expect(claimedBy(parsed, 7).map((recipe) => recipe.iAmCreator)).toEqual([true]);
    expect(claimedBy(parsed, 8).map((recipe) => recipe.iAmCreator)).toEqual([false]);
    const [draft] = parsed.recipes;
    expect(draft).toMatchObject({ iAmCreator: true, venue: { name: 'Tide Pool', city: 'Lisbon', state: null, country: 'Portugal' } });
    expect(draft.ingredients.map((line) => line.optional)).toEqual([false, false, false, true]);
    const checked = checkCocktailInput(draftInput(draft), 'create', { keepMissingAmounts: true });
    if (!checked.ok) throw new Error(checked.errors[0].message);
    expect(checked.value.attribution).toEqual({
      iAmCreator: true,
      originalCreatorName: null,
      sourceUrl: null,
      year: 2024,
      venue: { name: 'Tide Pool', city: 'Lisbon', state: null, country: 'Portugal' },
    });
    expect(checked.value.ingredients!.map((line) => line.optional)).toEqual([false, false, false, true]);
  });

  it('reads a file written before lines said optional and before "I am the creator" and the venue as it always did', () => {
    const parsed = parseRecipeFile(JSON.stringify(exportDocument([daiquiri], new Date(), 7)));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.recipes[0]).toMatchObject({ iAmCreator: false, venue: null, originalCreatorName: 'Jennings Cox' });
    expect(parsed.recipes[0].ingredients.every((line) => line.optional === false)).toBe(true);
  });

  it('refuses a newer version, a file of the wrong shape, and more recipes than the cap, in words', () => {
    expect(parseRecipeFile(JSON.stringify({ format: 'repour.cocktails', version: 2, cocktails: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.version,
    });
    const broken = parseRecipeFile(
      JSON.stringify({ format: 'repour.cocktails', version: 1, cocktails: [{ name: 'X', ingredients: [{ amount: 'two' }] }] }),
    );
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/^The file does not read as recipes \(recipe 1, ingredients\.0\.amount: /);
    const many = exportDocument(
      Array.from({ length: IMPORT_MAX_RECIPES + 1 }, () => daiquiri),
      new Date(),
      7,
    );
    expect(parseRecipeFile(JSON.stringify(many))).toEqual({ ok: false, message: 'A file can hold at most 200 recipes' });
  });
});

describe('files that are not recipes', () => {
  it.each([
    ['', IMPORT_MESSAGES.empty],
    ['name,amount\nGin,2', IMPORT_MESSAGES.notJson],
    ['{"hello": "world"}', IMPORT_MESSAGES.unknownFormat],
    ['[1, 2, 3]', IMPORT_MESSAGES.unknownFormat],
    ['<html><body>No recipe here</body></html>', IMPORT_MESSAGES.unknownFormat],
  ])('%j is refused', (content, message) => {
    expect(parseRecipeFile(content)).toEqual({ ok: false, message });
  });

  it('a file over 1 MB is refused before it is read', () => {
    expect(parseRecipeFile('{}', 1_000_001)).toEqual({ ok: false, message: 'A file can be at most 1 MB' });
  });
});

describe('Bar Assistant’s recipes', () => {
  const published = JSON.parse(
    readFileSync(new URL('../prisma/seed/data/bar-assistant/cocktails.json', import.meta.url), 'utf8'),
  ) as unknown[];

  it('reads a published recipe with its units normalised and its categories mapped', () => {
    const parsed = parseRecipeFile(JSON.stringify(published.slice(0, 1)));
    expect(parsed.ok && parsed.format).toBe('bar-assistant');
    if (!parsed.ok) return;
    expect(parsed.recipes[0]).toMatchObject({ name: '1934 Cosmo', glassware: 'Coupe', method: 'Shake' });
    expect(parsed.recipes[0].ingredients[0]).toMatchObject({
      amount: 60,
      unit: 'ml',
      ingredient: 'Gin',
      category: 'spirit',
      written: '60 ml Gin',
    });
  });

  it('keeps the lines a recipe marks optional, as the demo seed reads them (27 of the 306 have one)', () => {
    const withOptional = published.filter((recipe) => (recipe as BarAssistantCocktail).ingredients.some((line) => line.optional));
    expect(withOptional).toHaveLength(27);
    for (let start = 0; start < published.length; start += IMPORT_MAX_RECIPES) {
      const chunk = published.slice(start, start + IMPORT_MAX_RECIPES);
      const parsed = parseRecipeFile(JSON.stringify(chunk));
      if (!parsed.ok) throw new Error(parsed.message);
      expect(parsed.recipes.map((draft) => [draft.name, draft.ingredients.map((line) => line.optional)])).toEqual(
        chunk.map((recipe) => {
          const seeded = normalizeCocktail(recipe as BarAssistantCocktail);
          return [seeded.name, seeded.ingredients.map((line) => line.optional)];
        }),
      );
    }
    // And the create form's rules keep them for the write.
    const parsed = parseRecipeFile(JSON.stringify(withOptional.slice(0, 1)));
    if (!parsed.ok) throw new Error(parsed.message);
    const checked = checkCocktailInput(draftInput(parsed.recipes[0]), 'create', { keepMissingAmounts: true });
    if (!checked.ok) throw new Error(checked.errors[0].message);
    expect(checked.value.ingredients!.some((line) => line.optional)).toBe(true);
  });

  it('reads one recipe alone, and a { cocktails } list', () => {
    expect(parseRecipeFile(JSON.stringify(published[0])).ok).toBe(true);
    expect(parseRecipeFile(JSON.stringify({ cocktails: published.slice(0, 3) }))).toMatchObject({ ok: true, recipes: { length: 3 } });
  });

  it('the published recipes pass the create form’s rules once read, but for a garnish over its limit', () => {
    const parsed = parseRecipeFile(JSON.stringify(published.slice(0, 200)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const refused = parsed.recipes.filter((draft) => !checkCocktailInput(draftInput(draft), 'create', { keepMissingAmounts: true }).ok);
    // The Brandy Crusta's garnish is a paragraph: the form would refuse it too, and the preview says why.
    expect(refused.map((draft) => draft.name)).toEqual(['Brandy Crusta']);
  });
});

describe('schema.org Recipe JSON-LD', () => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Old Fashioned',
    author: { '@type': 'Person', name: 'A. Writer' },
    url: 'https://recipes.example/old-fashioned',
    recipeCategory: 'Cocktail',
    keywords: 'classic, strong',
    recipeIngredient: [
      '2 ounces bourbon',
      '1 teaspoon sugar',
      '3 dashes Angostura bitters',
      '1 1/2 oz. water',
      'Orange peel, for garnish',
      '8 cloves',
    ],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Muddle the sugar with the bitters and water.' },
      { '@type': 'HowToStep', text: 'Add the bourbon and ice; stir.' },
    ],
  };

  it('reads the lines, the steps, the author and the link', () => {
    const parsed = parseRecipeFile(JSON.stringify(recipe));
    expect(parsed.ok && parsed.format).toBe('schema-org');
    if (!parsed.ok) return;
    const [draft] = parsed.recipes;
    expect(draft).toMatchObject({
      name: 'Old Fashioned',
      originalCreatorName: 'A. Writer',
      sourceUrl: 'https://recipes.example/old-fashioned',
      categories: ['Classic', 'Strong'],
      // Muddling is a step; the method is the stir that follows.
      method: 'stirred',
      directions: '1. Muddle the sugar with the bitters and water.\n2. Add the bourbon and ice; stir.',
    });
    expect(draft.ingredients.map((line) => [line.amount, line.unit, line.ingredient, line.note])).toEqual([
      [2, 'oz', 'bourbon', null],
      [1, 'tsp', 'sugar', null],
      [3, 'dash', 'Angostura bitters', null],
      [1.5, 'oz', 'water', null],
      [null, 'qty', 'Orange peel', 'for garnish'],
      [8, 'qty', 'cloves', null],
    ]);
  });

  it('finds the recipe in a saved web page and in an @graph', () => {
    const page = `<html><head><script type="application/ld+json">${JSON.stringify({ '@graph': [{ '@type': 'WebPage' }, recipe] })}</script></head></html>`;
    expect(parseRecipeFile(page)).toMatchObject({ ok: true, format: 'schema-org', recipes: [{ name: 'Old Fashioned' }] });
  });
});

describe('the same recipe', () => {
  it('is the same name and lines, case and accents aside', () => {
    const lines = [{ ingredient: 'Crème de cassis', amount: 15, unit: 'ml' }];
    expect(recipeIdentity({ name: 'Kir', lines })).toBe(
      recipeIdentity({ name: 'KIR', lines: [{ ...lines[0], ingredient: 'creme de cassis' }] }),
    );
    expect(recipeIdentity({ name: 'Kir', lines })).not.toBe(recipeIdentity({ name: 'Kir', lines: [{ ...lines[0], amount: 20 }] }));
  });
});

describe('the CSV export', () => {
  it('has a header and one row per cocktail, quoted where needed, with formulas defused', () => {
    const csv = exportCsv([{ ...daiquiri, notes: '=HYPERLINK("x")', description: 'Rum, lime, "sugar"' }]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'name,method,glassware,garnish,categories,classic_era,is_mocktail,visibility,estimated_abv,final_volume_ml,ingredients,directions,description,notes,original_creator,source_url,year',
    );
    expect(row).toContain('2 oz White rum (Havana Club 3) | 0.75 oz Lime juice | 0.75 oz Simple syrup; rich, 2:1 | Sugar; to taste');
    expect(row).toContain('"Rum, lime, ""sugar"""');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
