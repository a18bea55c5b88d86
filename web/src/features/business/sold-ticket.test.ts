import { describe, expect, it } from 'vitest';
import { canCancelOnline, canSettle } from './sold-ticket';

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

describe('cancelling an online ticket from the back-office', () => {
  const online = {
    status: 'pending' as const,
    sold_by: null,
    raffle: { status: 'active' as const },
  };
  it('is for pending or paid online tickets of a raffle still selling', () => {
    expect(canCancelOnline(online)).toBe(true);
    expect(canCancelOnline({ ...online, status: 'paid' })).toBe(true);
    expect(canCancelOnline({ ...online, raffle: { status: 'waiting' } })).toBe(true);
    expect(canCancelOnline({ ...online, status: 'cancelled' })).toBe(false);
    expect(canCancelOnline({ ...online, sold_by: 'cashier-1' })).toBe(false);
    expect(canCancelOnline({ ...online, raffle: { status: 'completed' } })).toBe(false);
    expect(canCancelOnline({ ...online, raffle: { status: 'cancelled' } })).toBe(false);
  });
});
