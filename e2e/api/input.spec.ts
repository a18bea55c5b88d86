/**
 * Typed request parsing and the input defects of issue 7: a wrong type is a 422 with details
 * (never a 500), list filters that are honoured and refused when unknown, searches that control
 * characters cannot turn into "everything", one set of raffle limits, calendar dates, trimmed
 * texts without control characters, the sign-up name rule, Idempotency-Key reuse, and invalid
 * tokens on routes where signing in is optional. Runs on both databases against the real binary.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures';
import { api, createRaffle as publish, inDays, signUp, type Session } from '../support/api';
import { serverBinary, startServer, type RunningServer } from '../support/server';

const run = promisify(execFile);

let dedicated: RunningServer | undefined;
const server = () => dedicated!;

function raffleBody(extra: Record<string, unknown> = {}) {
  return {
    title: 'Cesta navideña',
    description: 'Jamón, pan de jamón y hallacas',
    ticket_price: 2.5,
    total_tickets: 100,
    lottery: 'zulia',
    end_date: inDays(5),
    ...extra,
  };
}

/** A raffle of `owner` (given a payment method first when they have none, as publishing needs). */
async function createRaffle(owner: Session, extra: Record<string, unknown> = {}) {
  return (await publish(server(), owner, raffleBody(extra))) as unknown as {
    id: string;
    title: string;
    is_private: boolean;
    end_date: string;
  };
}

/** A new account on the Pro plan (several active raffles, private ones allowed). */
async function proUser(name: string) {
  const session = await signUp(server(), name);
  await run(serverBinary, ['grant-plan', '--email', session.email, '--plan', 'pro'], {
    env: { ...process.env, ...server().env },
  });
  return session;
}

const post = (path: string, token: string, body: unknown, method = 'POST') =>
  api(server(), path, { method, token, body: JSON.stringify(body) });

/** Expects a 422 `validation_failed` whose details name `field`. */
function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.details[field], JSON.stringify(res.body.error.details)).toEqual(
    expect.any(String),
  );
}

test.describe('typed input', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('a wrong type is 422 with details, malformed JSON 400, never 500', async () => {
    const ana = await signUp(server(), 'Ana');
    expectFieldError(
      await post('/raffles', ana.token, raffleBody({ is_private: 'yes' })),
      'is_private',
    );
    expectFieldError(
      await post('/payment-methods', ana.token, {
        type: 'zelle',
        name: 'Mi Zelle',
        details: { email: 'ana@example.com', holder: 'Ana Pérez' },
        is_default: 'yes',
      }),
      'is_default',
    );
    expectFieldError(
      await post('/payment-methods', ana.token, {
        type: 'zelle',
        name: 'Zelle',
        details: { email: 5 },
      }),
      'details.email',
    );
    const wrong = await post('/raffles', ana.token, {
      ...raffleBody(),
      title: 7,
      total_tickets: '100',
      tags: 'a,b',
      lottery: ['zulia'],
    });
    for (const field of ['title', 'total_tickets', 'tags', 'lottery'])
      expectFieldError(wrong, field);
    expectFieldError(await post('/profiles/me', ana.token, { name: 12, bio: {} }, 'PATCH'), 'name');
    expectFieldError(
      await post('/raffles/' + crypto.randomUUID() + '/tickets', ana.token, { numbers: '1,2' }),
      'numbers',
    );

    const malformed = await api(server(), '/raffles', {
      method: 'POST',
      token: ana.token,
      body: '{"title":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request');
    expectFieldError(await api(server(), '/raffles?page=abc'), 'page');
  });

  test('status filters are honoured, and an unknown status is 422 on every list', async () => {
    const owner = await proUser('Dueña');
    const buyer = await signUp(server(), 'Comprador');
    const open = await createRaffle(owner, { title: 'Rifa abierta' });
    const closed = await createRaffle(owner, { title: 'Rifa cancelada' });
    expect((await post(`/raffles/${closed.id}/cancel`, owner.token, {})).status).toBe(200);

    const mine = await api(server(), '/me/raffles?status=cancelled', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([closed.id]);
    expect(mine.body.count).toBe(1);
    const theirs = await api(server(), `/users/${owner.userId}/raffles?status=active`);
    expect(theirs.body.data.map((r: { id: string }) => r.id)).toEqual([open.id]);
    expect(theirs.body.count).toBe(1);
    const all = await api(server(), `/users/${owner.userId}/raffles?status=all`);
    expect(all.body.count).toBe(2);
    // A user with no public raffles has an empty list; a user who does not exist is 404.
    const none = await api(server(), `/users/${buyer.userId}/raffles`);
    expect([none.status, none.body.count]).toEqual([200, 0]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const missing = await api(server(), `/users/${id}/raffles`);
      expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    }

    const bought = await post(`/raffles/${open.id}/tickets`, buyer.token, { numbers: [1] });
    expect(bought.status).toBe(201);
    const other = await createRaffle(owner, { title: 'Otra rifa' });
    const second = await post(`/raffles/${other.id}/tickets`, buyer.token, { numbers: [2, 3] });
    expect(second.status).toBe(201);
    await post(`/tickets/${second.body.id}/status`, owner.token, { status: 'paid' }, 'PATCH');

    const paid = await api(server(), '/me/tickets?status=paid', { token: buyer.token });
    expect(paid.body.data.map((t: { id: string }) => t.id)).toEqual([second.body.id]);
    expect(paid.body.count).toBe(1);
    const pending = await api(server(), '/me/tickets?status=pending', { token: buyer.token });
    expect(pending.body.data.map((t: { id: string }) => t.id)).toEqual([bought.body.id]);
    const ofRaffle = await api(server(), `/me/tickets?raffle_id=${other.id}`, {
      token: buyer.token,
    });
    expect(ofRaffle.body.data.map((t: { id: string }) => t.id)).toEqual([second.body.id]);
    expect(ofRaffle.body.count).toBe(1);
    expectFieldError(
      await api(server(), '/me/tickets?raffle_id=nope', { token: buyer.token }),
      'raffle_id',
    );

    // The seller's side: /me/sales and a raffle's tickets take the same filters.
    const sold = await api(server(), '/me/sales?status=paid', { token: owner.token });
    expect(sold.body.data.map((t: { id: string }) => t.id)).toEqual([second.body.id]);
    const soldHere = await api(server(), `/me/sales?raffle_id=${open.id}`, { token: owner.token });
    expect(soldHere.body.data.map((t: { id: string }) => t.id)).toEqual([bought.body.id]);
    const ofOpen = await api(server(), `/raffles/${other.id}/tickets?status=pending`, {
      token: owner.token,
    });
    expect(ofOpen.body.count).toBe(0);

    for (const path of [
      '/me/tickets',
      '/me/sales',
      `/raffles/${open.id}/tickets`,
      '/me/raffles',
      `/users/${owner.userId}/raffles`,
      '/raffles',
    ]) {
      expectFieldError(
        await api(server(), `${path}?status=bogus`, { token: buyer.token }),
        'status',
      );
    }
  });

  test('control characters in a search are refused and LIKE wildcards match themselves', async () => {
    const owner = await proUser('Buscadora');
    const marker = `zq${Date.now().toString(36)}`;
    await createRaffle(owner, { title: `Rifa 100% ${marker}` });
    await createRaffle(owner, { title: `Rifa 1000 ${marker}` });
    for (const path of ['/raffles?q=', '/raffles/search?q=', '/profiles?search=']) {
      for (const bad of ['%00', 'a%00', '%1b', '%7f']) {
        const field = path.includes('search=') ? 'search' : 'q';
        expectFieldError(await api(server(), path + bad), field);
      }
    }
    // Unescaped, "100%" and "100_" would also match "1000".
    const percent = await api(server(), `/raffles?q=100%25%20${marker}`);
    expect(percent.body.data.map((r: { title: string }) => r.title)).toEqual([
      `Rifa 100% ${marker}`,
    ]);
    const underscore = await api(server(), `/raffles/search?q=100_%20${marker}`);
    expect(underscore.body.data).toEqual([]);
    const found = await api(server(), `/raffles/search?q=${marker}`);
    expect(found.body.count).toBe(2);
    // Nothing to look for finds nothing (it used to list every active raffle).
    expect((await api(server(), '/raffles/search?q=%20')).body).toEqual({ data: [], count: 0 });
    expect((await api(server(), '/raffles/search')).status).toBe(400);
  });

  test('PATCH honours is_private within the plan; one set of limits; duplicated tags refused', async () => {
    const free = await signUp(server(), 'Gratis');
    const raffle = await createRaffle(free);
    const refused = await post(`/raffles/${raffle.id}`, free.token, { is_private: true }, 'PATCH');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('plan_forbids_private');
    expect(refused.body.error.message).toMatch(/^Tu plan .* no permite crear rifas privadas\./);

    const pro = await proUser('Profesional');
    const secret = await createRaffle(pro, { title: `Secreta ${Date.now()}` });
    const made = await post(`/raffles/${secret.id}`, pro.token, { is_private: true }, 'PATCH');
    expect(made.status).toBe(200);
    expect(made.body.is_private).toBe(true);
    const listed = await api(server(), `/users/${pro.userId}/raffles`);
    expect(listed.body.data.map((r: { id: string }) => r.id)).not.toContain(secret.id);
    const back = await post(`/raffles/${secret.id}`, pro.token, { is_private: false }, 'PATCH');
    expect(back.body.is_private).toBe(false);

    expect(
      (await post('/raffles', free.token, raffleBody({ description: 'd'.repeat(2001) }))).status,
    ).toBe(422);
    expectFieldError(
      await post('/raffles', free.token, raffleBody({ ticket_price: 10000.01 })),
      'ticket_price',
    );
    for (const price of [0, -3]) {
      const res = await post('/raffles', free.token, raffleBody({ ticket_price: price }));
      expectFieldError(res, 'ticket_price');
      expect(res.body.error.details.ticket_price).toMatch(/mayor que 0/);
    }
    expectFieldError(
      await post('/raffles', free.token, raffleBody({ tags: ['Navidad', 'navidad'] })),
      'tags',
    );
    expectFieldError(
      await post(`/raffles/${raffle.id}`, free.token, { tags: ['a', 'A'] }, 'PATCH'),
      'tags',
    );
    const edited = await post(
      `/raffles/${raffle.id}`,
      free.token,
      { description: 'd'.repeat(2000), ticket_price: 10000, tags: ['Navidad', 'comida'] },
      'PATCH',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.ticket_price).toBe(10000);
    expect(edited.body.tags).toEqual(['Navidad', 'comida']);
  });

  test('dates that are not in the calendar are 422, on creation and on edit', async () => {
    const owner = await signUp(server(), 'Fechas');
    const raffle = await createRaffle(owner);
    for (const date of ['2026-13-45T99:99:99Z', '2027-02-30T10:00:00Z', '2027-02-29T10:00:00Z']) {
      expectFieldError(
        await post('/raffles', owner.token, raffleBody({ end_date: date })),
        'end_date',
      );
      expectFieldError(
        await post(`/raffles/${raffle.id}`, owner.token, { end_date: date }, 'PATCH'),
        'end_date',
      );
    }
    const unchanged = await api(server(), `/raffles/${raffle.id}`);
    expect(unchanged.body.end_date).toBe(raffle.end_date);
  });

  test('dates outside 1900–2199 are 422 with the range message, never 500 nor another year', async () => {
    const owner = await signUp(server(), 'Lejanas');
    const raffle = await createRaffle(owner);
    const RANGE = 'La fecha debe estar entre los años 1900 y 2199';
    for (const date of [
      '9999-12-31T23:59:59Z',
      '0001-01-01T00:00:00Z',
      '2300-01-01T00:00:00Z',
      '1000-01-01T00:00:00Z',
    ]) {
      for (const field of ['end_date', 'draw_at']) {
        const created = await post('/raffles', owner.token, raffleBody({ [field]: date }));
        expectFieldError(created, field);
        expect(created.body.error.details[field]).toBe(RANGE);
        const edited = await post(`/raffles/${raffle.id}`, owner.token, { [field]: date }, 'PATCH');
        expectFieldError(edited, field);
        expect(edited.body.error.details[field]).toBe(RANGE);
      }
    }
    const unchanged = await api(server(), `/raffles/${raffle.id}`);
    expect(unchanged.body.end_date).toBe(raffle.end_date);
  });

  test('availability asks only about numbers the raffle has; a favourites count only of a raffle that exists', async () => {
    const owner = await signUp(server(), 'Números');
    const raffle = await createRaffle(owner);
    for (const numbers of ['99999', '-1', '100', '5,100']) {
      const res = await api(server(), `/raffles/${raffle.id}/availability?numbers=${numbers}`);
      expectFieldError(res, 'numbers');
      expect(res.body.error.details.numbers).toBe('Los números van de 0 a 99');
    }
    const fine = await api(server(), `/raffles/${raffle.id}/availability?numbers=0,99`);
    expect(fine.status).toBe(200);
    expect(fine.body).toEqual({ available: true, unavailable: [] });

    const unknown = '00000000-0000-4000-8000-00000000abcd';
    for (const id of [unknown, 'no-es-un-id']) {
      const count = await api(server(), `/raffles/${id}/favorites/count`);
      expect(count.status, id).toBe(404);
      expect(count.body.error).toEqual({ code: 'not_found', message: 'Rifa no encontrada' });
    }
    expect((await api(server(), `/raffles/${raffle.id}/favorites/count`)).body).toEqual({
      count: 0,
    });
  });

  test('titles and names are trimmed; control characters are refused in every text', async () => {
    const owner = await proUser('Textos');
    const trimmed = await createRaffle(owner, {
      title: '   Cesta con espacios  ',
      tags: [' uno '],
    });
    expect(trimmed.title).toBe('Cesta con espacios');
    expect((trimmed as unknown as { tags: string[] }).tags).toEqual(['uno']);
    expectFieldError(
      await post('/raffles', owner.token, raffleBody({ title: 'Cesta\u0000oculta' })),
      'title',
    );
    expectFieldError(
      await post('/raffles', owner.token, raffleBody({ tags: ['a\u001b[31m'] })),
      'tags',
    );
    expectFieldError(
      await post('/raffles', owner.token, raffleBody({ description: 'Premio\u0000' })),
      'description',
    );
    const lines = await post(
      '/raffles',
      owner.token,
      raffleBody({ description: 'Premio:\n- una cesta' }),
    );
    expect(lines.status).toBe(201);
    expectFieldError(
      await post('/profiles/me', owner.token, { name: 'Ana\u0000' }, 'PATCH'),
      'name',
    );
    expectFieldError(
      await post('/profiles/me', owner.token, { bio: 'hola\u0007' }, 'PATCH'),
      'bio',
    );
    const renamed = await post('/profiles/me', owner.token, { name: '  Ana María  ' }, 'PATCH');
    expect(renamed.body.name).toBe('Ana María');
    expectFieldError(
      await post('/payment-methods', owner.token, {
        type: 'zelle',
        name: 'Zelle\u0000',
        details: { email: 'a@example.com', holder: 'Ana' },
      }),
      'name',
    );
  });

  test("the sign-up name follows the profile's rule, in the auth contract's error shape", async () => {
    const signup = (data: unknown) =>
      fetch(`${server().url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `nombre-${crypto.randomUUID()}@example.com`,
          password: 'correct horse battery',
          data,
        }),
      });
    for (const name of ['x'.repeat(10_000), 'A', 42, 'Ana\u0000', { first: 'Ana' }]) {
      const res = await signup({ name });
      expect(res.status, String(name).slice(0, 20)).toBe(400);
      const body = (await res.json()) as { code: string; error_code: string; msg: string };
      expect(body.code).toBe('validation_failed');
      expect(body.error_code).toBe('validation_failed');
      expect(body.msg).toEqual(expect.any(String));
    }
    const ok = await signup({ name: '  Ana Pérez  ' });
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as { access_token: string };
    const me = await api(server(), '/profiles/me', { token: session.access_token });
    expect(me.body.name).toBe('Ana Pérez');
  });

  test('an Idempotency-Key reused with another body is 422 and buys nothing; the same body replays', async () => {
    const owner = await proUser('Vendedora');
    const buyer = await signUp(server(), 'Compradora');
    const raffle = await createRaffle(owner);
    const other = await createRaffle(owner, { title: 'Otra cesta' });
    const key = `idem-${crypto.randomUUID()}`;
    const buy = (raffleId: string, numbers: number[]) =>
      api(server(), `/raffles/${raffleId}/tickets`, {
        method: 'POST',
        token: buyer.token,
        headers: { 'Idempotency-Key': key },
        body: JSON.stringify({ numbers }),
      });
    const first = await buy(raffle.id, [4, 5]);
    expect(first.status).toBe(201);
    for (const [raffleId, numbers] of [
      [raffle.id, [4, 6]],
      [raffle.id, [4]],
      [other.id, [4, 5]],
    ] as const) {
      const reused = await buy(raffleId, [...numbers]);
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('idempotency_key_reused');
    }
    expect((await api(server(), `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([4, 5]);
    expect((await api(server(), `/raffles/${other.id}/numbers`)).body.taken).toEqual([]);
    const replay = await buy(raffle.id, [5, 4]);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
  });

  test('an invalid, expired or revoked token on an optional-auth route is 401 invalid_token', async () => {
    const owner = await signUp(server(), 'Tokens');
    const raffle = await createRaffle(owner);
    const bogus = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.firma';
    const paths = [
      `/raffles/${raffle.id}`,
      '/raffles',
      '/raffles/search?q=cesta',
      `/raffles/${raffle.id}/numbers`,
      `/users/${owner.userId}/raffles`,
      `/profiles/${owner.userId}`,
    ];
    for (const path of paths) {
      expect((await api(server(), path)).status, path).toBe(200);
      expect((await api(server(), path, { token: owner.token })).status, path).toBe(200);
      const res = await api(server(), path, { token: bogus });
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('invalid_token');
    }
    // "Bearer" with no token is a malformed token too, not an anonymous caller; no header at all
    // (or another scheme) is anonymous.
    for (const path of [...paths, `/raffles/${raffle.id}/favorites/count`]) {
      for (const header of ['Bearer ', 'Bearer', 'bearer   ']) {
        const res = await fetch(`${server().url}/api/v1${path}`, {
          headers: { authorization: header },
        });
        expect(res.status, `${path} ${JSON.stringify(header)}`).toBe(401);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
          'invalid_token',
        );
      }
    }
    // Signed out: the same token, now revoked, is refused instead of read as anonymous.
    const logout = await fetch(`${server().url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(logout.status).toBe(204);
    const revoked = await api(server(), `/raffles/${raffle.id}`, { token: owner.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('invalid_token');
  });

  test('a purchase with a signed-out token is 401 invalid_token and sells nothing', async () => {
    const owner = await signUp(server(), 'Creadora');
    const raffle = await createRaffle(owner);
    const buyer = await signUp(server(), 'Comprador');
    const buy = (raffleId: string, numbers: number[]) =>
      api(server(), `/raffles/${raffleId}/tickets`, {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify({ numbers }),
      });
    // The token is verified (and remembered) by a first purchase; its session is read by each one.
    expect((await buy(raffle.id, [1])).status).toBe(201);
    const logout = await fetch(`${server().url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(logout.status).toBe(204);
    for (const raffleId of [raffle.id, '00000000-0000-4000-8000-00000000abcd']) {
      const refused = await buy(raffleId, [2]);
      expect(refused.status, raffleId).toBe(401);
      expect(refused.body.error).toEqual({
        code: 'invalid_token',
        message: 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.',
      });
    }
    expect((await api(server(), `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([1]);
  });
});
