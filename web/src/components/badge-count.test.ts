import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [25, '9+'],
    [1000, '9+'],
  ])('%i → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });

  it('shows nothing for negative or non-numeric counts', () => {
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
