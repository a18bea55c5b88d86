import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { AUTH_STORAGE_KEY } from './auth-config';
import { fakeUser, jsonResponse } from '../test/render';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn((_input: string, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /api/v1 and returns the JSON body', async () => {
    const fetchMock = mockFetch(jsonResponse({ count: 3 }));
    await expect(
      api.get('/me/notifications/unread-count', { query: { limit: 5, q: null } }),
    ).resolves.toEqual({ count: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/me/notifications/unread-count?limit=5');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('sends the access token of the stored session as a bearer token', async () => {
    const session = {
      access_token: 'stored-access-token',
      refresh_token: 'stored-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: fakeUser(),
    };
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const fetchMock = mockFetch(jsonResponse({ ok: true }));
    await api.post('/raffles', { title: 'Moto' });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer stored-access-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('turns the error envelope into a typed ApiError', async () => {
    mockFetch(
      jsonResponse(
        {
          error: {
            code: 'numbers_unavailable',
            message: 'Algunos números ya no están disponibles',
            details: { unavailable: [3, 17] },
          },
        },
        409,
      ),
    );
    const error = await api.post('/raffles/x/tickets', { numbers: [3] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'numbers_unavailable',
      message: 'Algunos números ya no están disponibles',
      status: 409,
      details: { unavailable: [3, 17] },
    });
  });

  it('gives answers without an envelope a generic Spanish error', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/health')).rejects.toMatchObject({
      code: 'http_502',
      status: 502,
      message: 'Ocurrió un error inesperado. Intenta nuevamente.',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/health')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});
