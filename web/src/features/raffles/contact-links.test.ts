import { describe, expect, it } from 'vitest';
import { telUrl, whatsappUrl } from './contact-links';

describe('whatsappUrl', () => {
  it('puts 58 in place of the leading 0 of a Venezuelan number', () => {
    expect(whatsappUrl('0414-1234567')).toBe('https://wa.me/584141234567');
    expect(whatsappUrl('(0261) 765 4321')).toBe('https://wa.me/582617654321');
  });

  it('keeps an international number as its digits', () => {
    expect(whatsappUrl('+58 414 1234567')).toBe('https://wa.me/584141234567');
    expect(whatsappUrl('+1 (305) 555-0100')).toBe('https://wa.me/13055550100');
    expect(whatsappUrl('584141234567')).toBe('https://wa.me/584141234567');
  });

  it('has no link without digits', () => {
    expect(whatsappUrl(' - ')).toBeNull();
  });
});

describe('telUrl', () => {
  it('dials the digits, with the + of an international number', () => {
    expect(telUrl('0414-1234567')).toBe('tel:04141234567');
    expect(telUrl('+58 414 1234567')).toBe('tel:+584141234567');
  });
});
