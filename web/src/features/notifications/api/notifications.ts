import { api, body, type Schemas } from '../../../lib/api/client';

/** Notification fetchers (`/api/v1/me/notifications…`), typed by api/openapi.yaml. */

export type Notification = Schemas['Notification'];
export type NotificationList = Schemas['NotificationList'];
export type NotificationType = Schemas['NotificationType'];

/** Spec §9: the list shows the newest 50. */
export const NOTIFICATIONS_LIMIT = 50;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function listNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return body(
    api.GET('/me/notifications', { params: { query: { limit: NOTIFICATIONS_LIMIT } }, signal }),
  );
}

export function markNotificationRead(id: string): Promise<Notification> {
  return body(api.POST('/me/notifications/{id}/read', byId(id)));
}

export function markAllNotificationsRead() {
  return body(api.POST('/me/notifications/read-all'));
}

export function deleteNotification(id: string) {
  return body(api.DELETE('/me/notifications/{id}', byId(id)));
}

export function clearNotifications() {
  return body(api.DELETE('/me/notifications'));
}
