import type { Dayjs } from 'dayjs';
import type { Schemas } from './api/client';

export type ShiftTotals = Schemas['ShiftTotals'];
export type ShiftClose = Schemas['ShiftClose'];
export type ShiftMethod = Schemas['ShiftMethod'];
export type ShiftCloseCreate = Schemas['ShiftCloseCreate'];

/**
 * The shift close (cierre de caja) as the business's counter and a raffle's sellers share it: the
 * contract's types and the form's arithmetic.
 */

/** A shift's period: the chosen day, from its local midnight to the next one, as RFC 3339 instants. */
export function dayPeriod(day: Dayjs): { from: string; to: string } {
  const start = day.startOf('day');
  return { from: start.toISOString(), to: start.add(1, 'day').toISOString() };
}

/** The methods a close asks to count: every method with sales, in the server's order. */
export function methodsToCount(totals: ShiftTotals): ShiftMethod[] {
  return totals.methods.map((m) => m.method);
}

/** What the form counted, as the request's `counted` (a blank field counts 0). */
export function countedOf(
  methods: readonly ShiftMethod[],
  values: Partial<Record<ShiftMethod, number | null>>,
): { method: ShiftMethod; amount: number }[] {
  return methods.map((method) => ({
    method,
    amount: Math.round((values[method] ?? 0) * 100) / 100,
  }));
}

/** The file a close's CSV is saved as: `cierre-YYYY-MM-DD.csv` (its period's first day). */
export function closeFileName(close: ShiftClose): string {
  return `cierre-${close.from.slice(0, 10)}.csv`;
}
