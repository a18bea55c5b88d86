/**
 * HTTP hardening: tokens whose header has the wrong type, malformed requests (answered and
 * closed, never dropped), and bodies too large answered so that Node's fetch reads the 413.
 */
import { expectApiError, expectAuthError, request, signUp, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import { socketExchange, splitResponse } from '../support/http';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** socketExchange reads bytes as latin1; the bodies are UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
const TOO_LARGE = 'El cuerpo de la petición es demasiado grande';

test.describe('tokens of the wrong shape', () => {
  test('a JWT whose alg, kid or typ has the wrong type is 401 invalid_token on /api/v1 and bad_jwt on /auth/v1', async ({
    accounts,
  }) => {
    const s = await signUp(accounts);
    const [, payload, signature] = s.access_token.split('.');
    const headers: unknown[] = [
      { alg: 5, typ: 'JWT' },
      { alg: null },
      { alg: {} },
      { alg: ['ES256'] },
      { alg: 'ES256', typ: 'JWT', kid: 7 },
      { alg: 'ES256', typ: 7 },
      'ES256',
    ];
    for (const header of headers) {
      const token = `${base64url(header)}.${payload}.${signature}`;
      expectApiError(
        await request(accounts, '/api/v1/profiles/me', { token }),
        401,
        'invalid_token',
      );
      expectAuthError(await request(accounts, '/auth/v1/user', { token }), 403, 'bad_jwt');
    }
    // The untouched token still works: only the forged headers were refused.
    expect((await request(accounts, '/api/v1/profiles/me', { token: s.access_token })).status).toBe(
      200,
    );
  });
});

test.describe('malformed HTTP is answered, then the connection closes', () => {
  const cases: [string, string, number][] = [
    ['Content-Length: -1', 'a negative length', 400],
    ['Content-Length: abc', 'a length that is no number', 400],
    ['Content-Length: 1, 2', 'two different lengths', 400],
    ['Content-Length: 99999999999999999999', 'a 20-digit length', 400],
    ['Content-Length: 2\r\nTransfer-Encoding: chunked', 'a length and then a transfer coding', 400],
    ['Transfer-Encoding: chunked\r\nContent-Length: 2', 'a transfer coding and then a length', 400],
    ['Transfer-Encoding: gzip', 'a transfer coding the server does not know', 501],
  ];
  for (const [header, what, status] of cases) {
    test(`${what} (${header.replace(/\r\n/g, ' + ')}) is ${status}`, async ({ server }) => {
      const answer = await socketExchange(
        server.port,
        `POST /api/v1/raffles HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n\r\n{}`,
      );
      expect(answer.status, answer.text).toBe(status);
      const { head, body } = splitResponse(answer.text);
      expect(head.toLowerCase()).toContain('connection: close');
      const envelope = JSON.parse(utf8(body)) as { error: { code: string; message: string } };
      expect(envelope.error.message).toMatch(/Petición|Codificación/);
    });
  }

  test('a garbage request line is 400; HTTP/9.9 is 505', async ({ server }) => {
    const garbage = await socketExchange(server.port, 'HELLO THERE\r\n\r\n');
    expect(garbage.status, garbage.text).toBe(400);
    expect(splitResponse(garbage.text).head.toLowerCase()).toContain('connection: close');
    const future = await socketExchange(
      server.port,
      'GET /api/v1/health HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
    );
    expect(future.status, future.text).toBe(505);
    expect(JSON.parse(utf8(splitResponse(future.text).body))).toEqual({
      error: { code: 'http_version_not_supported', message: 'Versión de HTTP no soportada' },
    });
  });
});

test.describe('bodies too large', () => {
  test("Node's fetch reads the 413 and its message: 2 MB to sign-up, 7 MB to an avatar upload", async ({
    accounts,
  }) => {
    const signup = await fetch(`${accounts.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grande@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    // /auth/v1 answers in the auth contract's shape, as auth-js expects.
    expect(signup.status).toBe(413);
    expect(signup.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await signup.json()).toEqual({
      code: 'payload_too_large',
      error_code: 'payload_too_large',
      message: TOO_LARGE,
      msg: TOO_LARGE,
    });

    const s = await signUp(accounts);
    const avatar = await fetch(`${accounts.url}/api/v1/profiles/me/avatar`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.access_token}`, 'content-type': 'image/png' },
      body: new Uint8Array(7 * 1024 * 1024),
    });
    expect(avatar.status).toBe(413);
    // An upload route answers as the file it is (spec's message), however large (issue 39).
    expect(((await avatar.json()) as { error: { message: string } }).error.message).toBe(
      'El archivo es demasiado grande. Máximo 5MB permitido',
    );
    // The server is still there for the next request.
    expect((await request(accounts, '/api/v1/profiles/me', { token: s.access_token })).status).toBe(
      200,
    );
  });
});
