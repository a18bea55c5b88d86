import type { Schemas } from '../../lib/api/client';
import { formatTicketNumber } from '../../lib/format';
import { es } from '../../locales/es';

type BusinessTicket = Schemas['BusinessTicket'];

const t = es.business.cashierTickets;

/** A ticket's numbers zero-padded to its raffle's width (00–99, 000–999, 0000–9999). */
export function ticketNumbersText(ticket: Pick<BusinessTicket, 'numbers' | 'raffle'>): string {
  return ticket.numbers.map((n) => formatTicketNumber(n, ticket.raffle.total_tickets)).join(', ');
}

/**
 * The payment report's status; without one, a counter sale's method, else 'En taquilla' for a
 * counter sale (paid or owed at the counter) and 'Sin reporte' for a purchase in the app.
 */
export function paymentText(
  ticket: Pick<BusinessTicket, 'payment_status' | 'sold_by' | 'counter_payment'>,
): string {
  if (ticket.payment_status) return es.tickets.paymentStatuses[ticket.payment_status];
  if (ticket.counter_payment) return es.business.counterMethods[ticket.counter_payment.method];
  return ticket.sold_by ? t.atCounter : t.noPayment;
}

/** Who sold it: the seller's name for a counter sale, 'En línea' for a purchase in the app. */
export function sellerText(ticket: Pick<BusinessTicket, 'seller'>): string {
  return ticket.seller ? ticket.seller.name : t.online;
}

/** Who looks at a list of sold tickets: their user id, and whether they own the business. */
export interface Settler {
  userId: string;
  owner: boolean;
}

/** A pending counter sale is settled by the owner or by the one who sold it (the server checks too). */
export function canSettle(
  ticket: Pick<BusinessTicket, 'status' | 'sold_by'>,
  settler: Settler,
): boolean {
  if (ticket.status !== 'pending' || !ticket.sold_by) return false;
  return settler.owner || ticket.sold_by === settler.userId;
}

/**
 * An online ticket (not a counter sale) the back-office may cancel as its creator would: pending or
 * paid, of a raffle that still changes (active or waiting). The server checks it all again.
 */
export function canCancelOnline(
  ticket: Pick<BusinessTicket, 'status' | 'sold_by'> & {
    raffle: Pick<BusinessTicket['raffle'], 'status'>;
  },
): boolean {
  if (ticket.sold_by || ticket.status === 'cancelled') return false;
  return ticket.raffle.status === 'active' || ticket.raffle.status === 'waiting';
}
