import type { Schemas } from '../../lib/api/client';
import { toBolivares } from '../../lib/format';

export type Currency = Schemas['PaymentCurrency'];

/** What a ticket of `usd` costs in `currency` (null for bolívares without a rate). */
export function totalIn(currency: Currency, usd: number, rate: number | null): number | null {
  if (currency === 'USD') return usd;
  return rate !== null && rate > 0 ? toBolivares(usd, rate) : null;
}
