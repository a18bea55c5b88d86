import { describe, expect, it } from 'vitest';
import { refundText } from './refund-text';

describe('the money returned, as the lists and the ticket say it', () => {
  it('gives the bolívares and the dollars, and the day', () => {
    expect(
      refundText({ amount: 2.5, amount_bs: 1234.5, returned_at: '2026-11-29T15:04:05.000Z' }),
    ).toMatch(/^Devuelto Bs 1\.234,50 \(\$ 2,50\) el 29 nov\.? 2026$/);
  });
  it('gives the dollars alone when the organiser had no rate', () => {
    expect(
      refundText({ amount: 5, amount_bs: null, returned_at: '2026-11-29T15:04:05.000Z' }),
    ).toMatch(/^Devuelto \$ 5,00 el 29 nov\.? 2026$/);
  });
});
