import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { businessKeys } from './business-me';
import { settingsKeys } from './settings';

/** A cashier of the business with their counter-sales totals (`GET /business/cashiers`). */
export type Cashier = Schemas['Cashier'];
export type CashierCreate = Schemas['CashierCreate'];
export type CashierUpdate = Schemas['CashierUpdate'];
export type CashierTicketsStatus = 'all' | 'pending' | 'paid' | 'cancelled';

/** The cashiers are few (the plan caps them): one page of the largest size holds them all. */
export const CASHIER_LIST_LIMIT = 100;

export const cashierKeys = {
  all: [...businessKeys.all, 'cashiers'] as const,
  list: () => [...cashierKeys.all, 'list'] as const,
  one: (id: string) => [...cashierKeys.all, 'one', id] as const,
  tickets: (id: string, status: CashierTicketsStatus, page: number, limit: number) =>
    [...cashierKeys.all, 'tickets', id, status, page, limit] as const,
};

/** `GET /business/cashiers` (owner only). */
export function fetchCashiers(signal?: AbortSignal) {
  return body(
    api.GET('/business/cashiers', { params: { query: { limit: CASHIER_LIST_LIMIT } }, signal }),
  );
}

export const cashiersQuery = () =>
  queryOptions({ queryKey: cashierKeys.list(), queryFn: ({ signal }) => fetchCashiers(signal) });

export function useCashiers() {
  return useQuery(cashiersQuery());
}

/** `GET /business/cashiers/{id}` (owner only). */
export function fetchCashier(id: string, signal?: AbortSignal) {
  return body(api.GET('/business/cashiers/{id}', { params: { path: { id } }, signal }));
}

export const cashierQuery = (id: string) =>
  queryOptions({
    queryKey: cashierKeys.one(id),
    queryFn: ({ signal }) => fetchCashier(id, signal),
  });

export function useCashier(id: string, enabled = true) {
  return useQuery({ ...cashierQuery(id), enabled });
}

/** `GET /business/cashiers/{id}/tickets` (the owner, or that cashier): a page and the totals. */
export function fetchCashierTickets(
  id: string,
  status: CashierTicketsStatus,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  return body(
    api.GET('/business/cashiers/{id}/tickets', {
      params: { path: { id }, query: { status, page, limit } },
      signal,
    }),
  );
}

export const cashierTicketsQuery = (
  id: string,
  status: CashierTicketsStatus,
  page: number,
  limit: number,
) =>
  queryOptions({
    queryKey: cashierKeys.tickets(id, status, page, limit),
    queryFn: ({ signal }) => fetchCashierTickets(id, status, page, limit, signal),
    placeholderData: (previous) => previous,
  });

export function useCashierTickets(
  id: string,
  status: CashierTicketsStatus,
  page: number,
  limit: number,
) {
  return useQuery(cashierTicketsQuery(id, status, page, limit));
}

/** A change of cashiers also changes the settings' `cashier_count`. */
function useCashierMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      ]),
  });
}

/** `POST /business/cashiers`. */
export function useCreateCashier() {
  return useCashierMutation((input: CashierCreate) =>
    body(api.POST('/business/cashiers', { body: input })),
  );
}

/** `PATCH /business/cashiers/{id}`: rename, activate or deactivate. */
export function useUpdateCashier() {
  return useCashierMutation(({ id, ...update }: CashierUpdate & { id: string }) =>
    body(api.PATCH('/business/cashiers/{id}', { params: { path: { id } }, body: update })),
  );
}

/** `DELETE /business/cashiers/{id}`. */
export function useDeleteCashier() {
  return useCashierMutation((id: string) =>
    body(api.DELETE('/business/cashiers/{id}', { params: { path: { id } } })),
  );
}
