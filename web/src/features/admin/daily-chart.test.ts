import { describe, expect, it } from 'vitest';
import { barChart } from './daily-chart';

describe('barChart', () => {
  it('scales bars to the highest day, bottom-aligned, side by side', () => {
    const chart = barChart([0, 5, 10], 30, 100, 2);
    expect(chart.max).toBe(10);
    expect(chart.total).toBe(15);
    expect(chart.best).toBe(2);
    expect(chart.bars).toEqual([
      { x: 1, y: 100, width: 8, height: 0 },
      { x: 11, y: 50, width: 8, height: 50 },
      { x: 21, y: 0, width: 8, height: 100 },
    ]);
  });

  it('keeps a small day visible next to a big one, and picks the latest of equal highs', () => {
    const chart = barChart([1, 1000, 1000], 300, 100);
    expect(chart.bars[0]!.height).toBe(2);
    expect(chart.best).toBe(2);
  });

  it('has no best day and no bars when nothing was sold', () => {
    const chart = barChart([0, 0, 0], 30, 100);
    expect(chart.best).toBeNull();
    expect(chart.total).toBe(0);
    expect(chart.bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
