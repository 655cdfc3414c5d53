// Recipe files a member exports and imports (issue 41, decision 0074, docs/export-format.md): Repour's own
// JSON ("repour.cocktails", version 1) and CSV, Bar Assistant's recipe JSON, and schema.org Recipe JSON-LD
// (as recipe sites embed it, alone or in a saved page). Parsing gives drafts; the server checks each one
// with the create form's rules (checkCocktailInput) before writing anything.
import { z } from 'zod';
import {
  lineNote,
  normalizeCocktail,
  normalizeIngredientCategory,
  cleanText,
  type BarAssistantCocktail,
} from '../prisma/seed/bar-assistant';
import { mixMethodFromDirections } from './abv';
import { COCKTAIL_MESSAGES, type CocktailInput } from './cocktail-rules';
import { COCKTAIL_CATEGORIES, INGREDIENT_CATEGORIES, type IngredientCategory } from './constants';
import { formatAmount, normalizeMeasure, parseAmount, parseIngredientText } from './recipe-units';
import { toSearchText } from './search-text';

export const EXPORT_FORMAT = 'repour.cocktails';
export const EXPORT_VERSION = 1;
/** Recipes in one import file. */
export const IMPORT_MAX_RECIPES = 200;
/** Bytes in one import file. */
export const IMPORT_MAX_BYTES = 1_000_000;
/** New ingredients one file may add (each needs a category, which the member may pick). */
export const IMPORT_MAX_NEW_INGREDIENTS = 100;
/** Recipes in one export file: a member with more exports several (offset). */
export const EXPORT_MAX_RECIPES = 500;

export const IMPORT_FORMATS = ['repour', 'bar-assistant', 'schema-org'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  repour: 'Repour export',
  'bar-assistant': 'Bar Assistant export',
  'schema-org': 'schema.org Recipe',
};

export const IMPORT_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: `A file can be at most ${IMPORT_MAX_BYTES / 1_000_000} MB`,
  tooMany: `A file can hold at most ${IMPORT_MAX_RECIPES} recipes`,
  notJson: 'This file is neither JSON nor a web page with schema.org recipe data',
  unknownFormat: 'No recipes found: choose a Repour export, a Bar Assistant export, or a page with schema.org Recipe data',
  version: `This Repour export is of a newer version; this app reads version ${EXPORT_VERSION}`,
  duplicate: 'You already have this cocktail',
  duplicateInFile: 'The same recipe is already in this file',
  tooManyIngredients: `A file can add at most ${IMPORT_MAX_NEW_INGREDIENTS} new ingredients: split it into smaller files`,
} as const;

// ---------------------------------------------------------------------------
// What a file becomes: drafts, one per recipe
// ---------------------------------------------------------------------------

export interface DraftLine {
  amount: number | null;
  unit: string;
  ingredient: string;
  brand: string | null;
  note: string | null;
  /** Our ingredient category, when the file says one (used only for an ingredient the database does not know). */
  category: IngredientCategory | null;
  /** The recipe works without it ("Can make now" does not ask for it). */
  optional: boolean;
  /** The line as the file wrote it. */
  written: string;
  /** What reading it converted, in words; null when nothing was. */
  changed: string | null;
}

export interface DraftRecipe {
  name: string;
  description: string | null;
  directions: string | null;
  notes: string | null;
  garnish: string | null;
  glassware: string | null;
  categories: string[];
  classicEra: string | null;
  isMocktail: boolean;
  visibility: 'public' | 'private';
  method: string | null;
  /** "I am the creator": the recipe is the member's own (type my_own), with no other creator or source. */
  iAmCreator: boolean;
  originalCreatorName: string | null;
  sourceUrl: string | null;
  year: number | null;
  /** Where it was created. */
  venue: DraftVenue | null;
  ingredients: DraftLine[];
}

export interface DraftVenue {
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
}

export type ParsedFile =
  | {
      ok: true;
      format: ImportFormat;
      recipes: DraftRecipe[];
      /** A Repour file's exporting member (its `exportedBy`), whose recipes marked iAmCreator are theirs. */
      exportedBy?: number | null;
    }
  | { ok: false; message: string };

const text = z.string().nullish();

function orNull(value: string | null | undefined): string | null {
  const cleaned = cleanText(value);
  return cleaned === '' ? null : cleaned;
}

function categoryOf(value: string | null | undefined): IngredientCategory | null {
  const key = cleanText(value).toLowerCase();
  return (INGREDIENT_CATEGORIES as readonly string[]).includes(key) ? (key as IngredientCategory) : null;
}

function ourCategories(values: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => cleanText(value).toLowerCase()));
  return COCKTAIL_CATEGORIES.filter((category) => wanted.has(category.toLowerCase()));
}

function writtenLine(amount: unknown, unit: string | null | undefined, ingredient: string): string {
  return [amount === null || amount === undefined || amount === '' ? '' : String(amount), cleanText(unit), ingredient]
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------------------
// Repour's own export, version 1 (docs/export-format.md)
// ---------------------------------------------------------------------------

const repourLine = z.object({
  amount: z.number().nullable(),
  unit: z.string(),
  ingredient: z.string(),
  brand: text,
  note: text,
  category: text,
  abv: z.number().nullish(),
  optional: z.boolean().nullish(),
});

const repourVenue = z.object({ name: z.string(), city: text, state: text, country: text });

const repourCocktail = z.object({
  name: z.string(),
  description: text,
  directions: text,
  notes: text,
  garnish: text,
  glassware: text,
  categories: z.array(z.string()).nullish(),
  classicEra: text,
  isMocktail: z.boolean().nullish(),
  visibility: z.enum(['public', 'private']).nullish(),
  method: text,
  iAmCreator: z.boolean().nullish(),
  originalCreatorName: text,
  sourceUrl: text,
  year: z.number().int().nullish(),
  venue: repourVenue.nullish(),
  estimatedAbv: z.number().nullish(),
  finalVolumeMl: z.number().nullish(),
  ingredients: z.array(repourLine),
});

export type ExportedCocktail = z.input<typeof repourCocktail>;

/** Version 1 of Repour's export (docs/export-format.md). */
export const repourExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string().nullish(),
  exportedBy: z.number().int().nullish(),
  cocktails: z.array(repourCocktail),
});

export type RepourExport = z.input<typeof repourExportSchema>;

function fromRepour(cocktail: z.output<typeof repourCocktail>): DraftRecipe {
  return {
    name: cleanText(cocktail.name),
    description: orNull(cocktail.description),
    directions: orNull(cocktail.directions),
    notes: orNull(cocktail.notes),
    garnish: orNull(cocktail.garnish),
    glassware: orNull(cocktail.glassware),
    categories: ourCategories(cocktail.categories ?? []),
    classicEra: orNull(cocktail.classicEra),
    isMocktail: cocktail.isMocktail ?? false,
    visibility: cocktail.visibility ?? 'public',
    method: orNull(cocktail.method),
    iAmCreator: cocktail.iAmCreator ?? false,
    originalCreatorName: orNull(cocktail.originalCreatorName),
    sourceUrl: orNull(cocktail.sourceUrl),
    year: cocktail.year ?? null,
    venue: cocktail.venue
      ? {
          name: cleanText(cocktail.venue.name),
          city: orNull(cocktail.venue.city),
          state: orNull(cocktail.venue.state),
          country: orNull(cocktail.venue.country),
        }
      : null,
    // Our own units, as exported: kept as they are.
    ingredients: cocktail.ingredients.map((line) => ({
      amount: line.amount,
      unit: line.unit,
      ingredient: cleanText(line.ingredient),
      brand: orNull(line.brand),
      note: orNull(line.note),
      category: categoryOf(line.category),
      optional: line.optional ?? false,
      written: writtenLine(line.amount, line.unit, cleanText(line.ingredient)),
      changed: null,
    })),
  };
}

// ---------------------------------------------------------------------------
// Bar Assistant (github.com/bar-assistant/data: one recipe, a list of them, or { cocktails | data })
// ---------------------------------------------------------------------------

const barAssistantLine = z.object({
  name: z.string(),
  strength: z.number().nullish(),
  category: text,
  amount: z.union([z.number(), z.string()]).nullish(),
  amount_max: z.union([z.number(), z.string()]).nullish(),
  units: text,
  optional: z.boolean().nullish(),
  note: text,
  sort: z.number().nullish(),
  substitutes: z.array(z.object({ name: z.string() }).passthrough()).nullish(),
});

const barAssistantCocktail = z.object({
  _id: text,
  name: z.string(),
  instructions: text,
  source: text,
  garnish: text,
  abv: z.number().nullish(),
  tags: z.array(z.string()).nullish(),
  glass: text,
  method: text,
  ingredients: z.array(barAssistantLine),
});

function fromBarAssistant(cocktail: z.output<typeof barAssistantCocktail>): DraftRecipe {
  const lines = cocktail.ingredients
    .map((line, index) => ({ ...line, sort: line.sort ?? index + 1, substitutes: line.substitutes ?? [] }))
    .sort((a, b) => a.sort - b.sort);
  const source: BarAssistantCocktail = {
    _id: cocktail._id ?? '',
    name: cocktail.name,
    instructions: cocktail.instructions ?? null,
    source: cocktail.source ?? null,
    garnish: cocktail.garnish ?? null,
    abv: cocktail.abv ?? null,
    tags: cocktail.tags ?? [],
    glass: cocktail.glass ?? null,
    method: cocktail.method ?? null,
    ingredients: lines.map((line) => ({
      _id: '',
      name: line.name,
      strength: line.strength ?? null,
      category: line.category ?? null,
      amount: line.amount ?? null,
      amount_max: line.amount_max ?? null,
      units: line.units ?? null,
      optional: line.optional ?? null,
      note: line.note ?? null,
      sort: line.sort,
      substitutes: line.substitutes.map((substitute) => ({ _id: '', name: substitute.name })),
    })),
  };
  // The seed's reading of the same format: glass, era, categories, mocktail, source.
  const normalized = normalizeCocktail(source);
  return {
    name: normalized.name,
    description: null,
    directions: normalized.directions,
    notes: normalized.notes,
    garnish: normalized.garnish,
    glassware: normalized.glassware,
    categories: normalized.categories,
    classicEra: normalized.classicEra,
    isMocktail: normalized.isMocktail,
    visibility: 'public',
    method: normalized.method,
    iAmCreator: false,
    originalCreatorName: null,
    sourceUrl: normalized.sourceUrl,
    year: null,
    venue: null,
    ingredients: source.ingredients.map((line) => {
      const ingredient = cleanText(line.name);
      const measure = normalizeMeasure(line.units, parseAmount(line.amount));
      return {
        amount: measure.amount,
        unit: measure.unit,
        ingredient,
        brand: null,
        note: lineNote(line, measure),
        category: line.category ? normalizeIngredientCategory(line.category, ingredient) : null,
        // As the demo seed keeps it (prisma/seed/bar-assistant.ts): "Can make now" does not ask for it.
        optional: Boolean(line.optional),
        written: writtenLine(line.amount, line.units, ingredient),
        changed: measure.changed,
      };
    }),
  };
}

// ---------------------------------------------------------------------------
// schema.org Recipe (JSON-LD, alone or in a saved web page)
// ---------------------------------------------------------------------------

const named = z.union([z.string(), z.object({ name: z.string().nullish() }).passthrough()]);
const instruction: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ text: text, name: text, itemListElement: z.array(instruction).nullish() }).passthrough(),
    z.array(instruction),
  ]),
);

const schemaOrgRecipe = z
  .object({
    name: z.string(),
    description: text,
    recipeIngredient: z.array(z.string()).nullish(),
    ingredients: z.array(z.string()).nullish(),
    recipeInstructions: instruction.nullish(),
    recipeCategory: z.union([z.string(), z.array(z.string())]).nullish(),
    keywords: z.union([z.string(), z.array(z.string())]).nullish(),
    author: z.union([named, z.array(named)]).nullish(),
    url: text,
  })
  .passthrough();

function instructionText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(instructionText);
  if (value && typeof value === 'object') {
    const step = value as { text?: string | null; itemListElement?: unknown[] | null };
    if (step.itemListElement) return step.itemListElement.flatMap(instructionText);
    return step.text ? [step.text] : [];
  }
  return [];
}

function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return orNull(value);
  if (Array.isArray(value)) return value.map(nameOf).filter(Boolean).join(', ') || null;
  if (value && typeof value === 'object') return orNull((value as { name?: string | null }).name);
  return null;
}

function listOf(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
}

function fromSchemaOrg(recipe: z.output<typeof schemaOrgRecipe>): DraftRecipe {
  const steps = instructionText(recipe.recipeInstructions).map(cleanText).filter(Boolean);
  const directions = steps.length > 1 ? steps.map((step, index) => `${index + 1}. ${step}`).join('\n') : (steps[0] ?? null);
  const url = orNull(recipe.url);
  return {
    name: cleanText(recipe.name),
    description: orNull(recipe.description),
    directions,
    notes: null,
    garnish: null,
    glassware: null,
    categories: ourCategories([...listOf(recipe.recipeCategory), ...listOf(recipe.keywords)]),
    classicEra: null,
    isMocktail: false,
    visibility: 'public',
    method: mixMethodFromDirections(directions),
    iAmCreator: false,
    originalCreatorName: nameOf(recipe.author),
    sourceUrl: url && /^https?:\/\//i.test(url) ? url : null,
    year: null,
    venue: null,
    ingredients: (recipe.recipeIngredient ?? recipe.ingredients ?? [])
      .map(cleanText)
      .filter(Boolean)
      .map((written) => {
        const line = parseIngredientText(written);
        return { ...line, brand: null, category: null, optional: false, written };
      }),
  };
}

function isRecipeType(type: unknown): boolean {
  return type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));
}

/** Every node typed Recipe in JSON-LD: alone, in a list, or in an @graph. */
function recipeNodes(value: unknown, found: unknown[] = [], depth = 0): unknown[] {
  if (depth > 6 || !value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) recipeNodes(item, found, depth + 1);
    return found;
  }
  const node = value as Record<string, unknown>;
  if (isRecipeType(node['@type'])) found.push(node);
  else if (node['@graph']) recipeNodes(node['@graph'], found, depth + 1);
  return found;
}

/** The JSON-LD blocks of a saved web page. */
function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  const pattern = /<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    try {
      blocks.push(JSON.parse(match[1]));
    } catch {
      // A page's broken block is not ours to fix; the others may still hold the recipe.
    }
  }
  return blocks;
}

// ---------------------------------------------------------------------------
// One file
// ---------------------------------------------------------------------------

function looksLikeBarAssistant(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const cocktail = value as { name?: unknown; ingredients?: unknown };
  if (typeof cocktail.name !== 'string' || !Array.isArray(cocktail.ingredients)) return false;
  return cocktail.ingredients.every(
    (line) => line && typeof line === 'object' && typeof (line as { name?: unknown }).name === 'string' && !('ingredient' in line),
  );
}

function tooMany(count: number): ParsedFile | null {
  return count > IMPORT_MAX_RECIPES ? { ok: false, message: IMPORT_MESSAGES.tooMany } : null;
}

/** Where in the file a shape check failed, in words: "recipe 3, ingredients.1.name: Expected string". */
function shapeMessage(error: z.ZodError, offset = 0): string {
  const issue = error.issues[0];
  const [first, ...rest] = issue.path;
  const where =
    typeof first === 'number' ? `recipe ${first + 1 + offset}${rest.length ? `, ${rest.join('.')}` : ''}` : issue.path.join('.');
  return `The file does not read as recipes (${where ? `${where}: ` : ''}${issue.message})`;
}

/** Reads a recipe file's text: its format and its drafts, or why it cannot be read. */
export function parseRecipeFile(content: string, byteLength = new TextEncoder().encode(content).length): ParsedFile {
  if (byteLength > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  const trimmed = content.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, message: IMPORT_MESSAGES.empty };

  let value: unknown;
  if (trimmed.startsWith('<')) {
    value = jsonLdBlocks(trimmed);
  } else {
    try {
      value = JSON.parse(trimmed);
    } catch {
      return { ok: false, message: IMPORT_MESSAGES.notJson };
    }
  }

  if (value && typeof value === 'object' && !Array.isArray(value) && (value as { format?: unknown }).format === EXPORT_FORMAT) {
    const version = (value as { version?: unknown }).version;
    if (typeof version === 'number' && version > EXPORT_VERSION) return { ok: false, message: IMPORT_MESSAGES.version };
    const cocktails = (value as { cocktails?: unknown }).cocktails;
    const count = tooMany(Array.isArray(cocktails) ? cocktails.length : 0);
    if (count) return count;
    const parsed = repourExportSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const inCocktails = issue.path[0] === 'cocktails';
      return {
        ok: false,
        message: inCocktails ? shapeMessage(new z.ZodError([{ ...issue, path: issue.path.slice(1) }])) : shapeMessage(parsed.error),
      };
    }
    return { ok: true, format: 'repour', recipes: parsed.data.cocktails.map(fromRepour), exportedBy: parsed.data.exportedBy ?? null };
  }

  const recipes = recipeNodes(value);
  if (recipes.length > 0) {
    const count = tooMany(recipes.length);
    if (count) return count;
    const parsed = z.array(schemaOrgRecipe).safeParse(recipes);
    if (!parsed.success) return { ok: false, message: shapeMessage(parsed.error) };
    return { ok: true, format: 'schema-org', recipes: parsed.data.map(fromSchemaOrg) };
  }

  const container = value as { cocktails?: unknown; data?: unknown } | null;
  const list = Array.isArray(value)
    ? value
    : looksLikeBarAssistant(value)
      ? [value]
      : Array.isArray(container?.cocktails)
        ? container.cocktails
        : Array.isArray(container?.data)
          ? container.data
          : null;
  if (list && list.length > 0 && list.every(looksLikeBarAssistant)) {
    const count = tooMany(list.length);
    if (count) return count;
    const parsed = z.array(barAssistantCocktail).safeParse(list);
    if (!parsed.success) return { ok: false, message: shapeMessage(parsed.error) };
    return { ok: true, format: 'bar-assistant', recipes: parsed.data.map(fromBarAssistant) };
  }
  return { ok: false, message: IMPORT_MESSAGES.unknownFormat };
}

// ---------------------------------------------------------------------------
// A draft as the create form's input, and what makes two recipes the same
// ---------------------------------------------------------------------------

/**
 * The draft as createCocktail's input. An ingredient the database does not know is created in the
 * category the member picked for it (by folded name), else the file's, else "other".
 */
export function draftInput(draft: DraftRecipe, picked: ReadonlyMap<string, string> = new Map()): CocktailInput {
  return {
    name: draft.name,
    description: draft.description,
    directions: draft.directions,
    notes: draft.notes,
    garnish: draft.garnish,
    glassware: draft.glassware,
    categories: draft.categories,
    classicEra: draft.classicEra,
    isMocktail: draft.isMocktail,
    visibility: draft.visibility,
    method: draft.method,
    attribution: {
      iAmCreator: draft.iAmCreator,
      originalCreatorName: draft.originalCreatorName,
      sourceUrl: draft.sourceUrl,
      year: draft.year,
      venue: draft.venue,
    },
    ingredients: draft.ingredients.map((line) => ({
      amount: line.amount,
      unit: line.unit,
      ingredient: line.ingredient,
      brand: line.brand,
      note: line.note,
      optional: line.optional,
      category: picked.get(toSearchText(line.ingredient)) ?? line.category ?? 'other',
    })),
  };
}

export interface RecipeIdentity {
  name: string;
  lines: ReadonlyArray<{ ingredient: string; amount: number | null; unit: string }>;
}

/**
 * What makes two recipes the same: the name and the lines in order (ingredient, amount, unit), case and
 * accents aside. An import flags a recipe the member already has by it, rather than doubling it.
 */
export function recipeIdentity(recipe: RecipeIdentity): string {
  const lines = recipe.lines.map(
    (line) => `${toSearchText(line.ingredient)}|${line.amount === null ? '' : formatAmount(line.amount)}|${line.unit.toLowerCase()}`,
  );
  return JSON.stringify([toSearchText(recipe.name), ...lines]);
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

/** The JSON export of a member's cocktails, version 1 (docs/export-format.md). */
export function exportDocument(cocktails: readonly ExportedCocktail[], exportedAt: Date, exportedBy: number): RepourExport {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: exportedAt.toISOString(), exportedBy, cocktails: [...cocktails] };
}

export const CSV_COLUMNS = [
  'name',
  'method',
  'glassware',
  'garnish',
  'categories',
  'classic_era',
  'is_mocktail',
  'visibility',
  'estimated_abv',
  'final_volume_ml',
  'ingredients',
  'directions',
  'description',
  'notes',
  'original_creator',
  'source_url',
  'year',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let field = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** A recipe line in one cell: "60 ml Gin (Tanqueray)", "Top with Soda", "Sugar; to taste". */
export function lineText(line: ExportedCocktail['ingredients'][number]): string {
  const measure =
    line.amount === null
      ? line.unit === 'qty'
        ? ''
        : line.unit
      : `${formatAmount(line.amount)}${line.unit === 'qty' ? '' : ` ${line.unit}`}`;
  const brand = line.brand ? ` (${line.brand})` : '';
  const note = line.note ? `; ${line.note}` : '';
  return `${measure ? `${measure} ` : ''}${line.ingredient}${brand}${note}`;
}

/** The CSV export: a header row, then one row per cocktail, its lines in one cell joined by " | ". */
export function exportCsv(cocktails: readonly ExportedCocktail[]): string {
  const rows = cocktails.map((cocktail) =>
    [
      cocktail.name,
      cocktail.method,
      cocktail.glassware,
      cocktail.garnish,
      (cocktail.categories ?? []).join('; '),
      cocktail.classicEra,
      cocktail.isMocktail ?? false,
      cocktail.visibility,
      cocktail.estimatedAbv,
      cocktail.finalVolumeMl,
      cocktail.ingredients.map(lineText).join(' | '),
      cocktail.directions,
      cocktail.description,
      cocktail.notes,
      cocktail.originalCreatorName,
      cocktail.sourceUrl,
      cocktail.year,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------
// The member's choices in a preview (the import form, and the server's check of them)
// ---------------------------------------------------------------------------

/** The categories the member picks for the ingredients a file adds. */
export const importChoicesSchema = z.object({
  categories: z
    .array(
      z.object({
        ingredient: z.string(),
        category: z
          .string()
          .transform((value) => value.trim().toLowerCase())
          .refine((value) => (INGREDIENT_CATEGORIES as readonly string[]).includes(value), COCKTAIL_MESSAGES.ingredientCategory),
      }),
    )
    .max(IMPORT_MAX_NEW_INGREDIENTS, IMPORT_MESSAGES.tooManyIngredients),
});

export type ImportChoices = z.input<typeof importChoicesSchema>;

/**
 * A file's recipes as `importerId` may claim them: "I am the creator" is the exporting member's claim, so
 * it holds when they import their own file again; anyone else's import credits the recipe to the name
 * the file gives (the exporter's, written in originalCreatorName).
 */
export function claimedBy(parsed: Extract<ParsedFile, { ok: true }>, importerId: number): DraftRecipe[] {
  if (parsed.format === 'repour' && parsed.exportedBy === importerId) return parsed.recipes;
  return parsed.recipes.map((draft) => (draft.iAmCreator ? { ...draft, iAmCreator: false } : draft));
}
