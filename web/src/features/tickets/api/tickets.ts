import { api } from '../../../lib/api-client';
import type { Page, RaffleSummary, TotalTickets } from '../../raffles/api/raffles';

/** Ticket wire types and fetchers (`/api/v1/raffles/{id}/tickets`, `/me/tickets`, …). */

export type TicketStatus = 'pending' | 'paid' | 'cancelled';

export interface Ticket {
  id: string;
  raffle_id: string;
  user_id: string | null;
  numbers: number[];
  status: TicketStatus;
  price: number;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string;
  sold_by: string | null;
  purchase_date: string;
  created_at: string;
  updated_at: string;
}

export interface TicketWithRaffle extends Ticket {
  raffle: RaffleSummary;
}

export interface RaffleNumbers {
  total_tickets: TotalTickets;
  taken: number[];
}

export const ticketKeys = {
  all: ['tickets'] as const,
  mine: (userId: string, page: number) => [...ticketKeys.all, 'mine', userId, page] as const,
  sales: (userId: string, raffleId: string) =>
    [...ticketKeys.all, 'sales', userId, raffleId] as const,
};

/** `GET /raffles/{id}/numbers`: the taken numbers, ascending. */
export function getRaffleNumbers(raffleId: string, signal?: AbortSignal): Promise<RaffleNumbers> {
  return api.get<RaffleNumbers>(`/raffles/${encodeURIComponent(raffleId)}/numbers`, { signal });
}

/**
 * `POST /raffles/{id}/tickets`. `idempotencyKey` is made once per purchase attempt so that a
 * retry after a network failure returns the same ticket instead of buying twice.
 */
export function purchaseTickets(
  raffleId: string,
  numbers: number[],
  idempotencyKey: string,
): Promise<Ticket> {
  return api.post<Ticket>(
    `/raffles/${encodeURIComponent(raffleId)}/tickets`,
    { numbers },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function listMyTickets(
  params: { page: number; limit?: number; status?: TicketStatus },
  signal?: AbortSignal,
): Promise<Page<TicketWithRaffle>> {
  return api.get<Page<TicketWithRaffle>>('/me/tickets', {
    query: { page: params.page, limit: params.limit ?? 20, status: params.status },
    signal,
  });
}

/** `GET /raffles/{id}/tickets`: the tickets of an own raffle, with the buyers' contact data. */
export function listRaffleTickets(
  raffleId: string,
  params: { page: number; limit?: number },
  signal?: AbortSignal,
): Promise<Page<Ticket>> {
  return api.get<Page<Ticket>>(`/raffles/${encodeURIComponent(raffleId)}/tickets`, {
    query: { page: params.page, limit: params.limit ?? 50 },
    signal,
  });
}

/** `PATCH /tickets/{id}/status`: the creator marks paid/cancelled; the buyer cancels a pending one. */
export function setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
  return api.patch<Ticket>(`/tickets/${encodeURIComponent(ticketId)}/status`, { status });
}
