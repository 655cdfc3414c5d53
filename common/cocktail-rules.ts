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
import { boundedYear, type FieldError, fieldErrorsOf, optionalTrimmedText, tooLongMessage, trimmedOrNull } from './validation';

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
  'chunk',
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

// The shape of the input (types only); the rules below check every field and report every failure.
// rest-compat checks a legacy body's JSON types against it (checkTypes) and leaves the rules to the domain.
const lineShape = z.object({
  amount: z.number().nullish(),
  unit: z.string().nullish(),
  ingredient: z.string(),
  brand: z.string().nullish(),
  /** A word on the line as its recipe wrote it ("to taste", "or Cointreau"); left out: see CocktailLine.note. */
  note: z.string().nullish(),
  /** The category of an ingredient the database does not know yet. */
  category: z.string().nullish(),
  description: z.string().nullish(),
  /** The recipe works without it ("Can make now" does not ask for it); left out: see CocktailLine.optional. */
  optional: z.boolean().nullish(),
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

/** How a check reads lines: an import keeps a line written without an amount as having none (not 0). */
export interface CheckOptions {
  keepMissingAmounts?: boolean;
}

// The rules, as zod schemas over the shapes above: each field trims and checks itself (transforms and
// refinements with the spec's messages); the rules across fields (a line's amount and its unit, the
// glass and its description, the attribution's source and venue) are refinements of the object that
// holds them, run even when a field failed, so that one check tells every failure at once.

/** Refinements across fields run whatever else failed: the form shows every failing field at once. */
const always = { when: () => true };

const addIssue = (ctx: z.RefinementCtx, path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** Text left out stays left out (undefined: on update, unchanged); empty is null; trimmed, at most `max`. */
const givenText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value == null ? value : value.trim() || null))
    .refine((value) => value == null || value.length <= max, tooLongMessage(max));

/** A name that must be given: trimmed, `required` when empty, at most `max`; undefined when left out. */
const requiredName = (max: number, required: string) =>
  z
    .string()
    .nullish()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .refine((value) => value !== '', required)
    .refine((value) => !value || value.length <= max, tooLongMessage(max));

/** The unit of a line: ml when none, the spec's spelling of a unit of the list, else lower case. */
function lineUnit(raw: string | null | undefined): string {
  const unit = (raw ?? '').trim();
  if (unit === '') return 'ml';
  return COCKTAIL_UNITS.find((known) => known.toLowerCase() === unit.toLowerCase()) ?? unit.toLowerCase();
}

/** A line's amount before the bounds: none for "Top with"; when none is given, 0 (none for an import). */
function lineAmount(amount: number | null | undefined, unit: string, options: CheckOptions): number | null {
  if (!hasAmount(unit)) return null;
  return amount ?? (options.keepMissingAmounts ? null : 0);
}

const lineRules = (options: CheckOptions) =>
  z
    .object({
      ingredient: requiredName(TEXT_LIMITS.ingredient, COCKTAIL_MESSAGES.ingredientName).transform((name) => name ?? ''),
      unit: z
        .string()
        .nullish()
        .transform(lineUnit)
        .refine(
          (unit) => (COCKTAIL_UNITS as readonly string[]).includes(unit) || (IMPORTED_UNITS as readonly string[]).includes(unit),
          COCKTAIL_MESSAGES.unit,
        ),
      amount: z.number().nullish(),
      category: z
        .string()
        .nullish()
        .transform((value) => (value ?? '').trim().toLowerCase() || null)
        .refine(
          (category) => category === null || (INGREDIENT_CATEGORIES as readonly string[]).includes(category),
          COCKTAIL_MESSAGES.ingredientCategory,
        ),
      brand: optionalTrimmedText(TEXT_LIMITS.brand),
      // Left out (undefined), an update keeps the saved line's note; null or empty clears it.
      note: optionalTrimmedText(TEXT_LIMITS.lineNote).optional(),
      description: optionalTrimmedText(TEXT_LIMITS.ingredientDescription),
      optional: z
        .boolean()
        .nullish()
        .transform((value) => value ?? undefined),
    })
    .superRefine((line, ctx) => {
      const message = amountError(lineAmount(line.amount, line.unit, options), line.unit);
      if (message) addIssue(ctx, ['amount'], message);
    }, always)
    .transform((line) => {
      const amount = lineAmount(line.amount, line.unit, options);
      return {
        amount: amount === null ? null : roundedAmount(amount),
        unit: line.unit,
        ingredient: line.ingredient,
        brand: line.brand,
        note: line.note,
        category: line.category,
        description: line.description,
        /**
         * Whether the recipe works without the line. Left out (undefined or null): not optional on create;
         * on update, as the saved line of the same ingredient was (updateCocktail), so a client that never
         * heard of it does not turn a recipe's optional lines required.
         */
        optional: line.optional,
      };
    });

export type CocktailLine = z.output<ReturnType<typeof lineRules>>;

/** A list of at least one and at most `max` items (none given is an empty list). */
const boundedList = <T extends z.ZodType>(item: T, max: number, messages: { required?: string; tooMany: string }) =>
  z.preprocess(
    (value) => (value === null ? [] : value),
    z
      .array(item)
      .refine((items) => !messages.required || items.length > 0, { message: messages.required, ...always })
      .refine((items) => items.length <= max, { message: messages.tooMany, ...always }),
  );

const attributionRules = z
  .preprocess(
    (value) => (value === null ? {} : value),
    z
      .object({
        iAmCreator: z
          .boolean()
          .nullish()
          .transform((value) => value ?? false),
        originalCreatorName: optionalTrimmedText(TEXT_LIMITS.person),
        // Checked with the creator's choice below: "I am the creator" gives no source.
        sourceUrl: trimmedOrNull(),
        year: boundedYear(YEAR_MIN, YEAR_MAX, COCKTAIL_MESSAGES.year),
        venue: z
          .preprocess(
            (value) => value ?? {},
            z
              .object({
                name: optionalTrimmedText(TEXT_LIMITS.place),
                city: optionalTrimmedText(TEXT_LIMITS.place),
                state: optionalTrimmedText(TEXT_LIMITS.place),
                country: optionalTrimmedText(TEXT_LIMITS.place),
              })
              .refine((venue) => venue.name || !(venue.city || venue.state || venue.country), {
                message: COCKTAIL_MESSAGES.venueName,
                path: ['name'],
                ...always,
              }),
          )
          .transform(({ name, ...place }) => (name ? { name, ...place } : null)),
      })
      .superRefine((attribution, ctx) => {
        const sourceUrl = attribution.iAmCreator ? null : attribution.sourceUrl;
        if (sourceUrl && sourceUrl.length > TEXT_LIMITS.url) addIssue(ctx, ['sourceUrl'], tooLongMessage(TEXT_LIMITS.url));
        if (sourceUrl && !isWebLink(sourceUrl)) addIssue(ctx, ['sourceUrl'], COCKTAIL_MESSAGES.sourceUrl);
      }, always)
      .transform((attribution) => ({
        iAmCreator: attribution.iAmCreator,
        // "I am the creator": the cocktail is credited to its creator, with no other name or source.
        originalCreatorName: attribution.iAmCreator ? null : attribution.originalCreatorName,
        sourceUrl: attribution.iAmCreator ? null : attribution.sourceUrl,
        year: attribution.year,
        venue: attribution.venue,
      })),
  )
  .optional();

export type CocktailAttribution = NonNullable<z.output<typeof attributionRules>>;

/** A value of a list, matched case-insensitively and kept in the list's spelling; `undefined` when not in it. */
const fromList = <T extends string>(list: readonly T[], raw: string) =>
  list.find((known) => known.toLowerCase() === raw.trim().toLowerCase());

/**
 * The rules of a cocktail's input (the shape's fields, checked and normalised). On create, what is left
 * out takes its default later (glassware "Cocktail Glass", visibility public, no attribution).
 */
const cocktailRulesOf = (options: CheckOptions) =>
  z
    .object({
      name: requiredName(TEXT_LIMITS.name, COCKTAIL_MESSAGES.nameRequired),
      glassware: z.string().nullish(),
      glasswareOther: z.string().nullish(),
      categories: z
        .array(z.string())
        .nullish()
        .transform((raw, ctx) => {
          if (raw === undefined) return undefined;
          const chosen = new Set<string>();
          for (const value of raw ?? []) {
            const category = fromList(COCKTAIL_CATEGORIES, value);
            if (category) chosen.add(category);
            else addIssue(ctx, [], COCKTAIL_MESSAGES.cocktailCategory);
          }
          // Kept in the order of the list, whatever order they were ticked in.
          return COCKTAIL_CATEGORIES.filter((category) => chosen.has(category));
        }),
      classicEra: z
        .string()
        .nullish()
        .transform((raw, ctx) => {
          if (raw === undefined) return undefined;
          if ((raw ?? '').trim() === '') return null;
          const era = fromList(CLASSIC_ERAS, raw ?? '');
          if (!era) addIssue(ctx, [], COCKTAIL_MESSAGES.classicEra);
          return era ?? null;
        }),
      ingredients: boundedList(lineRules(options), COCKTAIL_INGREDIENTS_MAX, {
        required: COCKTAIL_MESSAGES.ingredientsRequired,
        tooMany: COCKTAIL_MESSAGES.tooManyIngredients,
      }).optional(),
      method: z
        .string()
        .nullish()
        .transform((raw, ctx): MixMethod | null | undefined => {
          if (raw === undefined) return undefined;
          const written = (raw ?? '').trim();
          if (written === '') return null;
          const method = mixMethodOf(written);
          if (method === null) addIssue(ctx, [], COCKTAIL_MESSAGES.method);
          return method;
        }),
      isMocktail: z
        .boolean()
        .nullish()
        .transform((value) => value ?? undefined),
      description: givenText(TEXT_LIMITS.description),
      directions: givenText(TEXT_LIMITS.directions),
      notes: givenText(TEXT_LIMITS.notes),
      garnish: givenText(TEXT_LIMITS.garnish),
      visibility: z
        .enum(['public', 'private'])
        .nullish()
        .transform((value) => value ?? undefined),
      attribution: attributionRules,
      photoUrl: givenText(TEXT_LIMITS.url),
    })
    .superRefine((input, ctx) => {
      if (input.glassware === undefined && input.glasswareOther === undefined) return;
      const resolved = resolveGlassware(input.glassware, input.glasswareOther);
      if ('error' in resolved) addIssue(ctx, ['glasswareOther'], resolved.error);
    }, always)
    .transform(({ glassware, glasswareOther, ...rest }) => {
      const resolved = glassware === undefined && glasswareOther === undefined ? undefined : resolveGlassware(glassware, glasswareOther);
      return { ...rest, glassware: resolved && 'glassware' in resolved ? resolved.glassware : undefined };
    });

/** The rules for forms and the API, and for imports (which keep missing amounts): each built once. */
const COCKTAIL_RULES = { typed: cocktailRulesOf({}), imported: cocktailRulesOf({ keepMissingAmounts: true }) };

export const cocktailRules = (options: CheckOptions = {}) => (options.keepMissingAmounts ? COCKTAIL_RULES.imported : COCKTAIL_RULES.typed);

/** The normalised input: on update, a field left out (undefined) stays as it is. */
export type CocktailChanges = z.output<ReturnType<typeof cocktailRules>>;

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
 * first). A value of the wrong type is told alone, with the shape's message; the name is required on create.
 */
export function checkCocktailInput(
  input: CocktailInput,
  mode: 'create' | 'update',
  options: CheckOptions = {},
): { ok: true; value: CocktailChanges } | { ok: false; errors: FieldIssue[] } {
  const shaped = cocktailShape.safeParse(mode === 'create' && input.name === undefined ? { ...input, name: '' } : input);
  if (!shaped.success) return { ok: false, errors: fieldErrorsOf(shaped.error) };
  const checked = cocktailRules(options).safeParse(shaped.data);
  if (!checked.success) return { ok: false, errors: fieldErrorsOf(checked.error).sort((a, b) => fieldRank(a.path) - fieldRank(b.path)) };
  return { ok: true, value: checked.data };
}

// ---------------------------------------------------------------------------
// New ingredients and custom ingredients
// ---------------------------------------------------------------------------

/** POST /api/ingredients: name, category (one of the ingredient categories), optional description. */
export const newIngredientSchema = z.object({
  name: z.string().trim().min(1, COCKTAIL_MESSAGES.ingredientName).max(TEXT_LIMITS.ingredient, tooLongMessage(TEXT_LIMITS.ingredient)),
  category: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value !== '', COCKTAIL_MESSAGES.categoryRequired)
    .refine((value) => value === '' || (INGREDIENT_CATEGORIES as readonly string[]).includes(value), COCKTAIL_MESSAGES.ingredientCategory),
  description: optionalTrimmedText(TEXT_LIMITS.ingredientDescription),
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

/** A custom ingredient's unit: oz when none is given, one of the custom-ingredient units. */
const customIngredientUnit = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim() || 'oz')
  .refine((unit) => (CUSTOM_INGREDIENT_UNITS as readonly string[]).includes(unit), COCKTAIL_MESSAGES.unit);

/** An amount within the recipe bounds (0 when none is given), rounded as stored. */
const componentAmount = z
  .number()
  .nullish()
  .transform((amount) => amount ?? 0)
  .superRefine((amount, ctx) => {
    const message = boundedAmountError(amount);
    if (message) addIssue(ctx, [], message);
  })
  .transform(roundedAmount);

/**
 * A custom ingredient needs its name, category and yield amount ("Please fill in all required fields");
 * its components are optional, each with the name of what goes in, in the custom-ingredient units.
 */
export const customIngredientRules = z.object({
  name: requiredName(TEXT_LIMITS.ingredient, COCKTAIL_MESSAGES.customIngredientRequired).transform((name) => name ?? ''),
  category: z
    .string()
    .nullish()
    .transform((raw) => fromList(CUSTOM_INGREDIENT_CATEGORIES, raw ?? '') ?? '')
    .refine((category) => category !== '', COCKTAIL_MESSAGES.customIngredientRequired),
  yieldAmount: z
    .number()
    .nullish()
    .transform((amount) => amount ?? 0)
    .superRefine((amount, ctx) => {
      const message = amount === 0 ? COCKTAIL_MESSAGES.customIngredientRequired : boundedAmountError(amount);
      if (message) addIssue(ctx, [], message);
    }),
  yieldUnit: customIngredientUnit,
  components: boundedList(
    z.object({
      unit: customIngredientUnit,
      amount: componentAmount,
      ingredient: requiredName(TEXT_LIMITS.ingredient, COCKTAIL_MESSAGES.ingredientName).transform((name) => name ?? ''),
    }),
    CUSTOM_INGREDIENT_COMPONENTS_MAX,
    { tooMany: COCKTAIL_MESSAGES.tooManyComponents },
  )
    .optional()
    .transform((components) => (components ?? []).map(({ amount, unit, ingredient }) => ({ amount, unit, ingredient }))),
  shelfLife: optionalTrimmedText(TEXT_LIMITS.garnish),
  instructions: optionalTrimmedText(TEXT_LIMITS.directions),
});

/** Checks a custom ingredient's input: the normalised value, or every failing field with its message. */
export function checkCustomIngredient(input: CustomIngredientInput) {
  const shaped = customIngredientShape.safeParse(input);
  if (!shaped.success) return { ok: false as const, errors: fieldErrorsOf(shaped.error) };
  const checked = customIngredientRules.safeParse(shaped.data);
  if (!checked.success) return { ok: false as const, errors: fieldErrorsOf(checked.error) };
  return { ok: true as const, value: checked.data };
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
