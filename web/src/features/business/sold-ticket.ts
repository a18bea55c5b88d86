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
 * The payment report's status; without one, 'En taquilla' for a counter sale (paid or owed at the
 * counter) and 'Sin reporte' for a purchase in the app.
 */
export function paymentText(ticket: Pick<BusinessTicket, 'payment_status' | 'sold_by'>): string {
  if (ticket.payment_status) return es.tickets.paymentStatuses[ticket.payment_status];
  return ticket.sold_by ? t.atCounter : t.noPayment;
}

/** Who sold it: the seller's name for a counter sale, 'En línea' for a purchase in the app. */
export function sellerText(ticket: Pick<BusinessTicket, 'seller'>): string {
  return ticket.seller ? ticket.seller.name : t.online;
}
