import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { businessKeys } from './business-me';
import { businessRaffleKeys } from './business-raffles';
import { businessTicketKeys } from './business-tickets';
import { cashierKeys } from './cashiers';

import type { ShiftCloseCreate } from '../../../lib/shift-close';

export const counterKeys = {
  all: [...businessKeys.all, 'counter'] as const,
  shift: (cashierId: string, from: string, to: string) =>
    [...counterKeys.all, 'shift', cashierId, from, to] as const,
  closes: (page: number) => [...counterKeys.all, 'closes', page] as const,
};

/** Every list a settled sale or a close changes. */
function useInvalidateSales() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [businessTicketKeys.all, cashierKeys.all, businessRaffleKeys.all, counterKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** `POST /business/tickets/{id}/settle`: a pending counter sale paid, or cancelled (its numbers freed). */
export function useSettleCounterSale() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'paid' | 'cancelled' }) =>
      body(
        api.POST('/business/tickets/{id}/settle', {
          params: { path: { id } },
          body: { status },
        }),
      ),
    onSettled: invalidate,
  });
}

/** `GET /business/cashiers/{id}/shift`: the cashier's (or the owner's own: her id) counter sales of [from, to) by method. */
export const shiftTotalsQuery = (cashierId: string, from: string, to: string) =>
  queryOptions({
    queryKey: counterKeys.shift(cashierId, from, to),
    queryFn: ({ signal }) =>
      body(
        api.GET('/business/cashiers/{id}/shift', {
          params: { path: { id: cashierId }, query: { from, to } },
          signal,
        }),
      ),
    staleTime: 0,
  });

export function useShiftTotals(cashierId: string, from: string, to: string) {
  return useQuery(shiftTotalsQuery(cashierId, from, to));
}

/** `POST /business/cashiers/{id}/shift-closes`. */
export function useCloseShift(cashierId: string) {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (close: ShiftCloseCreate) =>
      body(
        api.POST('/business/cashiers/{id}/shift-closes', {
          params: { path: { id: cashierId } },
          body: close,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** `GET /business/shift-closes`: the owner's closes, or a cashier's own. */
export function useShiftCloses(page: number) {
  return useQuery({
    queryKey: counterKeys.closes(page),
    queryFn: ({ signal }) =>
      body(api.GET('/business/shift-closes', { params: { query: { page, limit: 16 } }, signal })),
    staleTime: 0,
  });
}

/** `POST /business/shift-closes/{id}/sign-off` (owner only). */
export function useSignOffShiftClose() {
  const invalidate = useInvalidateSales();
  return useMutation({
    mutationFn: (id: string) =>
      body(api.POST('/business/shift-closes/{id}/sign-off', { params: { path: { id } } })),
    onSettled: invalidate,
  });
}

/** `GET /business/shift-closes/{id}/export`: the close as a CSV file (with the session's token). */
export function fetchShiftCloseCsv(id: string) {
  return body(
    api.GET('/business/shift-closes/{id}/export', { params: { path: { id } }, parseAs: 'blob' }),
  );
}
