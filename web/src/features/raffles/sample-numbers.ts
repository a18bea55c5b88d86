import type { Raffle } from '../../lib/raffle';
import { sampleDistinct } from './number-selection';

/** A small seeded generator (mulberry32): the same sample raffle always shows the same numbers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The "sold" numbers of a built-in sample raffle (which never reaches the API): `sold_tickets`
 * numbers spread over the grid, the same on every visit.
 */
export function sampleTakenNumbers(
  raffle: Pick<Raffle, 'id' | 'total_tickets' | 'sold_tickets'>,
): Set<number> {
  const pool = Array.from({ length: raffle.total_tickets }, (_, n) => n);
  return new Set(sampleDistinct(pool, raffle.sold_tickets, seeded(hash(raffle.id))));
}
