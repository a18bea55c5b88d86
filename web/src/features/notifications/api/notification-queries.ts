import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-context';
import {
  changeNotifications,
  emptied,
  withAllRead,
  without,
  withRead,
} from '../notification-cache';
import {
  clearNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  type NotificationList,
} from './notifications';

/** Query options and hooks over the notification fetchers; changes show at once, then re-read. */

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => listNotifications(signal),
  });

export function useNotifications() {
  const { user } = useAuth();
  return useQuery({ ...notificationsQuery(user?.id ?? ''), enabled: user !== null });
}

/**
 * A change to the own notifications: applied to the cache before the request (list and unread
 * count), and both read again once it is answered (a failure so puts back what the server has).
 */
function useNotificationsChange<V>(
  request: (value: V) => Promise<unknown>,
  change: (list: NotificationList, value: V) => NotificationList,
  resetCount = false,
) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (value: V) => {
      if (user === null) return;
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      changeNotifications(queryClient, user.id, (list) => change(list, value), resetCount);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationsChange(markNotificationRead, withRead);
}

export function useMarkAllNotificationsRead() {
  return useNotificationsChange(() => markAllNotificationsRead(), withAllRead, true);
}

export function useDeleteNotification() {
  return useNotificationsChange(deleteNotification, without);
}

export function useClearNotifications() {
  return useNotificationsChange(() => clearNotifications(), emptied, true);
}
