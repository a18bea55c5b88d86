import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, body, rawFile } from './client';
import { AUTH_STORAGE_KEY } from '../auth-config';
import { takeSignOutReason } from '../sign-out-reason';
import { fakeUser, jsonResponse, requestJson, sentRequest } from '../../test/render';

/** A fetch that answers every call with a copy of `response`, or fails with `failure`. */
function mockFetch(response: Response | { failure: Error }) {
  const fetchMock = vi.fn((_input: unknown) =>
    response instanceof Response
      ? Promise.resolve(response.clone())
      : Promise.reject(response.failure),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof mockFetch>): Request {
  return sentRequest(fetchMock.mock.calls[0]?.[0]);
}

function storeSession() {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'stored-access-token',
      refresh_token: 'stored-refresh-token',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: fakeUser(),
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The refresh of a session that no longer exists (auth contract). */
function refreshGone(): Response {
  const code = 'refresh_token_not_found';
  const message = 'Invalid Refresh Token: Refresh Token Not Found';
  return jsonResponse({ code, error_code: code, message, msg: message }, 400);
}

describe('api client', () => {
  it('calls /api/v1 with the query and returns the JSON body; no token without a session', async () => {
    const fetchMock = mockFetch(jsonResponse({ data: [], count: 0 }));
    await expect(
      body(api.GET('/raffles', { params: { query: { page: 2, limit: 5, q: undefined } } })),
    ).resolves.toEqual({ data: [], count: 0 });
    const request = sent(fetchMock);
    expect(request.method).toBe('GET');
    const url = new URL(request.url);
    expect(url.pathname + url.search).toBe('/api/v1/raffles?page=2&limit=5');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('sends the access token of the stored session as a bearer token, and JSON bodies', async () => {
    storeSession();
    const fetchMock = mockFetch(jsonResponse({ id: 'r1' }, 201));
    await body(api.POST('/raffles/{id}/cancel', { params: { path: { id: 'a b' } } }));
    await body(
      api.PATCH('/tickets/{id}/status', {
        params: { path: { id: 't1' } },
        body: { status: 'paid' },
      }),
    );
    const [cancel, patch] = fetchMock.mock.calls.map(([input]) => sentRequest(input));
    expect(new URL(cancel!.url).pathname).toBe('/api/v1/raffles/a%20b/cancel');
    expect(cancel!.headers.get('Authorization')).toBe('Bearer stored-access-token');
    expect(patch!.method).toBe('PATCH');
    expect(patch!.headers.get('Content-Type')).toBe('application/json');
    await expect(requestJson(patch)).resolves.toEqual({ status: 'paid' });
  });

  it('sends a file as the raw body with its own type', async () => {
    const fetchMock = mockFetch(jsonResponse({ id: 'r1' }));
    // A Blob of the runtime's fetch (jsdom's own Blob is not one it can send).
    const file = await new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      headers: { 'Content-Type': 'image/png' },
    }).blob();
    await body(
      api.PUT('/raffles/{id}/image', { params: { path: { id: 'r1' } }, ...rawFile(file) }),
    );
    const request = sent(fetchMock);
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await request.arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('answers undefined for 204 No Content', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(
      body(api.DELETE('/raffles/{id}', { params: { path: { id: 'r1' } } })),
    ).resolves.toBeUndefined();
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
    const error = await body(
      api.POST('/raffles/{id}/tickets', { params: { path: { id: 'x' } }, body: { numbers: [3] } }),
    ).catch((e: unknown) => e);
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
    await expect(body(api.GET('/me/plan'))).rejects.toMatchObject({
      code: 'http_502',
      status: 502,
      message: 'Ocurrió un error inesperado. Intenta nuevamente.',
    });
  });

  it('reports a success answer that is not JSON as an invalid response', async () => {
    mockFetch(new Response('<html>portal cautivo</html>', { status: 200 }));
    const error = await body(api.GET('/me/plan')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_response', status: 200 });
  });

  it('hands a CSV file over as a Blob (a file is not a broken JSON answer)', async () => {
    mockFetch(
      new Response('\uFEFFFecha;Rifa\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    );
    const file = await body(api.GET('/business/tickets/export', { parseAs: 'blob' }));
    // (Node's Blob, not jsdom's: compared by what it holds, the byte-order mark included.)
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Fecha;Rifa\r\n');
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch({ failure: new TypeError('Failed to fetch') });
    const error = await body(api.GET('/me/plan')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });

  it('lets a cancelled request end as an abort, not as an error to show', async () => {
    mockFetch({ failure: new DOMException('The operation was aborted.', 'AbortError') });
    const error = await body(api.GET('/me/plan')).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
  it('forgets a session the server revoked: signs out on this device and reads again as a visitor', async () => {
    storeSession();
    const revoked = { error: { code: 'invalid_token', message: 'La sesión no es válida' } };
    const fetchMock = vi.fn((input: unknown) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (request.url.includes('/auth/v1/logout'))
        return Promise.resolve(new Response(null, { status: 204 }));
      if (request.url.includes('/auth/v1/token')) return Promise.resolve(refreshGone());
      return Promise.resolve(
        request.headers.has('Authorization')
          ? jsonResponse(revoked, 401)
          : jsonResponse({ data: [], count: 0 }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(body(api.GET('/raffles'))).resolves.toEqual({ data: [], count: 0 });
    const apiCalls = fetchMock.mock.calls
      .map((call) => call[0])
      .filter((input): input is Request => input instanceof Request)
      .filter((request) => request.url.includes('/api/v1/'));
    expect(apiCalls.map((request) => request.headers.has('Authorization'))).toEqual([true, false]);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('a write with a revoked session fails with the server message and forgets the session', async () => {
    storeSession();
    const revoked = { error: { code: 'invalid_token', message: 'La sesión no es válida' } };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: unknown) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/auth/v1/logout'))
          return Promise.resolve(new Response(null, { status: 204 }));
        if (url.includes('/auth/v1/token')) return Promise.resolve(refreshGone());
        return Promise.resolve(jsonResponse(revoked, 401));
      }),
    );
    await expect(
      body(api.POST('/raffles/{id}/cancel', { params: { path: { id: 'r1' } } })),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(takeSignOutReason()).toBeNull();
  });

  it('a suspended account: the refresh answers user_banned, the session goes and the reason is noted', async () => {
    storeSession();
    const revoked = { error: { code: 'invalid_token', message: 'La sesión no es válida' } };
    const banned = {
      code: 'user_banned',
      error_code: 'user_banned',
      message: 'Tu cuenta está suspendida',
      msg: 'Tu cuenta está suspendida',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: unknown) => {
        const request = input instanceof Request ? input : new Request(String(input));
        if (request.url.includes('/auth/v1/logout'))
          return Promise.resolve(new Response(null, { status: 204 }));
        if (request.url.includes('/auth/v1/token?grant_type=refresh_token'))
          return Promise.resolve(jsonResponse(banned, 403));
        return Promise.resolve(
          request.headers.has('Authorization')
            ? jsonResponse(revoked, 401)
            : jsonResponse({ data: [], count: 0 }),
        );
      }),
    );
    await expect(body(api.GET('/raffles'))).resolves.toEqual({ data: [], count: 0 });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(takeSignOutReason()).toBe('suspended');
    expect(takeSignOutReason()).toBeNull();
  });
});
