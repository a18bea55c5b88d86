/** The share of a raffle's numbers in a figure, in percent (0–100, one decimal) for a progress bar. */
export function soldPercent(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((count * 1000) / total) / 10);
}
