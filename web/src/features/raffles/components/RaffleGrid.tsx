import { memo } from 'react';
import type { Raffle } from '../../../lib/raffle';
import { RaffleCard } from './RaffleCard';

interface RaffleGridProps {
  raffles: readonly Raffle[];
  /** Names the list for assistive technology. */
  label?: string;
  /** 'row': one swipeable row on a phone (home sections); a grid on wider screens either way. */
  layout?: 'grid' | 'row';
}

/** The first row on a wide screen: these images are wanted at once; the rest load as they scroll in. */
const EAGER_CARDS = 4;

/**
 * Raffle cards in a responsive grid: one column on a phone, more on wider screens. Rendered again
 * only when its props change: a list that keeps its identity (the timeline's, see useTimeline)
 * is not rendered again when its page is.
 */
export const RaffleGrid = memo(function RaffleGrid({
  raffles,
  label,
  layout = 'grid',
}: RaffleGridProps) {
  const now = new Date();
  return (
    <ul
      className={layout === 'row' ? 'rifa-raffle-grid rifa-raffle-grid--row' : 'rifa-raffle-grid'}
      aria-label={label}
    >
      {raffles.map((raffle, index) => (
        <li key={raffle.id}>
          <RaffleCard raffle={raffle} now={now} lazy={index >= EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
});
