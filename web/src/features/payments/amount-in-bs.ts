import type { Schemas } from '../../lib/api/client';

export type Currency = Schemas['PaymentCurrency'];

/**
 * Dollars in bolívares at the creator's rate, as the server fixes `expected_amount`: in cents,
 * price_cents × rate_cents / 100 rounded to the cent, never in floating point.
 */
export function toBolivares(usd: number, rate: number): number {
  const usdCents = Math.round(usd * 100);
  const rateCents = Math.round(rate * 100);
  return Math.round((usdCents * rateCents) / 100) / 100;
}

/** What a ticket of `usd` costs in `currency` (null for bolívares without a rate). */
export function totalIn(currency: Currency, usd: number, rate: number | null): number | null {
  if (currency === 'USD') return usd;
  return rate !== null && rate > 0 ? toBolivares(usd, rate) : null;
}
