import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/raffle';
import type { TicketStatus, TicketWithRaffle } from '../../../lib/ticket';

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
