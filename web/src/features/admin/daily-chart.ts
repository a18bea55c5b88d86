/** The Resumen chart's geometry: one bar per day, scaled to the highest day. */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChart {
  bars: Bar[];
  max: number;
  total: number;
  /** Index of the highest day (the latest of equals), or null when every day is 0. */
  best: number | null;
}

/**
 * Bars for `values` in a `width`×`height` box, left to right, with `gap` between them. A day with
 * something sold is at least 2 units tall, so it never disappears next to a big day.
 */
export function barChart(values: number[], width: number, height: number, gap = 2): BarChart {
  const max = values.reduce((a, b) => Math.max(a, b), 0);
  const total = values.reduce((a, b) => a + b, 0);
  const slot = values.length > 0 ? width / values.length : width;
  const barWidth = Math.max(1, slot - gap);
  let best: number | null = null;
  values.forEach((value, index) => {
    if (value > 0 && (best === null || value >= (values[best] ?? 0))) best = index;
  });
  const bars = values.map((value, index) => {
    const scaled = max > 0 ? (value / max) * height : 0;
    const barHeight = value > 0 ? Math.max(2, scaled) : 0;
    return { x: index * slot + gap / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
  return { bars, max, total, best };
}
