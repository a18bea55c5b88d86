import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button, Input } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatTicketNumber } from '../../../lib/format';
import { es } from '../../../locales/es';
import { blockCount, blockLabel, blockOf, blockRange } from '../number-selection';
import '../raffles.css';

type CellState = 'free' | 'taken' | 'mine' | 'selected' | 'winner' | 'locked';

interface NumberGridProps {
  /** Size of the raffle: 100, 1000 or 10000 numbers (padded to 2, 3 or 4 digits). */
  total: number;
  taken: ReadonlySet<number>;
  selected?: ReadonlySet<number>;
  /** Free numbers of a seller's block locked for online buyers (issue 36): not available here. */
  locked?: ReadonlySet<number>;
  /** Numbers the viewer bought (live tickets): sold, but marked as theirs. */
  mine?: ReadonlySet<number>;
  /** Called with a free number the user tapped; without it the grid is read-only. */
  onToggle?: (number: number) => void;
  winner?: number | null;
  /** The block shown first (e.g. the winner's). */
  initialBlock?: number;
}

const NO_SELECTION: ReadonlySet<number> = new Set();

/**
 * One number: a plain button (no antd Button: a grid renders 100 of them) named by its padded
 * number and its state ("07, libre"), pressed when selected, disabled when taken or when the grid
 * is read-only.
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
      disabled={readOnly || state === 'taken' || state === 'mine' || state === 'locked'}
      title={state === 'mine' ? es.raffleDetail.legend.mine : undefined}
      aria-label={es.raffleDetail.grid.cell(label, es.raffleDetail.grid.cellState[state])}
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
  mine = NO_SELECTION,
  locked = NO_SELECTION,
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
    () => numbers.reduce((free, n) => (taken.has(n) || locked.has(n) ? free : free + 1), 0),
    [numbers, taken, locked],
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
    if (mine.has(n)) return 'mine';
    if (taken.has(n)) return 'taken';
    if (locked.has(n)) return 'locked';
    return selected.has(n) ? 'selected' : 'free';
  };

  // A number typed in the jump box: open its block, then focus (and so scroll to) its button.
  const cellsRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const jump = (n: number) => {
    setBlock(blockOf(n));
    setFocusTarget(n);
  };
  useEffect(() => {
    if (focusTarget === null) return;
    const cell = cellsRef.current?.querySelector<HTMLButtonElement>(
      `button[data-number="${focusTarget}"]`,
    );
    if (!cell) return;
    cell.focus();
    cell.scrollIntoView?.({ block: 'center' });
    setFocusTarget(null);
  }, [focusTarget, current]);

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
          <JumpToNumber total={total} onJump={jump} />
        </div>
      ) : null}
      <div
        ref={cellsRef}
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

/** 'Ir al número': a box to type a number of a big raffle and go straight to it. */
function JumpToNumber({ total, onJump }: { total: number; onJump: (n: number) => void }) {
  const t = es.raffleDetail.grid;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const last = formatTicketNumber(total - 1, total);
  const submit = () => {
    const value = text.trim();
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(n >= 0 && n < total)) {
      setError(t.jumpError(formatTicketNumber(0, total), last));
      return;
    }
    setError(null);
    onJump(n);
  };
  return (
    <div className="rifa-number-grid__jump">
      <Input.Search
        aria-label={t.jumpLabel}
        placeholder={t.jumpPlaceholder(last)}
        inputMode="numeric"
        maxLength={String(total - 1).length}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={submit}
        enterButton={t.jump}
        status={error ? 'error' : undefined}
        data-testid="number-jump"
      />
      {error ? (
        <span className="rifa-number-grid__jump-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
