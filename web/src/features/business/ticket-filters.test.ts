import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayRangeToInstants,
  exportFileName,
  readTicketFilters,
  ticketQuery,
  writeTicketFilters,
  type TicketFilters,
} from './ticket-filters';

const NONE: TicketFilters = {
  raffle: null,
  status: 'all',
  seller: null,
  from: null,
  to: null,
  q: '',
  page: 0,
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ticket filters in the URL', () => {
  it('reads a clean URL as no filter and writes no filter as a clean URL', () => {
    expect(readTicketFilters(new URLSearchParams())).toEqual(NONE);
    expect(writeTicketFilters(NONE).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: TicketFilters = {
      raffle: '3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b',
      status: 'paid',
      seller: 'online',
      from: '2026-11-01',
      to: '2026-11-21',
      q: 'josé',
      page: 2,
    };
    const params = writeTicketFilters(filters);
    expect(params.get('status')).toBe('paid');
    expect(readTicketFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves out what it cannot read', () => {
    const read = readTicketFilters(
      new URLSearchParams('status=sold&from=ayer&to=2026-13-45&page=-3&q=%20%20&raffle='),
    );
    expect(read).toEqual(NONE);
  });
});

describe('the API query of the filters', () => {
  it('sends only the filters set, without the page', () => {
    expect(ticketQuery(NONE)).toEqual({});
    expect(
      ticketQuery({ ...NONE, raffle: 'r1', status: 'cancelled', seller: 'u1', q: '0424', page: 3 }),
    ).toEqual({ raffle_id: 'r1', status: 'cancelled', seller: 'u1', q: '0424' });
  });

  it('turns local days into the start of the first and of the day after the last (RFC 3339)', () => {
    // Caracas is UTC-4 all year: its day starts at 04:00 UTC.
    vi.stubEnv('TZ', 'America/Caracas');
    expect(dayRangeToInstants('2026-11-01', '2026-11-21')).toEqual({
      from: '2026-11-01T04:00:00Z',
      to: '2026-11-22T04:00:00Z',
    });
    expect(dayRangeToInstants(null, '2026-12-31')).toEqual({ to: '2027-01-01T04:00:00Z' });
    expect(dayRangeToInstants('2026-11-01', null)).toEqual({ from: '2026-11-01T04:00:00Z' });
    expect(ticketQuery({ ...NONE, from: '2026-11-05', to: '2026-11-05' })).toEqual({
      from: '2026-11-05T04:00:00Z',
      to: '2026-11-06T04:00:00Z',
    });
  });

  it('names the export after the local day', () => {
    expect(exportFileName(new Date(2026, 10, 3, 23, 59))).toBe('tickets-2026-11-03.csv');
  });
});
