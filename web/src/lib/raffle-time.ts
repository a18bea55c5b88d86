import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from './dayjs';
import type { Raffle } from './raffle';

dayjs.extend(relativeTime);

/** "en 5 días", "hace 2 horas": a date relative to `now`, in Spanish. */
export function relativeToNow(value: string | Date, now: Date = new Date()): string {
  return dayjs(value).from(now);
}

/** True while an active raffle's end date has not passed. */
export function isOpen(
  raffle: Pick<Raffle, 'status' | 'end_date'>,
  now: Date = new Date(),
): boolean {
  return raffle.status === 'active' && dayjs(raffle.end_date).isAfter(now);
}
