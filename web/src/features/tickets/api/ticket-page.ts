import type { Raffle } from '../../../lib/raffle';
import { ticketPath, type TicketWithRaffle } from '../../../lib/ticket';
import type { PaymentMethod } from '../../payment-methods';
import { pageData } from '../../../lib/page-data';

/**
 * What rifa-server put into the page it answered a buyer's /app/tickets/{id} with
 * (ticket_page.cpp: the ticket as HTML, README.md "The buyer's pages as HTML"): the API's own
 * answers for the ticket, its raffle and, while the ticket takes a payment, the organiser's payment
 * methods. The ticket page's queries start from them and do not read them again.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const ticketCopy = pageData(
  'rifa-ticket',
  (value): value is TicketWithRaffle =>
    isObject(value) && typeof value.id === 'string' && Array.isArray(value.numbers),
  (ticket) => ticketPath(ticket.id),
);
const raffleCopy = pageData(
  'rifa-ticket-raffle',
  (value): value is Raffle => isObject(value) && typeof value.id === 'string',
  () => window.location.pathname, // checked against the page's ticket below
);
const methodsCopy = pageData(
  'rifa-ticket-methods',
  (value): value is { data: PaymentMethod[] } => isObject(value) && Array.isArray(value.data),
  () => window.location.pathname,
);

/** The ticket `id` as the page carried it, while the app is on that ticket's page. */
export function ticketFromPage(id: string): TicketWithRaffle | undefined {
  const ticket = ticketCopy.get();
  return ticket?.id === id ? ticket : undefined;
}

/** The raffle `raffleId` (GET /raffles/{id}'s answer) from the page of one of its tickets. */
export function ticketRaffleFromPage(raffleId: string): Raffle | undefined {
  if (ticketCopy.get()?.raffle_id !== raffleId) return undefined;
  const raffle = raffleCopy.get();
  return raffle?.id === raffleId ? raffle : undefined;
}

/** Its organiser's payment methods (GET /raffles/{id}/payment-methods's list) from the same page. */
export function ticketMethodsFromPage(raffleId: string): PaymentMethod[] | undefined {
  if (ticketCopy.get()?.raffle_id !== raffleId) return undefined;
  return methodsCopy.get()?.data;
}

/**
 * When each copy was read (ms since the epoch; 0 before): its query's data is as fresh as an answer
 * read then (the queries' staleTime keeps the takeover from reading them again).
 */
export const ticketPageReadAt = {
  ticket: ticketCopy.readAt,
  raffle: raffleCopy.readAt,
  methods: methodsCopy.readAt,
};

/** For tests: forget what was read, so the next call reads the document again. */
export function resetTicketFromPage(): void {
  ticketCopy.reset();
  raffleCopy.reset();
  methodsCopy.reset();
}
