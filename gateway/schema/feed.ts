// The home feed: the newest cocktails a member may see, under the "Social Feed" coming-soon message.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { builder } from '../builder';
import { visibleCocktailsWhere } from '../domain/cocktails';
import type { Prisma } from '../generated/prisma/client';
import { prismaIdCursor, prismaPage } from '../read/cursors';

/** Newest first; the id breaks ties (imported recipes share a creation time), so cursors are stable. */
export const latestCocktailsOrder: Prisma.CocktailOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

builder.queryFields((t) => ({
  latestCocktails: t.prismaConnection(
    {
      type: 'Cocktail',
      cursor: 'id',
      description: 'The newest cocktails the caller may see (private ones only to their creator and admins), at most 100 a page.',
      // Cocktail's sqlVisible applies the visibility rule; the (created_at, id) index gives the order.
      sql: {
        connection: {
          model: 'Cocktail',
          order: [
            { key: (cocktail) => cocktail.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (cocktail) => cocktail.col('id'), descending: true, cursorType: 'int' },
          ],
          cursor: (cocktail) => prismaIdCursor(cocktail),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, _args, context) =>
        context.prisma.cocktail.findMany({ ...query, where: visibleCocktailsWhere(context.viewer), orderBy: latestCocktailsOrder }),
    },
    { name: 'LatestCocktailConnection', description: 'A page of the newest cocktails.' },
    { name: 'LatestCocktailEdge' },
  ),
}));
