import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { adminKeys, PAYMENTS_PAGE_SIZE, type PaymentStatusFilter } from '../admin';

/** `GET /admin/mobile-payments`, and approving or rejecting one (`POST …/{id}/approve|reject`). */

export function fetchMobilePayments(
  status: PaymentStatusFilter,
  page: number,
  signal?: AbortSignal,
) {
  return body(
    api.GET('/admin/mobile-payments', {
      params: { query: { status, page, limit: PAYMENTS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const mobilePaymentsQuery = (status: PaymentStatusFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.paymentList(status, page),
    queryFn: ({ signal }) => fetchMobilePayments(status, page, signal),
  });

export function useMobilePayments(status: PaymentStatusFilter, page: number) {
  return useQuery({ ...mobilePaymentsQuery(status, page), placeholderData: keepPreviousData });
}

export interface Review {
  id: string;
  decision: 'approve' | 'reject';
  notes: string | null;
}

export function reviewMobilePayment({ id, decision, notes }: Review) {
  const options = { params: { path: { id } }, body: { notes } };
  return body(
    decision === 'approve'
      ? api.POST('/admin/mobile-payments/{id}/approve', options)
      : api.POST('/admin/mobile-payments/{id}/reject', options),
  );
}

/**
 * Approving or rejecting. Afterwards (also after a failure: another administrator may have decided)
 * the payments, the dashboard's counts and the audit log are read again.
 */
export function useReviewMobilePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMobilePayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.payments() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
