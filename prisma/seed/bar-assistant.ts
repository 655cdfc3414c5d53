// The Bar Assistant recipe set (data/bar-assistant, MIT) mapped onto our model. Pure functions only:
// the seed (./index.ts) reads the JSON, calls normalizeBarAssistant() and writes the result.
// data/bar-assistant/SOURCE.md lists the quirks handled here.
import {
  COCKTAIL_CATEGORIES,
  DEFAULT_GLASSWARE,
  type CocktailCategory,
  type Glassware,
  type IngredientCategory,
} from '../../common/constants';
import { normalizeMeasure as normalizeCommonMeasure, type NormalizedMeasure as CommonMeasure } from '../../common/recipe-units';
import { garnishSuggestionOf } from '../../common/garnish';
import { cocktailIngredientsSearchText, toSearchText } from '../../common/search-text';

// ---------------------------------------------------------------------------
// The published shape (only the fields we read)
// ---------------------------------------------------------------------------

export interface BarAssistantSubstitute {
  _id: string;
  name: string;
}

export interface BarAssistantIngredientLine {
  _id: string;
  name: string;
  strength: number | null;
  category: string | null;
  amount: number | string | null;
  amount_max: number | string | null;
  units: string | null;
  optional: boolean | null;
  note: string | null;
  sort: number;
  substitutes?: BarAssistantSubstitute[];
}

export interface BarAssistantCocktail {
  _id: string;
  name: string;
  instructions: string | null;
  source: string | null;
  garnish: string | null;
  abv: number | null;
  tags: string[];
  glass: string | null;
  method: string | null;
  created_at?: string | null;
  ingredients: BarAssistantIngredientLine[];
}

export interface BarAssistantIngredient {
  _id: string;
  name: string;
  strength: number | null;
  category: string | null;
  origin: string | null;
}

// ---------------------------------------------------------------------------
// What the seed writes
// ---------------------------------------------------------------------------

export interface ImportedIngredient {
  name: string;
  /** toSearchText(name): the key recipes and the database match ingredients by. */
  nameSearch: string;
  category: IngredientCategory;
  abv: number | null;
  origin: string | null;
}

export interface ImportedIngredientLine {
  /** nameSearch of the ingredient. */
  ingredient: string;
  amount: number | null;
  unit: string;
  note: string | null;
  optional: boolean;
  /** 1-based. */
  orderIndex: number;
}

export interface ImportedCocktail {
  importKey: string;
  name: string;
  nameSearch: string;
  ingredientsSearch: string;
  directions: string | null;
  glassware: string;
  garnish: string | null;
  notes: string | null;
  classicEra: 'Classic' | 'Modern' | null;
  isMocktail: boolean;
  categories: CocktailCategory[];
  method: string | null;
  abv: number | null;
  sourceUrl: string | null;
  /** When Bar Assistant added the recipe, so imported recipes sort before anything members add. */
  createdAt: Date | null;
  ingredients: ImportedIngredientLine[];
}

export interface ImportedGarnish {
  name: string;
  nameSearch: string;
}

export interface BarAssistantImport {
  cocktails: ImportedCocktail[];
  ingredients: ImportedIngredient[];
  garnishes: ImportedGarnish[];
}

export const IMPORT_KEY_PREFIX = 'bar-assistant:';

// ---------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------

/** Trims and turns non-breaking (and other odd) spaces into plain ones; curly quotes, accents and № stay as written. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u00A0\u2007\u202F\u2009\u200A\u3000]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function orNull(text: string | null | undefined): string | null {
  const cleaned = cleanText(text);
  return cleaned === '' ? null : cleaned;
}

/** The source when it is a web address; other sources (a book, a bar) are kept as a note instead. */
export function sourceUrlOf(source: string | null | undefined): string | null {
  const text = cleanText(source);
  return /^https?:\/\/\S+$/i.test(text) ? text : null;
}

function sourceNoteOf(source: string | null | undefined): string | null {
  const text = cleanText(source);
  return text && !sourceUrlOf(text) ? `Source: ${text}` : null;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

// ---------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------

export type NormalizedMeasure = Omit<CommonMeasure, 'changed'>;

/**
 * One line's measure in our units: common/recipe-units.ts's normalizeMeasure, the one reading of units
 * that the member's import uses too (a top-up's placeholder amount dropped, no unit a count).
 */
export function normalizeMeasure(units: string | null | undefined, rawAmount: number | string | null | undefined): NormalizedMeasure {
  const { amount, unit, note } = normalizeCommonMeasure(units, toNumber(rawAmount));
  return { amount, unit, note };
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

export function lineNote(line: BarAssistantIngredientLine, measure: NormalizedMeasure): string | null {
  const parts: string[] = [];
  const note = orNull(line.note);
  if (measure.note) parts.push(measure.note);
  if (note) parts.push(note);
  const amountMax = toNumber(line.amount_max);
  if (amountMax !== null) {
    const unit = measure.unit === 'Top with' || measure.unit === 'qty' ? '' : ` ${measure.unit}`;
    parts.push(`to ${formatAmount(amountMax)}${unit}`);
  }
  const substitutes = (line.substitutes ?? []).map((substitute) => cleanText(substitute.name)).filter(Boolean);
  if (substitutes.length > 0) parts.push(`or ${substitutes.join(' or ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

// ---------------------------------------------------------------------------
// Glasses
// ---------------------------------------------------------------------------

const glassAliases: Record<string, Glassware> = {
  lowball: 'Rocks',
  rocks: 'Rocks',
  'old fashioned': 'Rocks',
  highball: 'Highball',
  collins: 'Collins',
  coupe: 'Coupe',
  margarita: 'Coupe',
  cocktail: 'Martini',
  martini: 'Martini',
  wine: 'Wine',
  shot: 'Shot',
  mug: 'Mug',
  'glass mug': 'Mug',
  'copper mug': 'Mug',
};

/** Our glassware where it fits; a glass we have no word for (Nick and Nora, Hurricane...) keeps its name. */
export function normalizeGlass(glass: string | null | undefined): string {
  const name = cleanText(glass);
  if (name === '') return DEFAULT_GLASSWARE;
  return glassAliases[name.toLowerCase()] ?? name;
}

// ---------------------------------------------------------------------------
// Ingredient categories
// ---------------------------------------------------------------------------

const ingredientCategories: Record<string, IngredientCategory> = {
  spirits: 'spirit',
  liqueurs: 'liqueur',
  amaro: 'liqueur',
  'crème de': 'liqueur',
  'creme de': 'liqueur',
  juices: 'juice',
  syrups: 'syrup',
  bitters: 'bitters',
  beverages: 'mixer',
  spices: 'spice',
  'fruits and vegetables': 'fruit',
  'fortified wine': 'other',
  wines: 'other',
  uncategorized: 'other',
};

const herbs = /\b(mint|basil|cilantro|coriander leaves?|rosemary|thyme|sage|dill|lavender|tarragon|lemongrass|shiso)\b/i;
const vegetables = /\b(cucumber|chill?i|chile|jalapeño|jalapeno|pepper|celery|carrot|beet(root)?|tomato|rhubarb|fennel)\b/i;
const dairy = /\b(milk|butter|yogh?urt|egg|eggs|egg white|egg yolk|ice cream|(?<!coconut )cream)\b/i;
const coffee = /\b(coffee|espresso)\b/i;
const tea = /\b(tea|matcha|chai)\b/i;
const syrupNames = /\b(syrup|cordial)\b/i;
const mixers = /\b(soda|tonic|cola|ginger ale|ginger beer|lemonade)\b/i;

/**
 * Our ingredient category. The source's broad buckets ("Fruits and vegetables", "Uncategorized",
 * "Beverages"...) are refined by name where the name says it plainly; a named product in a precise bucket
 * (Coffee liqueur, Baileys Irish Cream) keeps the bucket.
 */
export function normalizeIngredientCategory(category: string | null | undefined, name: string): IngredientCategory {
  const bucket = cleanText(category).toLowerCase();
  const base = ingredientCategories[bucket] ?? 'other';
  switch (bucket) {
    case 'fruits and vegetables':
      if (herbs.test(name)) return 'herb';
      if (/\bginger\b/i.test(name)) return 'spice';
      if (vegetables.test(name)) return 'vegetable';
      return 'fruit';
    case 'juices':
      if (mixers.test(name)) return 'mixer';
      return syrupNames.test(name) ? 'syrup' : 'juice';
    case 'beverages':
    case 'fortified wine':
    case 'wines':
    case 'uncategorized':
    case '':
      if (coffee.test(name)) return 'coffee';
      if (tea.test(name)) return 'tea';
      if (dairy.test(name)) return 'dairy';
      if (herbs.test(name)) return 'herb';
      if (bucket === 'uncategorized' || bucket === '') {
        if (syrupNames.test(name)) return 'syrup';
        if (/\bpur[eé]e\b/i.test(name)) return 'fruit';
      }
      return base;
    default:
      return base;
  }
}

// ---------------------------------------------------------------------------
// Era, categories, mocktails
// ---------------------------------------------------------------------------

const classicTags = new Set(['iba cocktail', 'the unforgettables', 'classics']);
const modernTags = new Set(['contemporary classics', 'new era drinks']);

function tagSet(tags: readonly string[]): Set<string> {
  return new Set(tags.map((tag) => cleanText(tag).toLowerCase()));
}

/**
 * The IBA's "Contemporary Classics" and "New Era Drinks" are "Modern"; its "Unforgettables" and other
 * classics are "Classic". Every IBA recipe also carries "IBA Cocktail", so the specific list wins.
 */
export function classicEraOf(tags: readonly string[]): 'Classic' | 'Modern' | null {
  const set = tagSet(tags);
  if ([...modernTags].some((tag) => set.has(tag))) return 'Modern';
  if ([...classicTags].some((tag) => set.has(tag))) return 'Classic';
  return null;
}

const tagCategories: Record<string, CocktailCategory> = {
  sour: 'Sour',
  sweet: 'Sweet',
  bitter: 'Bitter',
  tiki: 'Tropical',
  tropical: 'Tropical',
  caribbean: 'Tropical',
  smokey: 'Smoky',
  smoky: 'Smoky',
  citrusy: 'Refreshing',
  summer: 'Refreshing',
  spritz: 'Refreshing',
  cooler: 'Refreshing',
  refreshing: 'Refreshing',
  light: 'Light',
  strong: 'Strong',
};

export const LIGHT_MAX_ABV = 10;
export const STRONG_MIN_ABV = 30;

/** Our cocktail categories, in the order of COCKTAIL_CATEGORIES, from the era, the tags and the strength. */
export function categoriesOf(tags: readonly string[], abv: number | null, era = classicEraOf(tags)): CocktailCategory[] {
  const found = new Set<CocktailCategory>();
  if (era) found.add(era);
  for (const tag of tagSet(tags)) {
    const category = tagCategories[tag];
    if (category) found.add(category);
  }
  if (abv !== null && abv > 0 && abv <= LIGHT_MAX_ABV) found.add('Light');
  if (abv !== null && abv >= STRONG_MIN_ABV) found.add('Strong');
  return COCKTAIL_CATEGORIES.filter((category) => found.has(category));
}

export function isMocktailOf(tags: readonly string[], abv: number | null): boolean {
  return abv === 0 || tagSet(tags).has('virgin');
}

// ---------------------------------------------------------------------------
// The whole set
// ---------------------------------------------------------------------------

function ingredientFrom(name: string, strength: number | null, category: string | null, origin: string | null): ImportedIngredient {
  return {
    name,
    nameSearch: toSearchText(name),
    category: normalizeIngredientCategory(category, name),
    abv: toNumber(strength),
    origin: orNull(origin),
  };
}

export function normalizeCocktail(cocktail: BarAssistantCocktail): ImportedCocktail {
  const name = cleanText(cocktail.name);
  const abv = toNumber(cocktail.abv);
  const classicEra = classicEraOf(cocktail.tags ?? []);
  const lines = [...cocktail.ingredients].sort((a, b) => a.sort - b.sort);
  const ingredientNames = lines.map((line) => cleanText(line.name));
  const createdAt = cocktail.created_at ? new Date(cocktail.created_at) : null;
  return {
    importKey: `${IMPORT_KEY_PREFIX}${cocktail._id}`,
    name,
    nameSearch: toSearchText(name),
    ingredientsSearch: cocktailIngredientsSearchText(ingredientNames),
    directions: orNull(cocktail.instructions),
    glassware: normalizeGlass(cocktail.glass),
    garnish: orNull(cocktail.garnish),
    notes: sourceNoteOf(cocktail.source),
    classicEra,
    isMocktail: isMocktailOf(cocktail.tags ?? [], abv),
    categories: categoriesOf(cocktail.tags ?? [], abv, classicEra),
    method: orNull(cocktail.method),
    abv,
    sourceUrl: sourceUrlOf(cocktail.source),
    createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
    ingredients: lines.map((line, index) => {
      const measure = normalizeMeasure(line.units, line.amount);
      return {
        ingredient: toSearchText(ingredientNames[index]),
        amount: measure.amount,
        unit: measure.unit,
        note: lineNote(line, measure),
        optional: Boolean(line.optional),
        orderIndex: index + 1,
      };
    }),
  };
}

/**
 * The recipes, the ingredients (ingredients.json plus any ingredient only named in a recipe, one per
 * search key) and the distinct garnishes, ready to write.
 */
export function normalizeBarAssistant(
  cocktails: readonly BarAssistantCocktail[],
  ingredients: readonly BarAssistantIngredient[],
): BarAssistantImport {
  const ingredientsByKey = new Map<string, ImportedIngredient>();
  const addIngredient = (ingredient: ImportedIngredient) => {
    if (ingredient.nameSearch && !ingredientsByKey.has(ingredient.nameSearch)) ingredientsByKey.set(ingredient.nameSearch, ingredient);
  };
  for (const ingredient of ingredients) {
    addIngredient(ingredientFrom(cleanText(ingredient.name), ingredient.strength, ingredient.category, ingredient.origin));
  }
  for (const cocktail of cocktails) {
    for (const line of cocktail.ingredients) {
      addIngredient(ingredientFrom(cleanText(line.name), line.strength, line.category, null));
    }
  }

  const imported = cocktails.map(normalizeCocktail);

  // The suggestions' garnishes: short names only (a recipe's garnish may be a sentence; it keeps it).
  const garnishesByKey = new Map<string, ImportedGarnish>();
  for (const cocktail of imported) {
    const name = garnishSuggestionOf(cocktail.garnish);
    if (!name) continue;
    const nameSearch = toSearchText(name);
    if (!garnishesByKey.has(nameSearch)) garnishesByKey.set(nameSearch, { name, nameSearch });
  }

  return { cocktails: imported, ingredients: [...ingredientsByKey.values()], garnishes: [...garnishesByKey.values()] };
}
