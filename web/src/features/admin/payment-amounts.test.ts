import { describe, expect, it } from 'vitest';
import type { AdminMobilePayment } from './admin';
import { missingAmount } from './payment-amounts';

const expected = { amount: 5, amount_ves: 1227.5 } as const;

function report(
  reported_amount: number,
  reported_currency: 'USD' | 'VES',
  amount_ves: number | null,
) {
  return { ...expected, amount_ves, reported_amount, reported_currency } as AdminMobilePayment;
}

describe('missingAmount', () => {
  it('says how much is missing in the currency reported, to the cent', () => {
    expect(missingAmount(report(1217.5, 'VES', 1227.5))).toBe(10);
    expect(missingAmount(report(4.9, 'USD', 1227.5))).toBe(0.1);
  });

  it('is null when nothing is missing or the amount in bolívares was never known', () => {
    expect(missingAmount(report(1227.5, 'VES', 1227.5))).toBeNull();
    expect(missingAmount(report(6, 'USD', null))).toBeNull();
    expect(missingAmount(report(100, 'VES', null))).toBeNull();
  });
});
