// Notifications (issue 23, decision 0048): the Notification node (its recipient's only), a member's inbox
// and unread count (the member's only), the mutations that mark notifications read, and the bell's live count.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { NOTIFICATION_MESSAGES, UNREAD_COUNT_CAP } from '../../common/notifications';
import { builder } from '../builder';
import { MAX_STREAMS_PER_MEMBER } from '../live/live-updates';
import { byParent } from '../read/sources';
import { canSeeCocktail } from '../domain/cocktails';
import {
  afterNotificationWhere,
  encodeNotificationCursor,
  inboxOrder,
  inboxPageSize,
  isRecipient,
  liveUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsSeenWhere,
  unreadCount,
  unreadCountSql,
} from '../domain/notifications';
import { isTheMember, onlyTheMemberWhere } from '../domain/profiles';
import { timeCursor, timeCursorKeys } from '../read/cursors';
import { sql } from '../read/sql';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { canReadReport } from '../domain/reports';
import { viewerMaySeeRequests } from '../domain/work-history';
import type { Notification } from '../generated/prisma/client';
import { NotificationKind } from '../generated/prisma/enums';
import { CocktailNode } from './cocktail';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { CocktailReportNode } from './report';
import { CocktailReviewNode } from './review';
import { UserNode } from './user';
import { VerificationRequestNode } from './work-entry';

export const NotificationKindEnum = builder.enumType(NotificationKind, {
  name: 'NotificationKind',
  description:
    'What happened: follow (someone follows you), like, repour or review (of your cocktail), verification_requested ' +
    '(a member asks your venue to verify a position), verification_decided (your request was verified or denied), ' +
    'suggestion_resolved (an admin resolved your suggested correction).',
  values: {
    follow: { description: 'Someone follows you.' },
    like: { description: 'Someone liked your cocktail.' },
    repour: { description: 'Someone re-poured your cocktail.' },
    review: { description: 'Someone reviewed your cocktail.' },
    verification_requested: { description: 'A member asks your venue to verify a position.' },
    verification_decided: { description: 'Your verification request was verified or denied.' },
    suggestion_resolved: { description: 'An admin resolved your suggested correction.' },
    gig_interest: { description: 'A member said they are interested in your gig.' },
  },
});

export const NotificationNode = builder.prismaNode('Notification', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null; of someone else's, FORBIDDEN,
  // as other private nodes (decision 0023).
  nullable: true,
  description: 'Something another member did that concerns you. Only its recipient reads it.',
  authScopes: (notification, context) => isRecipient(context.viewer, notification.recipientId),
  sqlVisible: (notification, request) => request.where(notification, notificationsSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { description: 'What happened: which of the subject fields is set.', type: NotificationKindEnum }),
    notifiedAt: t.expose('notifiedAt', {
      type: 'DateTime',
      description: 'When it happened (the last time, if it was undone and done again).',
    }),
    readAt: t.expose('readAt', { description: 'When you opened or marked it read; null while unread.', type: 'DateTime', nullable: true }),
    unread: t.boolean({
      description: 'Whether it is still unread (readAt is null).',
      resolve: (notification) => notification.readAt === null,
      sql: (notification) => sql`${notification.col('readAt')} IS NULL`,
    }),
    actor: t.relation('actor', { description: 'Who did it.' }),
    // The subject resolves through its own type's rule: a cocktail the recipient may no longer see (it
    // went private) is null, as everywhere else, and so are the review and report about it.
    cocktail: t.field({
      type: CocktailNode,
      nullable: true,
      description: 'The cocktail it is about (like, repour, review, suggestion_resolved); null when the caller may no longer see it.',
      select: (_args, _context, nestedSelection) => ({ cocktail: nestedSelection(true) }),
      resolve: (notification, _args, context) =>
        notification.cocktail && canSeeCocktail(context.viewer, notification.cocktail) ? notification.cocktail : null,
      sql: { rows: { where: (cocktail, notification) => sql`${cocktail.col('id')} = ${notification!.col('cocktailId')}` } },
    }),
    review: t.field({
      type: CocktailReviewNode,
      nullable: true,
      description: 'The review (review); null when the caller may no longer see its cocktail.',
      select: (_args, _context, nestedSelection) => ({
        review: nestedSelection(true),
        cocktail: { select: { visibility: true, creatorId: true } },
      }),
      resolve: (notification, _args, context) =>
        notification.review && notification.cocktail && canSeeCocktail(context.viewer, notification.cocktail) ? notification.review : null,
      sql: { rows: { where: (review, notification) => sql`${review.col('id')} = ${notification!.col('reviewId')}` } },
    }),
    verificationRequest: t.field({
      type: VerificationRequestNode,
      nullable: true,
      description: 'The request (verification_requested, verification_decided); null when the caller may no longer see it.',
      select: (_args, _context, nestedSelection) => ({ verificationRequest: nestedSelection(true) }),
      resolve: async (notification, _args, context) => {
        const request = notification.verificationRequest;
        return request && (await viewerMaySeeRequests(context, context, request)) ? request : null;
      },
      sql: { rows: { where: (request, notification) => sql`${request.col('id')} = ${notification!.col('verificationRequestId')}` } },
    }),
    report: t.field({
      type: CocktailReportNode,
      nullable: true,
      description: 'The suggested correction (suggestion_resolved).',
      select: (_args, _context, nestedSelection) => ({ report: nestedSelection(true) }),
      resolve: (notification, _args, context) =>
        notification.report && canReadReport(context.viewer, notification.report) ? notification.report : null,
      sql: { rows: { where: (report, notification) => sql`${report.col('id')} = ${notification!.col('reportId')}` } },
    }),
  }),
});

interface NotificationConnectionShape {
  edges: Array<{ cursor: string; node: Notification }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const NotificationConnection = builder.connectionObject<typeof NotificationNode, NotificationConnectionShape>(
  { type: NotificationNode, name: 'NotificationConnection', description: "A page of a member's notifications, newest first." },
  { name: 'NotificationEdge' },
);

builder.prismaObjectFields(UserNode, (t) => ({
  notifications: t.connection(
    {
      type: NotificationNode,
      nullable: true,
      description:
        "The member's notifications, newest first (a notification done again comes back to the top). Only the member reads them: null for anyone else, admins included. Pages forwards (first, after).",
      sql: {
        connection: {
          model: 'Notification',
          when: (user, request) => request.where(user, onlyTheMemberWhere(request.viewer)),
          where: (notification, user) => sql`${notification.col('recipientId')} = ${user!.col('id')}`,
          order: [
            { key: (notification) => notification.col('notifiedAt'), descending: true, cursorType: 'timestamp' },
            { key: (notification) => notification.col('id'), descending: true, cursorType: 'int' },
          ],
          cursor: (notification) => timeCursor('notification', notification.col('notifiedAt'), notification.col('id')),
          page: (args) => ({
            size: inboxPageSize(args),
            after: args.after ? timeCursorKeys('notification', args.after as string, NOTIFICATION_MESSAGES.badCursor) : null,
          }),
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (user, args, context, info) => {
        if (!isTheMember(context.viewer, user.id)) return null;
        const size = inboxPageSize(args);
        // One statement a page: the notifications with the actor and subject the page's fields read.
        const rows = await context.prisma.notification.findMany({
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: { recipientId: user.id, ...afterNotificationWhere(args.after) },
          orderBy: inboxOrder,
          take: size + 1,
        });
        const edges = rows.slice(0, size).map((row) => ({ cursor: encodeNotificationCursor(row), node: row }));
        return {
          edges,
          pageInfo: {
            hasNextPage: rows.length > size,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    NotificationConnection,
  ),
  unreadNotificationsCount: t.int({
    nullable: true,
    description: `How many of the member's notifications are unread, counted up to ${UNREAD_COUNT_CAP} (the bell shows ${UNREAD_COUNT_CAP - 1}+). Only the member reads it: null for anyone else.`,
    resolve: (user, _args, context) => (isTheMember(context.viewer, user.id) ? unreadCount(context, user.id) : null),
    // One range of the (recipient_id, read_at) index, never more than the cap's entries.
    sql: (user, request) =>
      sql`CASE WHEN ${request.where(user, onlyTheMemberWhere(request.viewer))} THEN ${unreadCountSql(user.col('id'))} END`,
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Marking read: the payloads carry the notification and the member's new unread count.
// ---------------------------------------------------------------------------------------------------

const MarkNotificationReadPayload = builder.objectRef<{ id: number; recipientId: number }>('MarkNotificationReadPayload').implement({
  description: 'The notification, now read, and the member with their new unread count.',
  fields: (t) => ({
    notification: t.prismaField({
      description: 'The notification, now read.',
      type: NotificationNode,
      sql: byParent('id'),
      resolve: (query, result, _args, context) => context.prisma.notification.findUniqueOrThrow({ ...query, where: { id: result.id } }),
    }),
    viewer: t.prismaField({
      description: 'You, with your unread count as it now is.',
      type: UserNode,
      sql: byParent('recipientId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.recipientId } }),
    }),
  }),
});

const MarkAllNotificationsReadPayload = builder
  .objectRef<{ recipientId: number; marked: number }>('MarkAllNotificationsReadPayload')
  .implement({
    description: 'How many notifications were marked read, and the member with their new unread count.',
    fields: (t) => ({
      markedCount: t.exposeInt('marked', { description: 'How many notifications were unread and are now read.' }),
      viewer: t.prismaField({
        description: 'You, with your unread count as it now is (0).',
        type: UserNode,
        sql: byParent('recipientId'),
        resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.recipientId } }),
      }),
    }),
  });

const MarkNotificationReadInput = builder.inputType('MarkNotificationReadInput', {
  fields: (t) => ({
    id: t.globalID({
      for: NotificationNode,
      description: 'The Notification to mark read.',
      ...wrongIdIsNotFound(NOTIFICATION_MESSAGES.notFound),
    }),
  }),
});

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: MarkNotificationReadPayload,
    description: 'Marks one of your notifications read (idempotent). Signed-in members only.',
    args: { input: t.arg({ type: MarkNotificationReadInput }) },
    errors: {},
    resolve: (_root, { input }, context) => markNotificationRead(context, context.viewer, databaseIdIn(input.id)),
  }),
  markAllNotificationsRead: t.field({
    type: MarkAllNotificationsReadPayload,
    description: 'Marks all your notifications read. Signed-in members only.',
    errors: {},
    resolve: (_root, _args, context) => markAllNotificationsRead(context, context.viewer),
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Live: the bell's count, pushed (decision 0072).
// ---------------------------------------------------------------------------------------------------

builder.subscriptionFields((t) => ({
  unreadNotificationsCount: t.int({
    description:
      `The signed-in member's unread notification count, as \`unreadNotificationsCount\` reads it (counted up to ${UNREAD_COUNT_CAP}), ` +
      'live: sent at once, then whenever a notification of theirs arrives, is taken back or is read, on whichever ' +
      `instance that happens. Signed out: UNAUTHENTICATED. A member may hold ${MAX_STREAMS_PER_MEMBER} live streams open at once, ` +
      'through all their sessions and tokens (RATE_LIMITED past that); once the session ends (signed out, password changed) the ' +
      'stream sends UNAUTHENTICATED and stops.',
    subscribe: (_root, _args, context) => liveUnreadCount(context, context.viewer),
    // An error in the stream (the session ended) is the field's error, sent to the client as such.
    resolve: (value: number | Error) => {
      if (value instanceof Error) throw value;
      return value;
    },
  }),
}));
