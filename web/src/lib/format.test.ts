import { describe, expect, it } from 'vitest';
import { formatDate, formatTicketNumber } from './format';

describe('formatTicketNumber', () => {
  it('pads to the width of the raffle (00–99, 000–999, 0000–9999)', () => {
    expect(formatTicketNumber(7, 100)).toBe('07');
    expect(formatTicketNumber(7, 1000)).toBe('007');
    expect(formatTicketNumber(27, 10000)).toBe('0027');
    expect(formatTicketNumber(9999, 10000)).toBe('9999');
  });
});

describe('formatDate', () => {
  it('uses Spanish month names', () => {
    expect(formatDate('2026-11-21T15:04:05Z')).toMatch(/^21 nov\.? 2026$/);
  });
});
