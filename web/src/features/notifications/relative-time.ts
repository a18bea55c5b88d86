import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from '../../lib/dayjs';

dayjs.extend(relativeTime);

/** 'hace 5 minutos', 'hace un día' (dayjs `es`), from `now`. */
export function timeAgo(value: string, now: Date = new Date()): string {
  return dayjs(value).from(now);
}
