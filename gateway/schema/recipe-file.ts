// A member's recipe files (issue 41, decision 0074): the export of their own cocktails, and the import
// of a file (Repour's export, Bar Assistant's, schema.org Recipe JSON-LD), previewed, then written.
import { COCKTAIL_INGREDIENTS_MAX } from '../../common/cocktail-rules';
import { EXPORT_MAX_RECIPES, IMPORT_MAX_BYTES, IMPORT_MAX_NEW_INGREDIENTS, IMPORT_MAX_RECIPES } from '../../common/recipe-import';
import { builder } from '../builder';
import { RATE_LIMITS } from '../rate-limit';
import {
  exportCocktails,
  importCocktails,
  previewImport,
  type CocktailExportFile,
  type ImportLine,
  type ImportPlan,
  type ImportRecipe,
  type NewIngredient,
} from '../domain/recipe-files';
import { encodeGlobalID } from '@pothos/plugin-relay';

const CocktailExportFormatEnum = builder.enumType('CocktailExportFormat', {
  description: 'The kind of file an export writes.',
  values: {
    json: {
      value: 'json',
      description: 'Repour\'s JSON, {"format": "repour.cocktails", "version": 1, ...}: what an import reads back (docs/export-format.md).',
    },
    csv: { value: 'csv', description: 'A spreadsheet: one row per cocktail, its lines in one cell. Not read back by an import.' },
  } as const,
});

const CocktailImportFormatEnum = builder.enumType('CocktailImportFormat', {
  description: 'What kind of recipe file was read.',
  values: {
    repour: { value: 'repour', description: "Repour's own export (JSON, version 1)." },
    bar_assistant: { value: 'bar-assistant', description: "Bar Assistant's recipe JSON: one recipe, a list, or { cocktails }." },
    schema_org: { value: 'schema-org', description: 'schema.org Recipe JSON-LD, alone or in a saved web page.' },
  } as const,
});

const CocktailImportStatusEnum = builder.enumType('CocktailImportStatus', {
  description: 'What an import does with one recipe of the file.',
  values: {
    new: { value: 'new', description: 'Created (or, in a preview, to be created).' },
    duplicate: {
      value: 'duplicate',
      description: 'Skipped: the member has this cocktail already (same name and lines), or the file has it twice.',
    },
    invalid: { value: 'invalid', description: "Skipped: the create form's rules refuse it; `reason` says which." },
  } as const,
});

const CocktailExportFileRef = builder.objectRef<CocktailExportFile>('CocktailExportFile').implement({
  description: `One export file of the signed-in member's own cocktails (at most ${EXPORT_MAX_RECIPES}; more come in further files).`,
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'A file name to save it under: repour-cocktails-<day>.json or .csv.' }),
    contentType: t.exposeString('contentType', { description: 'application/json or text/csv.' }),
    content: t.exposeString('content', { description: "The file's text." }),
    count: t.exposeInt('count', { description: 'Cocktails in this file.' }),
    nextOffset: t.exposeInt('nextOffset', { nullable: true, description: 'The offset of the next file; null when this is the last.' }),
  }),
});

const CocktailImportLineRef = builder.objectRef<ImportLine>('CocktailImportLine').implement({
  description: 'One recipe line as the file wrote it and as it will be saved.',
  fields: (t) => ({
    written: t.exposeString('written', { description: 'The line as the file wrote it ("1 1/2 oz. gin").' }),
    amount: t.exposeFloat('amount', { nullable: true, description: 'The amount saved; null when the line has none ("Sugar, to taste").' }),
    unit: t.exposeString('unit', {
      description: 'The unit saved: one of the units of the create form, or an imported count (sprig, slice...).',
    }),
    ingredient: t.exposeString('ingredient', { description: 'The ingredient name saved.' }),
    note: t.exposeString('note', { nullable: true, description: 'A remark kept with the line ("to taste", "or Cointreau").' }),
    changed: t.exposeString('changed', {
      nullable: true,
      description: 'What reading the line converted, in words; null when nothing was.',
    }),
    newIngredient: t.exposeBoolean('newIngredient', { description: 'The database does not know this ingredient: the import adds it.' }),
  }),
});

const CocktailImportRecipeRef = builder.objectRef<ImportRecipe>('CocktailImportRecipe').implement({
  description: 'One recipe of an import file and what the import does with it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The recipe's name, as the file gives it." }),
    status: t.field({
      description: 'What the import does (did) with it.',
      type: CocktailImportStatusEnum,
      resolve: (recipe) => recipe.status,
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it is skipped (duplicate, invalid), in the words of the rule.' }),
    lines: t.field({
      type: [CocktailImportLineRef],
      maxItems: COCKTAIL_INGREDIENTS_MAX,
      description: `Its lines (the first ${COCKTAIL_INGREDIENTS_MAX}: a recipe with more is invalid).`,
      resolve: (recipe) => recipe.lines.slice(0, COCKTAIL_INGREDIENTS_MAX),
    }),
    cocktail: t.id({
      nullable: true,
      description: 'The global id of the Cocktail created (an import of a new recipe); null in a preview.',
      resolve: (recipe) => (recipe.cocktailId === null ? null : encodeGlobalID('Cocktail', recipe.cocktailId)),
    }),
    cocktailDatabaseId: t.int({
      nullable: true,
      description: 'The numeric id of the cocktail created (its URL: /cocktails/{id}); null in a preview.',
      resolve: (recipe) => recipe.cocktailId,
    }),
  }),
});

const CocktailImportIngredientRef = builder.objectRef<NewIngredient>('CocktailImportIngredient').implement({
  description: 'An ingredient the database does not know, which the import adds.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The ingredient's name." }),
    category: t.exposeString('category', { description: "The category it is added in: the member's pick, else the file's, else other." }),
    recipes: t.exposeInt('recipes', { description: 'Recipes of the file that use it.' }),
  }),
});

const CocktailImportRef = builder.objectRef<ImportPlan>('CocktailImport').implement({
  description: 'What an import of a recipe file does (a preview) or did (an import): each recipe, and the ingredients it adds.',
  fields: (t) => ({
    format: t.field({ description: 'The format the file was read as.', type: CocktailImportFormatEnum, resolve: (plan) => plan.format }),
    recipes: t.field({
      type: [CocktailImportRecipeRef],
      maxItems: IMPORT_MAX_RECIPES,
      description: `Every recipe of the file, in its order (at most ${IMPORT_MAX_RECIPES}).`,
      resolve: (plan) => plan.recipes,
    }),
    newIngredients: t.field({
      type: [CocktailImportIngredientRef],
      maxItems: IMPORT_MAX_NEW_INGREDIENTS,
      description: `The ingredients the new recipes add (at most ${IMPORT_MAX_NEW_INGREDIENTS} a file).`,
      resolve: (plan) => plan.newIngredients,
    }),
    createdCount: t.int({
      description: 'Recipes new: created, or to be created.',
      resolve: (plan) => plan.recipes.filter((r) => r.status === 'new').length,
    }),
    skippedCount: t.int({
      description: 'Recipes duplicate or invalid: skipped.',
      resolve: (plan) => plan.recipes.filter((r) => r.status !== 'new').length,
    }),
  }),
});

const ImportIngredientCategoryInput = builder.inputType('ImportIngredientCategoryInput', {
  description: 'The category the member picks for an ingredient an import adds.',
  fields: (t) => ({
    ingredient: t.string({ description: 'The ingredient name, as the preview gives it (case and accents ignored).' }),
    category: t.string({
      description: 'One of the ingredient categories (spirit, liqueur, ... other); another: "Choose one of the ingredient categories".',
    }),
  }),
});

const FILE_DESCRIPTION =
  `The recipe file (multipart upload, at most ${IMPORT_MAX_BYTES / 1_000_000} MB): a Repour JSON export, a Bar Assistant export, or schema.org Recipe JSON-LD ` +
  `(alone or in a saved web page), of at most ${IMPORT_MAX_RECIPES} recipes and ${IMPORT_MAX_NEW_INGREDIENTS} new ingredients. Otherwise a ValidationError on \`file\` says why, and nothing is written.`;

const CATEGORIES_DESCRIPTION = `Categories picked for the ingredients the file adds (at most ${IMPORT_MAX_NEW_INGREDIENTS}).`;

builder.queryFields((t) => ({
  myCocktailExport: t.field({
    type: CocktailExportFileRef,
    authScopes: { authenticated: true },
    description: `The signed-in member's own cocktails, private ones included, as a file (${EXPORT_MAX_RECIPES} a file, in the list's order from \`offset\`). Signed out: UNAUTHENTICATED.`,
    args: {
      format: t.arg({ description: 'The file format to write.', type: CocktailExportFormatEnum, required: true }),
      offset: t.arg.int({ required: false, description: 'Cocktails to skip (a further file: the previous nextOffset); 0 or more.' }),
    },
    resolve: (_root, args, context) => exportCocktails(context, context.viewer, args.format, args.offset ?? 0),
  }),
}));

const ImportCocktailsInput = builder.inputType('ImportCocktailsInput', {
  description: 'A recipe file to import, with categories for the ingredients it adds.',
  fields: (t) => ({
    file: t.field({ type: 'File', description: FILE_DESCRIPTION }),
    categories: t.field({ type: [ImportIngredientCategoryInput], required: false, description: CATEGORIES_DESCRIPTION }),
  }),
});

const PreviewCocktailImportInput = builder.inputType('PreviewCocktailImportInput', {
  description: 'A recipe file to read without importing, with categories for the ingredients it would add.',
  fields: (t) => ({
    file: t.field({ type: 'File', description: FILE_DESCRIPTION }),
    categories: t.field({ type: [ImportIngredientCategoryInput], required: false, description: CATEGORIES_DESCRIPTION }),
  }),
});

builder.mutationFields((t) => ({
  previewCocktailImport: t.field({
    type: CocktailImportRef,
    description: `Reads a recipe file and says what importing it would do: each recipe new, duplicate or invalid, its lines as read, and the ingredients it would add. Writes nothing; ${RATE_LIMITS.cocktailImportPreviewsPerMember.points} previews an hour.`,
    args: { input: t.arg({ type: PreviewCocktailImportInput }) },
    errors: {},
    resolve: (_root, { input }, context) => previewImport(context, context.viewer, input.file, input.categories ?? []),
  }),
  importCocktails: t.field({
    type: CocktailImportRef,
    description:
      "Imports a recipe file's new recipes for the signed-in member, all or nothing, with the create form's rules; duplicates and invalid recipes are skipped and said so. " +
      `One import is one write against the catalog limit, and ${RATE_LIMITS.cocktailImportsPerMember.points} imports a day; a file that cannot be read spends neither.`,
    args: { input: t.arg({ type: ImportCocktailsInput }) },
    errors: {},
    resolve: (_root, { input }, context) => importCocktails(context, context.viewer, input.file, input.categories ?? []),
  }),
}));
