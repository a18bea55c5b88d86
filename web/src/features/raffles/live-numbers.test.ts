import { describe, expect, it } from 'vitest';
import type { RealtimeNumbersPayload } from '../../lib/realtime';
import { applyNumbersEvent, newerNumbers } from './live-numbers';

const RAFFLE_ID = '4a1b8d6e-0f3c-4c2a-9b7e-1d2c3e4f5a6b';
const grid = { total_tickets: 100 as const, numbers_version: 4, taken: [3, 17, 50] };

function event(
  numbers_version: number,
  taken: number[],
  freed: number[] = [],
): RealtimeNumbersPayload {
  return { raffle_id: RAFFLE_ID, numbers_version, taken, freed, sold_tickets: 0 };
}

describe('applyNumbersEvent', () => {
  it('applies exactly the next version: taken added, freed removed, in order', () => {
    expect(applyNumbersEvent(grid, event(5, [60, 7], [17]))).toEqual({
      kind: 'apply',
      numbers: { total_tickets: 100, numbers_version: 5, taken: [3, 7, 50, 60] },
    });
  });

  it('ignores a version the grid already has or has passed', () => {
    expect(applyNumbersEvent(grid, event(4, [9]))).toEqual({ kind: 'ignore' });
    expect(applyNumbersEvent(grid, event(2, [9]))).toEqual({ kind: 'ignore' });
  });

  it('re-reads when a version was missed, or when there is no grid yet', () => {
    expect(applyNumbersEvent(grid, event(6, [9]))).toEqual({ kind: 'refetch' });
    expect(applyNumbersEvent(undefined, event(1, [9]))).toEqual({ kind: 'refetch' });
    const cut = { raffle_id: RAFFLE_ID, numbers_version: 5, truncated: true };
    expect(applyNumbersEvent(grid, cut as unknown as RealtimeNumbersPayload)).toEqual({
      kind: 'refetch',
    });
  });
});

describe('newerNumbers', () => {
  it('keeps a newer grid over a late, older read', () => {
    const older = { ...grid, numbers_version: 3, taken: [3] };
    expect(newerNumbers(grid, older)).toBe(grid);
  });

  it('takes a newer read, and keeps the identity of an equal one', () => {
    const newer = { ...grid, numbers_version: 5, taken: [3, 17, 50, 51] };
    expect(newerNumbers(grid, newer)).toEqual(newer);
    expect(newerNumbers(grid, { ...grid, taken: [3, 17, 50] })).toBe(grid);
    expect(newerNumbers(undefined, grid)).toEqual(grid);
  });
});
