// My shelf (issue 41, decision 0076): the ingredients an account has; the cocktails it can make now or
// is one ingredient short of; and what to buy next. The substitution rule is common/shelf.ts's
// coveredIngredientIds, applied here to the shelf's family of ingredients; which cocktails the caller may
// see is the one visibility rule (visibleCocktailsSqlOn). A bar account speaks for one venue (decision
// 0020), so the account's shelf is its venue's.
import { coveredIngredientIds, SHELF_MAX, SHELF_MESSAGES, type ShelfFilter, WHAT_TO_BUY_MAX } from '../../common/shelf';
import { shelfAddSchema } from '../../common/shelf-input';
import type { Viewer } from '../auth/sessions';
import { ValidationError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { visibleCocktailsSqlOn } from './cocktails';
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
 * The ingredients the viewer's shelf satisfies, by the one substitution rule (common/shelf.ts): one
 * statement reads the shelf's family (each shelf ingredient, the bases above it, the variants below
 * it), the rule decides. An empty array for an empty shelf.
 */
export async function coveredByShelf({ prisma }: Db, userId: number): Promise<number[]> {
  const rows = await prisma.$queryRaw<Array<{ id: number; parent_id: number | null; on_shelf: boolean }>>`
    WITH RECURSIVE shelf AS (SELECT ingredient_id AS id FROM shelf_items WHERE user_id = ${userId}::int),
    up AS (
      SELECT i.id, i.parent_id FROM ingredients i JOIN shelf s ON s.id = i.id
      UNION SELECT p.id, p.parent_id FROM ingredients p JOIN up ON p.id = up.parent_id
    ),
    down AS (
      SELECT i.id, i.parent_id FROM ingredients i JOIN shelf s ON s.id = i.id
      UNION SELECT v.id, v.parent_id FROM ingredients v JOIN down ON v.parent_id = down.id
    )
    SELECT f.id, f.parent_id, EXISTS (SELECT 1 FROM shelf s WHERE s.id = f.id) AS on_shelf
    FROM (SELECT * FROM up UNION SELECT * FROM down) f`;
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const covered = coveredIngredientIds(
    rows.filter((row) => row.on_shelf).map((row) => row.id),
    parentOf,
  );
  return [...covered].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------
// The list's shelf filters
// ---------------------------------------------------------------------------

export interface ShelfCocktailKey {
  nameSearch: string;
  id: number;
}

export interface ShelfCocktailRow {
  id: number;
  nameSearch: string;
  /** The one required ingredient the shelf lacks ("Missing one"); null for "Can make now". */
  missingId: number | null;
}

/** `shelf:<name_search>:<id>` in base64url, opaque to clients. */
export function encodeShelfCursor(key: ShelfCocktailKey): string {
  return Buffer.from(`shelf:${key.id}:${key.nameSearch}`).toString('base64url');
}

export function decodeShelfCursor(cursor: string): ShelfCocktailKey {
  const match = /^shelf:(\d+):(.*)$/s.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(id)) throw ValidationError.field('after', SHELF_MESSAGES.badCursor);
  return { id, nameSearch: match[2] };
}

/**
 * The required ingredients of cocktail row `c` that `covered` lacks, as an int[] expression. `<> ALL`
 * of a constant array is hashed by PostgreSQL (15+), so a shelf's hundreds of covered ids cost no more
 * per line (`<@` compares every pair: three times slower at 100k, decision 0076).
 */
function missingSql(covered: readonly number[]): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT r FROM unnest(c.required_ingredient_ids) r WHERE r <> ALL(${covered}::int[]))`;
}

/**
 * The condition of a shelf filter on cocktail row `c`: the candidates through the keys' indexes (the
 * migration's comment says why they are enough), then the exact test. A cocktail without required
 * lines is never "can make" (there is nothing on the shelf it needs).
 */
function shelfFilterSql(filter: ShelfFilter, covered: readonly number[]): Prisma.Sql {
  if (filter === 'can_make') {
    return Prisma.sql`c.shelf_key_1 = ANY(${covered}::int[]) AND cardinality(${missingSql(covered)}) = 0 AND cardinality(c.required_ingredient_ids) > 0`;
  }
  return Prisma.sql`(c.shelf_key_1 = ANY(${covered}::int[]) OR c.shelf_key_2 = ANY(${covered}::int[]) OR (c.shelf_key_2 IS NULL AND c.shelf_key_1 IS NOT NULL))
    AND cardinality(${missingSql(covered)}) = 1`;
}

/**
 * How many rows of the list's order a page first reads: enough for a page where a shelf's answers are
 * dense (a well-stocked bar makes 1 in 40 of the bench's cocktails: a page of 20 within 1,000 rows).
 */
export const SHELF_WALK_ROWS = 2000;

/**
 * A page of the cocktails the viewer may see that the shelf can make now (every line that is not
 * optional is covered) or that miss exactly one ingredient (and which), in the list's order
 * (name_search, id), strictly after `after`. `size + 1` rows are returned to tell whether more follow.
 *
 * Two ways, the cheap one first (decision 0076): the page walks at most SHELF_WALK_ROWS rows of the
 * list's index after the cursor, testing each; when the answers are dense (a big shelf) the page is
 * there. Otherwise the rest comes from the keys' indexes after the last row walked: few candidates
 * when the answers are sparse (a small shelf).
 */
export async function shelfCocktailsPage(
  { prisma }: Db,
  viewer: Viewer,
  covered: readonly number[],
  filter: ShelfFilter,
  after: ShelfCocktailKey | null,
  size: number,
): Promise<ShelfCocktailRow[]> {
  const wanted = filter === 'can_make' ? 0 : 1;
  const visible = visibleCocktailsSqlOn(prisma, viewer);
  const toRow = (row: { id: number; name_search: string; missing_id: number | null }): ShelfCocktailRow => ({
    id: row.id,
    nameSearch: row.name_search,
    missingId: filter === 'missing_one' ? row.missing_id : null,
  });
  // The hits of the walk, then its last row (`last`) with how many rows it read.
  const walked = await prisma.$queryRaw<Array<{ id: number; name_search: string; missing_id: number | null; read: number | null }>>`
    WITH walk AS (
      SELECT c.id, c.name_search, c.required_ingredient_ids, ${missingSql(covered)} AS missing FROM cocktails c
      WHERE ${visible} ${keysetSql(after)}
      ORDER BY c.name_search, c.id LIMIT ${SHELF_WALK_ROWS}::int
    )
    (SELECT id, name_search, missing[1] AS missing_id, NULL::int AS read FROM walk
      WHERE cardinality(missing) = ${wanted}::int AND cardinality(required_ingredient_ids) > 0
      ORDER BY name_search, id LIMIT ${size + 1}::int)
    UNION ALL
    (SELECT id, name_search, NULL, (SELECT count(*)::int FROM walk) FROM walk ORDER BY name_search DESC, id DESC LIMIT 1)`;
  const hits = walked.filter((row) => row.read === null).map(toRow);
  const last = walked.find((row) => row.read !== null);
  // The page is full, or the walk read to the end of the list: nothing lies beyond it.
  if (hits.length > size || !last || last.read! < SHELF_WALK_ROWS) return hits;
  const rest = await prisma.$queryRaw<Array<{ id: number; name_search: string; missing_id: number | null }>>`
    SELECT c.id, c.name_search, (${missingSql(covered)})[1] AS missing_id FROM cocktails c
    WHERE ${shelfFilterSql(filter, covered)} AND ${visible} ${keysetSql({ nameSearch: last.name_search, id: last.id })}
    ORDER BY c.name_search, c.id LIMIT ${size + 1 - hits.length}::int`;
  return [...hits, ...rest.map(toRow)];
}

/** The list's keyset on cocktail row `c`: the rows after `after` in (name_search, id) order. */
function keysetSql(after: ShelfCocktailKey | null): Prisma.Sql {
  return after
    ? Prisma.sql`AND c.name_search >= ${after.nameSearch} AND (c.name_search > ${after.nameSearch} OR c.id > ${after.id}::int)`
    : Prisma.empty;
}

/** How many cocktails the viewer may see match a shelf filter. */
export async function shelfCocktailsCount(
  { prisma }: Db,
  viewer: Viewer,
  covered: readonly number[],
  filter: ShelfFilter,
): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ total: number }>>`
    SELECT count(*)::int AS total FROM cocktails c WHERE ${shelfFilterSql(filter, covered)} AND ${visibleCocktailsSqlOn(prisma, viewer)}`;
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
export async function whatToBuyNext(
  { prisma }: Db,
  viewer: Viewer,
  covered: readonly number[],
  limit = WHAT_TO_BUY_MAX,
): Promise<ShelfSuggestion[]> {
  const rows = await prisma.$queryRaw<Array<{ ingredient_id: number; unlocks: number }>>`
    SELECT (${missingSql(covered)})[1] AS ingredient_id, count(*)::int AS unlocks
    FROM cocktails c WHERE ${shelfFilterSql('missing_one', covered)} AND ${visibleCocktailsSqlOn(prisma, viewer)}
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${Math.min(limit, WHAT_TO_BUY_MAX)}::int`;
  return rows.map((row) => ({ ingredientId: row.ingredient_id, unlocks: row.unlocks }));
}
