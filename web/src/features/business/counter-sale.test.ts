import { describe, expect, it } from 'vitest';
import { inBolivares } from '../../lib/counter-payment';
import { BUYER_PHONE_PATTERN, counterSaleRequest } from './counter-sale';
import { soldPercent } from './raffle-figures';

describe('the counter sale request', () => {
  it('sends trimmed buyer data, the numbers ascending, and leaves empty optional fields out', () => {
    expect(
      counterSaleRequest([55, 5, 17], {
        buyer_name: '  José Rodríguez ',
        buyer_phone: ' ',
        buyer_email: '',
        status: 'paid',
      }),
    ).toEqual({ numbers: [5, 17, 55], buyer_name: 'José Rodríguez', status: 'paid' });
  });

  it('keeps a phone, an email and a pending payment', () => {
    expect(
      counterSaleRequest([3], {
        buyer_name: 'Ana',
        buyer_phone: '0424-555 1234 ',
        buyer_email: ' ana@example.com',
        status: 'pending',
      }),
    ).toEqual({
      numbers: [3],
      buyer_name: 'Ana',
      buyer_phone: '0424-555 1234',
      buyer_email: 'ana@example.com',
      status: 'pending',
    });
  });

  it('sends the payment method; bolívares are cash Bs, pago móvil and transfers', () => {
    expect(
      counterSaleRequest([1], { buyer_name: 'Ana', status: 'paid', payment_method: 'pago_movil' }),
    ).toEqual({ numbers: [1], buyer_name: 'Ana', status: 'paid', payment_method: 'pago_movil' });
    expect(['efectivo_bs', 'pago_movil', 'transferencia'].every(inBolivares)).toBe(true);
    expect(['efectivo_usd', 'zelle', 'usdt'].some(inBolivares)).toBe(false);
  });

  it("checks the phone with the contract's pattern", () => {
    for (const ok of ['', '0424-5551234', '+58 (424) 555-1234', '5551234'])
      expect(BUYER_PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['555123', 'teléfono', '-04245551234', '0'.repeat(21)])
      expect(BUYER_PHONE_PATTERN.test(bad)).toBe(false);
  });
});

describe('a raffle figure as a share of its numbers', () => {
  it('is a percentage with one decimal, never past 100', () => {
    expect(soldPercent(3, 100)).toBe(3);
    expect(soldPercent(1, 1000)).toBe(0.1);
    expect(soldPercent(1, 10000)).toBe(0);
    expect(soldPercent(2, 3)).toBe(66.7);
    expect(soldPercent(120, 100)).toBe(100);
    expect(soldPercent(5, 0)).toBe(0);
  });
});
