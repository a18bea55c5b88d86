/** The numbers of the seller blocks locked for online buyers (`RaffleNumbers.locked`, issue 36). */
export function lockedNumbers(
  blocks: readonly { start: number; end: number }[] | undefined,
  taken: ReadonlySet<number>,
): ReadonlySet<number> {
  const out = new Set<number>();
  for (const { start, end } of blocks ?? []) {
    for (let n = start; n <= end; n++) if (!taken.has(n)) out.add(n);
  }
  return out;
}
