import type { TicketWithRaffle } from '../../lib/ticket';

/** What the draw meant for one ticket: won, lost, or nothing yet (raffle not completed). */
export type TicketOutcome = 'won' | 'lost' | null;

/**
 * 'won' when the raffle is completed and this paid ticket holds `winner_number` (only paid tickets
 * take part); 'lost' for any other live ticket of a completed raffle, including one without a
 * winner (void); null before the draw and for a cancelled ticket.
 */
export function ticketOutcome(ticket: Pick<TicketWithRaffle, 'status' | 'numbers' | 'raffle'>) {
  const { raffle } = ticket;
  if (raffle.status !== 'completed' || ticket.status === 'cancelled') return null;
  const holds = raffle.winner_number !== null && ticket.numbers.includes(raffle.winner_number);
  return (ticket.status === 'paid' && holds ? 'won' : 'lost') satisfies TicketOutcome;
}

/** A paid ticket of a completed raffle not rated yet: its buyer may rate the organiser once. */
export function canRateOrganiser(
  ticket: Pick<TicketWithRaffle, 'status' | 'rating' | 'raffle'>,
): boolean {
  return ticket.status === 'paid' && ticket.raffle.status === 'completed' && ticket.rating === null;
}

/**
 * A ticket still waiting for its buyer's payment: held, with no payment reported, the reported one
 * rejected, or a part verified and the rest owed (an abono: pending with its last report verified).
 * A reported payment waits for the organiser, so the ticket only needs a look.
 */
export function awaitsPayment(
  ticket: Pick<TicketWithRaffle, 'status' | 'payment_status'>,
): boolean {
  return ticket.status === 'pending' && ticket.payment_status !== 'pending';
}

/** The public receipt's path (`/t/{code}`), and its full address for the QR code and the link. */
export const receiptPath = (code: string) => `/t/${code}`;
export const receiptUrl = (origin: string, code: string) => `${origin}${receiptPath(code)}`;
