// Cocktails: who may see and edit them, the list's order and filters, and the one write path that
// creates and updates them (all or nothing, search columns kept current).
import {
  checkCocktailInput,
  COCKTAIL_MESSAGES,
  eraFromCategories,
  type CocktailChanges,
  type CocktailInput,
  type CocktailLine,
} from '../../common/cocktail-rules';
import { mixMethodFromDirections } from '../../common/abv';
import { BASE_SPIRIT_WORDS, type BaseSpirit, type CocktailSort } from '../../common/cocktail-filters';
import { CLASSIC_ERAS, DEFAULT_GLASSWARE, SEARCH_MIN_LENGTH } from '../../common/constants';
import { garnishSuggestionOf } from '../../common/garnish';
import { toSearchText } from '../../common/search-text';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, ValidationError, type FieldError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { RequestSql, RowRef } from '../read/declarations';
import { statementRequest } from '../read/compile';
import { modelOf } from '../read/model';
import { likeLiteral, rowMatches, whereSql } from '../read/prisma-where';
import { assertOwnUpload } from './images';
import type { Services } from '../services';

// The rules of who may see and edit a cocktail are each written once, as a Prisma filter (decision 0065):
// Prisma queries use it as it is, the read path's statements and the search in SQL (whereSql), and a
// check of one loaded cocktail evaluates it on the row (rowMatches). A viewer's id is only ever a value
// in them, so the read path can bind it per request.

/**
 * Who may edit a cocktail: its creator, and admins (so a suggested correction can be applied).
 * docs/decisions/0006-who-may-edit-a-cocktail.md
 */
export function editableCocktailsWhere(viewer: Viewer | null): Prisma.CocktailWhereInput {
  if (!viewer) return { creatorId: { in: [] } };
  if (viewer.isAdmin) return {};
  return { creatorId: viewer.id };
}

/** The cocktails a viewer created (the detail screen shows Edit on these only). */
export function cocktailsCreatedByWhere(viewer: Viewer | null): Prisma.CocktailWhereInput {
  return viewer ? { creatorId: viewer.id } : { creatorId: { in: [] } };
}

/** editableCocktailsWhere for a cocktail already loaded (its creator). */
export function canEditCocktail(viewer: Viewer | null, cocktail: { creatorId: number | null }): boolean {
  return rowMatches(editableCocktailsWhere(viewer), cocktail);
}

/** Cocktails anyone may see. */
export const PUBLIC_COCKTAILS: Prisma.CocktailWhereInput = { visibility: 'public' };

/** The private cocktails a viewer may see too: a member their own, an admin every one, nobody else any. */
export function privateCocktailsSeenBy(viewer: Viewer | null): Prisma.CocktailWhereInput | null {
  if (!viewer) return null;
  if (viewer.isAdmin) return {};
  return { creatorId: viewer.id };
}

/** Private cocktails are seen by their creator and admins only: the one visibility rule. */
export function visibleCocktailsWhere(viewer: Viewer | null): Prisma.CocktailWhereInput {
  const privately = privateCocktailsSeenBy(viewer);
  if (!privately) return PUBLIC_COCKTAILS;
  if (Object.keys(privately).length === 0) return {};
  return { OR: [PUBLIC_COCKTAILS, privately] };
}

/**
 * visibleCocktailsWhere as a condition on the cocktails row `alias` of a statement written in SQL (a
 * like's, a re-pour's): the rule itself, written by whereSql.
 */
export function visibleCocktailsSqlOn(prisma: Pick<Services, 'prisma'>['prisma'], viewer: Viewer | null, alias = 'c'): Prisma.Sql {
  return whereSql(modelOf(prisma, 'Cocktail'), alias, visibleCocktailsWhere(viewer) as Record<string, unknown>);
}

/** PUBLIC_COCKTAILS as a condition on the cocktails row `alias` of a statement written in SQL (a re-pour's, the Top 10's). */
export function publicCocktailsSqlOn(prisma: Pick<Services, 'prisma'>['prisma'], alias = 'c'): Prisma.Sql {
  return whereSql(modelOf(prisma, 'Cocktail'), alias, PUBLIC_COCKTAILS as Record<string, unknown>);
}

/** visibleCocktailsWhere for a cocktail already loaded (its visibility and creator). */
export function canSeeCocktail(viewer: Viewer | null, cocktail: { visibility: string; creatorId: number | null }): boolean {
  return rowMatches(visibleCocktailsWhere(viewer), cocktail);
}

/** Whether the viewer sees a member's private cocktails (the rule's private part, for that creator). */
function seesPrivateCocktailsOf(viewer: Viewer | null, creatorId: number): boolean {
  const privately = privateCocktailsSeenBy(viewer);
  return privately !== null && rowMatches(privately, { creatorId });
}

/** What the counts' SQL reads of a request: the viewer, and rules written as SQL over a row. */
export type CountRequest = Pick<RequestSql, 'viewer' | 'row' | 'where'>;

/**
 * How many of a member's cocktails the viewer may see, from the member's counters, in SQL (the read
 * path's User.cocktailCount): the public ones, and the private ones where the rule's private part holds
 * for a cocktail of that member (a row of one column, the creator, that the rule is evaluated on).
 */
export function visibleCocktailCountSql(user: RowRef, request: CountRequest): Prisma.Sql {
  const privately = privateCocktailsSeenBy(request.viewer);
  const seesPrivate = privately
    ? Prisma.sql`EXISTS (SELECT 1 FROM (SELECT ${user.col('id')} AS creator_id) v WHERE ${request.where(request.row('Cocktail', 'v'), privately)})`
    : Prisma.sql`false`;
  return Prisma.sql`(${user.col('publicCocktailsCount')} + CASE WHEN ${seesPrivate} THEN ${user.col('privateCocktailsCount')} ELSE 0 END)`;
}

/**
 * How many of a member's cocktails the viewer may see, from the member's counters (kept by the
 * cocktails table's triggers, decision 32): the row the caller already read, no cocktail row.
 */
export function visibleCocktailCountOf(
  viewer: Viewer | null,
  creator: { id: number; publicCocktailsCount: number; privateCocktailsCount: number },
): number {
  return creator.publicCocktailsCount + (seesPrivateCocktailsOf(viewer, creator.id) ? creator.privateCocktailsCount : 0);
}

/**
 * The list's total, in SQL: unfiltered, or filtered by creator alone, it is read from the counters
 * kept with the writes (one row by primary key, no cocktail row: decision 32); any other filter is
 * counted exactly over what it matches, through the filter's own indexes. The one definition:
 * cocktailListCount runs it as a statement, and the read path writes it into the page's statement.
 */
export function cocktailListCountSql(request: CountRequest, filter: CocktailListFilter | null): Prisma.Sql {
  const creatorId = filter?.creatorId ?? null;
  const otherFilters = cocktailFilterWhere(filter ? { ...filter, creatorId: null } : null);
  if (otherFilters.length === 0 && creatorId !== null) {
    const creator = request.row('User', 'lu');
    return Prisma.sql`coalesce((SELECT ${visibleCocktailCountSql(creator, request)} FROM users lu WHERE lu.id = ${creatorId}::int), 0)`;
  }
  if (otherFilters.length === 0) return visibleCocktailDatabaseCountSql(request);
  const where = { AND: [visibleCocktailsWhere(request.viewer), ...cocktailFilterWhere(filter)] };
  return Prisma.sql`(SELECT count(*)::int FROM cocktails lc WHERE ${request.where(request.row('Cocktail', 'lc'), where)})`;
}

/** The list's total (cocktailListCountSql), for the list read through Prisma. */
export async function cocktailListCount(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer | null,
  filter: CocktailListFilter | null,
): Promise<number> {
  const [row] = await prisma.$queryRaw<
    Array<{ total: number }>
  >`SELECT ${cocktailListCountSql(statementRequest(prisma, viewer), filter)} AS total`;
  return row.total;
}

/**
 * How many cocktails of the whole database the viewer may see, whatever a list's filter: one row of
 * the counters by primary key (decision 32) and, for the private ones, the rule's private part.
 */
export async function visibleCocktailDatabaseCount({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer | null): Promise<number> {
  const [row] = await prisma.$queryRaw<
    Array<{ total: number }>
  >`SELECT ${visibleCocktailDatabaseCountSql(statementRequest(prisma, viewer))} AS total`;
  return row.total;
}

/**
 * visibleCocktailDatabaseCount's value as one SQL expression (an int, 0 without the counters' row): the
 * public ones, and the private ones the rule's private part lets the viewer see: every one (the
 * counters' own), none, or those of the members it holds for (a row of one column, the creator, that
 * the rule is evaluated on), from their counters. The one definition: the read path writes it into the
 * list page's statement (CocktailConnection's databaseTotalCount, the unfiltered list's totalCount).
 */
export function visibleCocktailDatabaseCountSql(request: CountRequest): Prisma.Sql {
  const privately = privateCocktailsSeenBy(request.viewer);
  const seen = !privately
    ? Prisma.sql`0`
    : Object.keys(privately).length === 0
      ? Prisma.sql`c.private_count`
      : Prisma.sql`coalesce((SELECT sum(u.private_cocktails_count) FROM users u, LATERAL (SELECT u.id AS creator_id) v
          WHERE ${request.where(request.row('Cocktail', 'v'), privately)}), 0)`;
  return Prisma.sql`coalesce((SELECT (c.public_count + ${seen})::int FROM cocktail_counts c WHERE c.id = 1), 0)`;
}

/** Alphabetical, case- and accent-insensitively, with the id breaking ties so cursors are stable. */
export const cocktailListOrder: Prisma.CocktailOrderByWithRelationInput[] = [{ nameSearch: 'asc' }, { id: 'asc' }];

/** A key of a list order: a column of cocktails, its direction, and its type as a cursor's key. */
export interface CocktailSortKey {
  field: 'createdAt' | 'ratingAverage' | 'ratingCount' | 'likesCount' | 'repoursCount' | 'id';
  cursorType: 'timestamp' | 'float8' | 'int';
}

/**
 * The list's orders besides the alphabetical one (decision 0078), each descending and ending with the id,
 * so every row has one place: each is the order of an index of cocktails (migration cocktail_list_sorts).
 * Top rated is the average rating (0 without reviews), then the number of reviews.
 */
export const COCKTAIL_SORT_KEYS: Record<Exclude<CocktailSort, 'name'>, readonly CocktailSortKey[]> = {
  newest: [
    { field: 'createdAt', cursorType: 'timestamp' },
    { field: 'id', cursorType: 'int' },
  ],
  top_rated: [
    { field: 'ratingAverage', cursorType: 'float8' },
    { field: 'ratingCount', cursorType: 'int' },
    { field: 'id', cursorType: 'int' },
  ],
  most_liked: [
    { field: 'likesCount', cursorType: 'int' },
    { field: 'id', cursorType: 'int' },
  ],
  most_repoured: [
    { field: 'repoursCount', cursorType: 'int' },
    { field: 'id', cursorType: 'int' },
  ],
};

/** A sorted list's ORDER BY, for Prisma. */
export function cocktailSortOrder(sort: Exclude<CocktailSort, 'name'>): Prisma.CocktailOrderByWithRelationInput[] {
  return COCKTAIL_SORT_KEYS[sort].map((key) => ({ [key.field]: 'desc' }));
}

/**
 * The rows after a row of keys `after` in a sorted list's (descending) order: written as `k1 <= v1 AND
 * (k1 < v1 OR (k1 = v1 AND ...))` so the order's index starts the scan at the row, whatever its depth.
 */
export function afterSortedWhere(sort: Exclude<CocktailSort, 'name'>, after: Record<string, unknown>): Prisma.CocktailWhereInput {
  const keys = COCKTAIL_SORT_KEYS[sort];
  const below = (index: number): Prisma.CocktailWhereInput => {
    const { field } = keys[index];
    if (index === keys.length - 1) return { [field]: { lt: after[field] } };
    return { OR: [{ [field]: { lt: after[field] } }, { AND: [{ [field]: after[field] }, below(index + 1)] }] };
  };
  return { AND: [{ [keys[0].field]: { lte: after[keys[0].field] } }, below(0)] };
}

// ---------------------------------------------------------------------------
// The list's filters
// ---------------------------------------------------------------------------

export interface CocktailListFilter {
  eras?: readonly string[] | null;
  spirits?: readonly BaseSpirit[] | null;
  glassware?: readonly string[] | null;
  categories?: readonly string[] | null;
  creatorId?: number | null;
  mocktail?: boolean | null;
  search?: string | null;
}

/** `word` as a whole word of a folded name. */
function wholeWord(word: string): Prisma.StringFilter[] {
  return [{ equals: word }, { startsWith: `${word} ` }, { endsWith: ` ${word}` }, { contains: ` ${word} ` }];
}

/**
 * Filters combine with AND; the values inside one combine with OR. An era matches the cocktail's era or
 * its categories; a base spirit matches a cocktail with an ingredient of the spirit category whose name
 * says that spirit; the search text matches the name, the ingredients or the people behind a cocktail.
 */
export function cocktailFilterWhere(filter: CocktailListFilter | null | undefined): Prisma.CocktailWhereInput[] {
  if (!filter) return [];
  const where: Prisma.CocktailWhereInput[] = [];
  const eras = (filter.eras ?? []).map((era) => CLASSIC_ERAS.find((known) => known.toLowerCase() === era.toLowerCase()) ?? era);
  if (eras.length) where.push({ OR: [{ classicEra: { in: eras } }, { categories: { hasSome: eras } }] });
  if (filter.spirits?.length) {
    const words = [...new Set(filter.spirits.flatMap((spirit) => BASE_SPIRIT_WORDS[spirit]))];
    where.push({
      ingredients: {
        some: { ingredient: { category: 'spirit', OR: words.flatMap(wholeWord).map((nameSearch) => ({ nameSearch })) } },
      },
    });
  }
  if (filter.glassware?.length) {
    where.push({ OR: filter.glassware.map((glass) => ({ glassware: { equals: glass, mode: 'insensitive' as const } })) });
  }
  if (filter.categories?.length) where.push({ categories: { hasSome: [...filter.categories] } });
  if (filter.creatorId !== null && filter.creatorId !== undefined) where.push({ creatorId: filter.creatorId });
  if (filter.mocktail !== null && filter.mocktail !== undefined) where.push({ isMocktail: filter.mocktail });
  const search = toSearchText(filter.search);
  if (search.length >= SEARCH_MIN_LENGTH) {
    // What the member typed, % and _ included, as it is (not as LIKE's wildcards).
    const pattern = likeLiteral(search);
    where.push({
      OR: [
        { nameSearch: { contains: pattern } },
        { ingredientsSearch: { contains: pattern } },
        { originalCreatorName: { contains: pattern, mode: 'insensitive' } },
        { creator: { searchText: { contains: pattern } } },
      ],
    });
  }
  return where;
}

// ---------------------------------------------------------------------------
// Creating and updating
// ---------------------------------------------------------------------------

function checked(input: CocktailInput, mode: 'create' | 'update'): CocktailChanges {
  const result = checkCocktailInput(input, mode);
  if (!result.ok) throw new ValidationError(result.errors[0].message, result.errors);
  return result.value;
}

/** Whether a member other than `excludingId`'s cocktail already uses this name (case- and accent-insensitively). */
export async function isCocktailNameTaken(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer | null,
  name: string,
  excludingId: number | null,
): Promise<boolean> {
  const key = toSearchText(name);
  if (!key) return false;
  // Among the cocktails the caller may see: someone else's private name is none of their business.
  const found = await prisma.cocktail.findFirst({
    where: { AND: [{ nameSearch: key, ...(excludingId !== null ? { id: { not: excludingId } } : {}) }, visibleCocktailsWhere(viewer)] },
    select: { id: true },
  });
  return found !== null;
}

/**
 * The ingredient ids of the lines, in order. Known ingredients are matched by folded name; unknown
 * ones are created with the category the line gives, and a line without one fails the whole write
 * with "Please provide a category".
 */
async function ingredientIdsFor(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  lines: readonly CocktailLine[],
): Promise<Array<{ id: number; name: string }>> {
  const keys = lines.map((line) => toSearchText(line.ingredient));
  const known = await tx.ingredient.findMany({
    where: { nameSearch: { in: [...new Set(keys)] } },
    select: { id: true, name: true, nameSearch: true },
  });
  const byKey = new Map(known.map((ingredient) => [ingredient.nameSearch, ingredient]));

  const missing: FieldError[] = [];
  const toCreate = new Map<string, Prisma.IngredientCreateManyInput>();
  lines.forEach((line, index) => {
    const key = keys[index];
    if (byKey.has(key) || toCreate.has(key)) return;
    if (!line.category) {
      missing.push({ path: `ingredients.${index}.category`, message: COCKTAIL_MESSAGES.categoryRequired });
      return;
    }
    toCreate.set(key, {
      name: line.ingredient,
      nameSearch: key,
      category: line.category,
      description: line.description,
      createdById: viewer.id,
    });
  });
  if (missing.length) throw new ValidationError(COCKTAIL_MESSAGES.categoryRequired, missing);

  if (toCreate.size) {
    // Another member may add the same ingredient at the same moment: theirs is then used.
    await tx.ingredient.createMany({ data: [...toCreate.values()], skipDuplicates: true });
    const created = await tx.ingredient.findMany({
      where: { nameSearch: { in: [...toCreate.keys()] } },
      select: { id: true, name: true, nameSearch: true },
    });
    for (const ingredient of created) byKey.set(ingredient.nameSearch, ingredient);
  }
  return keys.map((key) => byKey.get(key)!);
}

/**
 * The venue of an attribution: the one of that name (in that city, when one is given), or a new one
 * with its city, state and country.
 */
async function venueIdFor(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  venue: { name: string; city: string | null; state: string | null; country: string | null },
): Promise<number> {
  const nameKey = toSearchText(venue.name);
  const cityKey = toSearchText(venue.city);
  const candidates = await tx.venue.findMany({
    where: { searchText: { startsWith: likeLiteral(nameKey) } },
    select: { id: true, name: true, city: true },
    orderBy: { id: 'asc' },
    take: 50,
  });
  const sameName = candidates.filter((candidate) => toSearchText(candidate.name) === nameKey);
  const match = cityKey
    ? (sameName.find((candidate) => toSearchText(candidate.city) === cityKey) ?? sameName.find((candidate) => !candidate.city))
    : sameName[0];
  if (match) return match.id;
  // One venue per name and city (a unique index): when another request adds the same one at the same
  // moment, or a venue's name and city fold to the same text, that venue is used.
  const searchText = toSearchText(venue.name, venue.city);
  await tx.venue.createMany({
    data: [{ name: venue.name, city: venue.city, state: venue.state, country: venue.country, searchText, createdById: viewer.id }],
    skipDuplicates: true,
  });
  const created = await tx.venue.findUniqueOrThrow({ where: { searchText }, select: { id: true } });
  return created.id;
}

/** The columns that the input sets; on create, defaults fill in what it leaves out. */
async function cocktailData(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  changes: CocktailChanges,
  mode: 'create' | { update: { categories: string[]; directions: string | null; method: string | null } },
): Promise<Prisma.CocktailUncheckedUpdateInput & Prisma.CocktailUncheckedCreateInput> {
  const creating = mode === 'create';
  const data: Record<string, unknown> = {};
  const set = (key: string, value: unknown, fallback?: unknown) => {
    if (value !== undefined) data[key] = value;
    else if (creating && fallback !== undefined) data[key] = fallback;
  };
  if (changes.name !== undefined) {
    data.name = changes.name;
    data.nameSearch = toSearchText(changes.name);
  }
  set('isMocktail', changes.isMocktail, false);
  // The method its strength is estimated by (common/abv.ts): as given; else what the directions name, on
  // creation, when new directions name another (or none), and when none is saved. Directions saved
  // unchanged, or naming what the saved ones named, keep the saved method (the edit forms send the
  // directions but no method; a method given through the API or imported stays).
  if (changes.method !== undefined) data.method = changes.method;
  else if (changes.directions !== undefined) {
    const named = mixMethodFromDirections(changes.directions);
    if (mode === 'create' || mode.update.method === null || named !== mixMethodFromDirections(mode.update.directions)) data.method = named;
  }
  set('description', changes.description);
  set('directions', changes.directions);
  set('notes', changes.notes);
  set('garnish', changes.garnish);
  set('glassware', changes.glassware, DEFAULT_GLASSWARE);
  set('categories', changes.categories, []);
  set('visibility', changes.visibility, 'public');
  set('photoUrl', changes.photoUrl);
  // The era: as given; else what the categories imply, on creation and when the era they imply changes
  // (a Classic or Modern tick). A form without the era (the create screen's edit) keeps the saved one.
  if (changes.classicEra !== undefined) data.classicEra = changes.classicEra;
  else if (changes.categories !== undefined) {
    const implied = eraFromCategories(changes.categories);
    if (mode === 'create' || implied !== eraFromCategories(mode.update.categories)) data.classicEra = implied;
  }
  const attribution = changes.attribution;
  if (attribution) {
    data.type = attribution.iAmCreator ? 'my_own' : 'other';
    data.originalCreatorName = attribution.originalCreatorName;
    data.sourceUrl = attribution.sourceUrl;
    data.year = attribution.year;
    data.venueId = attribution.venue ? await venueIdFor(tx, viewer, attribution.venue) : null;
  } else if (creating) {
    data.type = 'other';
  }
  return data as Prisma.CocktailUncheckedUpdateInput & Prisma.CocktailUncheckedCreateInput;
}

/**
 * The garnish suggestions are everyone's (decision 0090): a cocktail's garnish joins them, as a short
 * name (an instruction, "Squeeze oil from...", does not), when the cocktail is saved public; a private
 * one's never does. Called with the cocktail as written, after the write.
 */
async function shareGarnish(tx: Prisma.TransactionClient, cocktail: { visibility: string; garnish: string | null }): Promise<void> {
  const name = rowMatches(PUBLIC_COCKTAILS, cocktail) ? garnishSuggestionOf(cocktail.garnish) : null;
  if (name) await tx.garnish.createMany({ data: [{ name, nameSearch: toSearchText(name) }], skipDuplicates: true });
}

/** A saved recipe line, as far as a new line that leaves a field out keeps it. */
interface SavedLine {
  ingredientId: number;
  optional: boolean;
  note: string | null;
}

/**
 * What each line keeps of the saved line it replaces: whether it is optional and its note, each as given;
 * left out, as the saved line of the same ingredient had it (the n-th line of an ingredient matches its
 * n-th saved line), else not optional and no note. On create nothing is saved.
 */
function keptFromSaved(lines: readonly CocktailLine[], ingredientIds: readonly number[], saved: readonly SavedLine[]) {
  const savedOf = new Map<number, SavedLine[]>();
  for (const line of saved) savedOf.set(line.ingredientId, [...(savedOf.get(line.ingredientId) ?? []), line]);
  const seen = new Map<number, number>();
  return lines.map((line, index) => {
    const id = ingredientIds[index];
    const nth = seen.get(id) ?? 0;
    seen.set(id, nth + 1);
    const match = savedOf.get(id)?.[nth];
    return { optional: line.optional ?? match?.optional ?? false, note: line.note === undefined ? (match?.note ?? null) : line.note };
  });
}

/**
 * The recipe lines to write, in order from 1, and the folded ingredient names for search. `saved` are
 * the lines they replace (on update), which lines that leave `optional` or `note` out keep it from.
 */
async function linesToWrite(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  lines: readonly CocktailLine[],
  saved: readonly SavedLine[] = [],
) {
  const ingredients = await ingredientIdsFor(tx, viewer, lines);
  const kept = keptFromSaved(
    lines,
    ingredients.map((ingredient) => ingredient.id),
    saved,
  );
  return {
    rows: lines.map((line, index) => ({
      ingredientId: ingredients[index].id,
      amount: line.amount,
      unit: line.unit,
      brand: line.brand,
      note: kept[index].note,
      optional: kept[index].optional,
      orderIndex: index + 1,
    })),
    ingredientsSearch: toSearchText(ingredients.map((ingredient) => ingredient.name).join(' ')),
  };
}

const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 };

/** Adds a cocktail for the viewer; returns its id. */
export async function createCocktail(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  input: CocktailInput,
): Promise<number> {
  if (!viewer) throw new NotAuthorizedError(COCKTAIL_MESSAGES.signInRequired, 'UNAUTHENTICATED');
  const changes = checked(input, 'create');
  await limits.consumeForMember(viewer.id, 'catalogWritesPerMember');
  if (changes.photoUrl) await assertOwnUpload({ prisma }, viewer, changes.photoUrl, 'cocktail_photo', 'photoUrl');
  return prisma.$transaction((tx) => insertCocktail(tx, viewer, changes), TRANSACTION_OPTIONS);
}

/**
 * Writes a checked new cocktail for the viewer inside the caller's transaction; returns its id. The one
 * insert: createCocktail and an import (gateway/domain/recipe-files.ts) call it.
 */
export async function insertCocktail(tx: Prisma.TransactionClient, viewer: Viewer, changes: CocktailChanges): Promise<number> {
  // The lines' ingredients first: a missing category fails before anything is written.
  const { rows, ingredientsSearch } = await linesToWrite(tx, viewer, changes.ingredients ?? []);
  const data = await cocktailData(tx, viewer, changes, 'create');
  const { id, ...written } = await tx.cocktail.create({
    data: { ...data, creatorId: viewer.id, ingredientsSearch, ingredients: { createMany: { data: rows } } },
    select: { id: true, visibility: true, garnish: true },
  });
  await shareGarnish(tx, written);
  return id;
}

/** Changes a cocktail (its creator or an admin); fields the input leaves out stay as they are. */
export async function updateCocktail(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  cocktailId: number,
  input: CocktailInput,
): Promise<number> {
  if (!viewer) throw new NotAuthorizedError(COCKTAIL_MESSAGES.signInRequired, 'UNAUTHENTICATED');
  const existing = await prisma.cocktail.findFirst({
    where: { AND: [{ id: cocktailId }, visibleCocktailsWhere(viewer)] },
    select: { id: true, creatorId: true, photoUrl: true, categories: true, directions: true, method: true },
  });
  if (!existing) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  // The rule asked of the database, whatever it reads (a relation's column too).
  const editable = await prisma.cocktail.count({ where: { AND: [{ id: cocktailId }, editableCocktailsWhere(viewer)] } });
  if (!editable) throw new NotAuthorizedError(COCKTAIL_MESSAGES.notEditable);
  const changes = checked(input, 'update');
  await limits.consumeForMember(viewer.id, 'catalogWritesPerMember');
  if (changes.photoUrl && changes.photoUrl !== existing.photoUrl)
    await assertOwnUpload({ prisma }, viewer, changes.photoUrl, 'cocktail_photo', 'photoUrl');
  return prisma.$transaction(async (tx) => {
    const saved = changes.ingredients
      ? await tx.cocktailIngredient.findMany({
          where: { cocktailId },
          select: { ingredientId: true, optional: true, note: true },
          orderBy: { orderIndex: 'asc' },
        })
      : [];
    const lines = changes.ingredients ? await linesToWrite(tx, viewer, changes.ingredients, saved) : null;
    const data = await cocktailData(tx, viewer, changes, {
      update: { categories: existing.categories, directions: existing.directions, method: existing.method },
    });
    if (lines) {
      // The recipe's lines are replaced as a whole, in their new order.
      data.ingredientsSearch = lines.ingredientsSearch;
      data.ingredients = { deleteMany: {}, createMany: { data: lines.rows } };
    }
    const written = await tx.cocktail.update({ where: { id: cocktailId }, data, select: { visibility: true, garnish: true } });
    if (changes.garnish !== undefined || changes.visibility !== undefined) await shareGarnish(tx, written);
    return cocktailId;
  }, TRANSACTION_OPTIONS);
}
