// The Weekly Top 10 (decision 0049): the live list as a connection of cocktails whose edges carry the place
// (rank, likes, repours, score), read from the stored ranking in one statement; and a member's
// weeklyTop10Hits, a column of their row.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { WEEKLY_TOP10_SIZE } from '../../common/weekly-top10';
import { builder } from '../builder';
import { decodePlaceCursor, encodePlaceCursor, LIVE_PERIOD, placesPageSize, rankedCocktailsWhere } from '../domain/weekly-top10';
import type { Cocktail } from '../generated/prisma/client';
import type { RequestSql, RowRef } from '../read/declarations';
import { base64url, isoTime, literal, sql, type Sql } from '../read/sql';
import { CocktailNode } from './cocktail';
import { UserNode } from './user';

interface PlaceEdgeShape {
  cursor: string;
  node: Cocktail;
  rank: number;
  likes: number;
  repours: number;
  score: number;
}

interface WeeklyTop10Shape {
  startsAt: Date;
  endsAt: Date;
  computedAt: Date | null;
  edges: PlaceEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/**
 * A column of the live list's row (the migration inserts it, and nothing deletes it), for the
 * connection's own fields: the row is read by its primary key where the field is asked for.
 */
function liveListColumn(field: 'startsAt' | 'endsAt' | 'computedAt', request: RequestSql): Sql {
  const list = request.row('WeeklyTop10Period', 'p');
  return sql`(SELECT ${isoTime(list.col(field))} FROM weekly_top10_periods p WHERE ${request.where(list, { period: LIVE_PERIOD })})`;
}

/** encodePlaceCursor's text, in SQL (gateway/read/cursors.test.ts holds them equal). */
export function placeCursorSql(entry: RowRef): Sql {
  return base64url(sql`${literal('top10:')} || ${entry.col('rank')}`);
}

const WeeklyTop10Connection = builder.connectionObject<typeof CocktailNode, WeeklyTop10Shape>(
  {
    type: CocktailNode,
    name: 'WeeklyTop10Connection',
    description:
      'The ten public cocktails with the most likes and repours (together) in the seven days before computedAt, best first. ' +
      'Recomputed by the server every few minutes, not per request.',
    fields: (t) => ({
      startsAt: t.field({
        type: 'DateTime',
        description: 'The start of the window the list counts.',
        resolve: (list) => list.startsAt,
        sql: (_row, request) => liveListColumn('startsAt', request),
      }),
      endsAt: t.field({
        type: 'DateTime',
        description: 'The end of the window (when it was computed).',
        resolve: (list) => list.endsAt,
        sql: (_row, request) => liveListColumn('endsAt', request),
      }),
      computedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the list was computed; null before the server first computed it.',
        resolve: (list) => list.computedAt,
        sql: (_row, request) => liveListColumn('computedAt', request),
      }),
    }),
  },
  {
    name: 'WeeklyTop10Edge',
    description: "A place of the Weekly Top 10: the cocktail and what earned it the place in the list's window.",
    fields: (t) => ({
      rank: t.int({ description: `1 to ${WEEKLY_TOP10_SIZE}.`, resolve: (edge) => edge.rank }),
      likes: t.int({ description: 'Likes made in the window (an unlike takes its like away).', resolve: (edge) => edge.likes }),
      repours: t.int({ description: 'Repours made in the window.', resolve: (edge) => edge.repours }),
      score: t.int({ description: 'likes + repours: what the list is ranked by.', resolve: (edge) => edge.score }),
    }),
  },
);

builder.queryFields((t) => ({
  weeklyTop10: t.connection(
    {
      type: CocktailNode,
      description:
        'The Weekly Top 10: places by likes and repours in the last seven days; ties go to the cocktail that got there first, ' +
        'then to the older one. Only public cocktails are ranked. One indexed read of at most ten rows. Pages forwards (first, after).',
      // The live list's places, each joined to its cocktail by the primary keys: the same rule as below.
      sql: {
        connection: {
          model: 'WeeklyTop10Entry',
          where: (entry, _row, request) => request.where(entry, { period: LIVE_PERIOD, cocktail: rankedCocktailsWhere(request.viewer) }),
          order: [{ key: (entry) => entry.col('rank'), cursorType: 'int' }],
          cursor: placeCursorSql,
          page: (args) => {
            const after = decodePlaceCursor(args.after as string | null | undefined);
            return { size: placesPageSize(args), after: after > 0 ? [after] : null };
          },
          nodeOf: { model: 'Cocktail', where: (cocktail, entry) => sql`${cocktail.col('id')} = ${entry.col('cocktailId')}` },
          edgeFields: {
            rank: (entry) => entry.col('rank'),
            likes: (entry) => entry.col('likes'),
            repours: (entry) => entry.col('repours'),
            score: (entry) => entry.col('score'),
          },
          maxSize: WEEKLY_TOP10_SIZE,
        },
      },
      resolve: async (_root, args, context, info) => {
        const size = placesPageSize(args);
        const after = decodePlaceCursor(args.after);
        // One statement: the list's row and its places joined to their cocktails (and what the cards
        // under edges.node select), by the primary keys (period, rank) and cocktails.id.
        const list = await context.prisma.weeklyTop10Period.findUniqueOrThrow({
          where: { period: LIVE_PERIOD },
          select: {
            startsAt: true,
            endsAt: true,
            computedAt: true,
            entries: {
              where: { rank: { gt: after }, cocktail: rankedCocktailsWhere(context.viewer) },
              orderBy: { rank: 'asc' },
              take: size + 1,
              select: {
                rank: true,
                likes: true,
                repours: true,
                score: true,
                cocktail: queryFromInfo({ context, info, path: ['edges', 'node'] }),
              },
            },
          },
        });
        const edges = list.entries.slice(0, size).map((entry) => ({
          cursor: encodePlaceCursor(entry.rank),
          node: entry.cocktail as Cocktail,
          rank: entry.rank,
          likes: entry.likes,
          repours: entry.repours,
          score: entry.score,
        }));
        return {
          startsAt: list.startsAt,
          endsAt: list.endsAt,
          computedAt: list.computedAt,
          edges,
          pageInfo: {
            hasNextPage: list.entries.length > size,
            hasPreviousPage: after > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    WeeklyTop10Connection,
  ),
}));

builder.prismaObjectFields(UserNode, (t) => ({
  weeklyTop10Hits: t.exposeInt('weeklyTop10Hits', {
    description:
      'Closed weeks (Monday to Monday, UTC) in which one of their cocktails was in the Weekly Top 10, each week counted once. ' +
      'A column of the member, moved when a week is frozen.',
  }),
}));
