import { describe, expect, it } from 'vitest';
import { normalizePhone, whatsappLink, whatsappShareLink } from './whatsapp';

describe('normalizePhone', () => {
  it.each([
    ['0414-1234567', '+584141234567'],
    ['04141234567', '+584141234567'],
    ['0414 123 4567', '+584141234567'],
    ['(0414) 123.45.67', '+584141234567'],
    ['414 123 4567', '+584141234567'],
    ['4141234567', '+584141234567'],
    ['+58 414 1234567', '+584141234567'],
    ['+58 (414) 123-4567', '+584141234567'],
    ['58414-1234567', '+584141234567'],
    ['584141234567', '+584141234567'],
    ['  0424-555 12 34 ', '+584245551234'],
    ['0261-7654321', '+582617654321'],
  ])('reads the Venezuelan number %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it('keeps a number of another country written with its +', () => {
    expect(normalizePhone('+1 (305) 555-0100')).toBe('+13055550100');
    expect(normalizePhone('+34 612 345 678')).toBe('+34612345678');
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    '0414-123456', // a digit short
    '0414-12345678', // a digit too many
    '+58 414 123456',
    '5841412345678',
    '414123456',
    '0514-1234567', // not a mobile or landline area code
    '0414-ABC4567',
    '0414+1234567',
    '+0 414 1234567',
    '1234',
  ])('gives nothing for %s', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the normalised number and the text encoded', () => {
    expect(whatsappLink('0414-1234567', 'Hola María: ¿pagaste? 50% & más')).toBe(
      `https://wa.me/584141234567?text=${encodeURIComponent('Hola María: ¿pagaste? 50% & más')}`,
    );
    expect(whatsappLink('+58 414 1234567')).toBe('https://wa.me/584141234567');
  });

  it('has no link for a phone that cannot be normalised', () => {
    expect(whatsappLink('12', 'Hola')).toBeNull();
    expect(whatsappLink('', 'Hola')).toBeNull();
    expect(whatsappLink(null, 'Hola')).toBeNull();
  });
});

describe('whatsappShareLink', () => {
  it('lets the sender choose the chat', () => {
    expect(whatsappShareLink('Mira: https://rifa.test/t/abc')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Mira: https://rifa.test/t/abc')}`,
    );
  });
});
