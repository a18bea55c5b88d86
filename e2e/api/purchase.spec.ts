/**
 * Buying numbers (issue "Raffles and buying"): the purchase rules and the race — 50 buyers with
 * overlapping numbers on a 100-number raffle never sell a number twice. Runs on both databases.
 */
import { test, expect } from '../support/fixtures';
import { api, createRaffle, signUp, type Session } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

test.describe('purchase', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('rules: auth, existence, range, duplicates, price and buyer from the server', async () => {
    const server = dedicated!;
    const stamp = Date.now();
    const creator = await signUp(server, 'Creadora', `creator-${stamp}@example.com`);
    const buyer = await signUp(server, 'Comprador', `buyer-${stamp}@example.com`);
    const raffle = await createRaffle(server, creator);

    const anonymous = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      body: JSON.stringify({ numbers: [1] }),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('Debes estar autenticado para comprar tickets');

    const missing = await api(server, '/raffles/00000000-0000-4000-8000-00000000abcd/tickets', {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({ numbers: [1] }),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Rifa no encontrada');

    for (const numbers of [[], [100], [-1], [5, 5], [1.5]]) {
      const bad = await api(server, `/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify({ numbers }),
      });
      expect(bad.status, JSON.stringify(numbers)).toBe(422);
    }

    const bought = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({
        numbers: [42, 7, 13],
        price: 0.01,
        user_id: creator.userId,
        status: 'paid',
      }),
    });
    expect(bought.status).toBe(201);
    expect(bought.body.numbers).toEqual([7, 13, 42]);
    expect(bought.body.price).toBe(7.5);
    expect(bought.body.status).toBe('pending');
    expect(bought.body.user_id).toBe(buyer.userId);
    expect(bought.body.buyer_name).toBe('Comprador');
    expect(bought.body.buyer_phone).toBe('');

    const conflict = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ numbers: [13, 14] }),
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.message).toBe('Algunos números ya no están disponibles');
    expect(conflict.body.error.details.numbers).toEqual([13]);

    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body).toEqual({
      total_tickets: 100,
      numbers_version: 1,
      taken: [7, 13, 42],
      locked: [],
    });
    const availability = await api(server, `/raffles/${raffle.id}/availability?numbers=13,14`);
    expect(availability.body).toEqual({ available: false, unavailable: [13] });

    const mine = await api(server, '/me/tickets', { token: buyer.token });
    expect(mine.body.count).toBe(1);
    expect(mine.body.data[0].raffle.title).toBe('Rifa de prueba');
  });

  test('an Idempotency-Key retry returns the same ticket instead of buying twice', async () => {
    const server = dedicated!;
    const stamp = Date.now();
    const creator = await signUp(server, 'Creadora', `idem-c-${stamp}@example.com`);
    const buyer = await signUp(server, 'Comprador', `idem-b-${stamp}@example.com`);
    const raffle = await createRaffle(server, creator);
    const send = () =>
      api(server, `/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: buyer.token,
        headers: { 'Idempotency-Key': `retry-${stamp}` },
        body: JSON.stringify({ numbers: [1, 2] }),
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.id).toBe(first.body.id);
    const after = await api(server, `/raffles/${raffle.id}`);
    expect(after.body.sold_tickets).toBe(2);

    // A double tap: the same key five times at once buys once; every answer is that ticket.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(server, `/raffles/${raffle.id}/tickets`, {
          method: 'POST',
          token: buyer.token,
          headers: { 'Idempotency-Key': `burst-${stamp}` },
          body: JSON.stringify({ numbers: [50, 51] }),
        }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.body.id)).size).toBe(1);
    expect((await api(server, `/raffles/${raffle.id}`)).body.sold_tickets).toBe(4);
  });

  test('the taken numbers carry an ETag: 304 while unchanged, fresh after a purchase or a cancellation', async () => {
    const server = dedicated!;
    const stamp = Date.now();
    const creator = await signUp(server, 'Creadora', `etag-c-${stamp}@example.com`);
    const buyer = await signUp(server, 'Comprador', `etag-b-${stamp}@example.com`);
    const raffle = await createRaffle(server, creator);
    const numbersOf = (etag?: string) =>
      api(server, `/raffles/${raffle.id}/numbers`, {
        headers: etag ? { 'If-None-Match': etag } : {},
      });

    const empty = await numbersOf();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ total_tickets: 100, numbers_version: 0, taken: [], locked: [] });
    const firstTag = empty.headers.get('etag');
    expect(firstTag).toBeTruthy();
    expect((await numbersOf(firstTag!)).status).toBe(304);

    const bought = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({ numbers: [9, 3] }),
    });
    expect(bought.status).toBe(201);
    const afterBuy = await numbersOf(firstTag!);
    expect(afterBuy.status).toBe(200);
    expect(afterBuy.body).toEqual({
      total_tickets: 100,
      numbers_version: 1,
      taken: [3, 9],
      locked: [],
    });
    const secondTag = afterBuy.headers.get('etag');
    expect(secondTag).not.toBe(firstTag);

    const cancelled = await api(server, `/tickets/${bought.body.id}/status`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await numbersOf(secondTag!);
    expect(afterCancel.status).toBe(200);
    expect(afterCancel.body).toEqual({
      total_tickets: 100,
      numbers_version: 2,
      taken: [],
      locked: [],
    });
    expect((await numbersOf('"n-unknown"')).status).toBe(200);
  });

  test('an ETag of the taken numbers from before a restart is not answered 304 after it', async ({
    database,
  }) => {
    // A power loss can take back a commit a grid had already been shown (SQLite's WAL fsync comes
    // after other readers can see it), so the same numbers_version may come back with other
    // numbers: the ETag carries a salt drawn at each start.
    const env = { RATE_LIMIT_MULTIPLIER: '100' };
    const first = await startServer({ database, env });
    let second: RunningServer | undefined;
    try {
      const stamp = Date.now();
      const creator = await signUp(first, 'Creadora', `restart-c-${stamp}@example.com`);
      const buyer = await signUp(first, 'Comprador', `restart-b-${stamp}@example.com`);
      const raffle = await createRaffle(first, creator);
      const bought = await api(first, `/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify({ numbers: [5] }),
      });
      expect(bought.status).toBe(201);
      const numbersOf = (server: RunningServer, etag?: string) =>
        api(server, `/raffles/${raffle.id}/numbers`, {
          headers: etag ? { 'If-None-Match': etag } : {},
        });
      const before = await numbersOf(first);
      const tag = before.headers.get('etag');
      expect(tag).toBeTruthy();
      expect((await numbersOf(first, tag!)).status).toBe(304);

      first.process.kill('SIGTERM');
      await first.exited;
      second = await startServer({ database, env, restartOf: first });
      const after = await numbersOf(second, tag!);
      expect(after.status).toBe(200);
      expect(after.body).toEqual({
        total_tickets: 100,
        numbers_version: 1,
        taken: [5],
        locked: [],
      });
      const newTag = after.headers.get('etag');
      expect(newTag).toBeTruthy();
      expect(newTag).not.toBe(tag);
      expect((await numbersOf(second, newTag!)).status).toBe(304);
    } finally {
      await second?.stop();
      await first.stop();
    }
  });

  test('50 concurrent buyers with overlapping numbers never share a number', async () => {
    const server = dedicated!;
    const stamp = Date.now();
    const creator = await signUp(server, 'Creadora', `race-c-${stamp}@example.com`);
    const raffle = await createRaffle(server, creator);
    const buyers: Session[] = [];
    for (let i = 0; i < 50; i++)
      buyers.push(await signUp(server, `B${i}`, `race-${i}-${stamp}@example.com`));

    // Buyer i wants 4 numbers starting at 2i (mod 100): each overlaps its neighbours.
    const wanted = buyers.map((_, i) => [0, 1, 2, 3].map((k) => (2 * i + k) % 100));
    const results = await Promise.all(
      buyers.map((b, i) =>
        api(server, `/raffles/${raffle.id}/tickets`, {
          method: 'POST',
          token: b.token,
          body: JSON.stringify({ numbers: wanted[i] }),
        }),
      ),
    );
    const owner = new Map<number, number>();
    results.forEach((res, i) => {
      expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 201) {
        expect([...res.body.numbers].sort((a: number, b: number) => a - b)).toEqual(
          [...wanted[i]!].sort((a, b) => a - b),
        );
        for (const n of res.body.numbers as number[]) {
          expect(owner.has(n), `number ${n} sold twice`).toBe(false);
          owner.set(n, i);
        }
      }
    });
    expect(owner.size).toBeGreaterThan(0);

    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    // Every taken number belongs to exactly one 201, and the 409s added nothing.
    expect([...numbers.body.taken].sort((a: number, b: number) => a - b)).toEqual(
      [...owner.keys()].sort((a, b) => a - b),
    );
    const after = await api(server, `/raffles/${raffle.id}`);
    expect(after.body.sold_tickets).toBe(owner.size);

    // Buy whatever is left: the raffle sells out and turns `waiting`.
    const left = Array.from({ length: 100 }, (_, n) => n).filter((n) => !owner.has(n));
    for (let i = 0; i < left.length; i += 100) {
      const res = await api(server, `/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: creator.token,
        body: JSON.stringify({ numbers: left.slice(i, i + 100) }),
      });
      expect(res.status).toBe(201);
    }
    const soldOut = await api(server, `/raffles/${raffle.id}`);
    expect(soldOut.body.sold_tickets).toBe(100);
    expect(soldOut.body.status).toBe('waiting');
  });
});
