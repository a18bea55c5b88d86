import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import { blockCount, blockLabel, blockRange } from '../number-selection';
import '../raffles.css';

type CellState = 'free' | 'taken' | 'selected' | 'winner';

interface NumberGridProps {
  /** Size of the raffle: 100, 1000 or 10000 numbers (padded to 2, 3 or 4 digits). */
  total: number;
  taken: ReadonlySet<number>;
  selected?: ReadonlySet<number>;
  /** Called with a free number the user tapped; without it the grid is read-only. */
  onToggle?: (number: number) => void;
  winner?: number | null;
  /** The block shown first (e.g. the winner's). */
  initialBlock?: number;
}

const NO_SELECTION: ReadonlySet<number> = new Set();

/**
 * One number: a plain button (no antd Button: a grid renders 100 of them) named by its padded
 * number, pressed when selected, disabled when taken or when the grid is read-only.
 */
const NumberCell = memo(function NumberCell({
  number,
  label,
  state,
  readOnly,
}: {
  number: number;
  label: string;
  state: CellState;
  readOnly: boolean;
}) {
  return (
    <button
      type="button"
      className={`rifa-number rifa-number--${state}`}
      data-number={number}
      aria-pressed={readOnly ? undefined : state === 'selected'}
      disabled={readOnly || state === 'taken'}
    >
      {label}
    </button>
  );
});

/**
 * The numbers of a raffle. Raffles of 1000 and 10000 numbers show one block of 100 at a time with a
 * block selector, so a phone never lays out more than 100 buttons; taps are handled by one listener.
 */
export function NumberGrid({
  total,
  taken,
  selected = NO_SELECTION,
  onToggle,
  winner = null,
  initialBlock = 0,
}: NumberGridProps) {
  const t = es.raffleDetail.grid;
  const blocks = blockCount(total);
  const [block, setBlock] = useState(() => Math.min(Math.max(0, initialBlock), blocks - 1));
  const current = Math.min(block, blocks - 1);
  const [first, last] = blockRange(current, total);
  const readOnly = onToggle === undefined;

  const numbers = useMemo(() => {
    const list: number[] = [];
    for (let n = first; n <= last; n++) list.push(n);
    return list;
  }, [first, last]);

  const freeInBlock = useMemo(
    () => numbers.reduce((free, n) => (taken.has(n) ? free : free + 1), 0),
    [numbers, taken],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!onToggle) return;
      const cell = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-number]');
      if (!cell || cell.disabled) return;
      onToggle(Number(cell.dataset.number));
    },
    [onToggle],
  );

  const stateOf = (n: number): CellState => {
    if (winner === n) return 'winner';
    if (taken.has(n)) return 'taken';
    return selected.has(n) ? 'selected' : 'free';
  };

  const range = blockLabel(current, total);
  return (
    <div className="rifa-number-grid" data-testid="number-grid" data-block={current}>
      {blocks > 1 ? (
        <div className="rifa-number-grid__blocks">
          <Button
            icon={<LeftOutlined />}
            aria-label={t.prevBlock}
            disabled={current === 0}
            onClick={() => setBlock(current - 1)}
          />
          <label className="rifa-number-grid__select">
            <span>{t.block}</span>
            <select
              value={current}
              onChange={(event) => setBlock(Number(event.target.value))}
              data-testid="number-block"
            >
              {Array.from({ length: blocks }, (_, index) => (
                <option key={index} value={index}>
                  {blockLabel(index, total)}
                </option>
              ))}
            </select>
          </label>
          <Button
            icon={<RightOutlined />}
            aria-label={t.nextBlock}
            disabled={current === blocks - 1}
            onClick={() => setBlock(current + 1)}
          />
          <span className="rifa-number-grid__free">{t.freeInBlock(freeInBlock)}</span>
        </div>
      ) : null}
      <div
        role="group"
        aria-label={t.label(range)}
        className={`rifa-number-grid__cells rifa-number-grid__cells--w${String(total - 1).length}`}
        onClick={onClick}
      >
        {numbers.map((n) => (
          <NumberCell
            key={n}
            number={n}
            label={formatTicketNumber(n, total)}
            state={stateOf(n)}
            readOnly={readOnly}
          />
        ))}
      </div>
    </div>
  );
}
