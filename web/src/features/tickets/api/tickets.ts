import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { raffleKeys, type Page } from '../../../lib/raffle';
import {
  setTicketStatus,
  ticketKeys,
  type TicketStatus,
  type TicketWithRaffle,
} from '../ticket';

/** The buyer's tickets (`GET /me/tickets`). */

export function listMyTickets(
  params: { page: number; limit?: number; status?: TicketStatus },
  signal?: AbortSignal,
): Promise<Page<TicketWithRaffle>> {
  return api.get<Page<TicketWithRaffle>>('/me/tickets', {
    query: { page: params.page, limit: params.limit ?? 20, status: params.status },
    signal,
  });
}

export const TICKETS_PAGE_SIZE = 20;

export const myTicketsQuery = (userId: string, page: number, status: TicketStatus | 'all') =>
  queryOptions({
    queryKey: [...ticketKeys.mine(userId, page), status] as const,
    queryFn: ({ signal }) =>
      listMyTickets(
        { page, limit: TICKETS_PAGE_SIZE, status: status === 'all' ? undefined : status },
        signal,
      ),
  });

export function useMyTickets(page: number, status: TicketStatus | 'all') {
  const { user } = useAuth();
  return useQuery({
    ...myTicketsQuery(user?.id ?? '', page, status),
    enabled: user !== null,
    placeholderData: keepPreviousData,
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
