// A member's recipe files (issue 41, decision 0074): the export of their own cocktails (JSON and CSV),
// and the import of a file, previewed first and then written all at once. Parsing is common/recipe-import.ts;
// every recipe is checked by the create form's rules and written by the one insert (insertCocktail).
import { checkCocktailInput, COCKTAIL_INGREDIENTS_MAX, type CocktailLine } from '../../common/cocktail-rules';
import {
  draftInput,
  EXPORT_MAX_RECIPES,
  exportCsv,
  exportDocument,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_NEW_INGREDIENTS,
  IMPORT_MESSAGES,
  importChoicesSchema,
  claimedBy,
  parseRecipeFile,
  recipeIdentity,
  type DraftLine,
  type ExportedCocktail,
  type ImportFormat,
} from '../../common/recipe-import';
import { toSearchText } from '../../common/search-text';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, parseInput, PayloadTooLargeError, SIGN_IN_REQUIRED, ValidationError } from '../errors';
import type { Services } from '../services';
import { cocktailListOrder, insertCocktail, visibleCocktailsWhere } from './cocktails';
import { STRENGTH_SELECT, strengthOf } from './strength';

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new NotAuthorizedError(SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
  return viewer;
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

export type ExportFormat = 'json' | 'csv';

export interface CocktailExportFile {
  filename: string;
  contentType: string;
  content: string;
  /** Cocktails in this file. */
  count: number;
  /** The offset of the next file, when the member has more cocktails than one file holds. */
  nextOffset: number | null;
}

/**
 * The viewer's own cocktails (private ones included: the visibility rule lets their creator see them),
 * in the list's order, at most EXPORT_MAX_RECIPES from `offset`.
 */
export async function exportCocktails(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer | null,
  format: ExportFormat,
  offset: number,
  now = new Date(),
): Promise<CocktailExportFile> {
  const member = signedIn(viewer);
  if (!Number.isInteger(offset) || offset < 0) throw ValidationError.field('offset', 'offset must be 0 or more');
  const exporter = await prisma.user.findUniqueOrThrow({ where: { id: member.id }, select: { shownName: true } });
  const rows = await prisma.cocktail.findMany({
    where: { AND: [{ creatorId: member.id }, visibleCocktailsWhere(member)] },
    orderBy: cocktailListOrder,
    skip: offset,
    take: EXPORT_MAX_RECIPES + 1,
    select: {
      name: true,
      description: true,
      directions: true,
      notes: true,
      garnish: true,
      glassware: true,
      categories: true,
      classicEra: true,
      isMocktail: true,
      visibility: true,
      type: true,
      originalCreatorName: true,
      sourceUrl: true,
      year: true,
      venue: { select: { name: true, city: true, state: true, country: true } },
      ...STRENGTH_SELECT,
      ingredients: {
        select: {
          amount: true,
          unit: true,
          brand: true,
          note: true,
          optional: true,
          ingredient: { select: { name: true, category: true, abv: true } },
        },
        orderBy: { orderIndex: 'asc' },
        take: COCKTAIL_INGREDIENTS_MAX,
      },
    },
  });
  const page = rows.slice(0, EXPORT_MAX_RECIPES);
  const cocktails: ExportedCocktail[] = page.map((row) => {
    const strength = strengthOf(row);
    return {
      name: row.name,
      description: row.description,
      directions: row.directions,
      notes: row.notes,
      garnish: row.garnish,
      glassware: row.glassware,
      categories: row.categories,
      classicEra: row.classicEra,
      isMocktail: row.isMocktail,
      visibility: row.visibility,
      method: row.method,
      iAmCreator: row.type === 'my_own',
      // The member's own creation names them, so an import by anyone else credits them (claimedBy).
      originalCreatorName: row.type === 'my_own' ? exporter.shownName : row.originalCreatorName,
      sourceUrl: row.sourceUrl,
      year: row.year,
      venue: row.venue,
      estimatedAbv: strength?.abv ?? null,
      finalVolumeMl: strength?.volumeMl ?? null,
      ingredients: row.ingredients.map((line) => ({
        amount: line.amount,
        unit: line.unit,
        ingredient: line.ingredient.name,
        brand: line.brand,
        note: line.note,
        optional: line.optional,
        category: line.ingredient.category,
        abv: line.ingredient.abv,
      })),
    };
  });
  const day = now.toISOString().slice(0, 10);
  const part = offset > 0 || rows.length > EXPORT_MAX_RECIPES ? `-${offset + 1}` : '';
  return {
    filename: `repour-cocktails-${day}${part}.${format}`,
    contentType: format === 'json' ? 'application/json' : 'text/csv',
    content: format === 'json' ? `${JSON.stringify(exportDocument(cocktails, now, member.id), null, 2)}\n` : exportCsv(cocktails),
    count: cocktails.length,
    nextOffset: rows.length > EXPORT_MAX_RECIPES ? offset + EXPORT_MAX_RECIPES : null,
  };
}

// ---------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------

export type ImportStatus = 'new' | 'duplicate' | 'invalid';

export interface ImportLine extends DraftLine {
  /** The database does not know this ingredient: the import adds it. */
  newIngredient: boolean;
}

export interface ImportRecipe {
  name: string;
  status: ImportStatus;
  /** Why it is not imported (duplicate or invalid), in the words of the rule that says so. */
  reason: string | null;
  lines: ImportLine[];
  /** The id of the cocktail written (an import's result only). */
  cocktailId: number | null;
}

export interface NewIngredient {
  name: string;
  /** The category it is added in: the member's pick, else the file's, else "other". */
  category: string;
  /** Recipes of the file that use it. */
  recipes: number;
}

export interface ImportPlan {
  format: ImportFormat;
  recipes: ImportRecipe[];
  newIngredients: NewIngredient[];
}

export interface ImportFile {
  size: number;
  text(): Promise<string>;
}

export interface PickedCategory {
  ingredient: string;
  category: string;
}

async function readFile(file: ImportFile | null | undefined): Promise<string> {
  if (!file || typeof file.text !== 'function') throw ValidationError.field('file', IMPORT_MESSAGES.empty);
  if (file.size > IMPORT_MAX_BYTES) throw new PayloadTooLargeError('file', IMPORT_MESSAGES.tooLarge);
  return file.text();
}

/** The member's picks, checked by the import form's schema: by folded ingredient name. */
function pickedCategories(categories: readonly PickedCategory[]): Map<string, string> {
  const choices = parseInput(importChoicesSchema, { categories });
  return new Map(choices.categories.map((choice) => [toSearchText(choice.ingredient), choice.category]));
}

function reasonOf(errors: ReadonlyArray<{ path: string; message: string }>): string {
  const [first] = errors;
  const line = /^ingredients\.(\d+)\./.exec(first.path);
  return line ? `Line ${Number(line[1]) + 1}: ${first.message}` : first.message;
}

/**
 * What importing the file would do, with nothing written: each recipe new, a duplicate (of one of the
 * member's cocktails, or of an earlier recipe of the file) or invalid (by the create form's rules), and
 * the ingredients it would add. The checked changes of the new ones come along for the import.
 */
async function planImport(
  { prisma }: Pick<Services, 'prisma'>,
  member: Viewer,
  content: string,
  byteLength: number,
  categories: readonly PickedCategory[],
) {
  const parsed = parseRecipeFile(content, byteLength);
  if (!parsed.ok) throw ValidationError.field('file', parsed.message);
  const picked = pickedCategories(categories);
  const drafts = claimedBy(parsed, member.id);

  const checked = drafts.map((draft) => ({
    draft,
    result: checkCocktailInput(draftInput(draft, picked), 'create', { keepMissingAmounts: true }),
  }));

  // The member's cocktails of the same names, to tell duplicates (a name is shared by few recipes).
  const names = [...new Set(drafts.map((draft) => toSearchText(draft.name)).filter(Boolean))];
  const mine = await prisma.cocktail.findMany({
    where: { creatorId: member.id, nameSearch: { in: names } },
    select: {
      name: true,
      ingredients: {
        select: { amount: true, unit: true, ingredient: { select: { name: true } } },
        orderBy: { orderIndex: 'asc' },
        take: COCKTAIL_INGREDIENTS_MAX,
      },
    },
  });
  const seen = new Set(
    mine.map((cocktail) =>
      recipeIdentity({
        name: cocktail.name,
        lines: cocktail.ingredients.map((line) => ({ ingredient: line.ingredient.name, amount: line.amount, unit: line.unit })),
      }),
    ),
  );

  const keys = [...new Set(drafts.flatMap((draft) => draft.ingredients.map((line) => toSearchText(line.ingredient))).filter(Boolean))];
  const known = new Set(
    (await prisma.ingredient.findMany({ where: { nameSearch: { in: keys } }, select: { nameSearch: true } })).map((row) => row.nameSearch),
  );

  const inFile = new Set<string>();
  const newIngredients = new Map<string, NewIngredient>();
  const recipes = checked.map(({ draft, result }) => {
    const lines: ImportLine[] = draft.ingredients.map((line) => ({ ...line, newIngredient: !known.has(toSearchText(line.ingredient)) }));
    const recipe: ImportRecipe & { changes: Extract<typeof result, { ok: true }>['value'] | null } = {
      name: draft.name,
      status: 'new',
      reason: null,
      lines,
      cocktailId: null,
      changes: null,
    };
    if (!result.ok) return { ...recipe, status: 'invalid' as const, reason: reasonOf(result.errors) };
    const identity = recipeIdentity({ name: result.value.name ?? '', lines: (result.value.ingredients ?? []) as CocktailLine[] });
    if (seen.has(identity)) return { ...recipe, status: 'duplicate' as const, reason: IMPORT_MESSAGES.duplicate };
    if (inFile.has(identity)) return { ...recipe, status: 'duplicate' as const, reason: IMPORT_MESSAGES.duplicateInFile };
    inFile.add(identity);
    for (const line of result.value.ingredients ?? []) {
      const key = toSearchText(line.ingredient);
      if (known.has(key)) continue;
      const entry = newIngredients.get(key) ?? { name: line.ingredient, category: line.category ?? 'other', recipes: 0 };
      entry.recipes += 1;
      newIngredients.set(key, entry);
    }
    return { ...recipe, changes: result.value };
  });
  if (newIngredients.size > IMPORT_MAX_NEW_INGREDIENTS) throw ValidationError.field('file', IMPORT_MESSAGES.tooManyIngredients);
  return { format: parsed.format, recipes, newIngredients: [...newIngredients.values()] };
}

function withoutChanges<T extends { changes: unknown }>(recipe: T): Omit<T, 'changes'> {
  const { changes: _changes, ...rest } = recipe;
  return rest;
}

/** What importing the file would do; nothing is written. */
export async function previewImport(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  file: ImportFile | null | undefined,
  categories: readonly PickedCategory[] = [],
): Promise<ImportPlan> {
  const member = signedIn(viewer);
  const content = await readFile(file);
  await limits.consumeForMember(member.id, 'cocktailImportPreviewsPerMember');
  const plan = await planImport({ prisma }, member, content, file!.size, categories);
  return { ...plan, recipes: plan.recipes.map(withoutChanges) };
}

const IMPORT_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/**
 * Imports the file's new recipes for the member, all or nothing: duplicates and invalid recipes are
 * skipped and said so. A file that cannot be read is refused before any limit is spent; a file read
 * counts as one write against the catalog limit and one of the day's imports, whatever it holds.
 */
export async function importCocktails(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  file: ImportFile | null | undefined,
  categories: readonly PickedCategory[] = [],
): Promise<ImportPlan> {
  const member = signedIn(viewer);
  const content = await readFile(file);
  const plan = await planImport({ prisma }, member, content, file!.size, categories);
  await limits.consumeForMember(member.id, 'cocktailImportsPerMember', 'catalogWritesPerMember');
  const ids = await prisma.$transaction(async (tx) => {
    const written: Array<number | null> = [];
    for (const recipe of plan.recipes) written.push(recipe.changes ? await insertCocktail(tx, member, recipe.changes) : null);
    return written;
  }, IMPORT_TRANSACTION);
  return { ...plan, recipes: plan.recipes.map((recipe, index) => ({ ...withoutChanges(recipe), cocktailId: ids[index] })) };
}
