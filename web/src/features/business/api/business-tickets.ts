import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body, type Schemas } from '../../../lib/api/client';
import { TICKETS_PAGE_SIZE, type TicketQuery } from '../ticket-filters';
import { businessKeys } from './business-me';
import { businessRaffleKeys } from './business-raffles';

/** A ticket of the business's raffles with its raffle and seller (`GET /business/tickets`). */
export type BusinessTicket = Schemas['BusinessTicket'];
export type SalesTotals = Schemas['SalesTotals'];

export const businessTicketKeys = {
  all: [...businessKeys.all, 'tickets'] as const,
  list: (query: TicketQuery, page: number) =>
    [...businessTicketKeys.all, 'list', query, page] as const,
};

export function fetchBusinessTickets(query: TicketQuery, page: number, signal?: AbortSignal) {
  return body(
    api.GET('/business/tickets', {
      params: { query: { ...query, page, limit: TICKETS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const businessTicketsQuery = (query: TicketQuery, page: number) =>
  queryOptions({
    queryKey: businessTicketKeys.list(query, page),
    queryFn: ({ signal }) => fetchBusinessTickets(query, page, signal),
    // Sales figures move with every sale: read again whenever the page is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A page of the filtered tickets and the totals of the whole filter. */
export function useBusinessTickets(query: TicketQuery, page: number) {
  return useQuery(businessTicketsQuery(query, page));
}

/** `GET /business/tickets/export`: every ticket of the filter as a CSV file (with the session's token). */
export function fetchTicketsExport(query: TicketQuery) {
  return body(api.GET('/business/tickets/export', { params: { query }, parseAs: 'blob' }));
}

/**
 * `PATCH /tickets/{id}/status` to `cancelled` by the owner or a cashier: an online ticket of the
 * business's raffles cancelled as its creator would (its numbers freed; money verified is then to be
 * returned). The lists and the raffles' figures are read again.
 */
export function useCancelBusinessTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      body(
        api.PATCH('/tickets/{id}/status', {
          params: { path: { id } },
          body: { status: 'cancelled' },
        }),
      ),
    onSettled: () =>
      Promise.all(
        [businessTicketKeys.all, businessRaffleKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
