// Likes: a member likes or unlikes a cocktail they may see, with the cocktail's likes_count kept exact in
// the same statement, and the member's own list of liked cocktails (keyset pages, newest like first).
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { LIKE_MESSAGES } from '../../common/likes';
import type { Viewer } from '../auth/sessions';
import { NotFoundError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import { rowMatches } from '../read/prisma-where';
import { onlyTheMemberWhere } from './profiles';
import type { Services } from '../services';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs } from './keyset';
import { visibleCocktailsSqlOn } from './cocktails';
import { changedInboxes, type InboxesChanged, notificationInsert, notificationWithdrawal } from './notifications';
import { requireViewer } from './profiles';

/** Liking needs an account: the signed-in member, or UNAUTHENTICATED. */
const signedIn = (viewer: Viewer | null): Viewer => requireViewer(viewer, LIKE_MESSAGES.signInToLike);

interface LikeChange extends InboxesChanged {
  /** 1 when the cocktail exists and the viewer may see it, else 0. */
  found: number;
  /** Rows inserted or deleted: 0 when the like already was (or was not) there. */
  changed: number;
}

/*
 * Like and unlike are one statement each, as follow and unfollow are (gateway/domain/follows.ts):
 *  1. `target` locks the cocktail's row, only if the viewer may see it (the one visibility rule), so
 *     likes of one cocktail queue up on its counter;
 *  2. the like row is inserted (ON CONFLICT DO NOTHING) or deleted;
 *  3. likes_count moves only by what step 2 really changed, so it stays equal to COUNT(*) however many
 *     calls race. The counter is written raw so that a like does not touch the cocktail's updated_at, and
 *     the cocktails table's counting trigger (decision 32) moves nothing for it (no visibility or creator change);
 *  4. the cocktail's creator is notified of a new like, and an unlike takes that back (decision 0048).
 */

/** The viewer likes a cocktail. Idempotent: liking again changes nothing. Returns whether a like was added. */
export async function likeCocktail(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
) {
  const userId = signedIn(viewer).id;
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'likesPerMember');
  const [result] = await prisma.$queryRaw<LikeChange[]>`
    WITH target AS (
      SELECT c.id, c.creator_id FROM cocktails c WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)} FOR NO KEY UPDATE
    ), inserted AS (
      INSERT INTO cocktail_likes (user_id, cocktail_id)
      SELECT ${userId}::int, id FROM target
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), counted AS (
      UPDATE cocktails SET likes_count = likes_count + 1
      WHERE id = ${cocktailId}::int AND EXISTS (SELECT 1 FROM inserted)
    ), notified AS (
      ${notificationInsert(Prisma.sql`SELECT creator_id AS recipient_id FROM target WHERE EXISTS (SELECT 1 FROM inserted)`, userId, { kind: 'like', cocktailId })}
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM inserted)::int AS changed, ${changedInboxes('notified')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.found === 0) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  return result.changed > 0;
}

/**
 * The viewer takes back a like. Idempotent like likeCocktail. A cocktail the viewer may no longer see
 * (made private since) is not found: its like stays, and leaves the viewer's list with it.
 */
export async function unlikeCocktail(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
) {
  const userId = signedIn(viewer).id;
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'likesPerMember');
  const [result] = await prisma.$queryRaw<LikeChange[]>`
    WITH target AS (
      SELECT c.id FROM cocktails c WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)} FOR NO KEY UPDATE
    ), deleted AS (
      DELETE FROM cocktail_likes
      WHERE user_id = ${userId}::int AND cocktail_id = ${cocktailId}::int AND EXISTS (SELECT 1 FROM target)
      RETURNING 1
    ), counted AS (
      UPDATE cocktails SET likes_count = likes_count - 1
      WHERE id = ${cocktailId}::int AND EXISTS (SELECT 1 FROM deleted)
    ), withdrawn AS (
      ${notificationWithdrawal(userId, { kind: 'like', cocktailId }, Prisma.sql`EXISTS (SELECT 1 FROM deleted)`)}
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM deleted)::int AS changed, ${changedInboxes('withdrawn')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.found === 0) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  return result.changed > 0;
}

/** Whether the viewer may read a member's liked cocktails: only the member themself (decision 0044). */
/** Whose liked cocktails a viewer may read: their own only. */
export function seesLikesOf(viewer: Viewer | null, userId: number): boolean {
  return rowMatches(onlyTheMemberWhere(viewer), { id: userId });
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
