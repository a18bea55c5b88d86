import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { canSettle } from './sold-ticket';
import { countedOf, dayPeriod } from './shift-close';

describe('the shift close', () => {
  it("covers the chosen day, from its midnight to the next one's", () => {
    const day = dayjs('2030-01-15T15:30:00');
    const { from, to } = dayPeriod(day);
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(24 * 3600 * 1000);
    expect(dayjs(from).format('YYYY-MM-DD HH:mm')).toBe('2030-01-15 00:00');
  });

  it('counts every method asked, a blank one as 0, to the cent', () => {
    expect(countedOf(['efectivo_bs', 'zelle'], { efectivo_bs: 182.499, zelle: null })).toEqual([
      { method: 'efectivo_bs', amount: 182.5 },
      { method: 'zelle', amount: 0 },
    ]);
  });
});

describe('settling a counter sale', () => {
  const sale = { status: 'pending' as const, sold_by: 'cashier-1' };
  it('is for the owner and the one who sold it, while pending', () => {
    expect(canSettle(sale, { userId: 'cashier-1', owner: false })).toBe(true);
    expect(canSettle(sale, { userId: 'owner', owner: true })).toBe(true);
    expect(canSettle(sale, { userId: 'cashier-2', owner: false })).toBe(false);
    expect(canSettle({ ...sale, status: 'paid' }, { userId: 'owner', owner: true })).toBe(false);
    expect(canSettle({ ...sale, sold_by: null }, { userId: 'owner', owner: true })).toBe(false);
  });
});
