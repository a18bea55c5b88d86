/**
 * Rate limits: sign-in failures are throttled per address and per (address, account), so nobody
 * can lock an owner out; /api/v1 writes and uploads have per-user and per-address budgets, reads
 * none; every 429 carries Retry-After. Each test starts a server with small budgets, behind a
 * trusted proxy (127.0.0.1) so X-Forwarded-For stands for the client's address.
 */
import {
  PASSWORD,
  expectAuthError,
  request,
  signIn,
  signUp,
  uniqueEmail,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tinyPng } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const PNG = tinyPng();

const from = (address: string) => ({ 'x-forwarded-for': address });

function expectRetryAfter(headers: Headers) {
  const value = headers.get('retry-after');
  expect(value, 'a 429 without Retry-After').toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
}

async function withServer(
  database: Parameters<typeof startServer>[0]['database'],
  env: Record<string, string>,
  body: (server: RunningServer) => Promise<void>,
) {
  const server = await startServer({ database, env: { TRUSTED_PROXIES: '127.0.0.1', ...env } });
  try {
    await body(server);
  } finally {
    await server.stop();
  }
}

test('wrong passwords from one address do not lock the owner out; the 429 says when to retry', async ({
  database,
}) => {
  // RATE_LIMIT_MULTIPLIER 0.1: 2 failures per (address, account), 6 per address, 3 sign-ups.
  await withServer(database, { RATE_LIMIT_MULTIPLIER: '0.1' }, async (server) => {
    const owner = await signUp(server);
    const attempt = (address: string, password: string, email = owner.email) =>
      request(server, '/auth/v1/token?grant_type=password', {
        json: { email, password },
        headers: from(address),
      });
    for (let i = 0; i < 2; i++)
      expectAuthError(
        await attempt('203.0.113.66', 'wrong password x'),
        400,
        'invalid_credentials',
      );
    const blocked = await attempt('203.0.113.66', PASSWORD);
    expectAuthError(blocked, 429, 'over_request_rate_limit');
    expectRetryAfter(blocked.headers);

    const home = await attempt('198.51.100.7', PASSWORD);
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.user.email).toBe(owner.email);

    // The attacker's address runs out for other accounts too (6 failures per address).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('203.0.113.66', 'wrong password x', uniqueEmail('x'))).status);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // Sign-in from the same address, no proxy header: still its own address (127.0.0.1).
    expect((await signIn(server, owner.email, PASSWORD)).status).toBe(200);

    // Sign-up's 429 carries Retry-After too (3 per address).
    let last;
    for (let i = 0; i < 4; i++)
      last = await request(server, '/auth/v1/signup', {
        json: { email: uniqueEmail('rl'), password: PASSWORD, data: { name: 'Límite' } },
        headers: from('192.0.2.1'),
      });
    expectAuthError(last!, 429, 'over_request_rate_limit');
    expectRetryAfter(last!.headers);
  });
});

test('/api/v1 writes: a budget per user and per address, reads unlimited, 429 rate_limited with Retry-After', async ({
  database,
}) => {
  await withServer(
    database,
    {
      RATE_LIMIT_WRITES_PER_MINUTE_USER: '3',
      RATE_LIMIT_WRITES_PER_MINUTE_IP: '6',
      RATE_LIMIT_UPLOADS_PER_HOUR_USER: '1',
    },
    async (server) => {
      const a = await signUp(server, { name: 'Ana' });
      const b = await signUp(server, { name: 'Bea' });
      const patch = (token: string, address: string, name: string) =>
        request(server, '/api/v1/profiles/me', {
          method: 'PATCH',
          token,
          json: { name },
          headers: from(address),
        });

      for (let i = 0; i < 3; i++)
        expect((await patch(a.access_token, '10.0.0.1', `Ana ${i}`)).status).toBe(200);
      const limited = await patch(a.access_token, '10.0.0.1', 'Ana 3');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Demasiadas solicitudes. Intenta de nuevo en unos segundos.',
        },
      });
      expectRetryAfter(limited.headers);
      // The budget is the user's, from any address.
      expect((await patch(a.access_token, '10.0.0.2', 'Ana 4')).status).toBe(429);
      // Reads are never limited.
      for (let i = 0; i < 20; i++)
        expect(
          (
            await request(server, '/api/v1/profiles/me', {
              token: a.access_token,
              headers: from('10.0.0.1'),
            })
          ).status,
        ).toBe(200);
      // The address has its own budget: 4 writes came from 10.0.0.1, two more pass, then none,
      // whoever sends them.
      expect((await patch(b.access_token, '10.0.0.1', 'Bea 1')).status).toBe(200);
      expect((await patch(b.access_token, '10.0.0.1', 'Bea 2')).status).toBe(200);
      const crowded = await patch(b.access_token, '10.0.0.1', 'Bea 3');
      expect(crowded.status).toBe(429);
      expectRetryAfter(crowded.headers);
      expect((await patch(b.access_token, '10.0.0.9', 'Bea 3')).status).toBe(200);

      // Uploads have their own, stricter budget (1 per hour per user here).
      const upload = () =>
        request(server, '/api/v1/profiles/me/avatar', {
          method: 'PUT',
          token: b.access_token,
          headers: { 'content-type': 'image/png', 'x-file-name': 'a.png', ...from('10.0.0.20') },
          body: new Uint8Array(PNG),
        });
      expect((await upload()).status).toBe(200);
      const again = await upload();
      expect(again.status).toBe(429);
      expect(again.body.error.code).toBe('rate_limited');
      expectRetryAfter(again.headers);
    },
  );
});
