import { describe, expect, it } from 'vitest';
import {
  MAX_NUMBERS_PER_PURCHASE,
  blockCount,
  blockLabel,
  blockOf,
  blockRange,
  formatNumberList,
  pickRandomNumbers,
  remainingCapacity,
  selectionReducer,
  selectionTotal,
  type Selection,
} from './number-selection';
import {
  attemptFor,
  isRetryableFailure,
  newIdempotencyKey,
  unavailableNumbers,
} from './purchase-attempt';
import { countdownParts } from '../../lib/countdown';
import { sampleTakenNumbers } from './sample-numbers';
import { ApiError } from '../../lib/api/error';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** A deterministic stand-in for Math.random. */
function seq(seed = 1) {
  let x = seed;
  return () => {
    x = (x * 16807) % 2147483647;
    return (x - 1) / 2147483646;
  };
}

describe('pickRandomNumbers', () => {
  it('picks the asked count of distinct, free, unselected numbers', () => {
    const taken = new Set([1, 2, 3, 50, 99]);
    const selected = [10, 11];
    for (let seed = 1; seed < 40; seed++) {
      const picked = pickRandomNumbers(100, taken, selected, 20, seq(seed));
      expect(picked).toHaveLength(20);
      expect(new Set(picked).size).toBe(20);
      for (const n of picked) {
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(100);
        expect(taken.has(n)).toBe(false);
        expect(selected).not.toContain(n);
      }
      expect(picked).toEqual([...picked].sort((a, b) => a - b));
    }
  });

  it('returns every free number when fewer are free than asked', () => {
    const taken = new Set(range(0, 95));
    expect(pickRandomNumbers(100, taken, [96], 10, seq())).toEqual([95, 97, 98, 99]);
  });

  it('returns nothing when nothing is free', () => {
    expect(pickRandomNumbers(100, new Set(range(0, 100)), [], 5, seq())).toEqual([]);
  });

  it('never goes past 100 numbers in the purchase', () => {
    const selected = range(0, 95);
    expect(pickRandomNumbers(1000, new Set(), selected, 50, seq())).toHaveLength(5);
    expect(pickRandomNumbers(1000, new Set(), range(0, 100), 1, seq())).toEqual([]);
  });

  it('covers the whole range of a 10000 raffle', () => {
    const picked = pickRandomNumbers(10000, new Set(), [], 100, seq(7));
    expect(picked).toHaveLength(100);
    expect(Math.max(...picked)).toBeGreaterThan(1000);
  });

  it('treats a fractional or negative count sensibly', () => {
    expect(pickRandomNumbers(100, new Set(), [], 2.7, seq())).toHaveLength(2);
    expect(pickRandomNumbers(100, new Set(), [], -3, seq())).toEqual([]);
  });
});

describe('selectionReducer', () => {
  it('toggles numbers in and out, keeping them ascending', () => {
    let state: Selection = [];
    state = selectionReducer(state, { type: 'toggle', number: 42 });
    state = selectionReducer(state, { type: 'toggle', number: 7 });
    expect(state).toEqual([7, 42]);
    state = selectionReducer(state, { type: 'toggle', number: 42 });
    expect(state).toEqual([7]);
  });

  it('stops at 100 numbers', () => {
    const full = range(0, MAX_NUMBERS_PER_PURCHASE);
    expect(selectionReducer(full, { type: 'toggle', number: 500 })).toBe(full);
    expect(selectionReducer(full, { type: 'toggle', number: 5 })).toHaveLength(99);
    const added = selectionReducer(range(0, 98), { type: 'add', numbers: [200, 201, 202, 203] });
    expect(added).toHaveLength(100);
    expect(added.slice(-2)).toEqual([200, 201]);
    expect(remainingCapacity(added)).toBe(0);
  });

  it('adds without duplicates, removes and clears', () => {
    let state: Selection = [3];
    state = selectionReducer(state, { type: 'add', numbers: [3, 1, 2] });
    expect(state).toEqual([1, 2, 3]);
    state = selectionReducer(state, { type: 'remove', numbers: [2, 9] });
    expect(state).toEqual([1, 3]);
    expect(selectionReducer(state, { type: 'clear' })).toEqual([]);
  });
});

describe('selectionTotal', () => {
  it('is count × price in cents, without float noise', () => {
    expect(selectionTotal(3, 0.1)).toBe(0.3);
    expect(selectionTotal(7, 2.5)).toBe(17.5);
    expect(selectionTotal(100, 19.99)).toBe(1999);
    expect(selectionTotal(0, 5)).toBe(0);
  });
});

describe('blocks', () => {
  it('splits 1000 and 10000 raffles into blocks of 100', () => {
    expect(blockCount(100)).toBe(1);
    expect(blockCount(1000)).toBe(10);
    expect(blockCount(10000)).toBe(100);
    expect(blockRange(3, 1000)).toEqual([300, 399]);
    expect(blockLabel(0, 100)).toBe('00–99');
    expect(blockLabel(0, 1000)).toBe('000–099');
    expect(blockLabel(5, 10000)).toBe('0500–0599');
    expect(blockLabel(99, 10000)).toBe('9900–9999');
    expect(blockOf(427)).toBe(4);
  });

  it('formats number lists zero-padded', () => {
    expect(formatNumberList([7, 21, 42], 100)).toBe('07, 21, 42');
    expect(formatNumberList([7], 10000)).toBe('0007');
  });
});

describe('purchase attempts', () => {
  it('reuses the key for the same numbers and makes a new one otherwise', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = attemptFor(null, [1, 2], make);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, [1, 2], make)).toBe(first);
    expect(attemptFor(first, [1, 2, 3], make).key).toBe('key-2');
  });

  it('makes UUID v4 keys', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('retries only failures that may not have reached the server', () => {
    const err = (status: number, code = 'x') => new ApiError({ code, message: 'm', status });
    expect(isRetryableFailure(err(0, 'network_error'))).toBe(true);
    expect(isRetryableFailure(err(503))).toBe(true);
    expect(isRetryableFailure(err(429))).toBe(true);
    expect(isRetryableFailure(err(409, 'numbers_unavailable'))).toBe(false);
    expect(isRetryableFailure(err(401))).toBe(false);
  });

  it('reads the taken numbers of a 409', () => {
    const conflict = new ApiError({
      code: 'numbers_unavailable',
      message: 'Algunos números ya no están disponibles',
      status: 409,
      details: { numbers: [21, 42] },
    });
    expect(unavailableNumbers(conflict)).toEqual([21, 42]);
    expect(unavailableNumbers(new Error('x'))).toEqual([]);
  });
});

describe('countdownParts', () => {
  it('splits the time left and stops at zero', () => {
    const now = Date.parse('2026-11-21T10:00:00.000Z');
    expect(countdownParts('2026-11-23T13:04:05.000Z', now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false,
    });
    expect(countdownParts('2026-11-20T00:00:00.000Z', now).ended).toBe(true);
  });
});

describe('sampleTakenNumbers', () => {
  it('marks sold_tickets numbers, the same every time', () => {
    const raffle = { id: 'sample-moto', total_tickets: 1000 as const, sold_tickets: 412 };
    const taken = sampleTakenNumbers(raffle);
    expect(taken.size).toBe(412);
    expect([...sampleTakenNumbers(raffle)]).toEqual([...taken]);
  });
});
