import { dayjs } from './dayjs';

/**
 * A raffle number shown zero-padded to the width of the raffle: 100 numbers → 00–99,
 * 1000 → 000–999, 10000 → 0000–9999 (the winning number is the lottery's last 2, 3 or 4 digits).
 */
export function formatTicketNumber(value: number, totalTickets: number): string {
  const width = Math.max(1, String(Math.max(totalTickets - 1, 0)).length);
  return String(value).padStart(width, '0');
}

/** Money as sent by the API (a number with at most two decimals), in Venezuelan Spanish notation. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('es-VE', { style: 'currency', currency }).format(amount);
}

/** An RFC 3339 timestamp as a Spanish date, e.g. "21 nov 2026". */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('D MMM YYYY');
}

/** An RFC 3339 timestamp as a Spanish date and time, e.g. "21 nov 2026, 15:04". */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('D MMM YYYY, HH:mm');
}
