// Following: follow and unfollow with exact counters, the followers and following lists (keyset pages
// newest first), and the mutual count.
import { CONNECTION_MESSAGES } from '../../common/connections';
import type { Viewer } from '../auth/sessions';
import { NotFoundError, ValidationError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { decodeTimeCursor, encodeTimeCursor } from './keyset';
import { changedInboxes, type InboxesChanged, notificationInsert, notificationWithdrawal } from './notifications';
import { requireViewer } from './profiles';

/** Following needs an account: the signed-in member, or UNAUTHENTICATED. */
export function signedIn(viewer: Viewer | null): Viewer {
  return requireViewer(viewer, CONNECTION_MESSAGES.signInToFollow);
}

interface FollowChange extends InboxesChanged {
  /** How many of the two members exist (2 unless the other one does not). */
  members: number;
  /** Rows inserted or deleted: 0 when the follow already was (or was not) there. */
  changed: number;
}

/*
 * Follow and unfollow are one statement each, so they hold no connection across round trips and are
 * atomic by themselves:
 *  1. `locked` locks both members' rows in id order, so two members following each other at the same
 *     moment queue up instead of deadlocking on each other's counters;
 *  2. the follow row is inserted (ON CONFLICT DO NOTHING) or deleted, only if both members exist;
 *  3. the counters move only by what step 2 really changed, so they stay equal to COUNT(*) however
 *     many calls race (a racing duplicate finds the conflict, a racing delete finds no row);
 *  4. the followed member is notified of a new follow, and an unfollow takes that back (decision 0048),
 *     again only when step 2 changed something.
 * The counters are written raw so that a new follower does not touch the member's updated_at.
 */

/**
 * The viewer follows a member. Idempotent: following again changes nothing. Returns whether a follow
 * was added.
 */
export async function follow(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  userId: number,
): Promise<boolean> {
  const followerId = signedIn(viewer).id;
  if (userId === followerId) throw ValidationError.field('userId', CONNECTION_MESSAGES.self);
  await limits.consumeForMember(followerId, 'togglesPerMemberPerMinute', 'followsPerMember');
  const [result] = await prisma.$queryRaw<FollowChange[]>`
    WITH locked AS (
      SELECT id FROM users WHERE id IN (${followerId}::int, ${userId}::int) ORDER BY id FOR NO KEY UPDATE
    ), inserted AS (
      INSERT INTO follows (follower_id, following_id)
      SELECT ${followerId}::int, ${userId}::int WHERE (SELECT count(*) FROM locked) = 2
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), counted AS (
      UPDATE users SET
        following_count = following_count + CASE WHEN id = ${followerId}::int THEN 1 ELSE 0 END,
        followers_count = followers_count + CASE WHEN id = ${userId}::int THEN 1 ELSE 0 END
      WHERE id IN (${followerId}::int, ${userId}::int) AND EXISTS (SELECT 1 FROM inserted)
    ), notified AS (
      ${notificationInsert(Prisma.sql`SELECT ${userId}::int AS recipient_id WHERE EXISTS (SELECT 1 FROM inserted)`, followerId, { kind: 'follow' })}
    )
    SELECT (SELECT count(*) FROM locked)::int AS members, (SELECT count(*) FROM inserted)::int AS changed, ${changedInboxes('notified')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.members < 2) throw new NotFoundError(CONNECTION_MESSAGES.memberNotFound);
  return result.changed > 0;
}

/** The viewer stops following a member. Idempotent like follow. Returns whether a follow was removed. */
export async function unfollow(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  userId: number,
): Promise<boolean> {
  const followerId = signedIn(viewer).id;
  if (userId === followerId) throw ValidationError.field('userId', CONNECTION_MESSAGES.selfUnfollow);
  await limits.consumeForMember(followerId, 'togglesPerMemberPerMinute', 'followsPerMember');
  const [result] = await prisma.$queryRaw<FollowChange[]>`
    WITH locked AS (
      SELECT id FROM users WHERE id IN (${followerId}::int, ${userId}::int) ORDER BY id FOR NO KEY UPDATE
    ), deleted AS (
      DELETE FROM follows
      WHERE follower_id = ${followerId}::int AND following_id = ${userId}::int AND (SELECT count(*) FROM locked) = 2
      RETURNING 1
    ), counted AS (
      UPDATE users SET
        following_count = following_count - CASE WHEN id = ${followerId}::int THEN 1 ELSE 0 END,
        followers_count = followers_count - CASE WHEN id = ${userId}::int THEN 1 ELSE 0 END
      WHERE id IN (${followerId}::int, ${userId}::int) AND EXISTS (SELECT 1 FROM deleted)
    ), withdrawn AS (
      ${notificationWithdrawal(followerId, { kind: 'follow' }, Prisma.sql`recipient_id = ${userId}::int AND EXISTS (SELECT 1 FROM deleted)`)}
    )
    SELECT (SELECT count(*) FROM locked)::int AS members, (SELECT count(*) FROM deleted)::int AS changed, ${changedInboxes('withdrawn')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.members < 2) throw new NotFoundError(CONNECTION_MESSAGES.memberNotFound);
  return result.changed > 0;
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
  return Prisma.sql`CASE WHEN ${user.followingCount} <= ${user.followersCount}
    THEN (SELECT count(*)::int FROM follows f WHERE f.follower_id = ${user.id}
      AND EXISTS (SELECT 1 FROM follows back WHERE back.follower_id = f.following_id AND back.following_id = ${user.id}))
    ELSE (SELECT count(*)::int FROM follows f WHERE f.following_id = ${user.id}
      AND EXISTS (SELECT 1 FROM follows back WHERE back.follower_id = ${user.id} AND back.following_id = f.follower_id)) END`;
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
