import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { notificationKeys } from './notifications';

export { notificationKeys };

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { count } = await body(api.GET('/me/notifications/unread-count', { signal }));
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}

export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    staleTime: 30_000,
    retry: false,
  });

/** Unread notifications of the signed-in user; 0 when signed out, while loading, or on error. */
export function useUnreadCount(): number {
  const { user } = useAuth();
  const query = useQuery({ ...unreadCountQuery(user?.id ?? ''), enabled: user !== null });
  if (user === null || query.isError) return 0;
  return query.data ?? 0;
}
