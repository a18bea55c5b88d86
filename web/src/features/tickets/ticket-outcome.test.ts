import { describe, expect, it } from 'vitest';
import type { TicketWithRaffle } from '../../lib/ticket';
import { awaitsPayment, canRateOrganiser, receiptUrl, ticketOutcome } from './ticket-outcome';

type Raffle = TicketWithRaffle['raffle'];

function ticket(
  status: TicketWithRaffle['status'],
  numbers: number[],
  raffle: Partial<Raffle>,
  rating: number | null = null,
) {
  return {
    status,
    numbers,
    rating,
    raffle: { status: 'completed', winner_number: 42, ...raffle } as Raffle,
  };
}

describe('ticketOutcome', () => {
  it('is won for a paid ticket holding the winning number', () => {
    expect(ticketOutcome(ticket('paid', [7, 42], {}))).toBe('won');
  });

  it('is lost for a paid ticket without it, and for a pending ticket holding it', () => {
    expect(ticketOutcome(ticket('paid', [7, 41], {}))).toBe('lost');
    expect(ticketOutcome(ticket('pending', [42], {}))).toBe('lost');
  });

  it('is lost when the raffle ended without a winner', () => {
    expect(ticketOutcome(ticket('paid', [0], { winner_number: null }))).toBe('lost');
  });

  it('is nothing before the draw, or for a cancelled ticket', () => {
    expect(ticketOutcome(ticket('paid', [42], { status: 'waiting' }))).toBeNull();
    expect(
      ticketOutcome(ticket('paid', [42], { status: 'active', winner_number: null })),
    ).toBeNull();
    expect(ticketOutcome(ticket('cancelled', [42], {}))).toBeNull();
  });
});

describe('canRateOrganiser', () => {
  it('lets a paid ticket of a completed raffle rate once', () => {
    expect(canRateOrganiser(ticket('paid', [1], {}))).toBe(true);
    expect(canRateOrganiser(ticket('paid', [1], {}, 4))).toBe(false);
  });

  it('refuses an unpaid ticket or a raffle not completed', () => {
    expect(canRateOrganiser(ticket('pending', [1], {}))).toBe(false);
    expect(canRateOrganiser(ticket('paid', [1], { status: 'waiting' }))).toBe(false);
  });
});

it('receiptUrl is the origin and /t/{code}', () => {
  expect(receiptUrl('https://rifa.example', 'ab12')).toBe('https://rifa.example/t/ab12');
});

describe('awaitsPayment', () => {
  it('is a held ticket with no payment reported, or with the reported one rejected', () => {
    expect(awaitsPayment({ status: 'pending', payment_status: null })).toBe(true);
    expect(awaitsPayment({ status: 'pending', payment_status: 'rejected' })).toBe(true);
    expect(awaitsPayment({ status: 'pending', payment_status: 'pending' })).toBe(false);
    // Paid in part: the rest is still owed.
    expect(awaitsPayment({ status: 'pending', payment_status: 'verified' })).toBe(true);
    expect(awaitsPayment({ status: 'paid', payment_status: 'verified' })).toBe(false);
    expect(awaitsPayment({ status: 'cancelled', payment_status: null })).toBe(false);
  });
});
