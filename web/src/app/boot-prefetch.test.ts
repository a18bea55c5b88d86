import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../lib/auth-config';
import { sentRequest } from '../test/render';
import { endingSoonQuery, newestQuery, timelineQuery } from '../features/raffles/api/raffle-lists';
import { raffleNumbersQuery, raffleQuery } from '../features/raffles/api/raffle-queries';
import { myRaffleNumbersQuery, myTicketsQuery, ticketQuery } from '../features/tickets/api/tickets';
import { runBootJs } from '../test/boot-js';

// public/boot.js requests a page's first API answers before the app loads (issue 14); the app's
// API client (lib/api/prefetched.ts) takes them instead of fetching again. These tests run the real
// boot.js, then the app's own query functions for that page.

const RAFFLE = '0190f5c2-7d4e-7a3b-9c1d-2e3f4a5b6c7d';
const USER = 'user-1';

/** The requests boot.js sent: URL and Authorization. */
function bootRequests(fetchMock: ReturnType<typeof runBootJs>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const headers = new Headers(init?.headers);
    return { url: input as string, authorization: headers.get('Authorization') };
  });
}

function storeSession(expiresInSeconds: number) {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'stored-access-token',
      refresh_token: 'stored-refresh-token',
      token_type: 'bearer',
      expires_in: expiresInSeconds,
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
      user: { id: USER, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
    }),
  );
}

const origin = () => window.location.origin;
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  delete window.rifaPrefetched;
  window.localStorage.clear();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.documentElement.removeAttribute('data-route');
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('boot.js prefetch', () => {
  it('requests the timeline’s first page, which the timeline query then takes without fetching', async () => {
    const fetchMock = runBootJs('/app/timeline');
    expect(bootRequests(fetchMock)).toEqual([
      { url: `${origin()}/api/v1/raffles?page=0&limit=16`, authorization: null },
    ]);
    const data = await queryClient().fetchInfiniteQuery(timelineQuery('all', ''));
    expect(data.pages[0]).toMatchObject({ url: `${origin()}/api/v1/raffles?page=0&limit=16` });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Handed out once: the next read of the same URL fetches.
    await queryClient().fetchInfiniteQuery(timelineQuery('all', ''));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock.mock.calls[1]?.[0]).url).toBe(
      `${origin()}/api/v1/raffles?page=0&limit=16`,
    );
  });

  it('requests the home sections on /app', async () => {
    const fetchMock = runBootJs('/app');
    const client = queryClient();
    await client.fetchQuery(endingSoonQuery());
    await client.fetchQuery(newestQuery());
    expect(bootRequests(fetchMock).map((r) => r.url)).toEqual([
      `${origin()}/api/v1/raffles?page=0&limit=8&status=active&sort=ending`,
      `${origin()}/api/v1/raffles?page=0&limit=8`,
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('requests a raffle, its numbers and, signed in, the visitor’s numbers with their token', async () => {
    storeSession(3600);
    const fetchMock = runBootJs(`/app/raffle/${RAFFLE}`);
    const auth = 'Bearer stored-access-token';
    expect(bootRequests(fetchMock)).toEqual([
      { url: `${origin()}/api/v1/raffles/${RAFFLE}`, authorization: auth },
      { url: `${origin()}/api/v1/raffles/${RAFFLE}/numbers`, authorization: auth },
      {
        url: `${origin()}/api/v1/me/tickets?raffle_id=${RAFFLE}&limit=100`,
        authorization: auth,
      },
    ]);
    const client = queryClient();
    await expect(client.fetchQuery(raffleQuery(RAFFLE))).resolves.toMatchObject({
      url: `${origin()}/api/v1/raffles/${RAFFLE}`,
    });
    await expect(client.fetchQuery(raffleNumbersQuery(RAFFLE))).resolves.toMatchObject({
      url: `${origin()}/api/v1/raffles/${RAFFLE}/numbers`,
    });
    await client.fetchQuery(myRaffleNumbersQuery(USER, RAFFLE));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('requests the signed-in buyer’s tickets, and nothing on /app/tickets without a session', async () => {
    storeSession(3600);
    let fetchMock = runBootJs('/app/tickets');
    expect(bootRequests(fetchMock)).toEqual([
      {
        url: `${origin()}/api/v1/me/tickets?page=0&limit=20`,
        authorization: 'Bearer stored-access-token',
      },
    ]);
    await expect(queryClient().fetchQuery(myTicketsQuery(USER, 0, 'all'))).resolves.toMatchObject({
      url: `${origin()}/api/v1/me/tickets?page=0&limit=20`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    delete window.rifaPrefetched;
    fetchMock = runBootJs('/app/tickets');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests the signed-in buyer’s ticket on its page, and nothing there without a session', async () => {
    const TICKET = '01a20ccf-ee4f-7e46-a345-12261321687c';
    storeSession(3600);
    let fetchMock = runBootJs(`/app/tickets/${TICKET}`);
    expect(bootRequests(fetchMock)).toEqual([
      { url: `${origin()}/api/v1/tickets/${TICKET}`, authorization: 'Bearer stored-access-token' },
    ]);
    await expect(queryClient().fetchQuery(ticketQuery(TICKET))).resolves.toMatchObject({
      url: `${origin()}/api/v1/tickets/${TICKET}`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    delete window.rifaPrefetched;
    fetchMock = runBootJs(`/app/tickets/${TICKET}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests nothing with a session the app would refresh before using it', () => {
    storeSession(60);
    expect(runBootJs('/app/timeline')).not.toHaveBeenCalled();
    expect(window.rifaPrefetched).toBeUndefined();
  });

  it('hands nothing to a request with another Authorization, or once the app left the page', async () => {
    const fetchMock = runBootJs('/app/timeline');
    // Signed in meanwhile: the app sends a token, boot.js did not.
    storeSession(3600);
    await queryClient().fetchInfiniteQuery(timelineQuery('all', ''));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(fetchMock.mock.calls[1]?.[0]).headers.get('Authorization')).toBe(
      'Bearer stored-access-token',
    );

    window.localStorage.clear();
    window.history.pushState(null, '', '/app/tickets');
    await queryClient().fetchInfiniteQuery(timelineQuery('all', ''));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.rifaPrefetched).toBeUndefined();
  });

  it('requests nothing for sample raffles or other pages', () => {
    expect(runBootJs('/app/raffle/sample-moto')).not.toHaveBeenCalled();
    expect(runBootJs('/app/profile')).not.toHaveBeenCalled();
    expect(runBootJs('/business')).not.toHaveBeenCalled();
  });
});
