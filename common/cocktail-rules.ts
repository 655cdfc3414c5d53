// The rules of a cocktail's input (spec section 5, create cocktail), with their messages: the create
// and edit forms check with these, and createCocktail and updateCocktail enforce them on the server.
import { z } from 'zod';
import {
  AMOUNT_MAX,
  AMOUNT_MIN_POSITIVE,
  CLASSIC_ERAS,
  COCKTAIL_CATEGORIES,
  COCKTAIL_UNITS,
  CUSTOM_INGREDIENT_CATEGORIES,
  CUSTOM_INGREDIENT_UNITS,
  DEFAULT_GLASSWARE,
  DUPLICATE_NAME_MIN_CHARS,
  GLASSWARE,
  INGREDIENT_CATEGORIES,
  YEAR_MAX,
  YEAR_MIN,
} from './constants';
import { MIX_METHODS, mixMethodOf, type MixMethod } from './abv';
import { toSearchText } from './search-text';
import { type FieldError, fieldErrorsOf } from './validation';

/** The most lines a recipe may have: the bound of Cocktail.ingredients, which the query cost multiplies by. */
export const COCKTAIL_INGREDIENTS_MAX = 30;
/** The most components a custom ingredient may have: the bound of CustomIngredient.components. */
export const CUSTOM_INGREDIENT_COMPONENTS_MAX = 30;

export const COCKTAIL_MESSAGES = {
  nameRequired: 'Please enter a cocktail name',
  glasswareRequired: 'Please specify the glassware',
  categoryRequired: 'Please provide a category',
  signInRequired: 'Please log in to create cocktails',
  customIngredientRequired: 'Please fill in all required fields',
  duplicateName: "A cocktail with this name already exists. Consider adding a variation tag or confirming it's distinct.",
  year: `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`,
  amount: 'Amounts must be numbers of 0 or more',
  amountTooLarge: `Amounts must be at most ${AMOUNT_MAX.toLocaleString('en-US')}`,
  amountTooSmall: `Amounts must be 0 or at least ${AMOUNT_MIN_POSITIVE}`,
  amountOzStep: 'Ounces go in quarter steps (0.25, 0.5, 0.75...)',
  unit: 'Choose a unit from the list',
  ingredientName: 'Enter the ingredient name',
  ingredientsRequired: 'Please add at least one ingredient',
  tooManyIngredients: `A cocktail can have at most ${COCKTAIL_INGREDIENTS_MAX} ingredients`,
  tooManyComponents: `A custom ingredient can have at most ${CUSTOM_INGREDIENT_COMPONENTS_MAX} components`,
  ingredientCategory: 'Choose one of the ingredient categories',
  cocktailCategory: 'Choose categories from the list',
  classicEra: 'The era is Classic or Modern',
  method: `The method is ${MIX_METHODS.join(', ')} or none`,
  sourceUrl: 'Enter a link starting with http:// or https://',
  venueName: 'Enter the venue name',
  notEditable: 'Only the creator of this cocktail or an admin can edit it',
  notFound: 'Cocktail not found',
} as const;

export const TEXT_LIMITS = {
  name: 120,
  description: 2000,
  directions: 5000,
  notes: 5000,
  garnish: 200,
  glassware: 60,
  person: 120,
  url: 2048,
  place: 120,
  ingredient: 120,
  brand: 120,
  lineNote: 200,
  ingredientDescription: 1000,
} as const;

/**
 * Units that imported recipes keep because they say how much (a sprig, two slices): accepted on lines
 * that carry them, though the forms offer only the spec's units.
 */
export const IMPORTED_UNITS = [
  'leaf',
  'sprig',
  'slice',
  'wedge',
  'wheel',
  'twist',
  'whole',
  'drop',
  'pinch',
  'splash',
  'part',
  'peel',
  'cube',
  'yolk',
  'bottle',
  'can',
  'cup',
  'capsule',
  'inch',
  'float',
  'bean',
  'scoop',
  'piece',
  'stick',
  'kg',
  'g',
] as const;

// ---------------------------------------------------------------------------
// Single rules (the forms use these as the member types)
// ---------------------------------------------------------------------------

/** The input's step: quarter ounces for oz, 1 otherwise. */
export function amountStep(unit: string): number {
  return unit === 'oz' ? 0.25 : 1;
}

/** Whether a line in this unit is measured: "Top with" fills the glass, so it has no amount to give. */
export function hasAmount(unit: string): boolean {
  return unit.trim().toLowerCase() !== 'top with';
}

/**
 * An amount as the forms send it: a number, or 0 when what was typed is not a number (spec section 5).
 * Lines measured "Top with" carry no amount.
 */
export function amountFromText(text: string, unit: string): number | null {
  if (!hasAmount(unit)) return null;
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : 0;
}

/**
 * An amount is a number of 0 or more, at most AMOUNT_MAX; ounces go in quarter steps, the precision of a
 * jigger and of the oz display. Other units take any precision up to two decimals: the seeded recipes
 * are written in 7.5 and 22.5 ml (the metric quarter ounces), which a whole-number rule would refuse.
 * Checked before any rounding: a huge amount must not round to Infinity, nor a tiny one to 0. (-0 is 0:
 * the legacy API's JSON cannot even carry it, so both APIs store it as 0.)
 */
export function amountError(amount: number | null | undefined, unit: string): string | null {
  if (amount === null || amount === undefined) return null;
  const outOfBounds = boundedAmountError(amount);
  if (outOfBounds) return outOfBounds;
  if (unit === 'oz' && Math.abs(amount * 4 - Math.round(amount * 4)) > 1e-9) return COCKTAIL_MESSAGES.amountOzStep;
  return null;
}

/** The bounds alone (no step): 0, or from AMOUNT_MIN_POSITIVE to AMOUNT_MAX; never NaN or Infinity. */
export function boundedAmountError(amount: number): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return COCKTAIL_MESSAGES.amount;
  if (amount > AMOUNT_MAX) return COCKTAIL_MESSAGES.amountTooLarge;
  if (amount > 0 && amount < AMOUNT_MIN_POSITIVE) return COCKTAIL_MESSAGES.amountTooSmall;
  return null;
}

/** An amount as stored: two decimals, and 0 for -0 (only ever called on an amount the bounds accepted). */
export function roundedAmount(amount: number): number {
  return Math.round(amount * 100) / 100 + 0;
}

export function yearError(year: number | null | undefined): string | null {
  if (year === null || year === undefined) return null;
  return Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX ? null : COCKTAIL_MESSAGES.year;
}

/** A typed year: a number, or null for an empty box (NaN when it is not a number, which yearError refuses). */
export function yearFromText(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The spec's glass of that name, matched case-insensitively, or null. */
export function glassFromList(value: string | null | undefined): (typeof GLASSWARE)[number] | null {
  const folded = (value ?? '').trim().toLowerCase();
  return GLASSWARE.find((glass) => glass.toLowerCase() === folded) ?? null;
}

/**
 * The glass stored for a choice: a glass of the list, the description when "Other" is chosen, the
 * "Cocktail Glass" default when nothing is. A name outside the list (from the legacy API, or an
 * imported "Nick and Nora") counts as that "Other" description.
 */
export function resolveGlassware(
  choice: string | null | undefined,
  otherDescription: string | null | undefined,
): { glassware: string } | { error: string } {
  const chosen = (choice ?? '').trim();
  if (chosen === '') return { glassware: DEFAULT_GLASSWARE };
  const listed = glassFromList(chosen);
  if (listed === 'Other') {
    const description = (otherDescription ?? '').trim();
    return description ? { glassware: description.slice(0, TEXT_LIMITS.glassware) } : { error: COCKTAIL_MESSAGES.glasswareRequired };
  }
  return { glassware: listed ?? chosen.slice(0, TEXT_LIMITS.glassware) };
}

/**
 * How a stored glass shows in the forms' select: a glass of the list (matched case-insensitively),
 * nothing chosen for the default, or "Other" with the glass as its description.
 */
export function glasswareChoiceOf(stored: string | null | undefined): { choice: string; other: string } {
  const value = (stored ?? '').trim();
  if (value === '' || value.toLowerCase() === DEFAULT_GLASSWARE.toLowerCase()) return { choice: '', other: '' };
  const listed = glassFromList(value);
  if (listed && listed !== 'Other') return { choice: listed, other: '' };
  return { choice: 'Other', other: value };
}

export function isWebLink(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The duplicate-name check runs from 3 characters, on the folded name. */
export function duplicateCheckKey(name: string): string | null {
  const key = toSearchText(name);
  return key.length >= DUPLICATE_NAME_MIN_CHARS ? key : null;
}

/** The era a cocktail's categories imply: Classic or Modern when exactly one of them is chosen. */
export function eraFromCategories(categories: readonly string[]): 'Classic' | 'Modern' | null {
  const eras = CLASSIC_ERAS.filter((era) => categories.includes(era));
  return eras.length === 1 ? eras[0] : null;
}

// ---------------------------------------------------------------------------
// The whole input
// ---------------------------------------------------------------------------

const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value == null ? value : value.trim() === '' ? null : value.trim()))
    .refine((value) => value == null || value.length <= max, `At most ${max} characters`);

// The shape of the input (types only); the rules below check every field and report every failure.
// rest-compat checks a legacy body's JSON types against it (checkTypes) and leaves the rules to the domain.
const lineShape = z.object({
  amount: z.number().nullish(),
  unit: z.string().nullish(),
  ingredient: z.string(),
  brand: z.string().nullish(),
  /** A word on the line as its recipe wrote it ("to taste", "or Cointreau"). */
  note: z.string().nullish(),
  /** The category of an ingredient the database does not know yet. */
  category: z.string().nullish(),
  description: z.string().nullish(),
});

const attributionShape = z.object({
  iAmCreator: z.boolean().nullish(),
  originalCreatorName: z.string().nullish(),
  sourceUrl: z.string().nullish(),
  // NaN is what a form's year box gives for text that is not a number: refused with the year's message.
  year: z.union([z.number(), z.nan()]).nullish(),
  venue: z.object({ name: z.string(), city: z.string().nullish(), state: z.string().nullish(), country: z.string().nullish() }).nullish(),
});

export const cocktailShape = z.object({
  name: z.string().nullish(),
  isMocktail: z.boolean().nullish(),
  description: z.string().nullish(),
  directions: z.string().nullish(),
  notes: z.string().nullish(),
  garnish: z.string().nullish(),
  glassware: z.string().nullish(),
  glasswareOther: z.string().nullish(),
  categories: z.array(z.string()).nullish(),
  classicEra: z.string().nullish(),
  /** How it is mixed (shaken, stirred, built, blended, or as recipes write it: Shake, Stir...), for its strength. */
  method: z.string().nullish(),
  visibility: z.enum(['public', 'private']).nullish(),
  attribution: attributionShape.nullish(),
  ingredients: z.array(lineShape).nullish(),
  photoUrl: z.string().nullish(),
});

/** What createCocktail and updateCocktail take (the GraphQL CocktailInput). */
export type CocktailInput = z.input<typeof cocktailShape>;

/** The field errors of a cocktail's check (the one field-error type, common/validation.ts). */
export type FieldIssue = FieldError;

/** Collects the failures of one check. */
class Issues {
  readonly list: FieldIssue[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** Trimmed text, null when empty (undefined stays undefined: not given); too long is a failure. */
  text(path: string, value: string | null | undefined, max: number): string | null | undefined {
    if (value === undefined) return undefined;
    const trimmed = (value ?? '').trim();
    if (trimmed.length > max) this.add(path, `At most ${max} characters`);
    return trimmed === '' ? null : trimmed;
  }
}

/** How a check reads lines: an import keeps a line written without an amount as having none (not 0). */
export interface CheckOptions {
  keepMissingAmounts?: boolean;
}

function checkLine(issues: Issues, path: string, line: z.output<typeof lineShape>, options: CheckOptions = {}) {
  const ingredient = (line.ingredient ?? '').trim();
  if (!ingredient) issues.add(`${path}.ingredient`, COCKTAIL_MESSAGES.ingredientName);
  else if (ingredient.length > TEXT_LIMITS.ingredient) issues.add(`${path}.ingredient`, `At most ${TEXT_LIMITS.ingredient} characters`);
  const rawUnit = (line.unit ?? '').trim();
  const unit = rawUnit === '' ? 'ml' : (COCKTAIL_UNITS.find((u) => u.toLowerCase() === rawUnit.toLowerCase()) ?? rawUnit.toLowerCase());
  if (!(COCKTAIL_UNITS as readonly string[]).includes(unit) && !(IMPORTED_UNITS as readonly string[]).includes(unit)) {
    issues.add(`${path}.unit`, COCKTAIL_MESSAGES.unit);
  }
  // A "Top with" line's amount is not asked: whatever a client sends (the legacy app sent 0) is dropped.
  const amount = hasAmount(unit) ? (line.amount ?? (options.keepMissingAmounts ? null : 0)) : null;
  const amountMessage = amountError(amount, unit);
  if (amountMessage) issues.add(`${path}.amount`, amountMessage);
  const rawCategory = (line.category ?? '').trim().toLowerCase();
  const category = rawCategory === '' ? null : (INGREDIENT_CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : undefined;
  if (category === undefined) issues.add(`${path}.category`, COCKTAIL_MESSAGES.ingredientCategory);
  return {
    amount: amount === null || amountMessage ? null : roundedAmount(amount),
    unit,
    ingredient,
    brand: issues.text(`${path}.brand`, line.brand ?? null, TEXT_LIMITS.brand) ?? null,
    note: issues.text(`${path}.note`, line.note ?? null, TEXT_LIMITS.lineNote) ?? null,
    category: category ?? null,
    description: issues.text(`${path}.description`, line.description ?? null, TEXT_LIMITS.ingredientDescription) ?? null,
  };
}

export type CocktailLine = ReturnType<typeof checkLine>;

function checkAttribution(issues: Issues, attribution: z.output<typeof attributionShape>) {
  const iAmCreator = attribution.iAmCreator ?? false;
  const originalCreatorName =
    issues.text('attribution.originalCreatorName', attribution.originalCreatorName ?? null, TEXT_LIMITS.person) ?? null;
  const sourceUrl = iAmCreator ? null : (issues.text('attribution.sourceUrl', attribution.sourceUrl ?? null, TEXT_LIMITS.url) ?? null);
  if (sourceUrl && !isWebLink(sourceUrl)) issues.add('attribution.sourceUrl', COCKTAIL_MESSAGES.sourceUrl);
  const year = attribution.year ?? null;
  const yearMessage = yearError(year);
  if (yearMessage) issues.add('attribution.year', yearMessage);
  const venue = attribution.venue;
  const venueName = issues.text('attribution.venue.name', venue?.name ?? null, TEXT_LIMITS.place) ?? null;
  const city = issues.text('attribution.venue.city', venue?.city ?? null, TEXT_LIMITS.place) ?? null;
  const state = issues.text('attribution.venue.state', venue?.state ?? null, TEXT_LIMITS.place) ?? null;
  const country = issues.text('attribution.venue.country', venue?.country ?? null, TEXT_LIMITS.place) ?? null;
  if (!venueName && (city || state || country)) issues.add('attribution.venue.name', COCKTAIL_MESSAGES.venueName);
  return {
    iAmCreator,
    // "I am the creator": the cocktail is credited to its creator, with no other name or source.
    originalCreatorName: iAmCreator ? null : originalCreatorName,
    sourceUrl,
    year,
    venue: venueName ? { name: venueName, city, state, country } : null,
  };
}

export type CocktailAttribution = ReturnType<typeof checkAttribution>;

function checkCocktail(issues: Issues, input: z.output<typeof cocktailShape>, options: CheckOptions = {}) {
  const name = input.name === undefined ? undefined : (input.name ?? '').trim();
  if (name !== undefined && name === '') issues.add('name', COCKTAIL_MESSAGES.nameRequired);
  if (name && name.length > TEXT_LIMITS.name) issues.add('name', `At most ${TEXT_LIMITS.name} characters`);

  let glassware: string | undefined;
  if (input.glassware !== undefined || input.glasswareOther !== undefined) {
    const resolved = resolveGlassware(input.glassware, input.glasswareOther);
    if ('error' in resolved) issues.add('glasswareOther', resolved.error);
    else glassware = resolved.glassware;
  }

  let categories: string[] | undefined;
  if (input.categories !== undefined) {
    const chosen = new Set<string>();
    for (const raw of input.categories ?? []) {
      const category = COCKTAIL_CATEGORIES.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
      if (category) chosen.add(category);
      else issues.add('categories', COCKTAIL_MESSAGES.cocktailCategory);
    }
    // Kept in the order of the list, whatever order they were ticked in.
    categories = COCKTAIL_CATEGORIES.filter((category) => chosen.has(category));
  }

  let classicEra: 'Classic' | 'Modern' | null | undefined;
  if (input.classicEra !== undefined) {
    const raw = (input.classicEra ?? '').trim().toLowerCase();
    const era = raw === '' ? null : CLASSIC_ERAS.find((known) => known.toLowerCase() === raw);
    if (era === undefined) issues.add('classicEra', COCKTAIL_MESSAGES.classicEra);
    else classicEra = era;
  }

  let ingredients: CocktailLine[] | undefined;
  if (input.ingredients !== undefined) {
    ingredients = (input.ingredients ?? []).map((line, index) => checkLine(issues, `ingredients.${index}`, line, options));
    if (ingredients.length === 0) issues.add('ingredients', COCKTAIL_MESSAGES.ingredientsRequired);
    if (ingredients.length > COCKTAIL_INGREDIENTS_MAX) issues.add('ingredients', COCKTAIL_MESSAGES.tooManyIngredients);
  }

  let method: MixMethod | null | undefined;
  if (input.method !== undefined) {
    const written = (input.method ?? '').trim();
    method = written === '' ? null : mixMethodOf(written);
    if (method === null && written !== '') issues.add('method', COCKTAIL_MESSAGES.method);
  }

  return {
    name,
    method,
    isMocktail: input.isMocktail ?? undefined,
    description: issues.text('description', input.description, TEXT_LIMITS.description),
    directions: issues.text('directions', input.directions, TEXT_LIMITS.directions),
    notes: issues.text('notes', input.notes, TEXT_LIMITS.notes),
    garnish: issues.text('garnish', input.garnish, TEXT_LIMITS.garnish),
    glassware,
    categories,
    classicEra,
    visibility: input.visibility ?? undefined,
    attribution: input.attribution === undefined ? undefined : checkAttribution(issues, input.attribution ?? {}),
    ingredients,
    photoUrl: issues.text('photoUrl', input.photoUrl, TEXT_LIMITS.url),
  };
}

/** The normalised input: on update, a field left out (undefined) stays as it is. */
export type CocktailChanges = ReturnType<typeof checkCocktail>;

/** The order failures are told in: the name first, then the recipe, the glass, the rest. */
const FIELD_ORDER = ['name', 'ingredients', 'glassware', 'categories', 'classicEra', 'attribution'];
function fieldRank(path: string): number {
  const rank = FIELD_ORDER.findIndex(
    (field) => path === field || path.startsWith(`${field}.`) || (field === 'glassware' && path === 'glasswareOther'),
  );
  return rank === -1 ? FIELD_ORDER.length : rank;
}

/**
 * Checks a cocktail's input: the normalised changes, or every failing field with its message (the name
 * first). On create, what is left out takes its default later (glassware "Cocktail Glass", visibility
 * public, no attribution); the name is required.
 */
export function checkCocktailInput(
  input: CocktailInput,
  mode: 'create' | 'update',
  options: CheckOptions = {},
): { ok: true; value: CocktailChanges } | { ok: false; errors: FieldIssue[] } {
  const shaped = cocktailShape.safeParse(mode === 'create' && input.name === undefined ? { ...input, name: '' } : input);
  if (!shaped.success) return { ok: false, errors: fieldErrorsOf(shaped.error) };
  const issues = new Issues();
  const value = checkCocktail(issues, shaped.data, options);
  if (issues.list.length) return { ok: false, errors: issues.list.sort((a, b) => fieldRank(a.path) - fieldRank(b.path)) };
  return { ok: true, value };
}

// ---------------------------------------------------------------------------
// New ingredients and custom ingredients
// ---------------------------------------------------------------------------

/** POST /api/ingredients: name, category (one of the ingredient categories), optional description. */
export const newIngredientSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, COCKTAIL_MESSAGES.ingredientName)
    .max(TEXT_LIMITS.ingredient, `At most ${TEXT_LIMITS.ingredient} characters`),
  category: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value !== '', COCKTAIL_MESSAGES.categoryRequired)
    .refine((value) => value === '' || (INGREDIENT_CATEGORIES as readonly string[]).includes(value), COCKTAIL_MESSAGES.ingredientCategory),
  description: optionalText(TEXT_LIMITS.ingredientDescription).transform((value) => value ?? null),
});

export type NewIngredientInput = z.input<typeof newIngredientSchema>;

const customIngredientShape = z.object({
  name: z.string().nullish(),
  category: z.string().nullish(),
  yieldAmount: z.number().nullish(),
  yieldUnit: z.string().nullish(),
  shelfLife: z.string().nullish(),
  components: z.array(z.object({ amount: z.number().nullish(), unit: z.string().nullish(), ingredient: z.string().nullish() })).nullish(),
  instructions: z.string().nullish(),
});

export type CustomIngredientInput = z.input<typeof customIngredientShape>;

/**
 * A custom ingredient needs its name, category and yield amount ("Please fill in all required fields");
 * its components are optional, each with the name of what goes in, in the custom-ingredient units.
 */
export function checkCustomIngredient(input: CustomIngredientInput) {
  const shaped = customIngredientShape.safeParse(input);
  if (!shaped.success) return { ok: false as const, errors: fieldErrorsOf(shaped.error) };
  const data = shaped.data;
  const issues = new Issues();
  const name = (data.name ?? '').trim();
  const category = CUSTOM_INGREDIENT_CATEGORIES.find((c) => c.toLowerCase() === (data.category ?? '').trim().toLowerCase());
  const yieldAmount = data.yieldAmount ?? null;
  if (!name) issues.add('name', COCKTAIL_MESSAGES.customIngredientRequired);
  if (!category) issues.add('category', COCKTAIL_MESSAGES.customIngredientRequired);
  if (yieldAmount === null || yieldAmount === 0) issues.add('yieldAmount', COCKTAIL_MESSAGES.customIngredientRequired);
  else {
    const yieldMessage = boundedAmountError(yieldAmount);
    if (yieldMessage) issues.add('yieldAmount', yieldMessage);
  }
  if (name.length > TEXT_LIMITS.ingredient) issues.add('name', `At most ${TEXT_LIMITS.ingredient} characters`);
  const yieldUnit = (data.yieldUnit ?? '').trim() || 'oz';
  if (!(CUSTOM_INGREDIENT_UNITS as readonly string[]).includes(yieldUnit)) issues.add('yieldUnit', COCKTAIL_MESSAGES.unit);
  const components = (data.components ?? []).map((component, index) => {
    const unit = (component.unit ?? '').trim() || 'oz';
    if (!(CUSTOM_INGREDIENT_UNITS as readonly string[]).includes(unit)) issues.add(`components.${index}.unit`, COCKTAIL_MESSAGES.unit);
    const amount = component.amount ?? 0;
    const amountMessage = boundedAmountError(amount);
    if (amountMessage) issues.add(`components.${index}.amount`, amountMessage);
    const ingredient = (component.ingredient ?? '').trim();
    if (!ingredient) issues.add(`components.${index}.ingredient`, COCKTAIL_MESSAGES.ingredientName);
    else if (ingredient.length > TEXT_LIMITS.ingredient)
      issues.add(`components.${index}.ingredient`, `At most ${TEXT_LIMITS.ingredient} characters`);
    return { amount: amountMessage ? 0 : roundedAmount(amount), unit, ingredient };
  });
  if (components.length > CUSTOM_INGREDIENT_COMPONENTS_MAX) issues.add('components', COCKTAIL_MESSAGES.tooManyComponents);
  const value = {
    name,
    category: category ?? '',
    yieldAmount: yieldAmount ?? 0,
    yieldUnit,
    shelfLife: issues.text('shelfLife', data.shelfLife ?? null, TEXT_LIMITS.garnish) ?? null,
    components,
    instructions: issues.text('instructions', data.instructions ?? null, TEXT_LIMITS.directions) ?? null,
  };
  return issues.list.length ? { ok: false as const, errors: issues.list } : { ok: true as const, value };
}

/** The ingredient category a custom ingredient's line gets when it goes into a cocktail. */
export function ingredientCategoryOfCustom(category: string): (typeof INGREDIENT_CATEGORIES)[number] {
  switch (category.toLowerCase()) {
    case 'syrup':
    case 'cordial':
    case 'shrub':
      return 'syrup';
    case 'bitters':
    case 'tincture':
      return 'bitters';
    case 'liqueur':
      return 'liqueur';
    case 'garnish':
      return 'garnish';
    case 'mix':
      return 'mixer';
    default:
      return 'other';
  }
}
