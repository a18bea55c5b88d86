import { replaceEqualDeep } from '@tanstack/react-query';
import type { RealtimeNumbersPayload } from '../../lib/realtime';
import type { RaffleNumbers } from '../../lib/ticket';

/**
 * What a `raffle.numbers` event does to the cached grid: `apply` when it is exactly the next
 * version (its numbers taken and freed), `ignore` when the grid already has that version or a
 * newer one, `refetch` when events were missed, the payload lacks its numbers (cut to its ids
 * between instances), or there is no grid yet to apply it to.
 */
export type NumbersUpdate =
  { kind: 'apply'; numbers: RaffleNumbers } | { kind: 'ignore' } | { kind: 'refetch' };

export function applyNumbersEvent(
  current: RaffleNumbers | undefined,
  event: RealtimeNumbersPayload,
): NumbersUpdate {
  if (current === undefined) return { kind: 'refetch' };
  if (event.numbers_version <= current.numbers_version) return { kind: 'ignore' };
  // Missed events, or a payload cut to its ids (too large to pass between instances).
  const complete = Array.isArray(event.taken) && Array.isArray(event.freed);
  if (event.numbers_version !== current.numbers_version + 1 || !complete) {
    return { kind: 'refetch' };
  }
  const taken = new Set(current.taken);
  for (const n of event.freed) taken.delete(n);
  for (const n of event.taken) taken.add(n);
  return {
    kind: 'apply',
    numbers: {
      ...current,
      numbers_version: event.numbers_version,
      taken: [...taken].sort((a, b) => a - b),
    },
  };
}

/**
 * The grid to keep after a read (TanStack Query's `structuralSharing`): a late answer never takes
 * it back to an older version than an event already brought; an equal one keeps its identity.
 */
export function newerNumbers(old: unknown, next: unknown): unknown {
  const before = old as RaffleNumbers | undefined;
  const after = next as RaffleNumbers;
  if (before !== undefined && before.numbers_version > after.numbers_version) return before;
  return replaceEqualDeep(old, next);
}
