import { describe, expect, it } from 'vitest';
import {
  counterReceiptLink,
  holdEndingLink,
  paymentRejectedLink,
  paymentVerifiedLink,
  shareRaffleLink,
  shareReceiptLink,
  toCreatorLink,
  winnerLink,
} from './whatsapp-messages';

const origin = 'https://rifa.test';
const raffle = {
  id: 'r1',
  title: 'Moto Bera',
  total_tickets: 100 as const,
  ticket_price: 5,
  lottery: 'zulia' as const,
  draw_at: '2026-12-20T23:00:00Z',
  winner_number: 42,
  result: null,
};
const ticket = {
  numbers: [7, 42],
  buyer_name: 'María Pérez',
  buyer_phone: '0414-1234567',
  receipt_code: 'abc123',
  expires_at: '2026-12-01T15:30:00Z',
};

/** The text a wa.me link carries. */
function textOf(link: string | null): string {
  expect(link).not.toBeNull();
  return new URL(link ?? '').searchParams.get('text') ?? '';
}

describe('messages to a buyer', () => {
  it('go to the buyer normalised to +58 with her first name and numbers', () => {
    const link = holdEndingLink(ticket, raffle);
    expect(link).toMatch(/^https:\/\/wa\.me\/584141234567\?text=/);
    expect(textOf(link)).toMatch(
      /^Hola María, te escribo por la rifa «Moto Bera»\. Tus números 07, 42 están apartados hasta el /,
    );
  });

  it('carry the receipt when the payment is verified, the reason when rejected', () => {
    expect(textOf(paymentVerifiedLink(ticket, raffle, origin))).toContain(
      'Tu recibo: https://rifa.test/t/abc123',
    );
    expect(textOf(paymentRejectedLink(ticket, raffle, ' La referencia no aparece '))).toContain(
      'Motivo: La referencia no aparece.',
    );
    expect(textOf(counterReceiptLink(ticket, raffle, origin))).toBe(
      'Hola María, gracias por tu compra en la rifa «Moto Bera». Tus números: 07, 42. Tu recibo: https://rifa.test/t/abc123',
    );
  });

  it('tell the winner the number and the result', () => {
    expect(
      textOf(winnerLink(ticket, { ...raffle, result: { lottery_result: '5142' } as never })),
    ).toContain('Tu número 42 ganó la rifa «Moto Bera». Resultado del sorteo: ');
  });

  it('are not there when the buyer has no phone that normalises, or no hold', () => {
    expect(holdEndingLink({ ...ticket, buyer_phone: '' }, raffle)).toBeNull();
    expect(paymentVerifiedLink({ ...ticket, buyer_phone: '1234' }, raffle, origin)).toBeNull();
    expect(holdEndingLink({ ...ticket, expires_at: null }, raffle)).toBeNull();
    expect(winnerLink(ticket, { ...raffle, winner_number: null })).toBeNull();
  });
});

describe('messages to anyone', () => {
  it('share the raffle with price, lottery and draw date', () => {
    const link = shareRaffleLink(raffle, origin);
    expect(link).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = textOf(link);
    expect(text).toMatch(
      /^Participa en la rifa «Moto Bera»: cada número cuesta \$ 5,00 y se sortea con /,
    );
    expect(text).toContain(' el 20 dic 2026');
    expect(text).toMatch(/https:\/\/rifa\.test\/app\/raffle\/r1$/);
  });

  it('share a ticket receipt', () => {
    expect(textOf(shareReceiptLink(ticket, raffle, origin))).toBe(
      'Estos son mis números de la rifa «Moto Bera»: 07, 42. Compruébalo en mi recibo: https://rifa.test/t/abc123',
    );
  });

  it('write the creator from the winner', () => {
    expect(textOf(toCreatorLink('+58 424 5551234', raffle, 42))).toBe(
      'Hola, gané la rifa «Moto Bera» con el número 42. ¿Cómo coordinamos la entrega del premio?',
    );
    expect(toCreatorLink(null, raffle, 42)).toBeNull();
  });
});
