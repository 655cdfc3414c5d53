// The Weekly Top 10 (decision 0049): the ten public cocktails with the most likes and repours in the last
// seven days, stored so that reading it costs a primary-key read of ten rows whatever the number of
// cocktails or likes, and every closed ISO week frozen into a history that "Weekly Top 10 Hits" counts.
import { WEEKLY_TOP10_MESSAGES, WEEKLY_TOP10_SIZE, WEEKLY_TOP10_WINDOW_DAYS } from '../../common/weekly-top10';
import type { Viewer } from '../auth/sessions';
import { ValidationError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { PUBLIC_COCKTAILS, publicCocktailsSqlOn, visibleCocktailsWhere } from './cocktails';
import { pageSize, type PageArgs } from './keyset';

/** The live list's key in weekly_top10_periods (a frozen week's is its ISO week, "2026-W47"). */
export const LIVE_PERIOD = 'rolling';

export interface RefreshOptions {
  /**
   * The live list is recomputed only when it is at least this old (or was never computed, or reads as
   * computed more than a minute in the future: the clock was set back). Every process's timer asks; the
   * first whose list is due claims it, and the others find it fresh.
   */
  minAgeSeconds: number;
  /** The time to compute for (tests); the database's clock, in UTC, when absent. */
  at?: Date;
}

export interface RefreshResult {
  /** Whether this call recomputed the live list (false: it was fresh, or another process was at it). */
  refreshed: boolean;
  /** The ISO week this call froze ("2026-W47"), if it froze one. */
  frozenWeek: string | null;
  /** Places the live list has now (when refreshed). */
  places: number;
}

/**
 * The ten places of a window [from, to): likes and repours made in it (through the created_at indexes, so
 * the cost follows the window's activity, not the number of cocktails or of all-time likes; an unlike
 * deletes its row and so takes its point away), summed per cocktail, private cocktails left out, best
 * first: by score, then by who got there first (the earlier latest like or repour), then the older
 * cocktail. Nothing is read unless `due` has a row (a one-time filter). The bounds are expressions of the
 * statement's clock, not columns of another CTE, so the planner sizes the window and sorts only the top ten.
 */
function placesOf(from: Prisma.Sql, to: Prisma.Sql, due: Prisma.Sql, ranked: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT top.*, row_number() OVER (ORDER BY top.score DESC, top.reached_at ASC, top.cocktail_id ASC) AS rank
    FROM (
      SELECT g.cocktail_id, g.likes, g.repours, g.score, g.reached_at
      FROM (
        SELECT a.cocktail_id, count(*) FILTER (WHERE a.liked)::int AS likes, count(*) FILTER (WHERE NOT a.liked)::int AS repours,
          count(*)::int AS score, max(a.made_at) AS reached_at
        FROM (
          SELECT l.cocktail_id, true AS liked, l.created_at AS made_at
          FROM cocktail_likes l WHERE l.created_at >= ${from} AND l.created_at < ${to}
          UNION ALL
          SELECT r.cocktail_id, false, r.created_at
          FROM repours r WHERE r.created_at >= ${from} AND r.created_at < ${to}
        ) a
        WHERE EXISTS (SELECT 1 FROM ${due})
        GROUP BY a.cocktail_id
        ORDER BY score DESC, reached_at ASC, a.cocktail_id ASC
      ) g
      -- Read in rank order, so the check stops at the tenth public cocktail instead of probing every one.
      WHERE EXISTS (SELECT 1 FROM cocktails p WHERE p.id = g.cocktail_id AND ${ranked})
      ORDER BY g.score DESC, g.reached_at ASC, g.cocktail_id ASC
      LIMIT ${WEEKLY_TOP10_SIZE}::int
    ) top`;
}

/*
 * After a primary-key look at the live list's row (is it due?), one statement, in its own transaction,
 * does the whole refresh:
 *  1. `live` claims the live list's row: an UPDATE that matches only while the list is due. Concurrent
 *     refreshes (several timers, several processes) queue on that row; when the first commits, PostgreSQL
 *     re-checks the condition for the next one against the new computed_at, which is now fresh, so it
 *     claims nothing and everything below does nothing for it.
 *  2. `closed` freezes the ISO week that ended last (Monday 00:00 UTC to Monday 00:00 UTC), once: its row
 *     is inserted ON CONFLICT DO NOTHING, only by a refresh that claimed the live list (so two can never
 *     race to freeze the same week).
 *  3. `live_places` and `week_places` rank the two windows (placesOf); `ranked` adds each place's period
 *     and the cocktail's creator.
 *  4. The ten places are written over the old ones (upserted by rank, places beyond the new count
 *     deleted), and the creators of a newly frozen week's cocktails get one hit each, however many of
 *     their cocktails made it: the counter moves in the statement that writes the week, so it equals the
 *     number of frozen weeks listing one of their cocktails.
 * Readers see the old list or the new one, never a mix (one transaction).
 */
export async function refreshWeeklyTop10({ prisma }: Pick<Services, 'prisma'>, options: RefreshOptions): Promise<RefreshResult> {
  const clock = Prisma.sql`coalesce(${options.at ? options.at.toISOString() : null}::timestamp(3), (now() AT TIME ZONE 'UTC')::timestamp(3))`;
  const windowStart = Prisma.sql`(${clock} - make_interval(days => ${WEEKLY_TOP10_WINDOW_DAYS}::int))`;
  const weekStart = Prisma.sql`(date_trunc('week', ${clock}) - interval '7 days')`;
  const weekEnd = Prisma.sql`date_trunc('week', ${clock})`;
  // Only public cocktails are ranked (rankedCocktailsWhere reads the list through the same rule).
  const ranked = publicCocktailsSqlOn(prisma, 'p');
  // Due: never computed, old enough, or computed "in the future" (the clock was set back).
  const due = Prisma.sql`(p.computed_at IS NULL
    OR p.computed_at <= ${clock} - make_interval(secs => ${options.minAgeSeconds}::float8)
    OR p.computed_at > ${clock} + interval '1 minute')`;
  // A primary-key look first: most ticks (every process, every interval) find the list fresh and stop
  // here, without planning the statement below. The claim in it is what guards against races.
  const [live] = await prisma.$queryRaw<Array<{ due: boolean }>>`
    SELECT ${due} AS due FROM weekly_top10_periods p WHERE p.period = ${LIVE_PERIOD}`;
  if (!live?.due) return { refreshed: false, frozenWeek: null, places: 0 };
  const [result] = await prisma.$queryRaw<Array<{ refreshed: number; frozen_week: string | null; places: number }>>`
    WITH live AS (
      UPDATE weekly_top10_periods p
      SET starts_at = ${windowStart}, ends_at = ${clock}, computed_at = ${clock}
      WHERE p.period = ${LIVE_PERIOD} AND ${due}
      RETURNING p.period
    ), closed AS (
      INSERT INTO weekly_top10_periods (period, starts_at, ends_at, computed_at)
      SELECT to_char(${weekStart}, 'IYYY-"W"IW'), ${weekStart}, ${weekEnd}, ${clock}
      FROM live
      ON CONFLICT (period) DO NOTHING
      RETURNING period
    ), live_places AS (
      ${placesOf(windowStart, clock, Prisma.sql`live`, ranked)}
    ), week_places AS (
      ${placesOf(weekStart, weekEnd, Prisma.sql`closed`, ranked)}
    ), ranked AS (
      SELECT live.period, t.rank, t.cocktail_id, c.creator_id, t.likes, t.repours, t.score
      FROM live_places t CROSS JOIN live JOIN cocktails c ON c.id = t.cocktail_id
      UNION ALL
      SELECT closed.period, t.rank, t.cocktail_id, c.creator_id, t.likes, t.repours, t.score
      FROM week_places t CROSS JOIN closed JOIN cocktails c ON c.id = t.cocktail_id
    ), written AS (
      INSERT INTO weekly_top10_entries (period, rank, cocktail_id, creator_id, likes, repours, score)
      SELECT period, rank, cocktail_id, creator_id, likes, repours, score FROM ranked
      ON CONFLICT (period, rank) DO UPDATE SET
        cocktail_id = excluded.cocktail_id, creator_id = excluded.creator_id,
        likes = excluded.likes, repours = excluded.repours, score = excluded.score
    ), trimmed AS (
      DELETE FROM weekly_top10_entries e
      USING live
      WHERE e.period = live.period AND e.rank > (SELECT count(*) FROM live_places)
    ), hits AS (
      UPDATE users u SET weekly_top10_hits = u.weekly_top10_hits + 1
      WHERE u.id IN (SELECT ranked.creator_id FROM ranked JOIN closed ON closed.period = ranked.period)
    )
    SELECT
      (SELECT count(*) FROM live)::int AS refreshed,
      (SELECT period FROM closed) AS frozen_week,
      (SELECT count(*) FROM live_places)::int AS places`;
  return { refreshed: result.refreshed > 0, frozenWeek: result.frozen_week, places: result.places };
}

// ---------------------------------------------------------------------------------------------------
// Reading the live list
// ---------------------------------------------------------------------------------------------------

/**
 * The cocktails a list shows: public ones (only public cocktails are ranked, and one made private or
 * deleted since the last refresh leaves the list at once), within the caller's visibility rule.
 */
export function rankedCocktailsWhere(viewer: Viewer | null): Prisma.CocktailWhereInput {
  return { AND: [PUBLIC_COCKTAILS, visibleCocktailsWhere(viewer)] };
}

/** `top10:<rank>` in base64url: a place of the list, which a page starts after. */
export function encodePlaceCursor(rank: number): string {
  return Buffer.from(`top10:${rank}`).toString('base64url');
}

/** The rank a cursor names (0 for none); anything else is a field error on `after`. */
export function decodePlaceCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^top10:(\d{1,2})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const rank = match ? Number(match[1]) : NaN;
  if (!(rank >= 1 && rank <= WEEKLY_TOP10_SIZE)) throw ValidationError.field('after', WEEKLY_TOP10_MESSAGES.badCursor);
  return rank;
}

/** How many places a page shows: all ten unless fewer are asked for; forwards only. */
export function placesPageSize(args: PageArgs): number {
  return pageSize(args, WEEKLY_TOP10_SIZE, WEEKLY_TOP10_SIZE, WEEKLY_TOP10_MESSAGES.backwardsPaging);
}
