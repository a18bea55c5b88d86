import { describe, expect, it } from 'vitest';
import { LOTTERIES, TOTAL_TICKETS_OPTIONS } from '../lib/raffle';
import {
  SAMPLE_RAFFLES,
  buildSampleRaffles,
  findSampleRaffle,
  isSampleRaffleId,
  sampleRafflesFor,
} from './sample-raffles';

describe('sample raffles', () => {
  it('cover the five lotteries, the three sizes and the active, sold-out and finished states', () => {
    expect(new Set(SAMPLE_RAFFLES.map((r) => r.lottery))).toEqual(new Set(LOTTERIES));
    expect(new Set(SAMPLE_RAFFLES.map((r) => r.total_tickets))).toEqual(
      new Set(TOTAL_TICKETS_OPTIONS),
    );
    const statuses = new Set(SAMPLE_RAFFLES.map((r) => r.status));
    expect(statuses).toEqual(new Set(['active', 'waiting', 'completed']));
  });

  it('are valid raffles: unique sample- ids, sales within the size, no remote images', () => {
    const ids = SAMPLE_RAFFLES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const raffle of SAMPLE_RAFFLES) {
      expect(raffle.id).toMatch(/^sample-/);
      expect(isSampleRaffleId(raffle.id)).toBe(true);
      expect(raffle.image_url).toBeNull();
      expect(raffle.is_private).toBe(false);
      expect(raffle.title.length).toBeGreaterThan(0);
      expect(raffle.ticket_price).toBeGreaterThan(0);
      expect(raffle.sold_tickets).toBeGreaterThanOrEqual(0);
      expect(raffle.sold_tickets).toBeLessThanOrEqual(raffle.total_tickets);
      expect(raffle.creator_id).toBe(raffle.creator.id);
      expect(Number.isNaN(Date.parse(raffle.end_date))).toBe(false);
      expect(Date.parse(raffle.created_at)).toBeLessThan(Date.parse(raffle.end_date));
      if (raffle.status === 'waiting') expect(raffle.sold_tickets).toBe(raffle.total_tickets);
      if (raffle.status === 'completed') {
        expect(raffle.winner_id).not.toBeNull();
        expect(raffle.winner_number).not.toBeNull();
        expect(raffle.winner_number).toBeGreaterThanOrEqual(0);
        expect(raffle.winner_number).toBeLessThan(raffle.total_tickets);
      } else {
        expect(raffle.winner_id).toBeNull();
        expect(raffle.winner_number).toBeNull();
      }
    }
  });

  it('date the active ones in the future of any now, the finished ones in its past', () => {
    const now = new Date('2031-05-01T12:00:00Z');
    const raffles = buildSampleRaffles(now);
    for (const raffle of raffles) {
      if (raffle.status === 'active') expect(Date.parse(raffle.end_date)).toBeGreaterThan(+now);
      if (raffle.status === 'completed') expect(Date.parse(raffle.end_date)).toBeLessThan(+now);
      expect(Date.parse(raffle.created_at)).toBeLessThan(+now);
    }
    // Newest first, like the API.
    const created = raffles.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('are found by id and filtered by status', () => {
    const first = SAMPLE_RAFFLES[0];
    expect(first).toBeDefined();
    expect(findSampleRaffle(first?.id ?? '')).toBe(first);
    expect(findSampleRaffle('sample-nope')).toBeUndefined();
    expect(isSampleRaffleId('3f1c0b3e-0000-4000-8000-000000000000')).toBe(false);
    expect(sampleRafflesFor('all')).toHaveLength(SAMPLE_RAFFLES.length);
    expect(sampleRafflesFor('waiting').every((r) => r.status === 'waiting')).toBe(true);
    expect(sampleRafflesFor('completed').length).toBeGreaterThan(0);
  });
});
