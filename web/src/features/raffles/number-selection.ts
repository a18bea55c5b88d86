import { formatTicketNumber } from '../../lib/format';

/** Numbers one purchase may hold (api/openapi.yaml `PurchaseRequest.numbers`, maxItems 100). */
export const MAX_NUMBERS_PER_PURCHASE = 100;
/** Numbers shown at a time: raffles of 1000 and 10000 are browsed in blocks of 100. */
export const BLOCK_SIZE = 100;

/** The numbers chosen on the grid, ascending and distinct. */
export type Selection = readonly number[];

export type SelectionAction =
  | { type: 'toggle'; number: number }
  | { type: 'add'; numbers: readonly number[] }
  | { type: 'remove'; numbers: readonly number[] }
  | { type: 'clear' };

function sorted(numbers: Iterable<number>): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/**
 * The selection after an action. Never more than {@link MAX_NUMBERS_PER_PURCHASE}: a toggle that
 * would add past the limit, or the part of an `add` beyond it, is ignored.
 */
export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'toggle': {
      if (state.includes(action.number)) return state.filter((n) => n !== action.number);
      if (state.length >= MAX_NUMBERS_PER_PURCHASE) return state;
      return sorted([...state, action.number]);
    }
    case 'add': {
      const next = new Set(state);
      for (const n of action.numbers) {
        if (next.size >= MAX_NUMBERS_PER_PURCHASE) break;
        next.add(n);
      }
      return next.size === state.length ? state : sorted(next);
    }
    case 'remove': {
      const drop = new Set(action.numbers);
      const next = state.filter((n) => !drop.has(n));
      return next.length === state.length ? state : next;
    }
    case 'clear':
      return state.length === 0 ? state : [];
  }
}

/** How many more numbers fit in this purchase. */
export function remainingCapacity(selection: Selection): number {
  return Math.max(0, MAX_NUMBERS_PER_PURCHASE - selection.length);
}

/**
 * `count` distinct numbers of 0 … total-1 that are neither taken nor already selected, chosen
 * uniformly at random (a partial Fisher–Yates shuffle over the free ones). Fewer when fewer are
 * free; never more than the purchase still has room for.
 */
export function pickRandomNumbers(
  total: number,
  taken: ReadonlySet<number>,
  selected: Selection,
  count: number,
  random: () => number = Math.random,
): number[] {
  const chosen = new Set(selected);
  const free: number[] = [];
  for (let n = 0; n < total; n++) if (!taken.has(n) && !chosen.has(n)) free.push(n);
  const want = Math.min(Math.floor(count), remainingCapacity(selected));
  return sampleDistinct(free, want, random);
}

/** `count` distinct values of `pool` (which it reorders), ascending; all of them when fewer. */
export function sampleDistinct(pool: number[], count: number, random: () => number): number[] {
  const want = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < want; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return sorted(pool.slice(0, want));
}

/**
 * What the selection would cost, to show while choosing: count × price, rounded to cents. Display
 * only; the server computes the ticket's real price.
 */
export function selectionTotal(count: number, ticketPrice: number): number {
  return Math.round(count * Math.round(ticketPrice * 100)) / 100;
}

/** How many blocks of 100 the grid has (1 for a raffle of 100 numbers). */
export function blockCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOCK_SIZE));
}

/** The numbers of block `index`: [first, last]. */
export function blockRange(index: number, total: number): [number, number] {
  const first = index * BLOCK_SIZE;
  return [first, Math.min(total, first + BLOCK_SIZE) - 1];
}

/** A block's name as the grid shows it, e.g. "000–099" or "0500–0599". */
export function blockLabel(index: number, total: number): string {
  const [first, last] = blockRange(index, total);
  return `${formatTicketNumber(first, total)}–${formatTicketNumber(last, total)}`;
}

/** The block holding `number`. */
export function blockOf(number: number): number {
  return Math.floor(number / BLOCK_SIZE);
}

/** Numbers zero-padded and joined for a sentence: "07, 21, 42". */
export function formatNumberList(numbers: readonly number[], total: number): string {
  return numbers.map((n) => formatTicketNumber(n, total)).join(', ');
}
