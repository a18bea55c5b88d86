import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/dayjs';

/**
 * The filters of Tickets Vendidos as the URL keeps them (`?raffle=…&status=paid&seller=online&
 * from=2026-11-01&to=2026-11-21&q=jose&page=2`), and the `GET /business/tickets` query they make.
 */

export type TicketStatusFilter = 'all' | 'pending' | 'paid' | 'cancelled';
const STATUSES: readonly TicketStatusFilter[] = ['all', 'pending', 'paid', 'cancelled'];

/** `seller=online`: bought in the app; any other value is the id of the owner or a cashier. */
export const ONLINE_SELLER = 'online';
export const TICKETS_PAGE_SIZE = 20;

export interface TicketFilters {
  raffle: string | null;
  status: TicketStatusFilter;
  seller: string | null;
  /** Local calendar days, `YYYY-MM-DD`, both included. */
  from: string | null;
  to: string | null;
  q: string;
  /** 0-based. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | null {
  // dayjs rolls '2026-13-45' over into another date: a real day formats back to itself.
  return value !== null && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value
    ? value
    : null;
}

/** The filters a URL holds; anything unreadable is left out (the default). */
export function readTicketFilters(params: URLSearchParams): TicketFilters {
  const status = params.get('status') as TicketStatusFilter | null;
  const page = Number(params.get('page') ?? '0');
  return {
    raffle: params.get('raffle') || null,
    status: status !== null && STATUSES.includes(status) ? status : 'all',
    seller: params.get('seller') || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The URL's search params for these filters (defaults left out, so a clean URL is no filter). */
export function writeTicketFilters(filters: TicketFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.raffle) params.set('raffle', filters.raffle);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.seller) params.set('seller', filters.seller);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 0) params.set('page', String(filters.page));
  return params;
}

/** An instant as RFC 3339 UTC without fractions ("2026-11-21T04:00:00Z"), as the API reads it. */
function instant(value: Dayjs): string {
  return value
    .toDate()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A range of local days as the API's half-open interval: `from` = the first day's local start,
 * `to` = the start of the day after the last one (so the last day is included whole).
 */
export function dayRangeToInstants(
  from: string | null,
  to: string | null,
): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (from) range.from = instant(dayjs(from).startOf('day'));
  if (to) range.to = instant(dayjs(to).startOf('day').add(1, 'day'));
  return range;
}

/** The query of `GET /business/tickets/export`: the filters without the page. */
export interface TicketQuery {
  raffle_id?: string;
  status?: Exclude<TicketStatusFilter, 'all'>;
  seller?: string;
  from?: string;
  to?: string;
  q?: string;
}

export function ticketQuery(filters: TicketFilters): TicketQuery {
  const query: TicketQuery = dayRangeToInstants(filters.from, filters.to);
  if (filters.raffle) query.raffle_id = filters.raffle;
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.seller) query.seller = filters.seller;
  if (filters.q) query.q = filters.q;
  return query;
}

/** The CSV's file name: `tickets-YYYY-MM-DD.csv` (today, local). */
export function exportFileName(now: Date = new Date()): string {
  return `tickets-${dayjs(now).format('YYYY-MM-DD')}.csv`;
}
