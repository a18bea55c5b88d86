import { es } from '../locales/es';
import { dayjs } from './dayjs';

/**
 * A raffle number shown zero-padded to the width of the raffle: 100 numbers → 00–99,
 * 1000 → 000–999, 10000 → 0000–9999 (the winning number is the lottery's last 2, 3 or 4 digits).
 */
export function formatTicketNumber(value: number, totalTickets: number): string {
  const width = Math.max(1, String(Math.max(totalTickets - 1, 0)).length);
  return String(value).padStart(width, '0');
}

/**
 * `value`'s magnitude rounded to `digits` decimals, half away from zero, as Intl rounds: from the
 * shortest decimal that reads back as the same double (1.005 → "1.01", where `toFixed` gives
 * "1.00" from the double's exact binary value).
 */
function roundedParts(value: number, digits: number): [whole: string, decimals: string] {
  const shortest = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!shortest) {
    // Exponent notation (below 1e-6 or from 1e21): far outside any amount or count.
    const [whole = '0', decimals = ''] = Math.abs(value).toFixed(digits).split('.');
    return [whole, decimals];
  }
  const whole = shortest[1] ?? '0';
  const decimals = shortest[2] ?? '';
  if (decimals.length <= digits) return [whole, decimals.padEnd(digits, '0')];
  const kept = whole + decimals.slice(0, digits);
  const rounded = decimals.charAt(digits) >= '5' ? (BigInt(kept) + 1n).toString() : kept;
  const padded = rounded.padStart(kept.length, '0');
  return [padded.slice(0, padded.length - digits), padded.slice(padded.length - digits)];
}

/**
 * A number in es-VE notation with `digits` decimals: a dot between thousands, a comma before the
 * decimals (1234.5, 1 → "1.234,5"), rounded like Intl.NumberFormat('es-VE'). The one number
 * formatter of every screen, written out rather than Intl's: the first Intl call of a page
 * initialises ICU, 60–110 ms of main thread on a desktop CPU before the first render (issue 14).
 */
export function formatDecimal(value: number, digits = 0): string {
  const [whole, decimals] = roundedParts(value, digits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return digits > 0 ? `${sign}${grouped},${decimals}` : sign + grouped;
}

/** An amount in es-VE notation with two decimals and no symbol: 1234.5 → "1.234,50". */
export function formatAmount(amount: number): string {
  return formatDecimal(amount, 2);
}

/**
 * Money as sent by the API (a number with at most two decimals), in es-VE notation: "$ 1.234,56"
 * (USD), "Bs 1.234,56" (bolívares). The one money formatter of every screen.
 */
export function formatMoney(amount: number, currency: 'USD' | 'VES' = 'USD'): string {
  return `${currency === 'VES' ? 'Bs' : '$'} ${formatAmount(amount)}`;
}

/**
 * Dollars in bolívares at the creator's rate, as the server fixes `expected_amount`: in cents,
 * price_cents × rate_cents / 100 rounded to the cent, never in floating point.
 */
export function toBolivares(usd: number, rate: number): number {
  const usdCents = Math.round(usd * 100);
  const rateCents = Math.round(rate * 100);
  return Math.round((usdCents * rateCents) / 100) / 100;
}

/** The longest side the server keeps of an uploaded image (it shrinks anything larger). */
export const MAX_IMAGE_SIDE = 2048;

/**
 * `srcSet` of an image's WebP copies ("url 320w, url 640w"), or undefined without copies (the
 * `<img>` then has its `src` alone). With `original`, the uploaded image closes the list as the
 * widest candidate, for large images on screens that need more than the copies: it is at most
 * MAX_IMAGE_SIDE wide, and whatever its real width the browser only takes it past the copies.
 */
export function imageSrcSet(
  variants: readonly { url: string; width: number }[],
  original?: string,
): string | undefined {
  if (variants.length === 0) return undefined;
  const candidates = variants.map((v) => `${v.url} ${v.width}w`);
  if (original) candidates.push(`${original} ${MAX_IMAGE_SIDE}w`);
  return candidates.join(', ');
}

/** A count (an integer) in es-VE notation: 10000 → "10.000". */
export function formatCount(value: number): string {
  return formatDecimal(value);
}

const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

/** The integer part of a typed amount, with or without thousands separators; null if malformed. */
function integerPart(text: string, thousands: string): string | null {
  if (/^\d+$/.test(text)) return text;
  return GROUPED(thousands).test(text) ? text.split(thousands).join('') : null;
}

/**
 * An amount as a person types it, read as they mean it: a comma or a dot before the last one or two
 * digits is the decimal mark ("2,5", "2.50", "0,50"); the other mark separates thousands
 * ("1.234,56", "1,234.56", "1.234" → 1234). A leading "$" and spaces are ignored. Answers null for
 * what is not an amount, and keeps the sign (so 0 and negatives can be refused with a message).
 */
export function parseAmount(input: string | null | undefined): number | null {
  let text = (input ?? '').replace(/[\s\u00a0$]/g, '');
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let decimalMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const single = text.indexOf(mark) === text.lastIndexOf(mark);
    const decimals = text.length - text.lastIndexOf(mark) - 1;
    // "2,5", "5,00", "2.50", "1,234" (a comma is the Venezuelan decimal mark); "1.234" is thousands.
    if (single && (mark === ',' || decimals !== 3)) decimalMark = mark;
  }
  const thousands = decimalMark === ',' ? '.' : ',';
  let whole = text;
  let fraction = '';
  if (decimalMark) {
    const at = text.lastIndexOf(decimalMark);
    whole = text.slice(0, at) || '0';
    fraction = text.slice(at + 1);
    if (!/^\d*$/.test(fraction)) return null;
  }
  const digits = integerPart(whole, decimalMark ? thousands : text.includes(',') ? ',' : '.');
  if (digits === null) return null;
  return sign * Number(`${digits}.${fraction || '0'}`);
}

/** Why a typed payment amount is not one: empty, not a number, or not above 0 with two decimals. */
export type AmountProblem = 'required' | 'format' | 'positive';

/**
 * A payment amount as typed ("1.234,56", "2.5"), read by {@link parseAmount}: the amount, or the
 * reason it is refused (each form words it in Spanish).
 */
export function readPaymentAmount(
  text: string | null | undefined,
): { amount: number; problem: null } | { amount: null; problem: AmountProblem } {
  if (!(text ?? '').trim()) return { amount: null, problem: 'required' };
  const amount = parseAmount(text);
  if (amount === null) return { amount: null, problem: 'format' };
  const twoDecimals = Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  if (amount <= 0 || !twoDecimals) return { amount: null, problem: 'positive' };
  return { amount: Math.round(amount * 100) / 100, problem: null };
}

/** An RFC 3339 timestamp as a Spanish date, e.g. "21 nov 2026". */
export function formatDate(value: string | Date): string {
  return dayjs(value).format('D MMM YYYY');
}

/** An RFC 3339 timestamp as a Spanish date and time, e.g. "21 nov 2026, 15:04". */
export function formatDateTime(value: string | Date): string {
  return dayjs(value).format('D MMM YYYY, HH:mm');
}

/** A length of time in minutes as people say it: "30 minutos", "24 horas", "1 hora y 30 minutos". */
export function formatDuration(minutes: number): string {
  const t = es.durations;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t.minutes(rest);
  return rest === 0 ? t.hours(hours) : t.hoursMinutes(hours, rest);
}
