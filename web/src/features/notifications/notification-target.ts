import { pendingPaymentsPath } from '../payments';
import { ticketPath } from '../../lib/ticket';
import type { Notification } from './api/notifications';

/** Notifications about a ticket of the reader's own: they open its page (hold, payment, status). */
const OWN_TICKET_TYPES = new Set<Notification['type']>([
  'ticket_paid',
  'ticket_winner',
  'hold_expiring',
  'verification_rejected',
  'ticket_reinstated',
  'money_returned',
]);

function isOwnTicketNotice({ type, data }: Notification): boolean {
  if (type === 'ticket_cancelled') return data.reason === 'by_creator';
  return OWN_TICKET_TYPES.has(type);
}

/**
 * Where tapping a notification takes its reader: the raffle it is about (a buyer's ticket shows
 * there with its numbers marked), the profile for a verification, the payment history for a
 * subscription payment, the own tickets for a ticket without its raffle, an invitation's page, the
 * seller's page; null when nothing fits.
 */
export function notificationTarget(notification: Notification): string | null {
  const { data, type } = notification;
  // Issue 36: an invitation to be a business's cashier opens its page (accept or decline); a
  // seller role, the seller's own page.
  if (type === 'cashier_invited' && data.invitation_token) {
    return `/app/invitation/${encodeURIComponent(data.invitation_token)}`;
  }
  if (type === 'seller_added') return '/app/selling';
  // A payment reported to the creator: the raffle's reports waiting for their check.
  if (type === 'payment_received' && data.raffle_id) return pendingPaymentsPath(data.raffle_id);
  // A subscription (its payment reviewed, its term ending or ended): the payment history.
  if (data.subscription_id) return '/app/payment-history';
  if (data.ticket_id && isOwnTicketNotice(notification)) return ticketPath(data.ticket_id);
  if (data.raffle_id) return `/app/raffle/${data.raffle_id}`;
  if (type === 'verification_approved' || type === 'verification_rejected') return '/app/profile';
  if (type === 'payment_received') return '/app/payment-history';
  if (data.ticket_id) return '/app/tickets';
  return null;
}
