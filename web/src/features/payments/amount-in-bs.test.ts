import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '../../lib/format';
import { toBolivares } from '../../lib/format';
import { totalIn } from './amount-in-bs';

describe('toBolivares', () => {
  it('multiplies in cents and rounds to the cent', () => {
    expect(toBolivares(10, 245.5)).toBe(2455);
    expect(toBolivares(2.5, 36.71)).toBe(91.78); // 91.775 → 91.78
    expect(toBolivares(0.1, 0.3)).toBe(0.03);
  });

  it('does not drift like floating point would', () => {
    // 1.1 × 3 is 3.3000000000000003 in floating point.
    expect(toBolivares(1.1, 3)).toBe(3.3);
    expect(toBolivares(19.99, 48.37)).toBe(966.92); // 966.9163 → 966.92
  });

  it('prefills an amount that the form reads back the same', () => {
    const total = toBolivares(125, 245.5);
    expect(formatAmount(total)).toBe('30.687,50');
    expect(parseAmount(formatAmount(total))).toBe(total);
  });
});

describe('totalIn', () => {
  it('keeps dollars, converts bolívares, and has no bolívares without a rate', () => {
    expect(totalIn('USD', 7.5, 245.5)).toBe(7.5);
    expect(totalIn('VES', 7.5, 245.5)).toBe(1841.25);
    expect(totalIn('VES', 7.5, null)).toBeNull();
    expect(totalIn('VES', 7.5, 0)).toBeNull();
  });
});
