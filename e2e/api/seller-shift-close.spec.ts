/**
 * Shift closes beyond the cashiers (issue 36 part 3), on both databases: a raffle seller's close
 * (totals of their counter sales in that raffle by method, collected against owed, what was counted
 * against what was expected, the creator's sign-off once, the CSV) with every role × route of the
 * new operations (the creator, the seller, a seller of another raffle, a removed seller, a buyer,
 * anonymous); and the business owner's close of her own counter sales, addressed like a cashier's
 * and signed off by herself as it is made.
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
import { addSeller, sellAsSeller } from '../support/sellers';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

const post = (server: RunningServer, who: Session | null, path: string, body: unknown = {}) =>
  api(server, path, {
    method: 'POST',
    ...(who ? { token: who.token } : {}),
    body: JSON.stringify(body),
  });

const get = (server: RunningServer, who: Session | null, path: string) =>
  api(server, path, who ? { token: who.token } : {});

/** A period around now: every sale of the test is inside it. */
function period() {
  const now = Date.now();
  return {
    from: new Date(now - 3_600_000).toISOString(),
    to: new Date(now + 3_600_000).toISOString(),
  };
}

/** The CSV of `path` as `who` downloads it: status, content type and text without the BOM. */
async function csvOf(server: RunningServer, who: Session, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bom: bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])),
    text: bytes.subarray(3).toString('utf8'),
  };
}

test.describe('shift closes of sellers and of the owner', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', MAX_PENDING_HOLDS: '0' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test("a seller's shift: totals by method, counted against expected, the creator's sign-off and the CSV", async () => {
    const server = dedicated!;
    // Pro: two raffles active at once.
    const creator = await businessOwner(server, 'CreadoraCierre', 'Pro');
    await setExchangeRate(server, creator, 40);
    const ana = await signUp(server, 'AnaVendedora', uniqueEmail('ana'));
    const beto = await signUp(server, 'BetoVendedor', uniqueEmail('beto'));
    const raffle = await createRaffle(server, creator, { ticket_price: 2.5 });
    const other = await createRaffle(server, creator, { ticket_price: 2.5 });
    const seller = await addSeller(server, creator, raffle.id, ana);
    const betoSeller = await addSeller(server, creator, raffle.id, beto);
    const elsewhere = await addSeller(server, creator, other.id, ana);

    const sell = async (
      sellerId: string,
      who: Session,
      numbers: number[],
      method: string,
      status = 'paid',
    ) => {
      const res = await sellAsSeller(server, who, sellerId, {
        numbers,
        status,
        payment_method: method,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await sell(seller.id, ana, [1, 2], 'pago_movil'); // 5 USD = 200 Bs
    await sell(seller.id, ana, [3], 'efectivo_usd');
    await sell(seller.id, ana, [4], 'zelle', 'pending');
    await sell(seller.id, ana, [5], 'efectivo_usd', 'pending');
    await sell(betoSeller.id, beto, [6], 'efectivo_usd'); // another seller
    await sell(elsewhere.id, ana, [1], 'efectivo_usd'); // the same person in another raffle
    // An online purchase through her link is credited to her but is no counter sale.
    const buyer = await signUp(server, 'Compradora', uniqueEmail('compradora'));
    const online = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({ numbers: [9], seller_code: seller.code }),
    });
    expect(online.status, JSON.stringify(online.body)).toBe(201);

    const { from, to } = period();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const base = `/raffles/${raffle.id}/sellers/${seller.id}`;
    const totals = await get(server, ana, `${base}/shift?${query}`);
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body).toMatchObject({ seller_id: ana.userId, collected_usd: 7.5, owed_usd: 5 });
    expect(totals.body.methods).toEqual([
      {
        method: 'efectivo_usd',
        currency: 'USD',
        tickets: 2,
        collected: 2.5,
        owed: 2.5,
        collected_usd: 2.5,
        owed_usd: 2.5,
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
    const byCreator = await get(server, creator, `${base}/shift?${query}`);
    expect(byCreator.status).toBe(200);
    expect(byCreator.body).toEqual(totals.body);
    const backwards = await get(
      server,
      creator,
      `${base}/shift?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
    );
    expect(backwards.status).toBe(422);

    // The seller records what she counted: 197,50 Bs and 2,50 USD.
    const closes = `${base}/shift-closes`;
    const bad = await post(server, ana, closes, {
      from,
      to,
      counted: [{ method: 'bitcoin', amount: 1 }],
    });
    expect(bad.status).toBe(422);
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
      business_id: creator.userId,
      raffle_id: raffle.id,
      seller: { id: ana.userId, name: 'AnaVendedora' },
      owed_usd: 5,
      closed_by: ana.userId,
      signed_off_by: null,
      signed_off_at: null,
    });
    expect(made.body.lines).toEqual([
      { method: 'efectivo_usd', currency: 'USD', expected: 2.5, counted: 2.5, difference: 0 },
      { method: 'pago_movil', currency: 'VES', expected: 200, counted: 197.5, difference: -2.5 },
    ]);
    const id = made.body.id as string;

    // The seller's closes: hers in this raffle only; the creator sees them too.
    const listed = await get(server, creator, closes);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    expect(listed.body.data[0].id).toBe(id);
    expect((await get(server, ana, closes)).body.count).toBe(1);
    expect(
      (await get(server, creator, `/raffles/${raffle.id}/sellers/${betoSeller.id}/shift-closes`))
        .body.count,
    ).toBe(0);
    expect(
      (await get(server, ana, `/raffles/${other.id}/sellers/${elsewhere.id}/shift-closes`)).body
        .count,
    ).toBe(0);

    // Only the creator signs off, once.
    const signOff = `${closes}/${id}/sign-off`;
    const bySeller = await post(server, ana, signOff);
    expect(bySeller.status).toBe(403);
    const wrongSeller = await post(
      server,
      creator,
      `/raffles/${raffle.id}/sellers/${betoSeller.id}/shift-closes/${id}/sign-off`,
    );
    expect(wrongSeller.status).toBe(404);
    const signed = await post(server, creator, signOff);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed_off_by).toBe(creator.userId);
    expect(Date.parse(signed.body.signed_off_at)).not.toBeNaN();
    const twice = await post(server, creator, signOff);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_signed_off');

    // The CSV: the business close's columns, "Vendedor" naming who sold.
    const csv = await csvOf(server, ana, `${closes}/${id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.bom).toBe(true);
    expect(csv.text.startsWith('Método;Moneda;Esperado;Contado;Diferencia\r\n')).toBe(true);
    expect(csv.text).toContain('Efectivo USD;USD;2,50;2,50;0,00\r\n');
    expect(csv.text).toContain('Pago móvil;Bs;200,00;197,50;-2,50\r\n');
    expect(csv.text).toContain('Vendedor;AnaVendedora\r\n');
    expect(csv.text).toContain('Por cobrar (USD);5,00\r\n');
    expect(csv.text).not.toContain('Pendiente de aprobación');
    expect((await csvOf(server, creator, `${closes}/${id}/export`)).status).toBe(200);

    // A seller's close is no business close.
    const owner = await businessOwner(server, 'Negocio Ajeno');
    expect((await get(server, owner, '/business/shift-closes')).body.count).toBe(0);
  });

  test('every role × route of the seller shift operations', async () => {
    const server = dedicated!;
    const creator = await businessOwner(server, 'CreadoraRoles', 'Pro');
    const ana = await signUp(server, 'AnaRoles', uniqueEmail('ana'));
    const foreignSeller = await signUp(server, 'OtraRifa', uniqueEmail('otra'));
    const gone = await signUp(server, 'Retirada', uniqueEmail('retirada'));
    const buyer = await signUp(server, 'Compradora', uniqueEmail('compradora'));
    const raffle = await createRaffle(server, creator, { ticket_price: 1 });
    const otherRaffle = await createRaffle(server, creator, { ticket_price: 1 });
    const seller = await addSeller(server, creator, raffle.id, ana);
    const removed = await addSeller(server, creator, raffle.id, gone);
    await addSeller(server, creator, otherRaffle.id, foreignSeller);
    await buyTicket(server, buyer, raffle.id, [50]);
    for (const [who, id, n] of [
      [ana, seller.id, 1],
      [gone, removed.id, 2],
    ] as const) {
      const res = await sellAsSeller(server, who, id, {
        numbers: [n],
        payment_method: 'efectivo_usd',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const { from, to } = period();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const body = { from, to, counted: [{ method: 'efectivo_usd', amount: 1 }] };

    // A close of each, made by the creator, and the removal.
    const base = (id: string) => `/raffles/${raffle.id}/sellers/${id}`;
    const anaClose = await post(server, creator, `${base(seller.id)}/shift-closes`, body);
    expect(anaClose.status, JSON.stringify(anaClose.body)).toBe(201);
    expect(anaClose.body.closed_by).toBe(creator.userId);
    const goneClose = await post(server, creator, `${base(removed.id)}/shift-closes`, body);
    expect(goneClose.status).toBe(201);
    const removal = await api(server, base(removed.id), { method: 'DELETE', token: creator.token });
    expect(removal.status).toBe(204);

    const routes = (id: string, closeId: string) => ({
      totals: () => `${base(id)}/shift?${query}`,
      list: () => `${base(id)}/shift-closes`,
      close: () => `${base(id)}/shift-closes`,
      signOff: () => `${base(id)}/shift-closes/${closeId}/sign-off`,
      exportCsv: () => `${base(id)}/shift-closes/${closeId}/export`,
    });
    const statusOf = async (who: Session | null, id: string, closeId: string) => {
      const r = routes(id, closeId);
      return {
        totals: (await get(server, who, r.totals())).status,
        list: (await get(server, who, r.list())).status,
        close: (await post(server, who, r.close(), body)).status,
        exportCsv: who
          ? (await csvOf(server, who, r.exportCsv())).status
          : (await fetch(`${server.url}/api/v1${r.exportCsv()}`)).status,
      };
    };
    const anaId = anaClose.body.id as string;
    const goneId = goneClose.body.id as string;
    const refused = (status: number) => ({
      totals: status,
      list: status,
      close: status,
      exportCsv: status,
    });

    expect(await statusOf(null, seller.id, anaId)).toEqual(refused(401));
    expect(await statusOf(buyer, seller.id, anaId)).toEqual(refused(403));
    expect(await statusOf(foreignSeller, seller.id, anaId)).toEqual(refused(403));
    expect(await statusOf(gone, removed.id, goneId)).toEqual(refused(403));
    const removedRefusal = await get(server, gone, routes(removed.id, goneId).totals());
    expect(removedRefusal.body.error.code).toBe('not_a_seller');
    expect(await statusOf(ana, seller.id, anaId)).toEqual({
      totals: 200,
      list: 200,
      close: 201,
      exportCsv: 200,
    });
    // The creator still closes a removed seller's shift and signs it off.
    expect(await statusOf(creator, removed.id, goneId)).toEqual({
      totals: 200,
      list: 200,
      close: 201,
      exportCsv: 200,
    });
    // Another person's seller row, or a close of another seller: not found.
    expect((await get(server, ana, routes(removed.id, goneId).totals())).status).toBe(403);
    expect((await csvOf(server, ana, routes(seller.id, goneId).exportCsv())).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(server, creator, routes(unknown, anaId).totals())).status).toBe(404);
    expect(
      (await get(server, creator, `/raffles/${unknown}/sellers/${seller.id}/shift?${query}`))
        .status,
    ).toBe(404);
    expect(
      (await get(server, creator, `/raffles/${otherRaffle.id}/sellers/${seller.id}/shift?${query}`))
        .status,
    ).toBe(404);

    // The sign-off: anonymous 401; the seller, a buyer, another raffle's seller, the removed one 403; the creator once.
    expect((await post(server, null, routes(seller.id, anaId).signOff())).status).toBe(401);
    for (const who of [ana, buyer, foreignSeller]) {
      expect((await post(server, who, routes(seller.id, anaId).signOff())).status).toBe(403);
    }
    expect((await post(server, gone, routes(removed.id, goneId).signOff())).status).toBe(403);
    expect((await post(server, creator, routes(seller.id, unknown).signOff())).status).toBe(404);
    expect((await post(server, creator, routes(seller.id, anaId).signOff())).status).toBe(200);
    expect((await post(server, creator, routes(removed.id, goneId).signOff())).status).toBe(200);
    expect((await post(server, creator, routes(removed.id, goneId).signOff())).status).toBe(409);
  });

  test("the owner closes her own counter sales, addressed like a cashier's, signed off by herself", async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Olga Dueña');
    const ana = await signUp(server, 'Cajera Ana', uniqueEmail('ana'));
    await addCashier(server, owner, ana);
    const otherOwner = await businessOwner(server, 'Otro Negocio');
    const raffle = await createRaffle(server, owner, { ticket_price: 3 });
    for (const [numbers, status, who] of [
      [[1, 2], 'paid', owner],
      [[3], 'pending', owner],
      [[4], 'paid', ana],
    ] as const) {
      const res = await counterSale(server, who, raffle.id, {
        numbers,
        buyer_name: 'Cliente',
        status,
        payment_method: 'efectivo_usd',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const { from, to } = period();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const shift = `/business/cashiers/${owner.userId}/shift?${query}`;
    const totals = await get(server, owner, shift);
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body).toMatchObject({ seller_id: owner.userId, collected_usd: 6, owed_usd: 3 });
    expect(totals.body.methods).toHaveLength(1);
    // Her own sales are hers to close: a cashier or another business may not read them.
    expect((await get(server, ana, shift)).status).toBe(404);
    expect((await get(server, otherOwner, shift)).status).toBe(404);
    expect((await get(server, null, shift)).status).toBe(401);

    const closes = `/business/cashiers/${owner.userId}/shift-closes`;
    expect((await post(server, ana, closes, { from, to, counted: [] })).status).toBe(404);
    const made = await post(server, owner, closes, {
      from,
      to,
      counted: [{ method: 'efectivo_usd', amount: 6 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      business_id: owner.userId,
      raffle_id: null,
      seller: { id: owner.userId, name: 'Olga Dueña' },
      owed_usd: 3,
      closed_by: owner.userId,
      signed_off_by: owner.userId,
    });
    expect(made.body.signed_off_at).toBe(made.body.created_at);
    expect(made.body.lines).toEqual([
      { method: 'efectivo_usd', currency: 'USD', expected: 6, counted: 6, difference: 0 },
    ]);
    const id = made.body.id as string;
    const again = await post(server, owner, `/business/shift-closes/${id}/sign-off`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_signed_off');

    // In the owner's list, not in the cashier's; the CSV names the administrator.
    expect((await get(server, owner, '/business/shift-closes')).body.count).toBe(1);
    expect((await get(server, ana, '/business/shift-closes')).body.count).toBe(0);
    const csv = await csvOf(server, owner, `/business/shift-closes/${id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Administrador;Olga Dueña\r\n');
    expect((await csvOf(server, ana, `/business/shift-closes/${id}/export`)).status).toBe(404);
  });
});
