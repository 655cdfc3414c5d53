// The state of a cocktail form (the create screen and the edit dialog): what the member typed, how a
// saved cocktail fills it, and the CocktailInput it sends. The rules are common/cocktail-rules.ts.
import { z } from 'zod';
import { amountFromText, checkCocktailInput, glasswareChoiceOf, yearFromText, type CocktailInput } from '@common/cocktail-rules';
import { DEFAULT_COCKTAIL_UNIT } from '@common/constants';

export interface IngredientRow {
  /** A stable React key. */
  key: string;
  amount: string;
  unit: string;
  ingredient: string;
  brand: string;
  /** The category of a custom ingredient used in the recipe (unknown to the database until saved). */
  category?: string | null;
  description?: string | null;
  /** The saved line's note ("to taste") and whether it is optional: no field edits them, the save keeps them. */
  note?: string | null;
  optional?: boolean;
}

export interface CocktailFormState {
  iAmCreator: boolean;
  originalCreator: string;
  sourceUrl: string;
  year: string;
  venueName: string;
  venueCity: string;
  venueState: string;
  venueCountry: string;
  name: string;
  isMocktail: boolean;
  ingredients: IngredientRow[];
  garnish: string;
  directions: string;
  notes: string;
  /** A glass of the list, "Other", or "" for the default "Cocktail Glass". */
  glassware: string;
  glasswareOther: string;
  categories: string[];
  /** Only the edit dialog sets the era; "" for none. */
  classicEra?: string;
  photoUrl: string | null;
}

let rowCounter = 0;
export function newRow(values: Partial<Omit<IngredientRow, 'key'>> = {}): IngredientRow {
  rowCounter += 1;
  return { key: `row-${rowCounter}`, amount: '', unit: DEFAULT_COCKTAIL_UNIT, ingredient: '', brand: '', ...values };
}

export function emptyCocktailForm(): CocktailFormState {
  return {
    iAmCreator: false,
    originalCreator: '',
    sourceUrl: '',
    year: '',
    venueName: '',
    venueCity: '',
    venueState: '',
    venueCountry: '',
    name: '',
    isMocktail: false,
    ingredients: [newRow()],
    garnish: '',
    directions: '',
    notes: '',
    glassware: '',
    glasswareOther: '',
    categories: [],
    photoUrl: null,
  };
}

/** "I am the creator" clears the original creator and source link; unticking it clears year and venue. */
export function withIAmCreator(state: CocktailFormState, iAmCreator: boolean): CocktailFormState {
  return iAmCreator
    ? { ...state, iAmCreator, originalCreator: '', sourceUrl: '' }
    : { ...state, iAmCreator, year: '', venueName: '', venueCity: '', venueState: '', venueCountry: '' };
}

/** What a saved cocktail looks like to the forms. */
export interface SavedCocktail {
  name: string;
  isMocktail: boolean;
  type: string;
  originalCreatorName: string | null | undefined;
  sourceUrl: string | null | undefined;
  year: number | null | undefined;
  venue:
    | { name: string; city: string | null | undefined; state: string | null | undefined; country: string | null | undefined }
    | null
    | undefined;
  garnish: string | null | undefined;
  directions: string | null | undefined;
  notes: string | null | undefined;
  glassware: string;
  categories: readonly string[];
  classicEra: string | null | undefined;
  photoUrl: string | null | undefined;
  ingredients: ReadonlyArray<{
    amount: number | null | undefined;
    unit: string;
    brand: string | null | undefined;
    note: string | null | undefined;
    optional: boolean;
    ingredient: { name: string };
  }>;
}

function amountText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : String(amount);
}

/** A copy of a saved cocktail to edit; the glass is matched case-insensitively to the list. */
export function cocktailFormFrom(cocktail: SavedCocktail, withEra = false): CocktailFormState {
  const { choice, other } = glasswareChoiceOf(cocktail.glassware);
  return {
    iAmCreator: cocktail.type === 'my_own',
    originalCreator: cocktail.originalCreatorName ?? '',
    sourceUrl: cocktail.sourceUrl ?? '',
    year: cocktail.year === null || cocktail.year === undefined ? '' : String(cocktail.year),
    venueName: cocktail.venue?.name ?? '',
    venueCity: cocktail.venue?.city ?? '',
    venueState: cocktail.venue?.state ?? '',
    venueCountry: cocktail.venue?.country ?? '',
    name: cocktail.name,
    isMocktail: cocktail.isMocktail,
    ingredients: cocktail.ingredients.length
      ? cocktail.ingredients.map((line) =>
          newRow({
            amount: amountText(line.amount),
            unit: line.unit,
            ingredient: line.ingredient.name,
            brand: line.brand ?? '',
            note: line.note ?? null,
            optional: line.optional,
          }),
        )
      : [newRow()],
    garnish: cocktail.garnish ?? '',
    directions: cocktail.directions ?? '',
    notes: cocktail.notes ?? '',
    glassware: choice,
    glasswareOther: other,
    categories: [...cocktail.categories],
    ...(withEra ? { classicEra: cocktail.classicEra ?? '' } : {}),
    photoUrl: cocktail.photoUrl ?? null,
  };
}

/** Rows the member left completely empty are not sent. */
function filledRows(rows: readonly IngredientRow[]): IngredientRow[] {
  return rows.filter((row) => row.ingredient.trim() !== '' || row.amount.trim() !== '' || row.brand.trim() !== '');
}

/** The CocktailInput for createCocktail or updateCocktail. */
export function cocktailInputFrom(state: CocktailFormState): CocktailInput {
  const venueName = state.venueName.trim();
  return {
    name: state.name,
    isMocktail: state.isMocktail,
    directions: state.directions,
    notes: state.notes,
    garnish: state.garnish,
    glassware: state.glassware,
    glasswareOther: state.glassware === 'Other' ? state.glasswareOther : null,
    categories: state.categories,
    ...(state.classicEra !== undefined ? { classicEra: state.classicEra } : {}),
    attribution: {
      iAmCreator: state.iAmCreator,
      originalCreatorName: state.iAmCreator ? null : state.originalCreator,
      sourceUrl: state.iAmCreator ? null : state.sourceUrl,
      year: yearFromText(state.year),
      venue: venueName ? { name: venueName, city: state.venueCity, state: state.venueState, country: state.venueCountry } : null,
    },
    ingredients: filledRows(state.ingredients).map((row) => ({
      amount: amountFromText(row.amount, row.unit),
      unit: row.unit,
      ingredient: row.ingredient,
      brand: row.brand,
      note: row.note ?? null,
      optional: row.optional ?? false,
      category: row.category ?? null,
      description: row.description ?? null,
    })),
    photoUrl: state.photoUrl,
  };
}

/**
 * The form's paths for the rules' paths: line n of the input is the n-th row the member filled, so
 * "ingredients.0.amount" may be the second row of the form ("ingredients.1.amount").
 */
export function formPathOf(state: CocktailFormState, path: string): string {
  const match = /^ingredients\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  const filled = state.ingredients.flatMap((row, index) => (filledRows([row]).length ? [index] : []));
  return `ingredients.${filled[Number(match[1])] ?? match[1]}.${match[2]}`;
}

/**
 * The form's schema for react-hook-form's zodResolver: the rules of common/cocktail-rules.ts (which the
 * server checks too) over the CocktailInput the form sends, each failure on the form's path.
 */
export const cocktailFormSchema = z.custom<CocktailFormState>().superRefine((state, context) => {
  const result = checkCocktailInput(cocktailInputFrom(state), 'create');
  if (result.ok) return;
  for (const issue of result.errors) {
    const path = formPathOf(state, issue.path)
      .split('.')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path, message: issue.message });
  }
});
