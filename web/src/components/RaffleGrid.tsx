import type { Raffle } from '../lib/raffle';
import { RaffleCard } from './RaffleCard';

interface RaffleGridProps {
  raffles: readonly Raffle[];
  /** Names the list for assistive technology. */
  label?: string;
}

/** Raffle cards in a responsive grid: one column on a phone, more on wider screens. */
export function RaffleGrid({ raffles, label }: RaffleGridProps) {
  const now = new Date();
  return (
    <ul className="rifa-raffle-grid" aria-label={label}>
      {raffles.map((raffle) => (
        <li key={raffle.id}>
          <RaffleCard raffle={raffle} now={now} />
        </li>
      ))}
    </ul>
  );
}
