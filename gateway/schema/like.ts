// Likes: whether the viewer likes a cocktail, a member's own liked cocktails (newest like first), and
// likeCocktail / unlikeCocktail, whose payload carries the cocktail's new count (decision 0044).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { LIKE_MESSAGES, LIKED_PAGE_SIZE } from '../../common/likes';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { visibleCocktailsWhere } from '../domain/cocktails';
import { afterLikeWhere, encodeLikeCursor, likeCocktail, likedOrder, likedPageSize, unlikeCocktail } from '../domain/likes';
import { isTheMember, onlyTheMemberWhere } from '../domain/profiles';
import { timeCursor, timeCursorKeys } from '../read/cursors';
import { isoTime, sql } from '../read/sql';
import type { Cocktail } from '../generated/prisma/client';
import { CocktailNode } from './cocktail';
import { toggleMutations } from './toggle';
import { UserNode } from './user';
import { viewerHasRelated } from './viewer-flags';

builder.prismaObjectFields(CocktailNode, (t) => ({
  viewerHasLiked: t.boolean({
    description: 'Whether the signed-in member likes this cocktail (false when signed out).',
    ...viewerHasRelated('likes', (viewer) => ({ userId: viewer.id })),
  }),
}));

interface LikedEdgeShape {
  cursor: string;
  node: Cocktail;
  likedAt: Date;
}

interface LikedConnectionShape {
  edges: LikedEdgeShape[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const LikedCocktailConnection = builder.connectionObject<typeof CocktailNode, LikedConnectionShape>(
  {
    type: CocktailNode,
    name: 'LikedCocktailConnection',
    description: "A page of a member's liked cocktails, newest like first.",
  },
  {
    name: 'LikedCocktailEdge',
    fields: (t) => ({
      likedAt: t.field({ type: 'DateTime', description: 'When the member liked the cocktail.', resolve: (edge) => edge.likedAt }),
    }),
  },
);

builder.prismaObjectFields(UserNode, (t) => ({
  likedCocktails: t.connection(
    {
      type: CocktailNode,
      nullable: true,
      description:
        'The cocktails this member likes, newest like first, among those they may see. Only the member themself reads it: null for anyone else. Pages forwards (first, after).',
      select: { id: true },
      sql: {
        connection: {
          model: 'CocktailLike',
          when: (user, request) => request.where(user, onlyTheMemberWhere(request.viewer)),
          where: (like, user) => sql`${like.col('userId')} = ${user!.col('id')}`,
          order: [
            { key: (like) => like.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (like) => like.col('cocktailId'), descending: true, cursorType: 'int' },
          ],
          cursor: (like) => timeCursor('like', like.col('createdAt'), like.col('cocktailId')),
          page: (args) => ({
            size: likedPageSize(args, LIKED_PAGE_SIZE, MAX_PAGE_SIZE),
            after: args.after ? timeCursorKeys('like', args.after as string, LIKE_MESSAGES.badCursor) : null,
          }),
          nodeOf: { model: 'Cocktail', where: (cocktail, like) => sql`${cocktail.col('id')} = ${like.col('cocktailId')}` },
          edgeFields: { likedAt: (like) => isoTime(like.col('createdAt')) },
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (user, args, context, info) => {
        if (!isTheMember(context.viewer, user.id)) return null;
        const size = likedPageSize(args, LIKED_PAGE_SIZE, MAX_PAGE_SIZE);
        const rows = await context.prisma.cocktailLike.findMany({
          where: { userId: user.id, cocktail: visibleCocktailsWhere(context.viewer), ...afterLikeWhere(args.after) },
          orderBy: likedOrder,
          take: size + 1,
          // The cards' selection under edges.node, so the cocktails and their relations load with the page.
          select: { createdAt: true, cocktailId: true, cocktail: queryFromInfo({ context, info, path: ['edges', 'node'] }) },
        });
        const edges = rows.slice(0, size).map((row) => ({
          cursor: encodeLikeCursor({ createdAt: row.createdAt, cocktailId: row.cocktailId }),
          node: row.cocktail as Cocktail,
          likedAt: row.createdAt,
        }));
        return {
          edges,
          pageInfo: {
            hasNextPage: rows.length > size,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    LikedCocktailConnection,
  ),
}));

toggleMutations({
  id: { field: 'cocktailId', for: CocktailNode, notFound: COCKTAIL_MESSAGES.notFound },
  payloadFields: (t) => ({
    cocktail: t.prismaField({
      type: CocktailNode,
      description: 'The cocktail, with its new likesCount and viewerHasLiked.',
      sql: byParent('targetId'),
      resolve: (query, result, _args, context) => context.prisma.cocktail.findUniqueOrThrow({ ...query, where: { id: result.targetId } }),
    }),
  }),
  on: {
    name: 'likeCocktail',
    description: 'Likes a cocktail the caller may see. Idempotent; signed-in members only.',
    idDescription: 'The Cocktail to like.',
    payloadDescription: 'The viewer now likes the cocktail (whether or not they already did).',
    write: async (context, cocktailId) => {
      await likeCocktail(context, context.viewer, cocktailId);
      return {};
    },
  },
  off: {
    name: 'unlikeCocktail',
    description: 'Takes back a like of a cocktail the caller may see. Idempotent; signed-in members only.',
    idDescription: 'The Cocktail to stop liking.',
    payloadDescription: 'The viewer no longer likes the cocktail (whether or not they did).',
    write: async (context, cocktailId) => {
      await unlikeCocktail(context, context.viewer, cocktailId);
      return {};
    },
  },
});
