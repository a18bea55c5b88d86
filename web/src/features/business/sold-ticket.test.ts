import { describe, expect, it } from 'vitest';
import { canSettle } from './sold-ticket';

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
