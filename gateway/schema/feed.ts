// The home feed: the newest cocktails a member may see, under the "Social Feed" coming-soon message.
import { builder } from '../builder';
import { visibleCocktailsWhere } from '../domain/cocktails';
import type { Prisma } from '../generated/prisma/client';

/** Newest first; the id breaks ties (imported recipes share a creation time), so cursors are stable. */
export const latestCocktailsOrder: Prisma.CocktailOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

builder.queryFields((t) => ({
  latestCocktails: t.prismaConnection(
    {
      type: 'Cocktail',
      cursor: 'id',
      description: 'The newest cocktails the caller may see (private ones only to their creator and admins), at most 100 a page.',
      resolve: (query, _root, _args, context) =>
        context.prisma.cocktail.findMany({ ...query, where: visibleCocktailsWhere(context.viewer), orderBy: latestCocktailsOrder }),
    },
    { name: 'LatestCocktailConnection', description: 'A page of the newest cocktails.' },
    { name: 'LatestCocktailEdge' },
  ),
}));
