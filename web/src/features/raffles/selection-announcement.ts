import { formatMoney } from '../../lib/format';
import { es } from '../../locales/es';
import { formatNumberList, selectionTotal, type Selection } from './number-selection';

/**
 * What a screen reader hears when the selection changes (the raffle page's live region): the
 * numbers added or removed, those someone else bought that left it, then the count and the total.
 * Numbers that left because the buyer just bought them (`bought`) are said as bought, with no
 * "no numbers selected" after them. Empty when nothing changed.
 */
export function selectionAnnouncement(
  previous: Selection,
  next: Selection,
  lost: readonly number[],
  total: number,
  ticketPrice: number,
  bought: readonly number[] = [],
): string {
  const t = es.purchase.announce;
  const before = new Set(previous);
  const after = new Set(next);
  const gone = new Set(lost);
  const mine = new Set(bought);
  const added = next.filter((n) => !before.has(n));
  const removed = previous.filter((n) => !after.has(n) && !gone.has(n) && !mine.has(n));
  const taken = previous.filter((n) => gone.has(n));
  const held = previous.filter((n) => !after.has(n) && mine.has(n));
  const parts: string[] = [];
  if (held.length > 0) parts.push(t.bought(formatNumberList(held, total), held.length));
  if (taken.length > 0) parts.push(t.lost(formatNumberList(taken, total), taken.length));
  if (added.length > 0) parts.push(t.added(formatNumberList(added, total), added.length));
  if (removed.length > 0) parts.push(t.removed(formatNumberList(removed, total), removed.length));
  if (parts.length === 0) return '';
  const count = next.length;
  if (count === 0 && held.length > 0 && parts.length === 1) return parts[0]!;
  parts.push(
    count === 0 ? t.empty : t.summary(count, formatMoney(selectionTotal(count, ticketPrice))),
  );
  return parts.join(' ');
}
