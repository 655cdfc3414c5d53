import type { Viewer } from '../auth/sessions';
import type { Prisma } from '../generated/prisma/client';

/**
 * Who may edit a cocktail: its creator, and admins (so a suggested correction can be applied).
 * docs/decisions/0006-who-may-edit-a-cocktail.md
 */
export function canEditCocktail(viewer: Viewer | null, cocktail: { creatorId: number | null }): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || (cocktail.creatorId !== null && cocktail.creatorId === viewer.id);
}

/** Private cocktails are seen by their creator and admins only. */
export function visibleCocktailsWhere(viewer: Viewer | null): Prisma.CocktailWhereInput {
  if (viewer?.isAdmin) return {};
  if (viewer) return { OR: [{ visibility: 'public' }, { creatorId: viewer.id }] };
  return { visibility: 'public' };
}

/** Alphabetical, case- and accent-insensitively, with the id breaking ties so cursors are stable. */
export const cocktailListOrder: Prisma.CocktailOrderByWithRelationInput[] = [{ nameSearch: 'asc' }, { id: 'asc' }];
