import type { QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_LIMIT,
  notificationKeys,
  type Notification,
  type NotificationList,
} from './api/notifications';

/**
 * How the notifications list and the unread count change in the cache: by a new notification
 * from the realtime `user` topic, and optimistically by the page's own changes (read, delete).
 */

function unread(list: NotificationList): number {
  return list.data.filter((n) => !n.is_read).length;
}

/** The list with a new notification first (kept to the newest 50); unchanged if already in it. */
export function withNew(list: NotificationList, notification: Notification): NotificationList {
  if (list.data.some((n) => n.id === notification.id)) return list;
  return {
    data: [notification, ...list.data].slice(0, NOTIFICATIONS_LIMIT),
    count: list.count + 1,
  };
}

export function withRead(list: NotificationList, id: string): NotificationList {
  return { ...list, data: list.data.map((n) => (n.id === id ? { ...n, is_read: true } : n)) };
}

export function withAllRead(list: NotificationList): NotificationList {
  return { ...list, data: list.data.map((n) => (n.is_read ? n : { ...n, is_read: true })) };
}

export function without(list: NotificationList, id: string): NotificationList {
  const data = list.data.filter((n) => n.id !== id);
  return { data, count: Math.max(0, list.count - (list.data.length - data.length)) };
}

export const emptied = (): NotificationList => ({ data: [], count: 0 });

/**
 * A notification the server just created: first in the list, one more unread. When the count is
 * not in the cache it is read again; when the list already had it (a refetch got there first),
 * nothing changes.
 */
export function addNotification(
  queryClient: QueryClient,
  userId: string,
  notification: Notification,
): void {
  const listKey = notificationKeys.list(userId);
  const list = queryClient.getQueryData<NotificationList>(listKey);
  if (list?.data.some((n) => n.id === notification.id)) return;
  if (list !== undefined) queryClient.setQueryData(listKey, withNew(list, notification));
  if (notification.is_read) return;
  const countKey = notificationKeys.unreadCount(userId);
  if (queryClient.getQueryData<number>(countKey) === undefined) {
    void queryClient.invalidateQueries({ queryKey: countKey });
  } else {
    queryClient.setQueryData<number>(countKey, (count) => (count ?? 0) + 1);
  }
}

/**
 * Applies a change of the page to the cached list and lowers the unread count by the unread
 * notifications it read or removed (`resetCount`: to 0, for read-all and clear-all).
 */
export function changeNotifications(
  queryClient: QueryClient,
  userId: string,
  change: (list: NotificationList) => NotificationList,
  resetCount = false,
): void {
  const listKey = notificationKeys.list(userId);
  const countKey = notificationKeys.unreadCount(userId);
  const list = queryClient.getQueryData<NotificationList>(listKey);
  let gone = 0;
  if (list !== undefined) {
    const next = change(list);
    gone = unread(list) - unread(next);
    queryClient.setQueryData(listKey, next);
  }
  queryClient.setQueryData<number>(countKey, (count) =>
    count === undefined ? count : resetCount ? 0 : Math.max(0, count - gone),
  );
}
