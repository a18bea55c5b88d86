/**
 * What follows a seller's sale (issue 36), on both databases: the raffle's creator is told of a
 * counter sale by a seller and of an online purchase through a seller's link (`new_purchase`
 * naming the seller), as of any online purchase; and a ticket's public receipt says how it was
 * paid: a counter sale's method with, in bolívares, the amount at the rate used, an online
 * purchase's reported method, never the reference or the payer's details, the buyer still masked.
 * A seller's block locked by the creator is listed in the grid's answer (`locked`) and refused online.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyNumbers,
  createRaffle,
  notificationsOf,
  reportPayment,
  setExchangeRate,
  signUp,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { addSeller, sellAsSeller } from '../support/sellers';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

test.describe('seller sales', () => {
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

  test("the creator is told of a seller's counter sale and of a purchase through their link", async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'AnaVendedora', uniqueEmail('ana'));
    const buyer = await signUp(server, 'Bruno', uniqueEmail('bruno'));
    const raffle = await createRaffle(server, creator, { title: 'Cesta' });
    const seller = await addSeller(server, creator, raffle.id, ana);

    const counter = await sellAsSeller(server, ana, seller.id, {
      numbers: [5, 6],
      buyer_name: 'María Pérez',
    });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    const pending = await sellAsSeller(server, ana, seller.id, {
      numbers: [7],
      buyer_name: 'Luis',
      status: 'pending',
    });
    expect(pending.status).toBe(201);
    const online = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({ numbers: [9], seller_code: seller.code }),
    });
    expect(online.status, JSON.stringify(online.body)).toBe(201);
    // A purchase without the link is told as before.
    const plain = await buyNumbers(server, buyer, raffle.id, [11]);
    expect(plain.status).toBe(201);

    const notices = (await notificationsOf(server, creator)).data.filter(
      (n) => n.type === 'new_purchase',
    );
    const byTicket = (id: string) => notices.find((n) => n.data.ticket_id === id);
    expect(byTicket(counter.body.id)).toMatchObject({
      title: 'Venta de AnaVendedora',
      message: expect.stringContaining('AnaVendedora vendió en taquilla los números 05 y 06'),
      data: {
        raffle_id: raffle.id,
        numbers: [5, 6],
        seller_id: ana.userId,
        seller_name: 'AnaVendedora',
        channel: 'counter',
      },
    });
    expect(byTicket(counter.body.id)!.message).toContain('a María Pérez (cobrado).');
    expect(byTicket(pending.body.id)!.message).toContain('(pendiente de cobro).');
    expect(byTicket(online.body.id)).toMatchObject({
      title: 'Nueva compra en tu rifa',
      message: expect.stringContaining('con el enlace de AnaVendedora'),
      data: { seller_id: ana.userId, seller_name: 'AnaVendedora', channel: 'online' },
    });
    const notice = byTicket(plain.body.id);
    expect(notice?.message).not.toContain('enlace');
    expect(notice?.data).not.toHaveProperty('seller_id');
    // The seller is not told of her own sales.
    expect(
      (await notificationsOf(server, ana)).data.filter((n) => n.type === 'new_purchase'),
    ).toEqual([]);
  });

  test('a locked block is shown not available online, and the server refuses its numbers', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Duena', uniqueEmail('duena'));
    const ana = await signUp(server, 'AnaBloque', uniqueEmail('ana'));
    const buyer = await signUp(server, 'Compra', uniqueEmail('compra'));
    const raffle = await createRaffle(server, creator);
    const numbersOf = async () => {
      const res = await api(server, `/raffles/${raffle.id}/numbers`);
      expect(res.status).toBe(200);
      return { ...res.body, etag: res.headers.get('etag') } as {
        numbers_version: number;
        taken: number[];
        locked: { start: number; end: number }[];
        etag: string;
      };
    };
    const start = await numbersOf();
    expect(start.locked).toEqual([]);

    // An unlocked block: online buyers may still buy its numbers.
    const seller = await addSeller(server, creator, raffle.id, ana, {
      block: { start: 10, end: 19, locked: false },
    });
    expect((await numbersOf()).locked).toEqual([]);
    expect((await buyNumbers(server, buyer, raffle.id, [10])).status).toBe(201);

    // Locked: the grid's answer changes (a new version and ETag) and lists the block.
    const lock = await api(server, `/raffles/${raffle.id}/sellers/${seller.id}`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ block: { start: 10, end: 19, locked: true } }),
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    const locked = await numbersOf();
    expect(locked.locked).toEqual([{ start: 10, end: 19 }]);
    expect(locked.taken).toEqual([10]);
    expect(locked.numbers_version).toBeGreaterThan(start.numbers_version + 1);
    const refused = await buyNumbers(server, buyer, raffle.id, [12, 40]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'numbers_unavailable',
      details: { numbers: [12] },
    });
    // Its seller still sells them at her counter.
    expect((await sellAsSeller(server, ana, seller.id, { numbers: [12] })).status).toBe(201);

    // Taken back (the seller removed): available online again, the grid says so.
    const removed = await api(server, `/raffles/${raffle.id}/sellers/${seller.id}`, {
      method: 'DELETE',
      token: creator.token,
    });
    expect(removed.status).toBe(204);
    const after = await numbersOf();
    expect(after.locked).toEqual([]);
    expect(after.etag).not.toBe(locked.etag);
    expect((await buyNumbers(server, buyer, raffle.id, [13])).status).toBe(201);
  });

  test('the receipt says how it was paid, in bolívares at the rate used', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Organizadora', uniqueEmail('org'));
    const ana = await signUp(server, 'AnaCaja', uniqueEmail('ana'));
    const buyer = await signUp(server, 'Gabriel Pérez', uniqueEmail('gabriel'));
    const raffle = await createRaffle(server, creator, { ticket_price: 2.5 });
    const seller = await addSeller(server, creator, raffle.id, ana);
    await setExchangeRate(server, creator, 245.5);

    const ves = await sellAsSeller(server, ana, seller.id, {
      numbers: [2, 3],
      buyer_name: 'Marta Rodríguez',
      buyer_phone: '0414-1234567',
      payment_method: 'pago_movil',
    });
    expect(ves.status, JSON.stringify(ves.body)).toBe(201);
    const vesReceipt = await api(server, `/receipts/${ves.body.receipt_code}`);
    expect(vesReceipt.status).toBe(200);
    expect(vesReceipt.body.payment).toEqual({
      channel: 'counter',
      method: 'pago_movil',
      exchange_rate: 245.5,
      amount_ves: 1227.5,
    });
    expect(vesReceipt.body.buyer_name).toBe('Marta R.');
    expect(JSON.stringify(vesReceipt.body)).not.toContain('1234567');

    const usd = await sellAsSeller(server, ana, seller.id, {
      numbers: [4],
      payment_method: 'efectivo_usd',
    });
    expect((await api(server, `/receipts/${usd.body.receipt_code}`)).body.payment).toEqual({
      channel: 'counter',
      method: 'efectivo_usd',
      exchange_rate: null,
      amount_ves: null,
    });

    // Online: nothing until the buyer reports; then the method only, not the reference.
    const bought = await buyNumbers(server, buyer, raffle.id, [40]);
    expect(bought.status).toBe(201);
    const before = await api(server, `/receipts/${bought.body.receipt_code}`);
    expect(before.body.payment).toBeNull();
    await reportPayment(server, buyer, bought.body.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: '99887766',
    });
    const after = await api(server, `/receipts/${bought.body.receipt_code}`);
    expect(after.body.payment).toEqual({
      channel: 'online',
      method: 'pago_movil',
      exchange_rate: null,
      amount_ves: null,
    });
    expect(after.body.buyer_name).toBe('Gabriel P.');
    expect(JSON.stringify(after.body)).not.toContain('99887766');
  });
});
