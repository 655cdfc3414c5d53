// Following: follow and unfollow with exact counters, the followers and following lists (keyset pages
// newest first), and the mutual count.
import { CONNECTION_MESSAGES } from '../../common/connections';
import type { Viewer } from '../auth/sessions';
import { NotFoundError, ValidationError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { decodeTimeCursor, encodeTimeCursor } from './keyset';
import { type Toggle, toggleOff, toggleOn } from './toggle';
import { requireViewer } from './profiles';

/** Following needs an account: the signed-in member, or UNAUTHENTICATED. */
export function signedIn(viewer: Viewer | null): Viewer {
  return requireViewer(viewer, CONNECTION_MESSAGES.signInToFollow);
}

/**
 * The viewer's follow of a member (domain/toggle.ts): `target` locks both members' rows in id order, so two
 * members following each other at the same moment queue up instead of deadlocking on each other's
 * counters; both counters move, written raw so that a new follower does not touch the member's
 * updated_at; the followed member hears of a new follow.
 */
function following(viewer: Viewer | null, userId: number, selfMessage: string): Toggle {
  const followerId = signedIn(viewer).id;
  if (userId === followerId) throw ValidationError.field('userId', selfMessage);
  return {
    memberId: followerId,
    limit: 'followsPerMember',
    row: { table: 'follows', member: 'follower_id', target: 'following_id', targetId: userId },
    target: Prisma.sql`SELECT id FROM users WHERE id IN (${followerId}::int, ${userId}::int) ORDER BY id`,
    targetRows: 2,
    counter: (step) => Prisma.sql`UPDATE users SET
        following_count = following_count ${step} CASE WHEN id = ${followerId}::int THEN 1 ELSE 0 END,
        followers_count = followers_count ${step} CASE WHEN id = ${userId}::int THEN 1 ELSE 0 END
      WHERE id IN (${followerId}::int, ${userId}::int)`,
    notice: {
      recipients: Prisma.sql`SELECT ${userId}::int AS recipient_id`,
      what: { kind: 'follow' },
      withdrawWhere: Prisma.sql`recipient_id = ${userId}::int`,
    },
    notFound: () => new NotFoundError(CONNECTION_MESSAGES.memberNotFound),
  };
}

/**
 * The viewer follows a member. Idempotent: following again changes nothing. Returns whether a follow
 * was added.
 */
export async function follow(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  userId: number,
): Promise<boolean> {
  const { changed } = await toggleOn(services, following(viewer, userId, CONNECTION_MESSAGES.self));
  return changed > 0;
}

/** The viewer stops following a member. Idempotent like follow. Returns whether a follow was removed. */
export async function unfollow(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  userId: number,
): Promise<boolean> {
  const { changed } = await toggleOff(services, following(viewer, userId, CONNECTION_MESSAGES.selfUnfollow));
  return changed > 0;
}

/**
 * Members who follow this member and whom this member follows back. Walks the smaller of the two
 * lists through its index (follows_follower_id_created_at_following_id_idx or
 * follows_following_id_created_at_follower_id_idx, index-only) and probes each row's reverse follow by
 * primary key: min(followers, following) index lookups, no table rows of other members loaded.
 */
/**
 * How many members follow a member and are followed back, in SQL: the smaller of the member's two lists
 * (by their counters), each row probed for its follow back. The one definition: mutualCount runs it for
 * a member read in JavaScript, and the read path writes it into the member's own statement.
 */
export function mutualCountSql(user: {
  id: Prisma.Sql | number;
  followersCount: Prisma.Sql | number;
  followingCount: Prisma.Sql | number;
}): Prisma.Sql {
  // OFFSET 0 keeps each EXISTS a probe per row: without it PostgreSQL may turn it into a semi-join and,
  // by its statistics, hash the other list whole (100,025 rows read for a member followed by 100k who
  // follows 25, where 50 do).
  return Prisma.sql`CASE WHEN ${user.followingCount} <= ${user.followersCount}
    THEN (SELECT count(*)::int FROM follows f WHERE f.follower_id = ${user.id}
      AND EXISTS (SELECT 1 FROM follows back WHERE back.follower_id = f.following_id AND back.following_id = ${user.id} OFFSET 0))
    ELSE (SELECT count(*)::int FROM follows f WHERE f.following_id = ${user.id}
      AND EXISTS (SELECT 1 FROM follows back WHERE back.follower_id = ${user.id} AND back.following_id = f.follower_id OFFSET 0)) END`;
}

export async function mutualCount(
  { prisma }: Pick<Services, 'prisma'>,
  user: { id: number; followersCount: number; followingCount: number },
): Promise<number> {
  const rows = await prisma.$queryRaw<Array<{ mutual: number }>>`SELECT ${mutualCountSql(user)} AS mutual`;
  return rows[0]?.mutual ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Keyset pages. A cursor is the edge's (created_at, other member id); the next page starts strictly
// after it in the order (created_at DESC, other id ASC), which is the order of both follow indexes, so
// every page is an index range scan that starts at the cursor, however deep.
// ---------------------------------------------------------------------------------------------------

export interface FollowKey {
  createdAt: Date;
  userId: number;
}

export function encodeFollowCursor(key: FollowKey): string {
  return encodeTimeCursor('follow', { createdAt: key.createdAt, id: key.userId });
}

export function decodeFollowCursor(cursor: string): FollowKey {
  const { createdAt, id } = decodeTimeCursor('follow', cursor, CONNECTION_MESSAGES.badCursor);
  return { createdAt, userId: id };
}

/**
 * The where clause of the page after `after`: created_at <= the cursor's (the index range), minus the
 * rows at the cursor's instant that came before it.
 */
export function afterCursorWhere(otherColumn: 'followerId' | 'followingId', after: string | null | undefined): Prisma.FollowWhereInput {
  if (!after) return {};
  const key = decodeFollowCursor(after);
  return {
    createdAt: { lte: key.createdAt },
    NOT: { createdAt: key.createdAt, [otherColumn]: { lte: key.userId } },
  };
}
