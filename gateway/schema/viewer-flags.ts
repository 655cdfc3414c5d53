// Boolean fields that say how a row stands to the signed-in member through a related row of theirs:
// whether they like a cocktail, follow a member, go to an event. Each is one filter, which both paths
// read (decision 0065): the Prisma path's select and resolver, and the read path's SQL through
// `request.holds`. Signed out, each is false.
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import type { RequestSql, RowRef } from '../read/declarations';
import { sql } from '../read/sql';

/** A filter over the related rows (of the relation the field names), for a signed-in viewer. */
type RelatedFilter = (viewer: Viewer) => object;

/**
 * Whether the row has a related row of `relation` that `filter` holds of (the viewer's like of a cocktail:
 * `viewerHasRelated('likes', (viewer) => ({ userId: viewer.id }))`). The Prisma path counts them in the
 * row's own statement (a filtered relation count, a primary-key probe: a page of cards costs no statement
 * more); the read path asks EXISTS of the same filter.
 */
export function viewerHasRelated(relation: string, filter: RelatedFilter) {
  return {
    select: (_args: unknown, context: Context) =>
      context.viewer ? { _count: { select: { [relation]: { where: filter(context.viewer) } } } } : {},
    resolve: (row: object) => ((row as { _count?: Record<string, number | undefined> })._count?.[relation] ?? 0) > 0,
    sql: (row: RowRef, request: RequestSql) =>
      request.viewer ? request.holds(row, { [relation]: { some: filter(request.viewer) } }) : sql`false`,
  };
}

/**
 * The viewer's own rows of a relation whose rows are members' (their review of a cocktail, their interest
 * in a gig): a field that loads them passes it as the Prisma path's `where`, and its SQL as `request.where`.
 * None signed out.
 */
export function viewersOwnWhere(viewer: Viewer | null): { userId: number } {
  return { userId: viewer?.id ?? 0 };
}
