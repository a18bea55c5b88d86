import { MAX_NUMBERS_PER_PURCHASE, type Selection } from './number-selection';

/**
 * The numbers a buyer chose on a raffle, kept in the tab's sessionStorage while they sign in or
 * register, so they are still selected on coming back (issue 35). One key per raffle.
 */
export const selectionKey = (raffleId: string) => `rifa:selection:${raffleId}`;

/** The kept selection: distinct whole numbers of 0 … total-1, ascending, at most 100; else none. */
export function readSelection(storage: Storage | null, raffleId: string, total: number): Selection {
  let raw: string | null;
  try {
    raw = storage?.getItem(selectionKey(raffleId)) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const numbers = new Set<number>();
  for (const n of value) {
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < total) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b).slice(0, MAX_NUMBERS_PER_PURCHASE);
}

/**
 * The selection a raffle's page starts with: the kept one, or else the numbers of its address's
 * `?n=1,5` (where the sign-in page comes back to after the page as HTML sent a selection without
 * script: server/src/features/raffles/raffle_page.cpp).
 */
export function keptSelection(
  storage: Storage | null,
  raffleId: string,
  total: number,
  search: string,
): Selection {
  const kept = readSelection(storage, raffleId, total);
  if (kept.length > 0) return kept;
  const numbers = new Set<number>();
  for (const part of (new URLSearchParams(search).get('n') ?? '').split(',')) {
    const n = /^\d{1,5}$/.test(part) ? Number(part) : -1;
    if (n >= 0 && n < total) numbers.add(n);
  }
  return [...numbers].sort((a, b) => a - b).slice(0, MAX_NUMBERS_PER_PURCHASE);
}

/** Keeps `selection` (an empty one removes the key). Storage that refuses is ignored. */
export function writeSelection(storage: Storage | null, raffleId: string, selection: Selection) {
  try {
    if (selection.length === 0) storage?.removeItem(selectionKey(raffleId));
    else storage?.setItem(selectionKey(raffleId), JSON.stringify(selection));
  } catch {
    // Private mode or full: the selection just is not kept.
  }
}

/** The tab's sessionStorage, or null where there is none (the prerenderers, a locked-down browser). */
export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
