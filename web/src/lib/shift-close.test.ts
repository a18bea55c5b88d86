import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs';
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
