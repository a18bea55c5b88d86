import { es } from '../../../locales/es';
import { countdownParts, useNow } from '../../../lib/countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** The live time left until `end`, ticking every second ("3 d 04 h 05 min 06 s", then "04:05:06"). */
export function Countdown({ end }: { end: string }) {
  const t = es.raffleDetail;
  const now = useNow(true);
  const parts = countdownParts(end, now);
  return (
    <span className="rifa-raffle__countdown" data-testid="countdown" aria-live="off">
      {parts.ended
        ? t.countdownEnded
        : t.countdown(parts.days, pad(parts.hours), pad(parts.minutes), pad(parts.seconds))}
    </span>
  );
}
