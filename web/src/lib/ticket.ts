import { api, body, type Schemas } from './api/client';

/** Ticket types, from the contract (api/openapi.yaml), and ticket keys. */

export type TicketStatus = Schemas['TicketStatus'];
export type Ticket = Schemas['Ticket'];
export type TicketWithRaffle = Schemas['TicketWithRaffle'];
export type RaffleNumbers = Schemas['RaffleNumbers'];

export const ticketKeys = {
  all: ['tickets'] as const,
  mine: (userId: string, page: number) => [...ticketKeys.all, 'mine', userId, page] as const,
  sales: (userId: string, raffleId: string) =>
    [...ticketKeys.all, 'sales', userId, raffleId] as const,
  detail: (id: string) => [...ticketKeys.all, 'detail', id] as const,
};

/** Where a buyer sees a ticket, its hold and how to pay it. */
export const ticketPath = (id: string) => `/app/tickets/${id}`;

/** `POST /tickets/{id}/reinstate`: the creator takes back a ticket whose hold expired. */
export function reinstateTicket(ticketId: string) {
  return body(api.POST('/tickets/{id}/reinstate', { params: { path: { id: ticketId } } }));
}

/** `PATCH /tickets/{id}/status`: the creator marks paid/cancelled; the buyer cancels a pending one. */
export function setTicketStatus(ticketId: string, status: TicketStatus) {
  return body(
    api.PATCH('/tickets/{id}/status', { params: { path: { id: ticketId } }, body: { status } }),
  );
}
