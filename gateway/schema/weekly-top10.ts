// The Weekly Top 10 (decision 0049): the live list as a connection of cocktails whose edges carry the place
// (rank, likes, repours, score), read from the stored ranking in one statement; and a member's
// weeklyTop10Hits, a column of their row.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder';
import { decodePlaceCursor, encodePlaceCursor, LIVE_PERIOD, placesPageSize, rankedCocktailsWhere } from '../domain/weekly-top10';
import type { Cocktail } from '../generated/prisma/client';
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

const WeeklyTop10Connection = builder.connectionObject<typeof CocktailNode, WeeklyTop10Shape>(
  {
    type: CocktailNode,
    name: 'WeeklyTop10Connection',
    description:
      'The ten public cocktails with the most likes and repours (together) in the seven days before computedAt, best first. ' +
      'Recomputed by the server every few minutes, not per request.',
    fields: (t) => ({
      startsAt: t.field({ type: 'DateTime', description: 'The start of the window the list counts.', resolve: (list) => list.startsAt }),
      endsAt: t.field({ type: 'DateTime', description: 'The end of the window (when it was computed).', resolve: (list) => list.endsAt }),
      computedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the list was computed; null before the server first computed it.',
        resolve: (list) => list.computedAt,
      }),
    }),
  },
  {
    name: 'WeeklyTop10Edge',
    description: "A place of the Weekly Top 10: the cocktail and what earned it the place in the list's window.",
    fields: (t) => ({
      rank: t.int({ description: '1 to 10.', resolve: (edge) => edge.rank }),
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
