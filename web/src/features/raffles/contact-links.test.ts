import { describe, expect, it } from 'vitest';
import { telUrl } from './contact-links';

describe('telUrl', () => {
  it('dials the digits, with the + of an international number', () => {
    expect(telUrl('0414-1234567')).toBe('tel:04141234567');
    expect(telUrl('+58 414 1234567')).toBe('tel:+584141234567');
  });
});
