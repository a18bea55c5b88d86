import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, USERS_PAGE_SIZE } from '../admin';

/** `GET /admin/users` (the lookup) and `POST /admin/users/{id}/suspend|reinstate`. */

export function fetchUsers(q: string, suspended: boolean, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/admin/users', {
      params: {
        query: {
          q: q || undefined,
          status: suspended ? 'suspended' : undefined,
          page,
          limit: USERS_PAGE_SIZE,
        },
      },
      signal,
    }),
  );
}

export const usersQuery = (q: string, suspended: boolean, page: number) =>
  queryOptions({
    queryKey: adminKeys.userList(q, suspended, page),
    queryFn: ({ signal }) => fetchUsers(q, suspended, page, signal),
  });

export function useUsers(q: string, suspended: boolean, page: number) {
  return useQuery({ ...usersQuery(q, suspended, page), placeholderData: keepPreviousData });
}

export interface Suspension {
  id: string;
  /** The reason when suspending; null to reinstate. */
  reason: string | null;
}

export function setSuspension({ id, reason }: Suspension) {
  const path = { params: { path: { id } } };
  return body(
    reason === null
      ? api.POST('/admin/users/{id}/reinstate', path)
      : api.POST('/admin/users/{id}/suspend', { ...path, body: { reason } }),
  );
}

/** Suspending or reinstating; afterwards the users, the reports and the audit log are read again. */
export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspension,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
