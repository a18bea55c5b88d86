import { countdownParts } from '../../lib/countdown';
import { es } from '../../locales/es';

const pad = (n: number) => String(n).padStart(2, '0');

export interface HoldTimeLeft {
  /** Ticking text: "1 d 02 h 03 min 04 s", or "02:03:04" within a day. */
  text: string;
  /** What a screen reader says, to the minute: "1 día, 2 horas y 3 minutos". */
  spoken: string;
  /** "1 d 02 h" / "2 h 03 min" / "3 min": the short form of a list row. */
  short: string;
  ended: boolean;
}

/** The time left of a hold ending at `expiresAt` (RFC 3339), as of `now` (ms). */
export function holdTimeLeft(expiresAt: string, now: number): HoldTimeLeft {
  const parts = countdownParts(expiresAt, now);
  const u = es.ticketPage.hold.units;
  const words = [
    parts.days > 0 ? u.day(parts.days) : null,
    parts.hours > 0 ? u.hour(parts.hours) : null,
    parts.minutes > 0 ? u.minute(parts.minutes) : null,
  ].filter((w): w is string => w !== null);
  const spoken =
    words.length === 0
      ? es.ticketPage.hold.lessThanMinute
      : words.length === 1
        ? words[0]!
        : `${words.slice(0, -1).join(', ')} ${es.ticketPage.hold.and} ${words.at(-1)!}`;
  let short: string;
  if (parts.days > 0) short = `${parts.days} d ${pad(parts.hours)} h`;
  else if (parts.hours > 0) short = `${parts.hours} h ${pad(parts.minutes)} min`;
  else short = `${Math.max(1, parts.minutes)} min`;
  return {
    text: es.raffleDetail.countdown(
      parts.days,
      pad(parts.hours),
      pad(parts.minutes),
      pad(parts.seconds),
    ),
    spoken,
    short,
    ended: parts.ended,
  };
}
