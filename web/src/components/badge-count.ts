/**
 * Text of an unread-count badge: nothing at 0 (or below, or not a number), the number from 1 to 9,
 * and '9+' above 9 (spec §2, §9).
 */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > 9 ? '9+' : String(whole);
}
