// The home feed (issue 40, decision 0073): what the members one follows did, and one's own acts, newest
// first; who sees an item (its subject's rule), muting, and the page's ids as one SQL text that both read
// paths run. Acts are written by triggers on their subjects' tables (migration home_feed): an act of an
// account with at most FEED_FANOUT_MAX followers is copied into each follower's inbox (feed_entries) by
// the feed.fan-out job soon after it is saved (decision 0075; until then it is read from feed_fan_outs);
// a louder account's acts are read from `activities` when a page is read.
import type { AccountCap } from '../../common/account-caps';
import { FEED_MESSAGES, FEED_PAGE_SIZE, MUTES_MAX, NEW_FEED_ITEMS_CAP } from '../../common/feed';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { sessionIsLive, type Viewer } from '../auth/sessions';
import { NotFoundError, ValidationError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import type { RequestSql } from '../read/declarations';
import { statementRequest } from '../read/compile';
import { raw, sql, type Sql } from '../read/sql';
import type { Services } from '../services';
import { withinCap } from './account-caps';
import { FEED_HORIZON_DAYS } from './feed-inbox';
import { visibleCocktailsWhere } from './cocktails';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs, type TimeKey } from './keyset';
import { checkInSharersWhere, requireViewer } from './profiles';

/** The cursor kind of feed items: `feed:<millis>:<id>`. */
export const FEED_CURSOR = 'feed';

/** What a member may mute: the cap, as account caps are written (decision 0064). */
export const MUTES_CAP: AccountCap = { max: MUTES_MAX, message: FEED_MESSAGES.mutesFull };

/**
 * Who sees an act: whoever may see its subject. An act about a cocktail (a new one, a re-pour, a review,
 * a check-in's drink) follows the cocktail's visibility rule, so a cocktail made private takes its items
 * out of everyone's feed but its owner's (and admins'); a check-in follows the check-ins' rule (decision
 * 46 as amended: the member, admins, and their followers while they share their check-ins). A deleted subject took its act with it.
 */
export function visibleActivitiesWhere(viewer: Viewer | null): Prisma.ActivityWhereInput {
  return {
    AND: [
      { OR: [{ cocktailId: null }, { cocktail: visibleCocktailsWhere(viewer) }] },
      { OR: [{ kind: { not: 'checked_in' } }, { actor: checkInSharersWhere(viewer) }] },
    ],
  };
}

/** Acts of members the viewer has not muted (everyone's, signed out). */
export function notMutedWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  return viewer ? { mutedBy: { none: { muterId: viewer.id } } } : {};
}

/** The acts a viewer's feed shows: visible, and not of a member they muted. */
export function feedActivitiesWhere(viewer: Viewer | null): Prisma.ActivityWhereInput {
  return { AND: [visibleActivitiesWhere(viewer), { actor: notMutedWhere(viewer) }] };
}

/** The inbox rows a viewer's feed shows: the same rule, over the act the row copies. */
export function feedEntriesWhere(viewer: Viewer | null): Prisma.FeedEntryWhereInput {
  return { activity: visibleActivitiesWhere(viewer), actor: notMutedWhere(viewer) };
}

/** A feed page's size: `first` (FEED_PAGE_SIZE by default), at most MAX_PAGE_SIZE; forwards only. */
export function feedPageSize(args: PageArgs): number {
  return pageSize(args, FEED_PAGE_SIZE, MAX_PAGE_SIZE);
}

export function encodeFeedCursor(item: TimeKey): string {
  return encodeTimeCursor(FEED_CURSOR, item);
}

/** A feed cursor's keys; anything else is a ValidationError on `path`. */
export function decodeFeedCursor(cursor: string, path = 'after'): TimeKey {
  try {
    return decodeTimeCursor(FEED_CURSOR, cursor, FEED_MESSAGES.badCursor);
  } catch (error) {
    if (path !== 'after' && error instanceof ValidationError) throw ValidationError.field(path, FEED_MESSAGES.badCursor);
    throw error;
  }
}

/** Which acts of a feed: a page after a cursor (or from the top), or those newer than a cursor. */
export type FeedRange = { after: TimeKey | null; limit: number } | { newerThan: TimeKey; limit: number };

/** What the feed's SQL reads of a request: the viewer, rows and rules written as SQL. */
export type FeedRequest = Pick<RequestSql, 'viewer' | 'row' | 'where'>;

function keysetSql(createdAt: Sql, id: Sql, range: FeedRange): Sql {
  if ('newerThan' in range)
    return sql` AND (${createdAt}, ${id}) > (${range.newerThan.createdAt.toISOString()}::timestamp, ${range.newerThan.id}::int)`;
  if (!range.after) return sql``;
  return sql` AND (${createdAt}, ${id}) < (${range.after.createdAt.toISOString()}::timestamp, ${range.after.id}::int)`;
}

/** The oldest moment a feed shows (FEED_HORIZON_DAYS ago); the prune drops older inbox rows. */
const HORIZON = raw(`((now() AT TIME ZONE 'UTC') - make_interval(days => ${FEED_HORIZON_DAYS}))`);

/**
 * The ids (column `id`) of a member's feed acts in `range`, at most `range.limit` from each source,
 * newest first within each: the member's inbox (one range of its (member, created_at, id) index); the
 * latest acts of each loud account they follow (one range of (actor, created_at, id) each), no older
 * than the inbox's floor where the prune cut it; and the acts the fan-out job has not copied yet, of
 * the accounts they follow and their own (decision 0075: a range of feed_fan_outs, which the job keeps
 * short, each checked against follows' primary key). All apply the rules and the feed's horizon, so no
 * page comes up short; an act in two sources is one id (the caller's `id IN`). The caller orders the
 * union and takes the page. One definition, run by the read path's statement and by the Prisma path.
 */
export function feedIdsSql(request: FeedRequest, member: Sql, range: FeedRange): Sql {
  const entry = request.row('FeedEntry', 'feed_e');
  const act = request.row('Activity', 'feed_a');
  const pendingAct = request.row('Activity', 'feed_pa');
  const limit = raw(String(Math.max(1, Math.trunc(range.limit))));
  return sql`(SELECT feed_e."activity_id" AS id FROM "feed_entries" feed_e
      WHERE feed_e."member_id" = ${member} AND feed_e."created_at" > ${HORIZON}${keysetSql(raw('feed_e."created_at"'), raw('feed_e."activity_id"'), range)}
        AND ${request.where(entry, feedEntriesWhere(request.viewer))}
      ORDER BY feed_e."created_at" DESC, feed_e."activity_id" DESC LIMIT ${limit})
    UNION ALL
    (SELECT feed_l.id FROM "follows" feed_f
      JOIN "users" feed_u ON feed_u."id" = feed_f."following_id" AND feed_u."followers_count" > feed_fanout_max()
      LEFT JOIN "feed_inbox_floors" feed_fl ON feed_fl."member_id" = feed_f."follower_id"
      CROSS JOIN LATERAL (SELECT feed_a."id" AS id FROM "activities" feed_a
        WHERE feed_a."actor_id" = feed_f."following_id" AND feed_a."created_at" > ${HORIZON}
          AND (feed_a."created_at", feed_a."id") > (coalesce(feed_fl."created_at", '-infinity'::timestamp), coalesce(feed_fl."activity_id", 0))${keysetSql(raw('feed_a."created_at"'), raw('feed_a."id"'), range)}
          AND ${request.where(act, feedActivitiesWhere(request.viewer))}
        ORDER BY feed_a."created_at" DESC, feed_a."id" DESC LIMIT ${limit}) feed_l
      WHERE feed_f."follower_id" = ${member})
    UNION ALL
    (SELECT feed_p."activity_id" AS id FROM "feed_fan_outs" feed_p
      JOIN "activities" feed_pa ON feed_pa."id" = feed_p."activity_id"
      WHERE (feed_p."actor_id" = ${member}
          OR EXISTS (SELECT 1 FROM "follows" feed_pf WHERE feed_pf."follower_id" = ${member} AND feed_pf."following_id" = feed_p."actor_id"))
        AND feed_p."created_at" > ${HORIZON}${keysetSql(raw('feed_p."created_at"'), raw('feed_p."activity_id"'), range)}
        AND ${request.where(pendingAct, feedActivitiesWhere(request.viewer))}
      ORDER BY feed_p."created_at" DESC, feed_p."activity_id" DESC LIMIT ${limit})`;
}

/** The ids of a page of the member's feed, newest first (the Prisma path's first statement). */
export async function feedPageIds(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer,
  args: PageArgs,
): Promise<{ ids: number[]; size: number }> {
  const size = feedPageSize(args);
  const after = args.after ? decodeFeedCursor(args.after) : null;
  const request = statementRequest(prisma, viewer);
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`
    SELECT a.id FROM "activities" a WHERE a.id IN (${feedIdsSql(request, sql`${viewer.id}::int`, { after, limit: size + 1 })})
    ORDER BY a.created_at DESC, a.id DESC LIMIT ${size + 1}`;
  return { ids: rows.map((row) => row.id), size };
}

/** How many feed items are newer than a cursor (what the "N new" pill says), counted up to 100. */
export function newFeedItemCountSql(request: FeedRequest, member: Sql, since: TimeKey): Sql {
  return sql`(SELECT count(DISTINCT n.id)::int FROM (${feedIdsSql(request, member, { newerThan: since, limit: NEW_FEED_ITEMS_CAP })}) n)`;
}

export async function newFeedItemCount({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, since: string | TimeKey): Promise<number> {
  const key = typeof since === 'string' ? decodeFeedCursor(since, 'since') : since;
  const [row] = await prisma.$queryRaw<
    Array<{ n: number }>
  >`SELECT ${newFeedItemCountSql(statementRequest(prisma, viewer), sql`${viewer.id}::int`, key)} AS n`;
  return Math.min(row.n, NEW_FEED_ITEMS_CAP);
}

/** A key after every act saved until now by the database's clock: what an empty feed counts from. */
async function nowKey({ prisma }: Pick<Services, 'prisma'>): Promise<TimeKey> {
  const [row] = await prisma.$queryRaw<Array<{ now: Date }>>`SELECT (now() AT TIME ZONE 'UTC')::timestamp(3) AS now`;
  return { createdAt: row.now, id: 2_147_483_647 };
}

/**
 * The "N new" pill, live (decision 0073): newFeedItemCount at once, then again whenever an act that may
 * be in the member's feed (by someone they follow, or their own) is committed, on any instance
 * (gateway/live/feed-acts.ts). `since` null is an empty feed: it counts the acts saved after the stream
 * began (by the database's clock), so acts that enter the feed without being new (the latest acts of
 * someone just followed) do not light the pill (decision 0075). Signed out: the feed's UNAUTHENTICATED;
 * a cursor not of the feed: a ValidationError on `since`, before anything is held. A session that ends
 * stops it.
 */
export function liveNewFeedItemCount(
  { prisma, live }: Pick<Services, 'prisma' | 'live'>,
  viewerOrNull: Viewer | null,
  since: string | null,
) {
  const viewer = requireViewer(viewerOrNull, FEED_MESSAGES.signIn);
  let key: TimeKey | null = since === null ? null : decodeFeedCursor(since, 'since');
  return live.stream(viewer, ['feed'], {
    read: async () => newFeedItemCount({ prisma }, viewer, (key ??= await nowKey({ prisma }))),
    sessionIsLive: () => sessionIsLive({ prisma }, viewer.sessionId),
  });
}

// ---------------------------------------------------------------------------------------------------
// Mute
// ---------------------------------------------------------------------------------------------------

/** Whether the viewer muted this member (a member's mutes are theirs alone: nobody else reads them). */
export function mutedByViewerWhere(viewer: Viewer | null): Prisma.MuteWhereInput {
  return viewer ? { muterId: viewer.id } : { muterId: { in: [] } };
}

/**
 * The viewer mutes a member: their acts leave the viewer's feed; the member is not told. Idempotent.
 * Refused for oneself, a member who does not exist, and past MUTES_MAX.
 */
export async function mute({ prisma, limits }: Pick<Services, 'prisma' | 'limits'>, viewer: Viewer | null, userId: number): Promise<void> {
  const muterId = requireViewer(viewer, FEED_MESSAGES.signInToMute).id;
  if (userId === muterId) throw ValidationError.field('userId', FEED_MESSAGES.self);
  await limits.consumeForMember(muterId, 'togglesPerMemberPerMinute', 'mutesPerMember');
  if (!(await prisma.user.count({ where: { id: userId } }))) throw new NotFoundError(FEED_MESSAGES.memberNotFound);
  await withinCap(
    { prisma },
    MUTES_CAP,
    { account: muterId },
    // Muting again is no new mute: the cap counts the others.
    (tx) => tx.mute.count({ where: { muterId, mutedId: { not: userId } } }),
    (tx) => tx.$executeRaw`INSERT INTO mutes (muter_id, muted_id) VALUES (${muterId}::int, ${userId}::int) ON CONFLICT DO NOTHING`,
  );
}

/** The viewer unmutes a member: their acts show again. Idempotent. */
export async function unmute(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  userId: number,
): Promise<void> {
  const muterId = requireViewer(viewer, FEED_MESSAGES.signInToMute).id;
  if (userId === muterId) throw ValidationError.field('userId', FEED_MESSAGES.self);
  await limits.consumeForMember(muterId, 'togglesPerMemberPerMinute', 'mutesPerMember');
  if (!(await prisma.user.count({ where: { id: userId } }))) throw new NotFoundError(FEED_MESSAGES.memberNotFound);
  await prisma.mute.deleteMany({ where: { muterId, mutedId: userId } });
}
