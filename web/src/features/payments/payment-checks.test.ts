import { describe, expect, it } from 'vitest';
import { amountCheck, duplicateFlagText, groupFlags } from './payment-checks';
import type { DuplicateFlag } from './pending-payment';

const usd = { currency: 'USD' as const, exchange_rate: null };

describe('amountCheck', () => {
  it('says how much is missing when the report is short, in the reported currency', () => {
    const check = amountCheck({ ...usd, amount: 3.5, expected_amount: 5, shortfall: 1.5 }, 5);
    expect(check).toEqual({
      expected: '$ 5,00',
      reported: '$ 3,50',
      rate: null,
      short: 'Faltan $ 1,50',
      over: null,
    });
  });

  it('is complete when the amount covers the price, and counts an excess in cents', () => {
    expect(amountCheck({ ...usd, amount: 5, expected_amount: 5, shortfall: 0 }, 5)).toMatchObject({
      short: null,
      over: null,
    });
    // 0.1 + 0.2 style sums must not show a phantom cent.
    expect(
      amountCheck({ ...usd, amount: 0.3, expected_amount: 0.1 + 0.2, shortfall: 0 }, 0.3).over,
    ).toBeNull();
    expect(amountCheck({ ...usd, amount: 6.1, expected_amount: 5, shortfall: 0 }, 5).over).toBe(
      'Pagó $ 1,10 de más',
    );
  });

  it('shows bolívares with the dollar price and the rate used', () => {
    const check = amountCheck(
      {
        currency: 'VES',
        exchange_rate: 245.5,
        amount: 1200,
        expected_amount: 1227.5,
        shortfall: 27.5,
      },
      5,
    );
    expect(check.expected).toBe('Bs 1.227,50');
    expect(check.reported).toBe('Bs 1.200,00');
    expect(check.short).toBe('Faltan Bs 27,50');
    expect(check.rate).toBe('equivale a $ 5,00, tasa Bs 245,50 por dólar');
  });
});

const flag = (extra: Partial<DuplicateFlag>): DuplicateFlag => ({
  kind: 'reference',
  same_creator: true,
  reported_at: '2026-11-20T14:05:00.000Z',
  ticket_id: '0b8f2c1e-1111-4e9f-a1c3-5d6e7f809a1b',
  raffle_title: 'Moto 2027',
  buyer_name: 'Luis Díaz',
  screenshot_url: '/storage/v1/object/sign/verification-documents/x.jpg?token=t',
  distance: null,
  ...extra,
});

describe('duplicateFlagText', () => {
  it('names the earlier ticket of the same creator', () => {
    expect(duplicateFlagText(flag({}))).toMatch(
      /^Referencia ya usada en el ticket de Luis Díaz \(Moto 2027\), reportado el 20 nov 2026, \d\d:\d\d\.$/,
    );
    expect(duplicateFlagText(flag({ kind: 'same_image' }))).toMatch(
      /^La misma imagen ya se usó en otro pago: el ticket de Luis Díaz \(Moto 2027\)/,
    );
    expect(duplicateFlagText(flag({ kind: 'similar_image', distance: 3 }))).toMatch(
      /^Una imagen casi idéntica ya se usó en el ticket de Luis Díaz \(Moto 2027\)/,
    );
  });

  it('says "otro comprador" when the earlier buyer has no name, and leaves out a missing raffle', () => {
    expect(duplicateFlagText(flag({ buyer_name: '  ', raffle_title: null }))).toMatch(
      /^Referencia ya usada en el ticket de otro comprador, reportado el /,
    );
  });

  it('for another creator only says it was seen in another raffle, and when', () => {
    const other = flag({
      kind: 'same_image',
      same_creator: false,
      ticket_id: null,
      raffle_title: null,
      buyer_name: null,
      screenshot_url: null,
    });
    expect(duplicateFlagText(other)).toBe(
      'La misma imagen ya se usó en otro pago, en otra rifa, el 20 nov 2026.',
    );
    expect(duplicateFlagText({ ...other, kind: 'similar_image', distance: 4 })).toBe(
      'Una imagen casi idéntica ya se usó en otro pago, en otra rifa, el 20 nov 2026.',
    );
  });
});

describe('groupFlags', () => {
  it('puts the signs of one earlier ticket together and keeps another creator apart', () => {
    const other = flag({
      kind: 'similar_image',
      same_creator: false,
      ticket_id: null,
      buyer_name: null,
      screenshot_url: null,
    });
    const later = flag({ ticket_id: '2c9f3d2e-2222-4e9f-a1c3-5d6e7f809a1b', screenshot_url: null });
    const groups = groupFlags([flag({}), other, flag({ kind: 'same_image' }), later, { ...other }]);
    expect(groups.map((g) => [g.ticketId, g.flags.map((f) => f.kind)])).toEqual([
      ['0b8f2c1e-1111-4e9f-a1c3-5d6e7f809a1b', ['reference', 'same_image']],
      [null, ['similar_image']],
      ['2c9f3d2e-2222-4e9f-a1c3-5d6e7f809a1b', ['reference']],
      [null, ['similar_image']],
    ]);
    expect(groups[0]).toMatchObject({
      buyerName: 'Luis Díaz',
      screenshotUrl: '/storage/v1/object/sign/verification-documents/x.jpg?token=t',
    });
    expect(groups[1]).toMatchObject({ buyerName: null, screenshotUrl: null });
  });
});
