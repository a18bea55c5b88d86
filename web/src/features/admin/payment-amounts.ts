import type { AdminMobilePayment } from './admin';

/** How much short a payment is, in its own currency (in cents, never floating); null if unknown. */
export function missingAmount(payment: AdminMobilePayment): number | null {
  const expected = payment.reported_currency === 'USD' ? payment.amount : payment.amount_ves;
  if (expected === null) return null;
  const cents = Math.round(expected * 100) - Math.round(payment.reported_amount * 100);
  return cents > 0 ? cents / 100 : null;
}
