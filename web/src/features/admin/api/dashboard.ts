import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys } from '../admin';

/** `GET /admin/dashboard`: the figures of the Resumen tab. */
export function fetchDashboard(signal?: AbortSignal) {
  return body(api.GET('/admin/dashboard', { signal }));
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => fetchDashboard(signal),
    staleTime: 30_000,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
