import { formatAmount, formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { es } from '../../locales/es';
import type { DuplicateFlag, PaymentDetail } from './pending-payment';

/**
 * What the creator reads to decide on a report: the amount against the one expected (in the
 * reported currency, at the stored rate for bolívares) and the signs that the proof was used before.
 */

export interface AmountCheck {
  expected: string;
  reported: string;
  /** The expected amount in dollars and the rate, for a payment in bolívares; else null. */
  rate: string | null;
  /** 'Faltan Bs 10,00' when the report is short; null when it covers the price. */
  short: string | null;
  /** 'Pagó $ 1,00 de más' when it is over; null otherwise. */
  over: string | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The report's amount against the expected one. The shortfall is the server's (fixed when the
 * payment was reported); the excess is the difference in cents, never in floating point.
 */
export function amountCheck(
  payment: Pick<
    PaymentDetail,
    'amount' | 'currency' | 'expected_amount' | 'exchange_rate' | 'shortfall'
  >,
  priceUsd: number,
): AmountCheck {
  const { currency } = payment;
  const excess = cents(payment.amount) - cents(payment.expected_amount);
  const rate =
    currency === 'VES' && payment.exchange_rate !== null
      ? `${es.pendingPayments.inUsd(formatMoney(priceUsd))}, ${es.pendingPayments.rate(formatAmount(payment.exchange_rate))}`
      : null;
  return {
    expected: formatMoney(payment.expected_amount, currency),
    reported: formatMoney(payment.amount, currency),
    rate,
    short:
      payment.shortfall > 0
        ? es.pendingPayments.short(formatMoney(payment.shortfall, currency))
        : null,
    over:
      payment.shortfall === 0 && excess > 0
        ? es.pendingPayments.over(formatMoney(excess / 100, currency))
        : null,
  };
}

/**
 * The sentence of a duplicate sign. For a report to the same creator it names the earlier ticket's
 * buyer, raffle and date; for another creator's raffle only that it was seen there, and when.
 */
export function duplicateFlagText(flag: DuplicateFlag): string {
  const t = es.pendingPayments;
  if (!flag.same_creator) return t.otherFlags[flag.kind](formatDate(flag.reported_at));
  const ticket = t.flagTicket(flag.buyer_name?.trim() || t.someone, flag.raffle_title);
  return t.flags[flag.kind](ticket, formatDateTime(flag.reported_at));
}

/** Signs that point to one earlier report: its ticket (same creator only) and what matched. */
export interface FlagGroup {
  /** The earlier ticket of the same creator; null for another creator's report. */
  ticketId: string | null;
  /** The earlier proof (same creator only), to show beside this one. */
  screenshotUrl: string | null;
  buyerName: string | null;
  flags: DuplicateFlag[];
}

/**
 * The signs by the earlier report they point to, in the server's order: a reference and a picture
 * both matching the same earlier ticket show its proof once. Another creator's signs stay apart.
 */
export function groupFlags(flags: DuplicateFlag[]): FlagGroup[] {
  const groups: FlagGroup[] = [];
  for (const flag of flags) {
    const earlier = flag.same_creator ? flag.ticket_id : null;
    const group = earlier ? groups.find((g) => g.ticketId === earlier) : undefined;
    if (group) {
      group.flags.push(flag);
      group.screenshotUrl ??= flag.screenshot_url;
    } else {
      groups.push({
        ticketId: earlier,
        screenshotUrl: flag.same_creator ? flag.screenshot_url : null,
        buyerName: flag.same_creator ? flag.buyer_name : null,
        flags: [flag],
      });
    }
  }
  return groups;
}
