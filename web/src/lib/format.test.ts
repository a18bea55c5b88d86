import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDecimal,
  formatMoney,
  formatTicketNumber,
  imageSrcSet,
  parseAmount,
  readPaymentAmount,
} from './format';

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

describe('formatMoney', () => {
  it('writes es-VE money: dot for thousands, comma for decimals, always two decimals', () => {
    expect(formatMoney(1234.56)).toBe('$ 1.234,56');
    expect(formatMoney(5)).toBe('$ 5,00');
    expect(formatMoney(0.5)).toBe('$ 0,50');
    expect(formatMoney(1_000_000)).toBe('$ 1.000.000,00');
    expect(formatMoney(36.5, 'VES')).toBe('Bs 36,50');
  });
});

describe('formatDecimal', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('es-VE', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  it('writes what Intl.NumberFormat es-VE writes, rounding included', () => {
    const values = [
      0, -0, 1, 5, 0.5, 0.125, 1.005, 2.675, 999.995, 1234, 1234.5, 12345.678, 99999.995, 1e6,
      123456789.999, -3, -0.001, -1234.565, 4.8, 4.85, 4.95, 10000,
    ];
    // Amounts as the API sends them (cents) and ratings, plus a spread of larger values.
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 1e8) / 100);
    for (let i = 0; i < 500; i++) values.push(Math.round(Math.random() * 5000) / 1000);
    for (let i = 0; i < 500; i++) values.push(Math.random() * 1e7);
    for (const digits of [0, 1, 2]) {
      const expected = intl(digits);
      for (const value of values) expect(formatDecimal(value, digits)).toBe(expected.format(value));
    }
  });

  it('groups counts by thousands', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(10000)).toBe('10.000');
    expect(formatCount(1_000_000)).toBe('1.000.000');
  });
});

describe('parseAmount', () => {
  it('reads a comma or a dot before one or two digits as the decimal mark', () => {
    expect(parseAmount('2,5')).toBe(2.5);
    expect(parseAmount('5,00')).toBe(5);
    expect(parseAmount('0,50')).toBe(0.5);
    expect(parseAmount('2.50')).toBe(2.5);
    expect(parseAmount('2.5')).toBe(2.5);
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount(' $ 3,75 ')).toBe(3.75);
  });

  it('reads thousands separators as people write them', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('1.000.000')).toBe(1_000_000);
    expect(parseAmount('1.000.000,00')).toBe(1_000_000);
  });

  it('keeps the sign and zero, so they can be refused; answers null for what is not an amount', () => {
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount('12.34.5')).toBeNull();
    expect(parseAmount('2,5,0,0,0')).toBeNull();
  });

  it('reads back what formatAmount writes', () => {
    for (const value of [0.01, 2.5, 999.99, 1234.56, 1_000_000]) {
      expect(parseAmount(formatAmount(value))).toBe(value);
    }
  });
});

const variants = [
  { width: 320, url: '/r-320.webp?v=2' },
  { width: 640, url: '/r-640.webp?v=3' },
];

describe('imageSrcSet', () => {
  it('lists the copies by width, narrowest first as the server sends them', () => {
    expect(imageSrcSet(variants)).toBe('/r-320.webp?v=2 320w, /r-640.webp?v=3 640w');
  });

  it('adds the original as the widest candidate when asked', () => {
    expect(imageSrcSet(variants, '/r.jpg?v=1')).toBe(
      '/r-320.webp?v=2 320w, /r-640.webp?v=3 640w, /r.jpg?v=1 2048w',
    );
  });

  it('is undefined without copies, so the image keeps its src alone', () => {
    expect(imageSrcSet([])).toBeUndefined();
    expect(imageSrcSet([], '/r.jpg?v=1')).toBeUndefined();
  });
});

describe('readPaymentAmount', () => {
  it('reads an amount typed with a comma or a dot, rounded to the cent', () => {
    expect(readPaymentAmount('1.234,56')).toEqual({ amount: 1234.56, problem: null });
    expect(readPaymentAmount('9822.5')).toEqual({ amount: 9822.5, problem: null });
    expect(readPaymentAmount(' 40 ')).toEqual({ amount: 40, problem: null });
  });

  it('says why an amount is refused: empty, not a number, not above 0 with two decimals', () => {
    expect(readPaymentAmount('  ').problem).toBe('required');
    expect(readPaymentAmount(undefined).problem).toBe('required');
    expect(readPaymentAmount('doce').problem).toBe('format');
    expect(readPaymentAmount('0').problem).toBe('positive');
    expect(readPaymentAmount('-5').problem).toBe('positive');
    expect(readPaymentAmount('2,345').problem).toBe('positive');
  });
});
