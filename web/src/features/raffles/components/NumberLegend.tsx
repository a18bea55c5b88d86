import { es } from '../../../locales/es';

/** What the colours of the number grid mean. */
export function NumberLegend({
  winner,
  selectable,
  mine = false,
}: {
  winner: boolean;
  selectable: boolean;
  /** The viewer owns numbers of this raffle. */
  mine?: boolean;
}) {
  const t = es.raffleDetail.legend;
  const items: [string, string][] = [
    ['free', t.free],
    ['taken', t.taken],
  ];
  if (mine) items.push(['mine', t.mine]);
  if (selectable) items.push(['selected', t.selected]);
  if (winner) items.push(['winner', t.winner]);
  return (
    <div className="rifa-number-legend" aria-hidden="true">
      {items.map(([kind, label]) => (
        <span key={kind} className="rifa-number-legend__item">
          <span className={`rifa-number-legend__swatch rifa-number-legend__swatch--${kind}`} />
          {label}
        </span>
      ))}
    </div>
  );
}
