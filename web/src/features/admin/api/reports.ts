import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, REPORTS_PAGE_SIZE, type ReportStatusFilter } from '../admin';

/**
 * `GET /admin/raffle-reports`, `POST /admin/raffle-reports/{id}/dismiss`, and what the admin does
 * to a reported raffle: `POST /admin/raffles/{id}/take-down|restore`.
 */

export function fetchReports(status: ReportStatusFilter, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/admin/raffle-reports', {
      params: { query: { status, page, limit: REPORTS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const reportsQuery = (status: ReportStatusFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.reportList(status, page),
    queryFn: ({ signal }) => fetchReports(status, page, signal),
  });

export function useReports(status: ReportStatusFilter, page: number) {
  return useQuery({ ...reportsQuery(status, page), placeholderData: keepPreviousData });
}

export type ReportAction =
  | { kind: 'dismiss'; reportId: string }
  | { kind: 'take-down'; raffleId: string; reason: string }
  | { kind: 'restore'; raffleId: string };

export async function actOnReport(action: ReportAction): Promise<void> {
  switch (action.kind) {
    case 'dismiss':
      await body(
        api.POST('/admin/raffle-reports/{id}/dismiss', {
          params: { path: { id: action.reportId } },
        }),
      );
      return;
    case 'take-down':
      await body(
        api.POST('/admin/raffles/{id}/take-down', {
          params: { path: { id: action.raffleId } },
          body: { reason: action.reason },
        }),
      );
      return;
    case 'restore':
      await body(
        api.POST('/admin/raffles/{id}/restore', { params: { path: { id: action.raffleId } } }),
      );
  }
}

/** Any of the three; afterwards the reports and the audit log are read again. */
export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
