// My shelf (issue 41, decision 0076): the ingredients an account has; the cocktails it can make now or
// is one ingredient short of, among those the list's filters keep; and what to buy next. The substitution
// rule is written once, in SQL (shelfCoveredSql); which cocktails the caller may see is the one visibility
// rule (visibleCocktailsWhere, as SQL). Each statement here is written for both paths: the read path
// writes it into a page's one statement, the resolvers run it through Prisma. A bar account speaks for one
// venue (decision 0020), so the account's shelf is its venue's.
import { DB_INT_MAX } from '../../common/constants';
import { SHELF_MAX, SHELF_MESSAGES, type ShelfFilter, WHAT_TO_BUY_MAX } from '../../common/shelf';
import { shelfAddSchema } from '../../common/shelf-input';
import type { Viewer } from '../auth/sessions';
import { ValidationError } from '../errors';
import { statementRequest } from '../read/compile';
import type { RequestSql, RowRef } from '../read/declarations';
import { base64url, empty, raw, sql, type Sql } from '../read/sql';
import type { Services } from '../services';
import { cocktailFilterWhere, type CocktailListFilter, visibleCocktailsWhere } from './cocktails';
import { requireViewer } from './profiles';

type Db = Pick<Services, 'prisma'>;

/** The shelf is the signed-in account's: anyone else is asked to sign in. */
export const shelfOwner = (viewer: Viewer | null): Viewer => requireViewer(viewer, SHELF_MESSAGES.signIn);

// ---------------------------------------------------------------------------
// Changing the shelf
// ---------------------------------------------------------------------------

/**
 * Adds ingredients to the viewer's shelf (those already on it are kept as they are). All or nothing: an
 * id that is no ingredient, or a shelf that would pass SHELF_MAX, refuses the whole call and changes
 * nothing. The account's row is locked first, so two adds at once cannot together pass the bound.
 */
export async function addToShelf(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  input: { ingredientIds: readonly number[] },
): Promise<{ added: number[] }> {
  const userId = shelfOwner(viewer).id;
  const parsed = shelfAddSchema.safeParse({ ingredientIds: [...input.ingredientIds] });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'shelfWritesPerMember');
  const ids = parsed.data.ingredientIds;
  return prisma.$transaction(async (tx) => {
    const [state] = await tx.$queryRaw<Array<{ known: number; fresh: number[]; had: number }>>`
      WITH me AS (SELECT id FROM users WHERE id = ${userId}::int FOR NO KEY UPDATE)
      SELECT
        (SELECT count(*)::int FROM ingredients WHERE id = ANY(${ids}::int[])) AS known,
        coalesce((SELECT array_agg(i.id ORDER BY i.id) FROM ingredients i
          WHERE i.id = ANY(${ids}::int[]) AND NOT EXISTS (SELECT 1 FROM shelf_items s WHERE s.user_id = ${userId}::int AND s.ingredient_id = i.id)), '{}') AS fresh,
        (SELECT count(*)::int FROM shelf_items WHERE user_id = (SELECT id FROM me)) AS had`;
    if (state.known < ids.length) throw ValidationError.field('ingredientIds', SHELF_MESSAGES.unknownIngredient);
    if (state.had + state.fresh.length > SHELF_MAX) throw ValidationError.field('ingredientIds', SHELF_MESSAGES.full);
    if (state.fresh.length > 0) {
      await tx.$executeRaw`
        INSERT INTO shelf_items (user_id, ingredient_id) SELECT ${userId}::int, unnest(${state.fresh}::int[]) ON CONFLICT DO NOTHING`;
    }
    return { added: state.fresh };
  });
}

/** Takes an ingredient off the viewer's shelf (nothing happens when it is not on it). */
export async function removeFromShelf(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  ingredientId: number,
): Promise<void> {
  const userId = shelfOwner(viewer).id;
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'shelfWritesPerMember');
  await prisma.shelfItem.deleteMany({ where: { userId, ingredientId } });
}

// ---------------------------------------------------------------------------
// What the shelf covers
// ---------------------------------------------------------------------------

/**
 * THE substitution rule, the one place it is written (decision 0076): the ingredients the shelf of member
 * `member` satisfies, as an int[]. An ingredient on the shelf stands for itself, for every ingredient it
 * is a variant of ("London Dry Gin" satisfies "Gin", so any gin does) and for every variant of itself (a
 * base spirit for its variants: "Gin" satisfies "London Dry Gin"). Siblings do not stand for each other
 * (an Old Tom is not a London Dry), unless the base is on the shelf too. UNION stops at a loop in bad data.
 */
export function shelfCoveredSql(member: Sql): Sql {
  return sql`ARRAY(WITH RECURSIVE shelf AS (SELECT sh.ingredient_id AS id FROM shelf_items sh WHERE sh.user_id = ${member}),
    up AS (
      SELECT i.id, i.parent_id FROM ingredients i JOIN shelf ON shelf.id = i.id
      UNION SELECT p.id, p.parent_id FROM ingredients p JOIN up ON p.id = up.parent_id
    ),
    down AS (
      SELECT i.id FROM ingredients i JOIN shelf ON shelf.id = i.id
      UNION SELECT v.id FROM ingredients v JOIN down ON v.parent_id = down.id
    )
    SELECT id FROM up UNION SELECT id FROM down)`;
}

// ---------------------------------------------------------------------------
// The list's shelf filters
// ---------------------------------------------------------------------------

/** What the shelf's statements read of a request: the viewer, and rules written as SQL over a row. */
export type ShelfRequest = Pick<RequestSql, 'viewer' | 'row' | 'where'>;

export interface ShelfCocktailKey {
  nameSearch: string;
  id: number;
}

/** `shelf:<id>:<name_search>` in base64url, opaque to clients. */
export function encodeShelfCursor(key: ShelfCocktailKey): string {
  return Buffer.from(`shelf:${key.id}:${key.nameSearch}`).toString('base64url');
}

/** encodeShelfCursor in SQL, over cocktail row `cocktail` (the read path's cursor). */
export function shelfCursorSql(cocktail: RowRef): Sql {
  return base64url(sql`'shelf:' || ${cocktail.col('id')} || ':' || ${cocktail.col('nameSearch')}`);
}

export function decodeShelfCursor(cursor: string): ShelfCocktailKey {
  const match = /^shelf:(\d+):(.*)$/s.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(id) || id > DB_INT_MAX) throw ValidationError.field('after', SHELF_MESSAGES.badCursor);
  return { id, nameSearch: match[2] };
}

/** What a shelf filter's statements ask: which filter, and the list's own filters (chips, search) besides. */
export interface ShelfQuery {
  filter: ShelfFilter;
  listFilter: CocktailListFilter | null;
}

/**
 * How many rows of the list's order a page first reads: enough for a page where a shelf's answers are
 * dense (a well-stocked bar makes 1 in 40 of the bench's cocktails: a page of 20 within 1,000 rows).
 */
export const SHELF_WALK_ROWS = 2000;

/** The statement's first part: the covered ingredients as rows (`shelf_covered`), read once. */
function coveredCte(member: Sql): Sql {
  return sql`shelf_covered AS MATERIALIZED (SELECT unnest(${shelfCoveredSql(member)}) AS id)`;
}

/**
 * The required ingredients of a cocktail (its `required_ingredient_ids` column `need`) the shelf lacks, as
 * an int[]: `NOT IN` the covered rows is a hashed lookup, built once a statement (`<> ALL` of an array
 * would compare every pair, as PostgreSQL hashes only a constant array and the read path's plans are generic).
 */
function missingSql(need: Sql): Sql {
  return sql`ARRAY(SELECT r FROM unnest(${need}) r WHERE r NOT IN (SELECT id FROM shelf_covered))`;
}

/**
 * Which cocktail rows can be an answer, through the keys' indexes (the migration's comment says why they
 * are enough): the rarest required ingredient is covered (can make), or one of the two rarest is, or the
 * cocktail needs one ingredient only (missing one).
 */
function candidatesSql(cocktail: RowRef, filter: ShelfFilter): Sql {
  const covered = sql`ARRAY(SELECT id FROM shelf_covered)`;
  const key1 = cocktail.col('shelfKey1');
  const key2 = cocktail.col('shelfKey2');
  return filter === 'can_make'
    ? sql`${key1} = ANY(${covered})`
    : sql`(${key1} = ANY(${covered}) OR ${key2} = ANY(${covered}) OR (${key2} IS NULL AND ${key1} IS NOT NULL))`;
}

/** The list's rows the viewer may see that its filters (chips, search) keep, on cocktail row `cocktail`. */
function listRowsSql(request: ShelfRequest, cocktail: RowRef, listFilter: CocktailListFilter | null): Sql {
  return request.where(cocktail, { AND: [visibleCocktailsWhere(request.viewer), ...cocktailFilterWhere(listFilter)] });
}

/** The list's keyset on a cocktail row: the rows after `after` in (name_search, id) order. */
function keysetSql(cocktail: RowRef, after: { nameSearch: Sql; id: Sql }): Sql {
  const name = cocktail.col('nameSearch');
  return sql`${name} >= ${after.nameSearch} AND (${name} > ${after.nameSearch} OR ${cocktail.col('id')} > ${after.id})`;
}

/**
 * The ids of a page of the cocktails the viewer may see that the shelf of `member` can make now (every
 * line that is not optional is covered) or misses exactly one ingredient of, among those the list's own
 * filters keep, in the list's order (name_search, id), strictly after `after`: one SELECT of `id`,
 * `name_search` and `missing_id` (the missing ingredient), at most `limit` rows, in order. A cocktail
 * without required lines is never an answer (there is nothing on the shelf it needs).
 *
 * Two ways in one statement, the cheap one first (decision 0076): the page walks at most SHELF_WALK_ROWS
 * rows of the list's index after the cursor, testing each; when the answers are dense (a big shelf) the
 * page is there. Otherwise the rest comes from the keys' indexes after the last row walked: few
 * candidates when the answers are sparse (a small shelf). The rest's scan runs only then.
 */
export function shelfPageSql(request: ShelfRequest, member: Sql, query: ShelfQuery, after: ShelfCocktailKey | null, limit: number): Sql {
  const wanted = raw(query.filter === 'can_make' ? '0' : '1');
  const take = raw(String(Math.max(1, Math.trunc(limit))));
  const walked = request.row('Cocktail', 'shelf_w');
  const rest = request.row('Cocktail', 'shelf_r');
  const start = after ? sql` AND ${keysetSql(walked, { nameSearch: sql`${after.nameSearch}`, id: sql`${after.id}::int` })}` : empty;
  return sql`WITH ${coveredCte(member)},
    shelf_walk AS MATERIALIZED (
      SELECT shelf_w.id, shelf_w.name_search, cardinality(shelf_w.required_ingredient_ids) > 0 AS needs,
        ${missingSql(walked.col('requiredIngredientIds'))} AS missing
      FROM cocktails shelf_w WHERE ${listRowsSql(request, walked, query.listFilter)}${start}
      ORDER BY shelf_w.name_search, shelf_w.id LIMIT ${raw(String(SHELF_WALK_ROWS))}
    ),
    shelf_hits AS MATERIALIZED (
      SELECT id, name_search, missing[1] AS missing_id FROM shelf_walk
      WHERE needs AND cardinality(missing) = ${wanted} ORDER BY name_search, id LIMIT ${take}
    ),
    shelf_rest AS MATERIALIZED (
      SELECT shelf_r.id, shelf_r.name_search, shelf_r.required_ingredient_ids AS need
      FROM cocktails shelf_r, (SELECT id, name_search FROM shelf_walk ORDER BY name_search DESC, id DESC LIMIT 1) shelf_l
      WHERE (SELECT count(*) FROM shelf_hits) < ${take} AND (SELECT count(*) FROM shelf_walk) = ${raw(String(SHELF_WALK_ROWS))}
        AND ${candidatesSql(rest, query.filter)} AND cardinality(shelf_r.required_ingredient_ids) > 0
        AND ${listRowsSql(request, rest, query.listFilter)}
        AND ${keysetSql(rest, { nameSearch: raw('shelf_l.name_search'), id: raw('shelf_l.id') })}
    )
    (SELECT id, name_search, missing_id FROM shelf_hits)
    UNION ALL
    (SELECT id, name_search, missing[1] FROM (SELECT id, name_search, ${missingSql(raw('need'))} AS missing FROM shelf_rest) shelf_m
      WHERE cardinality(missing) = ${wanted} ORDER BY name_search, id LIMIT ${take})`;
}

/** How many cocktails the viewer may see, among those the list's filters keep, match a shelf filter: an int. */
export function shelfCountSql(request: ShelfRequest, member: Sql, query: ShelfQuery): Sql {
  const cocktail = request.row('Cocktail', 'shelf_n');
  return sql`(WITH ${coveredCte(member)} SELECT count(*)::int FROM cocktails shelf_n
    WHERE ${candidatesSql(cocktail, query.filter)} AND cardinality(shelf_n.required_ingredient_ids) > 0
      AND ${listRowsSql(request, cocktail, query.listFilter)}
      AND cardinality(${missingSql(cocktail.col('requiredIngredientIds'))}) = ${raw(query.filter === 'can_make' ? '0' : '1')})`;
}

/**
 * The one ingredient the shelf of `member` lacks for cocktail row `cocktail` when it lacks exactly one
 * (an int, null otherwise): the "Missing one" card's.
 */
export function missingOneSql(member: Sql, cocktail: RowRef): Sql {
  return sql`(WITH ${coveredCte(member)} SELECT CASE WHEN cardinality(m) = 1 THEN m[1] END
    FROM (SELECT ${missingSql(cocktail.col('requiredIngredientIds'))} AS m) shelf_o)`;
}

export interface ShelfCocktailRow {
  id: number;
  nameSearch: string;
  /** The one required ingredient the shelf lacks ("Missing one"); null for "Can make now". */
  missingId: number | null;
}

/** A page of shelfPageSql through Prisma (the field's resolver): `size + 1` rows tell whether more follow. */
export async function shelfCocktailsPage(
  { prisma }: Db,
  viewer: Viewer,
  query: ShelfQuery,
  after: ShelfCocktailKey | null,
  size: number,
): Promise<ShelfCocktailRow[]> {
  const rows = await prisma.$queryRaw<Array<{ id: number; name_search: string; missing_id: number | null }>>`
    SELECT p.id, p.name_search, p.missing_id FROM (${shelfPageSql(statementRequest(prisma, viewer), sql`${viewer.id}::int`, query, after, size + 1)}) p
    ORDER BY p.name_search, p.id LIMIT ${size + 1}::int`;
  return rows.map((row) => ({
    id: row.id,
    nameSearch: row.name_search,
    missingId: query.filter === 'missing_one' ? row.missing_id : null,
  }));
}

/** shelfCountSql through Prisma. */
export async function shelfCocktailsCount({ prisma }: Db, viewer: Viewer, query: ShelfQuery): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ total: number }>>`
    SELECT ${shelfCountSql(statementRequest(prisma, viewer), sql`${viewer.id}::int`, query)} AS total`;
  return row.total;
}

export interface ShelfSuggestion {
  ingredientId: number;
  /** How many cocktails the viewer may see that lack only this ingredient. */
  unlocks: number;
}

/**
 * "What to buy next": the ingredients that would unlock the most cocktails the viewer may see, each with
 * how many (the cocktails that miss only it), most first, then by ingredient id; at most `limit`.
 */
export async function whatToBuyNext({ prisma }: Db, viewer: Viewer, limit = WHAT_TO_BUY_MAX): Promise<ShelfSuggestion[]> {
  const request = statementRequest(prisma, viewer);
  const cocktail = request.row('Cocktail', 'shelf_n');
  const rows = await prisma.$queryRaw<Array<{ ingredient_id: number; unlocks: number }>>`
    WITH ${coveredCte(sql`${viewer.id}::int`)}
    SELECT missing[1] AS ingredient_id, count(*)::int AS unlocks
    FROM (SELECT ${missingSql(cocktail.col('requiredIngredientIds'))} AS missing FROM cocktails shelf_n
      WHERE ${candidatesSql(cocktail, 'missing_one')} AND cardinality(shelf_n.required_ingredient_ids) > 0
        AND ${listRowsSql(request, cocktail, null)}) shelf_m
    WHERE cardinality(missing) = 1
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${Math.min(limit, WHAT_TO_BUY_MAX)}::int`;
  return rows.map((row) => ({ ingredientId: row.ingredient_id, unlocks: row.unlocks }));
}
