// The store changes marking read makes: the notification (or every loaded one) read at once, and the
// member's unread count down with it, before the server confirms them (decision 0048).
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { UNREAD_COUNT_CAP } from '@common/notifications';

/** The inbox's connection key (NotificationList_user). */
export const INBOX_CONNECTION = 'NotificationList_notifications';

/** One notification read: its unread mark goes, and the count drops by one (unless past the cap, where it is not exact). */
export function markOneRead(store: RecordSourceSelectorProxy, notificationId: string, viewerId: string): void {
  const notification = store.get(notificationId);
  if (!notification || notification.getValue('unread') !== true) return;
  notification.setValue(false, 'unread');
  const viewer = store.get(viewerId);
  const count = viewer?.getValue('unreadNotificationsCount');
  if (viewer && typeof count === 'number' && count > 0 && count < UNREAD_COUNT_CAP) {
    viewer.setValue(count - 1, 'unreadNotificationsCount');
  }
}

/** Every notification the inbox has loaded read (the payload carries the count, not the notifications). */
export function markLoadedRead(store: RecordSourceSelectorProxy, viewerId: string): void {
  const viewer = store.get(viewerId);
  const connection = viewer ? ConnectionHandler.getConnection(viewer, INBOX_CONNECTION) : null;
  for (const edge of connection?.getLinkedRecords('edges') ?? []) {
    edge?.getLinkedRecord('node')?.setValue(false, 'unread');
  }
}

/** The guess while "Mark all as read" is on its way: every loaded notification read, and the count at 0. */
export function markAllRead(store: RecordSourceSelectorProxy, viewerId: string): void {
  markLoadedRead(store, viewerId);
  store.get(viewerId)?.setValue(0, 'unreadNotificationsCount');
}
