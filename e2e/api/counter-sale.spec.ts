/**
 * Counter sales (issue 12): `POST /business/raffles/{id}/tickets` by the business owner or an active
 * cashier goes through the same purchase transaction as an online purchase — a number is never sold
 * twice across the two, `sold_tickets` and the grid stay consistent — with the buyer typed by the
 * seller, `sold_by` the seller, paid at once (or pending) and no hold. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyNumbers,
  createRaffle,
  notificationsOf,
  signUp,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { addCashier, businessOwner, counterSale } from '../support/business';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

test.describe('counter sales', () => {
  test.describe.configure({ mode: 'default' });
  // A server of its own with generous limits: these tests sign up many accounts and sell a lot.
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('owner and cashier sell: paid or pending, no hold, sold_by, the registered buyer sees it', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas El Lago');
    const cashierUser = await signUp(server, 'Cajera Ana', uniqueEmail('cajera'));
    await addCashier(server, owner, cashierUser, { name: 'Ana Taquilla' });
    const buyer = await signUp(server, 'Comprador Registrado', uniqueEmail('comprador'));
    const raffle = await createRaffle(server, owner, { ticket_price: 2.5 });

    // The owner sells to a guest: paid at once, no hold, no user.
    const guest = await counterSale(server, owner, raffle.id, {
      numbers: [7, 3],
      buyer_name: '  José Rodríguez ',
      buyer_phone: '0424-555 12 34',
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    expect(guest.body).toMatchObject({
      raffle_id: raffle.id,
      user_id: null,
      numbers: [3, 7],
      status: 'paid',
      price: 5,
      buyer_name: 'José Rodríguez',
      buyer_email: '',
      buyer_phone: '0424-555 12 34',
      sold_by: owner.userId,
      expires_at: null,
      payment_status: null,
    });
    expect(guest.body.receipt_code).toMatch(/^[0-9a-f]{32}$/);

    // The cashier sells to a registered buyer (the e-mail in another case), pending: still no hold.
    const pending = await counterSale(server, cashierUser, raffle.id, {
      numbers: [10],
      buyer_name: 'Comprador Registrado',
      buyer_email: buyer.email.toUpperCase(),
      status: 'pending',
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    // Linked to the buyer's account (below, in her tickets), but its id is not told to the seller.
    expect(pending.body).toMatchObject({
      user_id: null,
      status: 'pending',
      sold_by: cashierUser.userId,
      expires_at: null,
    });
    // …and a paid one: the buyer is told it is paid.
    const paid = await counterSale(server, cashierUser, raffle.id, {
      numbers: [11, 12],
      buyer_name: 'Comprador Registrado',
      buyer_email: buyer.email,
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ user_id: null, status: 'paid', expires_at: null });

    const mine = await api(server, '/me/tickets', { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((t: { id: string }) => t.id).sort()).toEqual(
      [pending.body.id, paid.body.id].sort(),
    );
    const buyerNotices = await notificationsOf(server, buyer);
    expect(buyerNotices.data.map((n) => [n.type, n.data.ticket_id])).toEqual([
      ['ticket_paid', paid.body.id],
    ]);
    // The business is not told of its own counter sales.
    const ownerNotices = await notificationsOf(server, owner);
    expect(ownerNotices.data.filter((n) => n.type === 'new_purchase')).toEqual([]);

    // The grid and the count include counter sales.
    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body.taken).toEqual([3, 7, 10, 11, 12]);
    const after = await api(server, `/raffles/${raffle.id}`);
    expect(after.body.sold_tickets).toBe(5);

    // No hoarding limit at the counter: a fourth pending sale to the same buyer is accepted.
    for (const n of [20, 21, 22]) {
      const res = await counterSale(server, owner, raffle.id, {
        numbers: [n],
        buyer_name: 'Comprador Registrado',
        buyer_email: buyer.email,
        status: 'pending',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  test('validation, raffles of others, raffles not selling, who may sell', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Validación');
    const other = await businessOwner(server, 'Otro Negocio');
    const plain = await signUp(server, 'Usuario Común', uniqueEmail());
    const raffle = await createRaffle(server, owner);

    const invalid = await counterSale(server, owner, raffle.id, {
      buyer_name: 'J',
      buyer_email: 'no-es-correo',
      buyer_phone: '12ab',
      status: 'cancelled',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toEqual({
      code: 'validation_failed',
      message: 'Revisa los datos enviados',
      details: {
        numbers: 'Elige entre 1 y 100 números',
        buyer_name: 'El nombre del comprador debe tener entre 2 y 80 caracteres',
        buyer_email: 'Correo electrónico inválido',
        buyer_phone: 'Teléfono inválido: de 7 a 20 dígitos, espacios, +, -, ( o )',
        status: 'Estado inválido: pending o paid',
      },
    });
    const noName = await counterSale(server, owner, raffle.id, { numbers: [1] });
    expect(noName.status).toBe(422);
    expect(noName.body.error.details).toEqual({ buyer_name: 'Escribe el nombre del comprador' });
    const range = await counterSale(server, owner, raffle.id, {
      numbers: [100],
      buyer_name: 'Ana',
    });
    expect(range.status).toBe(422);
    expect(range.body.error.details).toEqual({ numbers: 'Los números van de 0 a 99' });
    const repeated = await counterSale(server, owner, raffle.id, {
      numbers: [4, 4],
      buyer_name: 'Ana',
    });
    expect(repeated.status).toBe(422);
    expect(repeated.body.error.details).toEqual({ numbers: 'No repitas números' });

    // Another business's raffle, and a missing one: not found. Not a business: 403.
    const foreign = await counterSale(server, other, raffle.id, {
      numbers: [1],
      buyer_name: 'Ana',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Rifa no encontrada');
    const missing = await counterSale(server, owner, '00000000-0000-4000-8000-00000000abcd', {
      numbers: [1],
      buyer_name: 'Ana',
    });
    expect(missing.status).toBe(404);
    const denied = await counterSale(server, plain, raffle.id, { numbers: [1], buyer_name: 'Ana' });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('business_access_denied');
    const anonymous = await api(server, `/business/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      body: JSON.stringify({ numbers: [1], buyer_name: 'Ana' }),
    });
    expect(anonymous.status).toBe(401);

    // A taken number: the same 409 as online.
    expect((await buyNumbers(server, plain, raffle.id, [50])).status).toBe(201);
    const taken = await counterSale(server, owner, raffle.id, {
      numbers: [50, 51],
      buyer_name: 'Ana',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'numbers_unavailable',
      message: 'Algunos números ya no están disponibles',
      details: { numbers: [50] },
    });

    // A cancelled raffle sells no more.
    const cancelled = await createRaffle(server, owner);
    const cancel = await api(server, `/raffles/${cancelled.id}/cancel`, {
      method: 'POST',
      token: owner.token,
    });
    expect(cancel.status).toBe(200);
    const closed = await counterSale(server, owner, cancelled.id, {
      numbers: [1],
      buyer_name: 'Ana',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({
      code: 'raffle_not_active',
      message: 'Esta rifa ya no acepta compras',
    });
  });

  test('Idempotency-Key: the seller’s retry replays, another sale with the key is refused', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Idempotentes');
    const cashierUser = await signUp(server, 'Cajero Beto', uniqueEmail('cajero'));
    await addCashier(server, owner, cashierUser);
    const raffle = await createRaffle(server, owner);
    const key = `venta-${Date.now()}`;
    const sell = (who: Session, numbers: number[]) =>
      api(server, `/business/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: who.token,
        headers: { 'Idempotency-Key': key },
        body: JSON.stringify({ numbers, buyer_name: 'Carla Pérez' }),
      });

    const first = await sell(owner, [5, 6]);
    expect(first.status).toBe(201);
    const again = await sell(owner, [6, 5]);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const reused = await sell(owner, [7]);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    // The key is the seller's: the cashier's sale with the same key is a sale of its own.
    const cashiers = await sell(cashierUser, [8]);
    expect(cashiers.status).toBe(201);
    expect(cashiers.body.id).not.toBe(first.body.id);
    expect((await api(server, `/raffles/${raffle.id}`)).body.sold_tickets).toBe(3);
  });

  test('counter sales racing online purchases of the same numbers: one winner per number', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Carrera');
    const cashiers: Session[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await signUp(server, `Cajero ${i}`, uniqueEmail(`cajero${i}`));
      await addCashier(server, owner, user);
      cashiers.push(user);
    }
    const buyers: Session[] = [];
    for (let i = 0; i < 24; i++) buyers.push(await signUp(server, `B${i}`, uniqueEmail(`b${i}`)));
    const raffle = await createRaffle(server, owner);

    // 48 attempts on 100 numbers, each 4 numbers from 2i: every attempt overlaps its neighbours,
    // and online buyers and counter sellers alternate.
    const attempts = Array.from({ length: 48 }, (_, i) => {
      const numbers = [0, 1, 2, 3].map((k) => (2 * i + k) % 100);
      if (i % 2 === 0) return () => buyNumbers(server, buyers[i / 2]!, raffle.id, numbers);
      const seller = i % 6 === 1 ? owner : cashiers[i % 3]!;
      return () => counterSale(server, seller, raffle.id, { numbers, buyer_name: `Cliente ${i}` });
    });
    const results = await Promise.all(attempts.map((attempt) => attempt()));
    const winner = new Map<number, string>();
    let counter = 0;
    let online = 0;
    for (const res of results) {
      expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status !== 201) {
        expect(res.body.error.code).toBe('numbers_unavailable');
        continue;
      }
      if (res.body.sold_by) counter++;
      else online++;
      for (const n of res.body.numbers as number[]) {
        expect(winner.has(n), `number ${n} sold twice`).toBe(false);
        winner.set(n, res.body.id as string);
      }
    }
    expect(counter + online).toBeGreaterThan(1);

    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body.taken).toEqual([...winner.keys()].sort((a, b) => a - b));
    const after = await api(server, `/raffles/${raffle.id}`);
    expect(after.body.sold_tickets).toBe(winner.size);
    const sales = await api(server, `/business/tickets?raffle_id=${raffle.id}&limit=100`, {
      token: owner.token,
    });
    expect(sales.status).toBe(200);
    expect(sales.body.count).toBe(counter + online);
    expect(sales.body.totals.numbers).toBe(winner.size);
  });
});
