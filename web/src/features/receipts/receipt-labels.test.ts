import { describe, expect, it } from 'vitest';
import type { Receipt } from './api/receipt';
import { receiptSealLabel, receiptStatusLabel } from './receipt-labels';

const sealed = (in_seal: Receipt['in_seal'], seal: string | null = 'ab'.repeat(32)) => ({
  in_seal,
  raffle: { seal_sha256: seal } as Receipt['raffle'],
});

describe('receiptStatusLabel', () => {
  it('names each status as a buyer reads it', () => {
    expect(receiptStatusLabel('paid')).toBe('Pagado');
    expect(receiptStatusLabel('pending')).toBe('Pendiente de pago');
    expect(receiptStatusLabel('cancelled')).toBe('Cancelado');
  });
});

describe('receiptSealLabel', () => {
  it('says the list is not sealed yet while there is no seal', () => {
    expect(receiptSealLabel(sealed(null, null))).toBe(
      'Los números vendidos se sellan cuando cierran las ventas.',
    );
  });

  it('says how the ticket stands in the sealed list', () => {
    expect(receiptSealLabel(sealed('paid'))).toBe('En la lista sellada como pagado');
    expect(receiptSealLabel(sealed('pending'))).toBe('En la lista sellada como pendiente de pago');
    expect(receiptSealLabel(sealed(null))).toBe('No está en la lista sellada');
  });
});
