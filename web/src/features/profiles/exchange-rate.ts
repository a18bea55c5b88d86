import { parseAmount } from '../../lib/format';

const RATE_MAX = 1_000_000;

/** The rate as typed ("245,50"), or null when it is not one: empty means 0 (removed). */
export function parseRate(text: string | undefined): number | null {
  if (!(text ?? '').trim()) return 0;
  const rate = parseAmount(text);
  if (rate === null || rate < 0 || rate > RATE_MAX) return null;
  return Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6 ? rate : null;
}
