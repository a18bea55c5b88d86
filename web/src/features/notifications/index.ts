/** What other parts of the app use of notifications (ARCHITECTURE §10: only this file). */
export { NotificationsLive } from './components/NotificationsLive';
export { notificationKeys } from './api/notifications';
export { useUnreadCount } from './api/unread-count';
