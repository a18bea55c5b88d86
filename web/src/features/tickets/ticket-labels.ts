import { es } from '../../locales/es';
import type { TicketStatus } from '../../lib/ticket';

/** The Spanish name of a ticket status: Pendiente, Pagado, Cancelado. */
export function ticketStatusLabel(status: TicketStatus): string {
  return es.tickets.statuses[status];
}

/** The antd Tag colour of a ticket status. */
export function ticketStatusColor(status: TicketStatus): string {
  switch (status) {
    case 'pending':
      return 'gold';
    case 'paid':
      return 'green';
    case 'cancelled':
      return 'default';
  }
}
