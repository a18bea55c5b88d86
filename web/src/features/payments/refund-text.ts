import { formatDate, formatMoney } from '../../lib/format';
import { es } from '../../locales/es';
import type { TicketRefund } from './api/ticket-payment';

/** "Devuelto Bs 100,00 ($ 2,50) el 29/11/2026" (USD only when the organiser had no rate). */
export function refundText(refund: Pick<TicketRefund, 'amount' | 'amount_bs' | 'returned_at'>) {
  const t = es.refunds;
  const date = formatDate(refund.returned_at);
  return refund.amount_bs === null
    ? t.returned(formatMoney(refund.amount), date)
    : t.returnedBoth(formatMoney(refund.amount_bs, 'VES'), formatMoney(refund.amount), date);
}

/** An amount to return as the organiser reads it: "Bs 100,00 ($ 2,50)", or "$ 2,50" without a rate. */
export function amountToReturn(usd: number, bs: number | null) {
  return bs === null ? formatMoney(usd) : `${formatMoney(bs, 'VES')} (${formatMoney(usd)})`;
}
