// Likes: a member likes or unlikes a cocktail they may see, with the cocktail's likes_count kept exact in
// the same statement, and the member's own list of liked cocktails (keyset pages, newest like first).
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { LIKE_MESSAGES } from '../../common/likes';
import type { Viewer } from '../auth/sessions';
import { NotFoundError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs } from './keyset';
import { visibleCocktailsSqlOn } from './cocktails';
import { type Toggle, toggleOff, toggleOn } from './toggle';
import { requireViewer } from './profiles';

/** Liking needs an account: the signed-in member, or UNAUTHENTICATED. */
const signedIn = (viewer: Viewer | null): Viewer => requireViewer(viewer, LIKE_MESSAGES.signInToLike);

/** The viewer's like of a cocktail they may see; the cocktail's likes_count moves with it, written raw so
 *  that a like does not touch the cocktail's updated_at (the cocktails table's counting trigger, decision 32,
 *  moves nothing for it), and its creator hears of a new like (decision 0048). */
function like(prisma: Services['prisma'], viewer: Viewer | null, cocktailId: number): Toggle {
  return {
    memberId: signedIn(viewer).id,
    limit: 'likesPerMember',
    row: { table: 'cocktail_likes', member: 'user_id', target: 'cocktail_id', targetId: cocktailId },
    target: Prisma.sql`SELECT c.id, c.creator_id FROM cocktails c WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)}`,
    counter: (step) => Prisma.sql`UPDATE cocktails SET likes_count = likes_count ${step} 1 WHERE id = ${cocktailId}::int`,
    notice: { recipients: Prisma.sql`SELECT creator_id AS recipient_id FROM target`, what: { kind: 'like', cocktailId } },
    notFound: () => new NotFoundError(COCKTAIL_MESSAGES.notFound),
  };
}

/** The viewer likes a cocktail. Idempotent: liking again changes nothing. Returns whether a like was added. */
export async function likeCocktail(services: Pick<Services, 'prisma' | 'limits' | 'live'>, viewer: Viewer | null, cocktailId: number) {
  const { changed } = await toggleOn(services, like(services.prisma, viewer, cocktailId));
  return changed > 0;
}

/**
 * The viewer takes back a like. Idempotent like likeCocktail. A cocktail the viewer may no longer see
 * (made private since) is not found: its like stays, and leaves the viewer's list with it.
 */
export async function unlikeCocktail(services: Pick<Services, 'prisma' | 'limits' | 'live'>, viewer: Viewer | null, cocktailId: number) {
  const { changed } = await toggleOff(services, like(services.prisma, viewer, cocktailId));
  return changed > 0;
}

// ---------------------------------------------------------------------------------------------------
// Keyset pages of a member's likes: a cursor is the like's (created_at, cocktail id); the order is
// (created_at DESC, cocktail id DESC), so a page starts strictly after its cursor.
// ---------------------------------------------------------------------------------------------------

export interface LikeKey {
  createdAt: Date;
  cocktailId: number;
}

export function encodeLikeCursor(key: LikeKey): string {
  return encodeTimeCursor('like', { createdAt: key.createdAt, id: key.cocktailId });
}

export function decodeLikeCursor(cursor: string): LikeKey {
  const { createdAt, id } = decodeTimeCursor('like', cursor, LIKE_MESSAGES.badCursor);
  return { createdAt, cocktailId: id };
}

export const likedOrder: Prisma.CocktailLikeOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { cocktailId: 'desc' }];

/** The likes after `after` in likedOrder. */
export function afterLikeWhere(after: string | null | undefined): Prisma.CocktailLikeWhereInput {
  if (!after) return {};
  const key = decodeLikeCursor(after);
  return {
    OR: [{ createdAt: { lt: key.createdAt } }, { createdAt: key.createdAt, cocktailId: { lt: key.cocktailId } }],
  };
}

/** How many likes a page shows (forward paging only, as the follow lists: follows' pageSize). */
export function likedPageSize(args: PageArgs, defaultSize: number, maxSize: number): number {
  return pageSize(args, defaultSize, maxSize, LIKE_MESSAGES.backwardsPaging);
}
