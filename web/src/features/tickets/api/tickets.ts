import { ticketFromPage, ticketPageReadAt } from './ticket-page';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth-context';
import { raffleKeys } from '../../../lib/raffle';
import { setTicketStatus, ticketKeys, type TicketStatus } from '../../../lib/ticket';

/** The buyer's tickets (`GET /me/tickets`). */

export function listMyTickets(
  params: { page: number; limit?: number; status?: TicketStatus; raffleId?: string },
  signal?: AbortSignal,
) {
  const { page, limit = 20, status, raffleId } = params;
  return body(
    api.GET('/me/tickets', {
      params: { query: { page, limit, status, raffle_id: raffleId } },
      signal,
    }),
  );
}

export const TICKETS_PAGE_SIZE = 20;

/** One page of the buyer's tickets, of every raffle or of one (`raffleId`, from 'Ver mis tickets'). */
export const myTicketsQuery = (
  userId: string,
  page: number,
  status: TicketStatus | 'all',
  raffleId?: string,
) =>
  queryOptions({
    queryKey: [...ticketKeys.mine(userId, page), status, raffleId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      listMyTickets(
        {
          page,
          limit: TICKETS_PAGE_SIZE,
          status: status === 'all' ? undefined : status,
          raffleId,
        },
        signal,
      ),
  });

export function useMyTickets(page: number, status: TicketStatus | 'all', raffleId?: string) {
  const { user } = useAuth();
  return useQuery({
    ...myTicketsQuery(user?.id ?? '', page, status, raffleId),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The numbers the caller holds in one raffle: those of their live (pending or paid) tickets,
 * from `GET /me/tickets?raffle_id=` (one page of 100 tickets, far more than a person buys).
 */
export const myRaffleNumbersQuery = (userId: string, raffleId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'in-raffle', userId, raffleId] as const,
    queryFn: async ({ signal }) => {
      const page = await body(
        api.GET('/me/tickets', {
          params: { query: { raffle_id: raffleId, limit: 100 } },
          signal,
        }),
      );
      return page.data.filter((t) => t.status !== 'cancelled').flatMap((t) => t.numbers);
    },
  });

export function useMyRaffleNumbers(raffleId: string, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    ...myRaffleNumbersQuery(user?.id ?? '', raffleId),
    enabled: enabled && user !== null,
  });
}

/** The buyer cancels a pending ticket; its numbers are freed, so the raffle is re-read too. */
export function useCancelMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => setTicketStatus(ticketId, 'cancelled'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
      ]),
  });
}

/** One ticket with its raffle's summary (`GET /tickets/{id}`): its buyer's ticket page. */
export function getTicket(id: string, signal?: AbortSignal) {
  return body(api.GET('/tickets/{id}', { params: { path: { id } }, signal }));
}

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });

/** The ticket; on the page the server answered with it, that page's copy first (not read again). */
export function useTicket(id: string, enabled: boolean) {
  return useQuery({
    ...ticketQuery(id),
    enabled,
    initialData: () => ticketFromPage(id),
    initialDataUpdatedAt: ticketPageReadAt.ticket,
  });
}
