import { api } from '../../lib/api-client';
import type { RaffleSummary, TotalTickets } from '../../lib/raffle';

/** Ticket wire types shared by the features (`/api/v1/…/tickets`; api/openapi.yaml). */

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

/** `PATCH /tickets/{id}/status`: the creator marks paid/cancelled; the buyer cancels a pending one. */
export function setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
  return api.patch<Ticket>(`/tickets/${encodeURIComponent(ticketId)}/status`, { status });
}
