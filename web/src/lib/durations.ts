import { es } from '../locales/es';

/** The choices of a raffle's 'Tiempo para pagar' (`reservation_minutes`): 15 minutes to 72 hours. */
export const RESERVATION_OPTIONS = [15, 30, 60, 120, 360, 720, 1440, 2880, 4320] as const;
export const DEFAULT_RESERVATION_MINUTES = 1440;

/** A length of time in minutes as people say it: "30 minutos", "24 horas", "1 hora y 30 minutos". */
export function formatDuration(minutes: number): string {
  const t = es.durations;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t.minutes(rest);
  return rest === 0 ? t.hours(hours) : t.hoursMinutes(hours, rest);
}
