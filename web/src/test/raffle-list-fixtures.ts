import type { Raffle } from '../lib/raffle';

/** A public raffle as the API sends it, numbered `n` (tests only). */
export function makeRaffle(n: number, overrides: Partial<Raffle> = {}): Raffle {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    title: `Rifa ${n}`,
    description: `Descripción ${n}`,
    image_url: null,
    image_variants: [],
    ticket_price: 2,
    total_tickets: 100,
    sold_tickets: 10,
    end_date: new Date(Date.now() + (n + 1) * 24 * 3600 * 1000).toISOString(),
    status: 'active',
    lottery: 'zulia',
    creator_id: 'c0000000-0000-4000-8000-000000000001',
    is_private: false,
    tags: [],
    winner_id: null,
    winner_number: null,
    reservation_minutes: 1440,
    draw_at: new Date(Date.now() + (n + 1) * 24 * 3600 * 1000).toISOString(),
    unsold_rule: 'next_draw',
    sales_closed_at: null,
    seal_sha256: null,
    result: null,
    prize_confirmed_at: null,
    created_at: new Date(Date.now() - n * 3600 * 1000).toISOString(),
    updated_at: new Date(Date.now() - n * 3600 * 1000).toISOString(),
    creator: {
      id: 'c0000000-0000-4000-8000-000000000001',
      avatar_url: null,
      avatar_thumb_url: null,
      exchange_rate: null,
      exchange_rate_at: null,
      contact: null,
      name: 'Carlos Rifas',
      rating: 4.5,
      rating_count: 12,
      raffles_completed: 0,
      prizes_delivered: 0,
      is_verified: true,
    },
    ...overrides,
  };
}

/** `count` raffles numbered from `from`. */
export function makeRaffles(from: number, count: number): Raffle[] {
  return Array.from({ length: count }, (_, i) => makeRaffle(from + i));
}

/** The query string of the URL a mocked fetch was called with. */
export function requestQuery(input: unknown): URLSearchParams {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, 'http://localhost').searchParams;
}
