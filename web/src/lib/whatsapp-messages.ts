import { es } from '../locales/es';
import { formatDateTime, formatMoney, formatTicketNumber } from './format';
import type { Raffle } from './raffle';
import { lotteryLabel } from './raffle-labels';
import type { Ticket } from './ticket';
import { whatsappLink, whatsappShareLink } from './whatsapp';

/**
 * The WhatsApp messages people send from Rifa, as `wa.me` links (lib/whatsapp.ts) with the
 * Spanish text of es.whatsapp: null when the person written to has no phone that normalises.
 */

type MessageTicket = Pick<
  Ticket,
  'numbers' | 'buyer_name' | 'buyer_phone' | 'receipt_code' | 'expires_at'
>;
type MessageRaffle = { title: string; total_tickets: number };

const t = es.whatsapp;

/** The address of a ticket's public receipt on this site. */
export function receiptUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}/t/${code}`;
}

/** The raffle's public address on this site. */
export function raffleUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/app/raffle/${id}`;
}

function numbersOf(ticket: Pick<Ticket, 'numbers'>, raffle: MessageRaffle): string {
  return ticket.numbers.map((n) => formatTicketNumber(n, raffle.total_tickets)).join(', ');
}

/** The buyer's first name, or nothing when the ticket has no name. */
function greeting(ticket: MessageTicket): string {
  return ticket.buyer_name.trim().split(/\s+/)[0] ?? '';
}

/** The creator to a buyer whose hold ends at `expires_at`. */
export function holdEndingLink(ticket: MessageTicket, raffle: MessageRaffle): string | null {
  if (!ticket.expires_at) return null;
  const text = t.holdEnding(
    greeting(ticket),
    raffle.title,
    numbersOf(ticket, raffle),
    formatDateTime(ticket.expires_at),
  );
  return whatsappLink(ticket.buyer_phone, text);
}

/** The creator to a buyer whose payment was verified: the receipt. */
export function paymentVerifiedLink(
  ticket: MessageTicket,
  raffle: MessageRaffle,
  origin?: string,
): string | null {
  const text = t.paymentVerified(
    greeting(ticket),
    raffle.title,
    numbersOf(ticket, raffle),
    receiptUrl(ticket.receipt_code, origin),
  );
  return whatsappLink(ticket.buyer_phone, text);
}

/** The creator to a buyer whose payment was rejected, with the reason given. */
export function paymentRejectedLink(
  ticket: MessageTicket,
  raffle: MessageRaffle,
  reason: string,
): string | null {
  const text = t.paymentRejected(
    greeting(ticket),
    raffle.title,
    numbersOf(ticket, raffle),
    reason.trim(),
  );
  return whatsappLink(ticket.buyer_phone, text);
}

/** The creator to the winner: the winning number and the lottery's result. */
export function winnerLink(
  ticket: MessageTicket,
  raffle: MessageRaffle & Pick<Raffle, 'winner_number' | 'result' | 'lottery'>,
): string | null {
  if (raffle.winner_number === null) return null;
  const number = formatTicketNumber(raffle.winner_number, raffle.total_tickets);
  const drawn = raffle.result?.lottery_result ?? number;
  const result = `${lotteryLabel(raffle.lottery)} ${drawn}`;
  return whatsappLink(ticket.buyer_phone, t.winner(greeting(ticket), raffle.title, number, result));
}

/** A seller or cashier to a customer of the counter: the receipt. */
export function counterReceiptLink(
  ticket: MessageTicket,
  raffle: MessageRaffle,
  origin?: string,
): string | null {
  const text = t.counterReceipt(
    greeting(ticket),
    raffle.title,
    numbersOf(ticket, raffle),
    receiptUrl(ticket.receipt_code, origin),
  );
  return whatsappLink(ticket.buyer_phone, text);
}

/** Anyone to anyone: the raffle, with its price, lottery and draw date. */
export function shareRaffleLink(
  raffle: Pick<Raffle, 'id' | 'title' | 'ticket_price' | 'lottery' | 'draw_at'>,
  origin?: string,
): string {
  return whatsappShareLink(
    t.shareRaffle(
      raffle.title,
      formatMoney(raffle.ticket_price),
      lotteryLabel(raffle.lottery),
      formatDateTime(raffle.draw_at),
      raffleUrl(raffle.id, origin),
    ),
  );
}

/** A buyer to anyone: her ticket's public receipt. */
export function shareReceiptLink(
  ticket: Pick<Ticket, 'numbers' | 'receipt_code'>,
  raffle: MessageRaffle,
  origin?: string,
): string {
  return whatsappShareLink(
    t.shareReceipt(
      raffle.title,
      numbersOf(ticket, raffle),
      receiptUrl(ticket.receipt_code, origin),
    ),
  );
}

/** The winner to the creator, at the creator's WhatsApp or phone. */
export function toCreatorLink(
  phone: string | null | undefined,
  raffle: MessageRaffle,
  winnerNumber: number,
) {
  return whatsappLink(
    phone,
    t.toCreator(raffle.title, formatTicketNumber(winnerNumber, raffle.total_tickets)),
  );
}
