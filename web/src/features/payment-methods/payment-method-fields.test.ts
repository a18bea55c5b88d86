import { describe, expect, it } from 'vitest';
import { buildDetails, summarizeDetails, validateDetails } from './payment-method-fields';

describe('payment-method form per type', () => {
  it('pago_movil needs bank, phone 0414-1234567 and id V-12345678', () => {
    expect(validateDetails('pago_movil', {})).toEqual({
      bank: 'Este campo es obligatorio',
      phone: 'Este campo es obligatorio',
      id_number: 'Este campo es obligatorio',
    });
    expect(
      validateDetails('pago_movil', {
        bank: 'Banesco',
        phone: '04141234567',
        id_number: 'X-12',
      }),
    ).toEqual({
      phone: 'Usa el formato 0414-1234567',
      id_number: 'Escribe la cédula o el RIF, por ejemplo V-18.456.789',
    });
    // The cédula as people write it: the server stores it as V-18456789.
    for (const id of ['V-18.456.789', 'v 18456789', '18.456.789', 'J-12345678-9'])
      expect(
        validateDetails('pago_movil', { bank: 'Banesco', phone: '0414-1234567', id_number: id }),
      ).toEqual({});
    expect(
      validateDetails('pago_movil', {
        bank: 'Banesco',
        phone: '0414-1234567',
        id_number: 'V-12345678',
      }),
    ).toEqual({});
  });

  it('transferencia needs a 20-digit account, holder and id', () => {
    expect(
      validateDetails('transferencia', {
        bank: 'Mercantil',
        account_number: '0105-1234',
        holder: 'Ana',
        id_number: 'V-12345678',
      }),
    ).toEqual({ account_number: 'El número de cuenta debe tener 20 dígitos' });
    expect(
      buildDetails('transferencia', {
        bank: ' Mercantil ',
        account_number: '0105 0000 1234 5678 9012',
        holder: 'Ana Pérez',
        id_number: 'v-12345678',
        phone: 'ignored',
      }),
    ).toEqual({
      bank: 'Mercantil',
      account_number: '01050000123456789012',
      holder: 'Ana Pérez',
      id_number: 'V-12345678',
    });
  });

  it('zelle needs a valid email and holder', () => {
    expect(validateDetails('zelle', { email: 'ana@', holder: '' })).toEqual({
      email: 'Ingresa un correo electrónico válido',
      holder: 'Este campo es obligatorio',
    });
    expect(validateDetails('zelle', { email: 'ana@ejemplo.com', holder: 'Ana' })).toEqual({});
  });

  it('efectivo has optional notes only', () => {
    expect(validateDetails('efectivo', {})).toEqual({});
    expect(buildDetails('efectivo', { notes: '  ', bank: 'x' })).toEqual({});
    expect(buildDetails('efectivo', { notes: 'En la tienda' })).toEqual({ notes: 'En la tienda' });
    expect(validateDetails('efectivo', { notes: 'x'.repeat(501) })).toEqual({
      notes: 'Las notas pueden tener hasta 500 caracteres',
    });
  });

  it('summarizes the details of a type in form order', () => {
    expect(
      summarizeDetails('pago_movil', { id_number: 'V-1', bank: 'Banesco', phone: '0414-1234567' }),
    ).toBe('Banesco · 0414-1234567 · V-1');
  });
});
