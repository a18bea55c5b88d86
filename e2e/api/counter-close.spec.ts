/**
 * Settling and closing counter sales (issue 36 part 3): a counter sale records its payment method
 * and, in bolívares, the business's rate and the amount in Bs (on the ticket and in the CSV); a
 * pending counter sale is settled by the owner or by the cashier who made it, nobody else; a
 * cashier's shift totals by method, the close with expected against counted, the owner's sign-off
 * and its CSV. Every role × route of the new operations. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  setExchangeRate,
  signUp,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { addCashier, businessOwner, counterSale } from '../support/business';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

const post = (server: RunningServer, who: Session | null, path: string, body: unknown = {}) =>
  api(server, path, {
    method: 'POST',
    ...(who ? { token: who.token } : {}),
    body: JSON.stringify(body),
  });

/** A period around now: every sale of the test is inside it. */
function period() {
  const now = Date.now();
  return {
    from: new Date(now - 3_600_000).toISOString(),
    to: new Date(now + 3_600_000).toISOString(),
  };
}

test.describe('settling and closing counter sales', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('a counter sale records its method, the rate and the amount in Bs; the CSV shows them', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Tasa');
    await setExchangeRate(server, owner, 36.5);
    const raffle = await createRaffle(server, owner, { ticket_price: 2.5 });

    const movil = await counterSale(server, owner, raffle.id, {
      numbers: [1, 2],
      buyer_name: 'Ana Bolívar',
      payment_method: 'pago_movil',
    });
    expect(movil.status, JSON.stringify(movil.body)).toBe(201);
    expect(movil.body.counter_payment).toEqual({
      method: 'pago_movil',
      exchange_rate: 36.5,
      amount_ves: 182.5,
    });
    const zelle = await counterSale(server, owner, raffle.id, {
      numbers: [3],
      buyer_name: 'Beto Zelle',
      payment_method: 'zelle',
    });
    expect(zelle.body.counter_payment).toEqual({
      method: 'zelle',
      exchange_rate: null,
      amount_ves: null,
    });
    const none = await counterSale(server, owner, raffle.id, {
      numbers: [4],
      buyer_name: 'Sin Método',
    });
    expect(none.body.counter_payment).toBeNull();
    const bad = await counterSale(server, owner, raffle.id, {
      numbers: [5],
      buyer_name: 'Mal Método',
      payment_method: 'bitcoin',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.payment_method).toContain('Método de pago inválido');

    // The business list carries it too.
    const listed = await api(server, `/business/tickets?raffle_id=${raffle.id}`, {
      token: owner.token,
    });
    expect(listed.status).toBe(200);
    const byId = new Map(
      (listed.body.data as { id: string; counter_payment: unknown }[]).map((t) => [t.id, t]),
    );
    expect(byId.get(movil.body.id)!.counter_payment).toEqual(movil.body.counter_payment);

    // The CSV: the method in 'Pago', the amount in Bs and the rate.
    const csv = await fetch(`${server.url}/api/v1/business/tickets/export?raffle_id=${raffle.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Rifa;Números;Comprador;Teléfono;Correo;Estado;Pago;Vendido por;Monto (USD);Monto (Bs);Tasa (Bs/USD)',
    );
    const movilLine = lines.find((l) => l.includes('Ana Bolívar'))!;
    expect(movilLine).toMatch(/;Pagado;Pago móvil;Rifas Tasa;5,00;182,50;36,50$/);
    expect(lines.find((l) => l.includes('Beto Zelle'))).toMatch(/;Pagado;Zelle;Rifas Tasa;2,50;;$/);

    // Bolívares without a rate are refused, with the reason on the field.
    const norate = await businessOwner(server, 'Rifas Sin Tasa');
    const other = await createRaffle(server, norate, { ticket_price: 1 });
    const refused = await counterSale(server, norate, other.id, {
      numbers: [1],
      buyer_name: 'Ana Bolívar',
      payment_method: 'efectivo_bs',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.payment_method).toContain('tasa del día');
  });

  test('a pending counter sale is settled by the owner or its cashier, nobody else', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Liquidación');
    const ana = await signUp(server, 'Cajera Ana', uniqueEmail('ana'));
    const beto = await signUp(server, 'Cajero Beto', uniqueEmail('beto'));
    const gone = await signUp(server, 'Cajera Ida', uniqueEmail('ida'));
    await addCashier(server, owner, ana);
    await addCashier(server, owner, beto);
    await addCashier(server, owner, gone);
    const otherOwner = await businessOwner(server, 'Otro Negocio');
    const foreign = await signUp(server, 'Cajero Ajeno', uniqueEmail('ajeno'));
    await addCashier(server, otherOwner, foreign);
    const plain = await signUp(server, 'Usuario Común', uniqueEmail('comun'));
    const raffle = await createRaffle(server, owner, { ticket_price: 2 });

    const pending = (n: number, seller: Session) =>
      counterSale(server, seller, raffle.id, {
        numbers: [n],
        buyer_name: 'Cliente Fiado',
        status: 'pending',
        payment_method: 'efectivo_usd',
      }).then((res) => {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.id as string;
      });
    const byAna = await pending(10, ana);
    const byGone = await pending(11, gone);
    const removed = await api(server, `/business/cashiers/${gone.userId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);

    const settle = (who: Session | null, id: string, status = 'paid') =>
      post(server, who, `/business/tickets/${id}/settle`, { status });
    expect((await settle(null, byAna)).status).toBe(401);
    expect((await settle(plain, byAna)).status).toBe(403);
    const otherCashier = await settle(beto, byAna);
    expect(otherCashier.status).toBe(403);
    expect(otherCashier.body.error.message).toContain('Solo quien hizo la venta');
    expect((await settle(foreign, byAna)).status).toBe(404);
    expect((await settle(otherOwner, byAna)).status).toBe(404);
    expect((await settle(gone, byGone)).status).toBe(403);
    expect((await settle(ana, byAna, 'pending')).status).toBe(422);

    const paid = await settle(ana, byAna);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id: byAna, status: 'paid', seller: { id: ana.userId } });
    const again = await settle(owner, byAna, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ticket_not_pending');

    // The owner cancels the removed cashier's sale: its number is free in the same transaction.
    const cancelled = await settle(owner, byGone, 'cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body.taken).toEqual([10]);

    // An online purchase is not a counter sale.
    const buyer = await signUp(server, 'Comprador', uniqueEmail('comprador'));
    const online = await buyTicket(server, buyer, raffle.id, [20]);
    expect((await settle(owner, online.id)).status).toBe(404);
  });

  test('shift close: totals by method, expected against counted, the sign-off and its CSV', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Cierre');
    await setExchangeRate(server, owner, 40);
    const ana = await signUp(server, 'Cajera Ana', uniqueEmail('ana'));
    const beto = await signUp(server, 'Cajero Beto', uniqueEmail('beto'));
    await addCashier(server, owner, ana, { name: 'Ana Taquilla' });
    await addCashier(server, owner, beto);
    const otherOwner = await businessOwner(server, 'Otro Negocio');
    const foreign = await signUp(server, 'Cajero Ajeno', uniqueEmail('ajeno'));
    await addCashier(server, otherOwner, foreign);
    const raffle = await createRaffle(server, owner, { ticket_price: 2.5 });

    const sell = async (numbers: number[], method: string, status = 'paid') => {
      const res = await counterSale(server, ana, raffle.id, {
        numbers,
        buyer_name: 'Cliente',
        status,
        payment_method: method,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await sell([1, 2], 'pago_movil'); // 5 USD = 200 Bs
    await sell([3], 'efectivo_usd');
    await sell([4], 'zelle', 'pending');
    await counterSale(server, beto, raffle.id, {
      numbers: [5],
      buyer_name: 'Otro cajero',
      payment_method: 'efectivo_usd',
    });

    const { from, to } = period();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const shift = `/business/cashiers/${ana.userId}/shift?${query}`;
    const totals = await api(server, shift, { token: ana.token });
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body).toMatchObject({ seller_id: ana.userId, collected_usd: 7.5, owed_usd: 2.5 });
    expect(totals.body.methods).toEqual([
      {
        method: 'efectivo_usd',
        currency: 'USD',
        tickets: 1,
        collected: 2.5,
        owed: 0,
        collected_usd: 2.5,
        owed_usd: 0,
      },
      {
        method: 'pago_movil',
        currency: 'VES',
        tickets: 1,
        collected: 200,
        owed: 0,
        collected_usd: 5,
        owed_usd: 0,
      },
      {
        method: 'zelle',
        currency: 'USD',
        tickets: 1,
        collected: 0,
        owed: 2.5,
        collected_usd: 0,
        owed_usd: 2.5,
      },
    ]);
    expect((await api(server, shift, { token: owner.token })).status).toBe(200);
    expect((await api(server, shift, { token: beto.token })).status).toBe(404);
    expect((await api(server, shift, { token: foreign.token })).status).toBe(404);
    expect((await api(server, shift)).status).toBe(401);
    const backwards = await api(
      server,
      `/business/cashiers/${ana.userId}/shift?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
      { token: owner.token },
    );
    expect(backwards.status).toBe(422);

    const closes = `/business/cashiers/${ana.userId}/shift-closes`;
    const badCount = await post(server, ana, closes, {
      from,
      to,
      counted: [{ method: 'bitcoin', amount: 1 }],
    });
    expect(badCount.status).toBe(422);
    expect((await post(server, beto, closes, { from, to, counted: [] })).status).toBe(404);
    const made = await post(server, ana, closes, {
      from,
      to,
      counted: [
        { method: 'pago_movil', amount: 197.5 },
        { method: 'efectivo_usd', amount: 2.5 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      seller: { id: ana.userId, name: 'Ana Taquilla' },
      owed_usd: 2.5,
      closed_by: ana.userId,
      signed_off_by: null,
      signed_off_at: null,
    });
    expect(made.body.lines).toEqual([
      { method: 'efectivo_usd', currency: 'USD', expected: 2.5, counted: 2.5, difference: 0 },
      { method: 'pago_movil', currency: 'VES', expected: 200, counted: 197.5, difference: -2.5 },
    ]);
    const id = made.body.id as string;

    // Who sees the closes: the owner all, a cashier their own.
    const listOf = async (who: Session) =>
      (await api(server, '/business/shift-closes', { token: who.token })).body.count;
    expect(await listOf(owner)).toBe(1);
    expect(await listOf(ana)).toBe(1);
    expect(await listOf(beto)).toBe(0);
    expect(await listOf(foreign)).toBe(0);

    // Only the owner signs off, once.
    const byCashier = await post(server, ana, `/business/shift-closes/${id}/sign-off`);
    expect(byCashier.status).toBe(403);
    expect((await post(server, otherOwner, `/business/shift-closes/${id}/sign-off`)).status).toBe(
      404,
    );
    const signed = await post(server, owner, `/business/shift-closes/${id}/sign-off`);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed_off_by).toBe(owner.userId);
    expect(Date.parse(signed.body.signed_off_at)).not.toBeNaN();
    const twice = await post(server, owner, `/business/shift-closes/${id}/sign-off`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_signed_off');

    // The CSV: the cashier's own, not another cashier's.
    const csv = await fetch(`${server.url}/api/v1/business/shift-closes/${id}/export`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Método;Moneda;Esperado;Contado;Diferencia\r\n')).toBe(true);
    expect(text).toContain('Efectivo USD;USD;2,50;2,50;0,00\r\n');
    expect(text).toContain('Pago móvil;Bs;200,00;197,50;-2,50\r\n');
    expect(text).toContain('Cajero;Ana Taquilla\r\n');
    expect(text).toContain('Por cobrar (USD);2,50\r\n');
    const notHers = await fetch(`${server.url}/api/v1/business/shift-closes/${id}/export`, {
      headers: { authorization: `Bearer ${beto.token}` },
    });
    expect(notHers.status).toBe(404);
  });
});
