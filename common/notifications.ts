// Notifications (issue 23, decision 0048): the kinds, what the inbox says of each, and the inbox's limits,
// shared by the gateway and the client. The spec has no inbox, so every text here is ours.
import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * What a notification tells, as the schema's NotificationKind. A new kind: add it here, to the Prisma enum
 * and its migration (the subject check), to SUBJECT_OF in gateway/domain/notifications.ts, and give it a
 * sentence below; then call notify() from the write that causes it.
 */
export const NOTIFICATION_KINDS = [
  'follow',
  'like',
  'repour',
  'review',
  'verification_requested',
  'verification_decided',
  'suggestion_resolved',
  'gig_interest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markingAllRead: 'Marking...',
  loading: 'Loading notifications...',
  failed: 'Failed to load notifications',
  retry: 'Try again',
  emptyTitle: 'No notifications yet',
  emptyText: 'When someone follows you, or likes, repours or reviews one of your cocktails, you will hear of it here.',
  allRead: "You're all caught up",
  unread: 'Unread',
  loadMore: 'Show more',
  /** Server refusals. */
  signIn: 'Sign in to see your notifications.',
  notFound: 'Notification not found',
  markReadFailed: 'Could not mark this notification as read.',
  markAllReadFailed: 'Could not mark your notifications as read. Please try again.',
  backwardsPaging: 'Notifications are paged forwards only (first and after).',
  badCursor: 'This page of notifications no longer exists; start again from the first page.',
} as const;

/** How many notifications the inbox loads at a time. */
export const NOTIFICATIONS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The unread count stops counting here (decision 0048): reading it costs at most this many index entries,
 * however many a member leaves unread, and the bell shows "99+" from here on.
 */
export const UNREAD_COUNT_CAP = 100;

/** The bell's badge: nothing at 0, the number up to 99, then "99+". */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}

/** The bell's accessible name, with the count when there is one. */
export function bellLabel(count: number): string {
  const badge = unreadBadgeText(count);
  return badge ? `${NOTIFICATION_MESSAGES.title}, ${badge} unread` : NOTIFICATION_MESSAGES.title;
}

/** What a notification is about, as far as the recipient may still see it (null: no longer theirs to see). */
export interface NotificationSubject {
  cocktailName?: string | null;
  /** Verification requests: the position and the organisation asked. */
  position?: string | null;
  organizationName?: string | null;
  /** verification_decided: the request's status. */
  decision?: string | null;
  /** gig_interest: the gig's title. */
  gigTitle?: string | null;
}

/** A cocktail the recipient can no longer see (it went private) is not named. */
const HIDDEN_COCKTAIL = 'a cocktail that is no longer shared';

function cocktail(subject: NotificationSubject): string {
  return subject.cocktailName ?? HIDDEN_COCKTAIL;
}

/** " as Head Bartender at The Bar", or nothing when the request is no longer the recipient's to see. */
function asPosition(subject: NotificationSubject): string {
  if (!subject.position) return '';
  return subject.organizationName ? ` as ${subject.position} at ${subject.organizationName}` : ` as ${subject.position}`;
}

/** What happened, after the actor's name: "Ana Lopes" + " liked your cocktail Negroni". */
export const NOTIFICATION_SENTENCES: Record<NotificationKind, (subject: NotificationSubject) => string> = {
  follow: () => 'started following you',
  like: (subject) => `liked your cocktail ${cocktail(subject)}`,
  repour: (subject) => `repoured your cocktail ${cocktail(subject)}`,
  review: (subject) => `reviewed your cocktail ${cocktail(subject)}`,
  verification_requested: (subject) => `asked you to verify their position${asPosition(subject)}`,
  verification_decided: (subject) =>
    subject.decision === 'denied'
      ? `declined to verify your position${asPosition(subject)}`
      : `verified your position${asPosition(subject)}`,
  suggestion_resolved: (subject) => `resolved your suggestion on ${cocktail(subject)}`,
  gig_interest: (subject) => `is interested in your gig ${subject.gigTitle ?? ''}`.trimEnd(),
};

export function notificationSentence(kind: NotificationKind, subject: NotificationSubject): string {
  return NOTIFICATION_SENTENCES[kind](subject);
}
