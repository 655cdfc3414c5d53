// Notifications (issue 23, decision 0048): a member hears in their inbox when someone follows them, likes,
// repours or reviews their cocktail, asks their venue to verify a position, decides their verification
// request, or resolves their suggestion. The write that causes one notifies in its own transaction (or its
// own statement); undoing it takes the notification back; doing it again brings the one row back to the
// top, unread. Nobody hears of their own doing. Only the recipient reads a notification. Once the write
// has committed, it tells the recipients' bells (live updates, decision 0072): each statement says whose
// inbox it changed (`RETURNING recipient_id`), and the caller passes them to `live.inboxesChanged`.
import { MAX_PAGE_SIZE } from '../../common/constants';
import { type NotificationKind, NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '../../common/notifications';
import { sessionIsLive, type Viewer } from '../auth/sessions';
import { NotFoundError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs } from './keyset';
import { requireViewer } from './profiles';
import { rowMatches } from '../read/prisma-where';

/** What happened, with the ids of what it is about: one shape per kind. */
export type Notice =
  | { kind: 'follow' }
  | { kind: 'like' | 'repour'; cocktailId: number }
  | { kind: 'review'; cocktailId: number; reviewId: number }
  | { kind: 'verification_requested' | 'verification_decided'; verificationRequestId: number }
  | { kind: 'suggestion_resolved'; cocktailId: number; reportId: number }
  | { kind: 'gig_interest'; gigId: number };

type NoticeOf<K extends NotificationKind> = Notice & { kind: K };

/** The columns a notification's subject may fill. */
interface SubjectColumns {
  cocktailId: number | null;
  reviewId: number | null;
  verificationRequestId: number | null;
  reportId: number | null;
  gigId: number | null;
}

/**
 * Each kind's subject: the id that, with actor, kind and recipient, makes a notification unique (the
 * notifications_once index), and the column that holds it (null for a follow, whose subject is the actor).
 * The migration's notifications_subject check says the same, so a new kind must be added to both.
 */
const SUBJECT_OF: { [K in NotificationKind]: { column: keyof SubjectColumns | null; id(notice: NoticeOf<K>): number } } = {
  follow: { column: null, id: () => 0 },
  like: { column: 'cocktailId', id: (notice) => notice.cocktailId },
  repour: { column: 'cocktailId', id: (notice) => notice.cocktailId },
  review: { column: 'reviewId', id: (notice) => notice.reviewId },
  verification_requested: { column: 'verificationRequestId', id: (notice) => notice.verificationRequestId },
  verification_decided: { column: 'verificationRequestId', id: (notice) => notice.verificationRequestId },
  suggestion_resolved: { column: 'reportId', id: (notice) => notice.reportId },
  gig_interest: { column: 'gigId', id: (notice) => notice.gigId },
};

const COLUMN_NAMES: Record<keyof SubjectColumns, Prisma.Sql> = {
  cocktailId: Prisma.raw('cocktail_id'),
  reviewId: Prisma.raw('review_id'),
  verificationRequestId: Prisma.raw('verification_request_id'),
  reportId: Prisma.raw('report_id'),
  gigId: Prisma.raw('gig_id'),
};

function subjectOf(notice: Notice): { id: number; column: keyof SubjectColumns | null } {
  const subject = SUBJECT_OF[notice.kind] as { column: keyof SubjectColumns | null; id(notice: Notice): number };
  return { id: subject.id(notice), column: subject.column };
}

function columnsOf(notice: Notice): SubjectColumns {
  return {
    cocktailId: 'cocktailId' in notice ? notice.cocktailId : null,
    reviewId: 'reviewId' in notice ? notice.reviewId : null,
    verificationRequestId: 'verificationRequestId' in notice ? notice.verificationRequestId : null,
    reportId: 'reportId' in notice ? notice.reportId : null,
    gigId: 'gigId' in notice ? notice.gigId : null,
  };
}

/** The instant written into notified_at and read_at: UTC, as Prisma reads timestamp columns. */
const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * The statement that notifies: one notification from `actorId` to each member that `recipients` yields (a
 * query with one column, recipient_id; null and the actor themself are left out). A notification that is
 * already there (the same actor, kind, subject and recipient) comes back to the top, unread, instead of
 * being added twice. Used as a CTE by the single-statement writes (follows, likes, repours) and through
 * notify() in a transaction.
 *
 *     WITH ..., notified AS (${notificationInsert(Prisma.sql`SELECT creator_id AS recipient_id FROM target
 *       WHERE EXISTS (SELECT 1 FROM inserted)`, userId, { kind: 'like', cocktailId })}) SELECT ...
 */
export function notificationInsert(recipients: Prisma.Sql, actorId: number, notice: Notice): Prisma.Sql {
  const { cocktailId, reviewId, verificationRequestId, reportId, gigId } = columnsOf(notice);
  return Prisma.sql`
    INSERT INTO notifications (recipient_id, actor_id, kind, subject_id, cocktail_id, review_id, verification_request_id, report_id, gig_id, notified_at)
    SELECT r.recipient_id, ${actorId}::int, ${notice.kind}::"NotificationKind", ${subjectOf(notice).id}::int,
      ${cocktailId}::int, ${reviewId}::int, ${verificationRequestId}::int, ${reportId}::int, ${gigId}::int, ${NOW}
    FROM (${recipients}) r
    WHERE r.recipient_id IS NOT NULL AND r.recipient_id <> ${actorId}::int
    ON CONFLICT (actor_id, kind, subject_id, recipient_id) DO UPDATE SET notified_at = EXCLUDED.notified_at, read_at = NULL
    RETURNING recipient_id`;
}

/**
 * The statement that takes a notification back when what it told is undone (an unlike, an unfollow, a
 * report set back from resolved): the actor's notification of that kind about that subject, whoever
 * received it, only `when` the undo really happened. With no actor (a report's status, which any admin
 * may change), any actor's.
 */
export function notificationWithdrawal(actorId: number | null, notice: Notice, when: Prisma.Sql = Prisma.sql`TRUE`): Prisma.Sql {
  const subject = subjectOf(notice);
  // With the actor, the notifications_once index finds the row; without, the subject column's own index.
  const who =
    actorId !== null
      ? Prisma.sql`actor_id = ${actorId}::int`
      : subject.column
        ? Prisma.sql`${COLUMN_NAMES[subject.column]} = ${subject.id}::int`
        : Prisma.sql`FALSE`;
  return Prisma.sql`
    DELETE FROM notifications
    WHERE ${who} AND kind = ${notice.kind}::"NotificationKind" AND subject_id = ${subject.id}::int AND ${when}
    RETURNING recipient_id`;
}

/**
 * The column a statement that notifies or withdraws in CTEs selects (`SELECT ..., ${changedInboxes('notified')}`):
 * the members whose inbox it changed, as `changedInboxes`, for the caller to tell once it has committed.
 */
export function changedInboxes(...ctes: string[]): Prisma.Sql {
  const rows = Prisma.join(
    ctes.map((cte) => Prisma.sql`SELECT recipient_id FROM ${Prisma.raw(cte)}`),
    ' UNION ',
  );
  return Prisma.sql`ARRAY(${rows}) AS "changedInboxes"`;
}

/** What a statement with changedInboxes() answers. */
export interface InboxesChanged {
  changedInboxes: number[];
}

/**
 * In a transaction: `recipientId` hears from `actorId` of what happened (nothing when that is themself, or
 * nobody). Returns whose inbox changed, to tell once the transaction has committed (`live.inboxesChanged`).
 */
export async function notify(
  tx: Prisma.TransactionClient,
  { recipientId, actorId, ...notice }: Notice & { recipientId: number | null; actorId: number },
): Promise<number[]> {
  if (recipientId === null || recipientId === actorId) return [];
  return notifyEach(tx, Prisma.sql`SELECT ${recipientId}::int AS recipient_id`, actorId, notice as Notice);
}

/** In a transaction: each member that `recipients` yields (see notificationInsert) hears from `actorId`, in one statement. Returns whose inbox changed. */
export async function notifyEach(tx: Prisma.TransactionClient, recipients: Prisma.Sql, actorId: number, notice: Notice): Promise<number[]> {
  return recipientsOf(await tx.$queryRaw<Array<{ recipient_id: number }>>(notificationInsert(recipients, actorId, notice)));
}

/** In a transaction: takes back what notify() said (see notificationWithdrawal). Returns whose inbox changed. */
export async function withdrawNotification(
  tx: Prisma.TransactionClient,
  { actorId, ...notice }: Notice & { actorId: number | null },
): Promise<number[]> {
  return recipientsOf(await tx.$queryRaw<Array<{ recipient_id: number }>>(notificationWithdrawal(actorId, notice as Notice)));
}

/**
 * Withdraws every notification about these verification requests (asked or decided), as their work entry
 * goes; returns the members whose inbox changed, for the caller to tell once it has committed.
 */
export async function withdrawVerificationNotifications(tx: Prisma.TransactionClient, requestIds: readonly number[]): Promise<number[]> {
  if (!requestIds.length) return [];
  return recipientsOf(
    await tx.$queryRaw<Array<{ recipient_id: number }>>`
      DELETE FROM notifications WHERE verification_request_id = ANY(${[...requestIds]}::int[]) RETURNING recipient_id`,
  );
}

function recipientsOf(rows: Array<{ recipient_id: number }>): number[] {
  return rows.map((row) => row.recipient_id);
}

// ---------------------------------------------------------------------------------------------------
// Reading and marking read: the recipient only.
// ---------------------------------------------------------------------------------------------------

/** The inbox needs an account: the signed-in member, or UNAUTHENTICATED. */
const signedIn = (viewer: Viewer | null): Viewer => requireViewer(viewer, NOTIFICATION_MESSAGES.signIn);

/** Whether the viewer may read a notification, or a member's inbox: its recipient only, admins included. */
/** The notifications a viewer reads: their own only, admins' too. */
export function notificationsSeenWhere(viewer: Viewer | null): Prisma.NotificationWhereInput {
  return viewer ? { recipientId: viewer.id } : { recipientId: { in: [] } };
}

export function isRecipient(viewer: Viewer | null, recipientId: number): boolean {
  return rowMatches(notificationsSeenWhere(viewer), { recipientId });
}

/**
 * How many unread notifications a member has, counted up to UNREAD_COUNT_CAP: one range of the
 * (recipient_id, read_at) index, never more than the cap's entries, however many are unread. As SQL of
 * the member's id (a parameter, or the read path's column of the member's row).
 */
export function unreadCountSql(recipientId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM (
    SELECT 1 FROM notifications n WHERE n.recipient_id = ${recipientId} AND n.read_at IS NULL LIMIT ${Prisma.raw(String(UNREAD_COUNT_CAP))}) u)`;
}

/** unreadCountSql of one member. */
export async function unreadCount({ prisma }: Pick<Services, 'prisma'>, recipientId: number): Promise<number> {
  const [row] = await prisma.$queryRaw<Array<{ unread: number }>>`SELECT ${unreadCountSql(Prisma.sql`${recipientId}::int`)} AS unread`;
  return row?.unread ?? 0;
}

/**
 * The signed-in member's unread count, live (the bell): the count at once, then again whenever a
 * notification of theirs comes, goes or is read, on any instance. The same rule and count as
 * `unreadNotificationsCount`: signed out, the inbox's UNAUTHENTICATED; a session that ends stops it.
 */
export function liveUnreadCount({ prisma, live }: Pick<Services, 'prisma' | 'live'>, viewerOrNull: Viewer | null) {
  const viewer = signedIn(viewerOrNull);
  return live.stream(viewer, ['inbox'], {
    read: () => unreadCount({ prisma }, viewer.id),
    sessionIsLive: () => sessionIsLive({ prisma }, viewer.sessionId),
  });
}

/** The recipient marks a notification read (again: nothing changes). Anyone else's is not found. */
export async function markNotificationRead(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<{ id: number; recipientId: number }> {
  const viewer = signedIn(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'notificationReadsPerMember');
  const [row] = await prisma.$queryRaw<Array<{ id: number }>>`
    WITH target AS (SELECT id, read_at FROM notifications WHERE id = ${id}::int AND recipient_id = ${viewer.id}::int),
    marked AS (UPDATE notifications n SET read_at = ${NOW} FROM target WHERE n.id = target.id AND target.read_at IS NULL)
    SELECT id FROM target`;
  if (!row) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
  live.inboxesChanged([viewer.id]);
  return { id, recipientId: viewer.id };
}

/** The member marks every unread notification of theirs read. Returns how many were. */
export async function markAllNotificationsRead(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
): Promise<{ recipientId: number; marked: number }> {
  const viewer = signedIn(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'notificationReadsPerMember');
  const marked = await prisma.$executeRaw`
    UPDATE notifications SET read_at = ${NOW} WHERE recipient_id = ${viewer.id}::int AND read_at IS NULL`;
  if (marked > 0) live.inboxesChanged([viewer.id]);
  return { recipientId: viewer.id, marked };
}

// ---------------------------------------------------------------------------------------------------
// Keyset pages of the inbox: newest first by (notified_at, id), the recipient's index order.
// ---------------------------------------------------------------------------------------------------

export interface NotificationKey {
  notifiedAt: Date;
  id: number;
}

export function encodeNotificationCursor(key: NotificationKey): string {
  return encodeTimeCursor('notification', { createdAt: key.notifiedAt, id: key.id });
}

export function decodeNotificationCursor(cursor: string): NotificationKey {
  const { createdAt, id } = decodeTimeCursor('notification', cursor, NOTIFICATION_MESSAGES.badCursor);
  return { notifiedAt: createdAt, id };
}

export const inboxOrder: Prisma.NotificationOrderByWithRelationInput[] = [{ notifiedAt: 'desc' }, { id: 'desc' }];

/** The notifications after `after` in inboxOrder. */
export function afterNotificationWhere(after: string | null | undefined): Prisma.NotificationWhereInput {
  if (!after) return {};
  const key = decodeNotificationCursor(after);
  return { OR: [{ notifiedAt: { lt: key.notifiedAt } }, { notifiedAt: key.notifiedAt, id: { lt: key.id } }] };
}

/** How many notifications a page shows (forwards only, as the other keyset lists). */
export function inboxPageSize(args: PageArgs): number {
  return pageSize(args, NOTIFICATIONS_PAGE_SIZE, MAX_PAGE_SIZE, NOTIFICATION_MESSAGES.backwardsPaging);
}

// ---------------------------------------------------------------------------------------------------
// Retention (decision 0071): the inbox keeps what a member may still look for, not every like ever.
// ---------------------------------------------------------------------------------------------------

/** A notification read is deleted this many days after it was read. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
/** A notification never read is deleted this many days after it happened (or last happened again). */
export const UNREAD_NOTIFICATION_RETENTION_DAYS = 365;
/** Rows one statement of the prune deletes at most: short statements, short locks. */
export const NOTIFICATION_PRUNE_BATCH = 5_000;
/** Statements one prune runs at most per rule; what is left waits for the next run. */
export const NOTIFICATION_PRUNE_MAX_BATCHES = 100;

export interface PruneResult {
  /** Read notifications deleted (read more than READ_NOTIFICATION_RETENTION_DAYS ago). */
  read: number;
  /** Unread notifications deleted (from more than UNREAD_NOTIFICATION_RETENTION_DAYS ago). */
  unread: number;
  deleted: number;
}

/**
 * Deletes the notifications past their retention: read ones READ_NOTIFICATION_RETENTION_DAYS after they
 * were read, unread ones UNREAD_NOTIFICATION_RETENTION_DAYS after they happened. Each rule is one range
 * of the (read_at, notified_at) index (read ones: read_at below the cut, which leaves the nulls out;
 * unread ones: read_at null and notified_at below the cut), so a run reads the rows it deletes and no
 * others. In batches of `batchSize`; run by the notifications.prune job (gateway/jobs/kinds.ts). `at`: the time to
 * prune for (tests); the database's clock, in UTC, when absent.
 */
export async function pruneNotifications(
  { prisma }: Pick<Services, 'prisma'>,
  { at, batchSize = NOTIFICATION_PRUNE_BATCH }: { at?: Date; batchSize?: number } = {},
): Promise<PruneResult> {
  const clock = Prisma.sql`coalesce(${at ? at.toISOString() : null}::timestamp(3), ${NOW}::timestamp(3))`;
  const rules = {
    read: Prisma.sql`read_at < ${clock} - make_interval(days => ${READ_NOTIFICATION_RETENTION_DAYS}::int)`,
    unread: Prisma.sql`read_at IS NULL AND notified_at < ${clock} - make_interval(days => ${UNREAD_NOTIFICATION_RETENTION_DAYS}::int)`,
  };
  const result: PruneResult = { read: 0, unread: 0, deleted: 0 };
  for (const rule of ['read', 'unread'] as const) {
    for (let batch = 0; batch < NOTIFICATION_PRUNE_MAX_BATCHES; batch++) {
      const deleted = await prisma.$executeRaw`
        DELETE FROM notifications n
        USING (SELECT id FROM notifications WHERE ${rules[rule]} LIMIT ${batchSize}::int) doomed
        WHERE n.id = doomed.id`;
      result[rule] += deleted;
      if (deleted < batchSize) break;
    }
  }
  result.deleted = result.read + result.unread;
  return result;
}
