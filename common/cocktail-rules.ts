// The rules of a cocktail's input (spec section 5, create cocktail), with their messages: the create
// and edit forms check with these, and createCocktail and updateCocktail enforce them on the server.
import { z } from 'zod';
import {
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
import { toSearchText } from './search-text';

export const COCKTAIL_MESSAGES = {
  nameRequired: 'Please enter a cocktail name',
  glasswareRequired: 'Please specify the glassware',
  categoryRequired: 'Please provide a category',
  signInRequired: 'Please log in to create cocktails',
  customIngredientRequired: 'Please fill in all required fields',
  duplicateName: "A cocktail with this name already exists. Consider adding a variation tag or confirming it's distinct.",
  year: `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`,
  amount: 'Amounts must be numbers of 0 or more',
  amountOzStep: 'Ounces go in quarter steps (0.25, 0.5, 0.75...)',
  unit: 'Choose a unit from the list',
  ingredientName: 'Enter the ingredient name',
  ingredientsRequired: 'Please add at least one ingredient',
  ingredientCategory: 'Choose one of the ingredient categories',
  cocktailCategory: 'Choose categories from the list',
  classicEra: 'The era is Classic or Modern',
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
  ingredientDescription: 1000,
} as const;

/**
 * Units that imported recipes keep because they say how much (a sprig, two slices): accepted on lines
 * that carry them, though the forms offer only the spec's units.
 */
export const IMPORTED_UNITS = [
  'leaf', 'sprig', 'slice', 'wedge', 'wheel', 'twist', 'whole', 'drop', 'pinch', 'splash', 'part', 'peel', 'cube', 'yolk',
  'bottle', 'can', 'cup', 'capsule', 'inch', 'float', 'bean', 'scoop', 'piece', 'stick', 'kg', 'g',
] as const;

// ---------------------------------------------------------------------------
// Single rules (the forms use these as the member types)
// ---------------------------------------------------------------------------

/** The input's step: quarter ounces for oz, 1 otherwise. */
export function amountStep(unit: string): number {
  return unit === 'oz' ? 0.25 : 1;
}

/**
 * An amount as the forms send it: a number, or 0 when what was typed is not a number (spec section 5).
 * Lines measured "Top with" carry no amount.
 */
export function amountFromText(text: string, unit: string): number | null {
  if (unit === 'Top with' && text.trim() === '') return null;
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : 0;
}

/**
 * An amount is a number of 0 or more; ounces go in quarter steps, the precision of a jigger and of the
 * oz display. Other units take any precision up to two decimals: the seeded recipes are written in
 * 7.5 and 22.5 ml (the metric quarter ounces), which a whole-number rule would refuse.
 */
export function amountError(amount: number | null | undefined, unit: string): string | null {
  if (amount === null || amount === undefined) return null;
  if (!Number.isFinite(amount) || amount < 0) return COCKTAIL_MESSAGES.amount;
  if (unit === 'oz' && Math.abs(amount * 4 - Math.round(amount * 4)) > 1e-9) return COCKTAIL_MESSAGES.amountOzStep;
  return null;
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
export function resolveGlassware(choice: string | null | undefined, otherDescription: string | null | undefined): { glassware: string } | { error: string } {
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

const ingredientLineSchema = z
  .object({
    amount: z.number().nullish(),
    unit: z.string().nullish(),
    ingredient: z.string().nullish(),
    brand: optionalText(TEXT_LIMITS.brand),
    /** The category of an ingredient the database does not know yet. */
    category: z.string().nullish(),
    description: optionalText(TEXT_LIMITS.ingredientDescription),
  })
  .transform((line, ctx) => {
    const ingredient = (line.ingredient ?? '').trim();
    if (!ingredient) ctx.addIssue({ code: 'custom', path: ['ingredient'], message: COCKTAIL_MESSAGES.ingredientName });
    else if (ingredient.length > TEXT_LIMITS.ingredient) ctx.addIssue({ code: 'custom', path: ['ingredient'], message: `At most ${TEXT_LIMITS.ingredient} characters` });
    const rawUnit = (line.unit ?? '').trim();
    const unit = rawUnit === '' ? 'ml' : (COCKTAIL_UNITS.find((u) => u.toLowerCase() === rawUnit.toLowerCase()) ?? rawUnit.toLowerCase());
    if (!(COCKTAIL_UNITS as readonly string[]).includes(unit) && !(IMPORTED_UNITS as readonly string[]).includes(unit)) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: COCKTAIL_MESSAGES.unit });
    }
    const amount = unit === 'Top with' && (line.amount === null || line.amount === undefined) ? null : (line.amount ?? 0);
    const amountMessage = amountError(amount, unit);
    if (amountMessage) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountMessage });
    const rawCategory = (line.category ?? '').trim().toLowerCase();
    const category = rawCategory === '' ? null : ((INGREDIENT_CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : undefined);
    if (category === undefined) ctx.addIssue({ code: 'custom', path: ['category'], message: COCKTAIL_MESSAGES.ingredientCategory });
    return {
      amount: amount === null ? null : Math.round(amount * 100) / 100,
      unit,
      ingredient,
      brand: line.brand ?? null,
      category: category ?? null,
      description: line.description ?? null,
    };
  });

export type CocktailLine = z.output<typeof ingredientLineSchema>;

const venueSchema = z.object({
  name: z.string().nullish(),
  city: optionalText(TEXT_LIMITS.place),
  state: optionalText(TEXT_LIMITS.place),
  country: optionalText(TEXT_LIMITS.place),
});

const attributionSchema = z
  .object({
    iAmCreator: z.boolean().nullish(),
    originalCreatorName: optionalText(TEXT_LIMITS.person),
    sourceUrl: optionalText(TEXT_LIMITS.url),
    year: z.number().nullish(),
    venue: venueSchema.nullish(),
  })
  .transform((attribution, ctx) => {
    const iAmCreator = attribution.iAmCreator ?? false;
    const sourceUrl = iAmCreator ? null : (attribution.sourceUrl ?? null);
    if (sourceUrl && !isWebLink(sourceUrl)) ctx.addIssue({ code: 'custom', path: ['sourceUrl'], message: COCKTAIL_MESSAGES.sourceUrl });
    const year = attribution.year ?? null;
    const yearMessage = yearError(year);
    if (yearMessage) ctx.addIssue({ code: 'custom', path: ['year'], message: yearMessage });
    const venueName = (attribution.venue?.name ?? '').trim();
    if (venueName.length > TEXT_LIMITS.place) ctx.addIssue({ code: 'custom', path: ['venue', 'name'], message: `At most ${TEXT_LIMITS.place} characters` });
    const hasPlace = Boolean(attribution.venue?.city || attribution.venue?.state || attribution.venue?.country);
    if (!venueName && hasPlace) ctx.addIssue({ code: 'custom', path: ['venue', 'name'], message: COCKTAIL_MESSAGES.venueName });
    return {
      iAmCreator,
      // "I am the creator": the cocktail is credited to its creator, with no other name or source.
      originalCreatorName: iAmCreator ? null : (attribution.originalCreatorName ?? null),
      sourceUrl,
      year,
      venue: venueName
        ? { name: venueName, city: attribution.venue?.city ?? null, state: attribution.venue?.state ?? null, country: attribution.venue?.country ?? null }
        : null,
    };
  });

export type CocktailAttribution = z.output<typeof attributionSchema>;

/**
 * What createCocktail and updateCocktail take. On update, a field left out (undefined) stays as it
 * is; on create it takes its default (glassware "Cocktail Glass", visibility public, no attribution).
 */
export const cocktailInputSchema = z
  .object({
    name: z.string().nullish(),
    isMocktail: z.boolean().nullish(),
    description: optionalText(TEXT_LIMITS.description),
    directions: optionalText(TEXT_LIMITS.directions),
    notes: optionalText(TEXT_LIMITS.notes),
    garnish: optionalText(TEXT_LIMITS.garnish),
    glassware: z.string().nullish(),
    glasswareOther: z.string().nullish(),
    categories: z.array(z.string()).nullish(),
    classicEra: z.string().nullish(),
    visibility: z.enum(['public', 'private']).nullish(),
    attribution: attributionSchema.nullish(),
    ingredients: z.array(ingredientLineSchema).nullish(),
    photoUrl: optionalText(TEXT_LIMITS.url),
  })
  .transform((input, ctx) => {
    const name = input.name === undefined ? undefined : (input.name ?? '').trim();
    if (name !== undefined && name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: COCKTAIL_MESSAGES.nameRequired });
    if (name && name.length > TEXT_LIMITS.name) ctx.addIssue({ code: 'custom', path: ['name'], message: `At most ${TEXT_LIMITS.name} characters` });

    let glassware: string | undefined;
    if (input.glassware !== undefined || input.glasswareOther !== undefined) {
      const resolved = resolveGlassware(input.glassware, input.glasswareOther);
      if ('error' in resolved) ctx.addIssue({ code: 'custom', path: ['glasswareOther'], message: resolved.error });
      else glassware = resolved.glassware;
    }

    let categories: string[] | undefined;
    if (input.categories !== undefined) {
      categories = [];
      for (const raw of input.categories ?? []) {
        const category = COCKTAIL_CATEGORIES.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
        if (!category) ctx.addIssue({ code: 'custom', path: ['categories'], message: COCKTAIL_MESSAGES.cocktailCategory });
        else if (!categories.includes(category)) categories.push(category);
      }
      // Kept in the order of the list, whatever order they were ticked in.
      categories = COCKTAIL_CATEGORIES.filter((category) => categories!.includes(category));
    }

    let classicEra: 'Classic' | 'Modern' | null | undefined;
    if (input.classicEra !== undefined) {
      const raw = (input.classicEra ?? '').trim().toLowerCase();
      classicEra = raw === '' ? null : (CLASSIC_ERAS.find((era) => era.toLowerCase() === raw) ?? undefined);
      if (classicEra === undefined) ctx.addIssue({ code: 'custom', path: ['classicEra'], message: COCKTAIL_MESSAGES.classicEra });
    }

    if (input.ingredients !== undefined && (input.ingredients ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: COCKTAIL_MESSAGES.ingredientsRequired });
    }

    return {
      name,
      isMocktail: input.isMocktail ?? undefined,
      description: input.description,
      directions: input.directions,
      notes: input.notes,
      garnish: input.garnish,
      glassware,
      categories,
      classicEra,
      visibility: input.visibility ?? undefined,
      attribution: input.attribution ?? undefined,
      ingredients: input.ingredients ?? undefined,
      photoUrl: input.photoUrl,
    };
  });

export type CocktailInput = z.input<typeof cocktailInputSchema>;
export type CocktailChanges = z.output<typeof cocktailInputSchema>;

export interface FieldIssue {
  path: string;
  message: string;
}

/** Checks a cocktail's input: the normalised changes, or the failing fields with their messages. */
export function checkCocktailInput(input: CocktailInput, mode: 'create' | 'update'): { ok: true; value: CocktailChanges } | { ok: false; errors: FieldIssue[] } {
  const withName = mode === 'create' && input.name === undefined ? { ...input, name: '' } : input;
  const result = cocktailInputSchema.safeParse(withName);
  if (!result.success) return { ok: false, errors: issuesOf(result.error) };
  return { ok: true, value: result.data };
}

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

// ---------------------------------------------------------------------------
// New ingredients and custom ingredients
// ---------------------------------------------------------------------------

/** POST /api/ingredients: name, category (one of the ingredient categories), optional description. */
export const newIngredientSchema = z.object({
  name: z.string().trim().min(1, COCKTAIL_MESSAGES.ingredientName).max(TEXT_LIMITS.ingredient, `At most ${TEXT_LIMITS.ingredient} characters`),
  category: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim().toLowerCase())
    .refine((value) => value !== '', COCKTAIL_MESSAGES.categoryRequired)
    .refine((value) => value === '' || (INGREDIENT_CATEGORIES as readonly string[]).includes(value), COCKTAIL_MESSAGES.ingredientCategory),
  description: optionalText(TEXT_LIMITS.ingredientDescription).transform((value) => value ?? null),
});

export type NewIngredientInput = z.input<typeof newIngredientSchema>;

const customComponentSchema = z
  .object({
    amount: z.number().nullish(),
    unit: z.string().nullish(),
    ingredient: z.string().nullish(),
  })
  .transform((component, ctx) => {
    const unit = (component.unit ?? '').trim() || 'oz';
    if (!(CUSTOM_INGREDIENT_UNITS as readonly string[]).includes(unit)) ctx.addIssue({ code: 'custom', path: ['unit'], message: COCKTAIL_MESSAGES.unit });
    const amount = component.amount ?? 0;
    if (!Number.isFinite(amount) || amount < 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: COCKTAIL_MESSAGES.amount });
    const ingredient = (component.ingredient ?? '').trim();
    if (!ingredient) ctx.addIssue({ code: 'custom', path: ['ingredient'], message: COCKTAIL_MESSAGES.ingredientName });
    if (ingredient.length > TEXT_LIMITS.ingredient) ctx.addIssue({ code: 'custom', path: ['ingredient'], message: `At most ${TEXT_LIMITS.ingredient} characters` });
    return { amount: Math.round(amount * 100) / 100, unit, ingredient };
  });

/**
 * A custom ingredient needs its name, category and yield amount ("Please fill in all required fields");
 * its components are optional, each with the name of what goes in.
 */
export const customIngredientSchema = z
  .object({
    name: z.string().nullish(),
    category: z.string().nullish(),
    yieldAmount: z.number().nullish(),
    yieldUnit: z.string().nullish(),
    shelfLife: optionalText(TEXT_LIMITS.garnish),
    components: z.array(customComponentSchema).nullish(),
    instructions: optionalText(TEXT_LIMITS.directions),
  })
  .transform((input, ctx) => {
    const name = (input.name ?? '').trim();
    const category = CUSTOM_INGREDIENT_CATEGORIES.find((c) => c.toLowerCase() === (input.category ?? '').trim().toLowerCase());
    const yieldAmount = input.yieldAmount ?? null;
    if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: COCKTAIL_MESSAGES.customIngredientRequired });
    if (!category) ctx.addIssue({ code: 'custom', path: ['category'], message: COCKTAIL_MESSAGES.customIngredientRequired });
    if (yieldAmount === null || !Number.isFinite(yieldAmount) || yieldAmount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['yieldAmount'], message: COCKTAIL_MESSAGES.customIngredientRequired });
    }
    if (name.length > TEXT_LIMITS.ingredient) ctx.addIssue({ code: 'custom', path: ['name'], message: `At most ${TEXT_LIMITS.ingredient} characters` });
    const yieldUnit = (input.yieldUnit ?? '').trim() || 'oz';
    if (!(CUSTOM_INGREDIENT_UNITS as readonly string[]).includes(yieldUnit)) ctx.addIssue({ code: 'custom', path: ['yieldUnit'], message: COCKTAIL_MESSAGES.unit });
    return {
      name,
      category: category ?? '',
      yieldAmount: yieldAmount ?? 0,
      yieldUnit,
      shelfLife: input.shelfLife ?? null,
      components: input.components ?? [],
      instructions: input.instructions ?? null,
    };
  });

export type CustomIngredientInput = z.input<typeof customIngredientSchema>;

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
