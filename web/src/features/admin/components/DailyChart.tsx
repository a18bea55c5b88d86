import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import { es } from '../../../locales/es';
import type { DashboardDay } from '../admin';
import { barChart } from '../daily-chart';

const WIDTH = 600;
const HEIGHT = 120;

interface DailyChartProps {
  title: string;
  days: DashboardDay[];
  value: (day: DashboardDay) => number;
  format: (value: number) => string;
  tone: 'tickets' | 'amount';
}

/**
 * One bar per day of the last 30 (plain SVG, no chart library). A screen reader hears the title
 * and a one-sentence summary; each bar has its day and value as a tooltip (`<title>`).
 */
export function DailyChart({ title, days, value, format, tone }: DailyChartProps) {
  const t = es.admin.summary;
  const titleId = useId();
  const values = days.map(value);
  const chart = barChart(values, WIDTH, HEIGHT);
  const bestDay = chart.best === null ? null : days[chart.best];
  const summary =
    bestDay && chart.best !== null
      ? t.chartSummary(
          title,
          format(chart.total),
          format(values[chart.best] ?? 0),
          formatDate(bestDay.date),
        )
      : t.chartEmpty;
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <figure className={`rifa-chart rifa-chart--${tone}`} data-testid={`chart-${tone}`}>
      <figcaption className="rifa-chart__title">
        <span id={titleId}>{title}</span>
        <strong>{format(chart.total)}</strong>
      </figcaption>
      <svg
        className={`rifa-chart__svg${chart.best === null ? ' rifa-chart__svg--empty' : ''}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="rifa-chart__axis" />
        {chart.bars.map((bar, index) => {
          const day = days[index]!;
          return (
            <rect
              key={day.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={2}
              className="rifa-chart__bar"
            >
              <title>{t.chartDay(formatDate(day.date), format(values[index] ?? 0))}</title>
            </rect>
          );
        })}
      </svg>
      <p
        id={`${titleId}-summary`}
        className={chart.best === null ? 'rifa-chart__empty' : 'rifa-visually-hidden'}
      >
        {summary}
      </p>
      {first && last ? (
        <div className="rifa-chart__range" aria-hidden="true">
          <span>{formatDate(first.date)}</span>
          <span>{formatDate(last.date)}</span>
        </div>
      ) : null}
    </figure>
  );
}
