/**
 * Sellers (issue 36 part 1), on both databases: invitations (registered e-mail at once, a link for
 * anyone else, accepted or declined), the seller's link crediting online purchases, blocks that
 * only their seller sells at the counter (and online buyers too unless locked), commissions and
 * their settlement, and every role on every new route (another raffle's seller, a removed seller,
 * a buyer, nobody signed in).
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyNumbers,
  createRaffle,
  setExchangeRate,
  signUp,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { businessOwner, counterSale } from '../support/business';
import { addSeller, inviteSeller, sellAsSeller, sellersOf, type Seller } from '../support/sellers';
import { mailSubject, mailsTo, startSmtpServer, type SmtpServer } from '../support/smtp';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;
let smtp: SmtpServer | undefined;

test.describe('sellers', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    smtp = await startSmtpServer();
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', MAX_PENDING_HOLDS: '0', SMTP_URL: smtp.url },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
    await smtp?.close();
  });

  test('invitations: a registered e-mail at once, anyone else by link; accept, decline, refusals', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana Vendedora', uniqueEmail('ana'));
    const raffle = await createRaffle(server, creator, { title: 'Moto nueva' });

    // Registered: a seller at once, with a link code and no invitation.
    const direct = await addSeller(server, creator, raffle.id, ana);
    expect(direct).toMatchObject({
      status: 'active',
      user_id: ana.userId,
      block: null,
      invite_expires_at: null,
    });
    expect(direct.invite_url).toBeUndefined();
    expect(direct.link).toBe(`/app/raffle/${raffle.id}?v=${direct.code}`);
    await expect
      .poll(() =>
        mailsTo(smtp!, ana.email)
          .map((m) => mailSubject(m.data))
          .join(' | '),
      )
      .toContain('Ahora vendes la rifa');
    // Twice is refused; the creator is not her own seller.
    const again = await inviteSeller(server, creator, raffle.id, {
      email: ana.email.toUpperCase(),
      commission_type: 'fixed',
      commission_value: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('seller_exists');
    const self = await inviteSeller(server, creator, raffle.id, {
      email: creator.email,
      commission_type: 'percent',
      commission_value: 5,
    });
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('seller_is_creator');

    // Unregistered e-mail: an invitation link, mailed.
    const newcomer = uniqueEmail('nuevo');
    const invited = await inviteSeller(server, creator, raffle.id, {
      email: newcomer,
      commission_type: 'fixed',
      commission_value: 0.5,
      block: { start: 30, end: 39, locked: false },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body).toMatchObject({ status: 'invited', user_id: null, commission_value: 0.5 });
    const url = invited.body.invite_url as string;
    expect(url).toMatch(/\/app\/invitation\/[A-Za-z0-9_-]{32}$/);
    const token = url.split('/').pop()!;
    await expect.poll(() => mailsTo(smtp!, newcomer, 'Te invitaron a vender').length).toBe(1);
    // Nobody signed in reads what it offers; an unknown token is 404.
    const seen = await api(server, `/seller-invitations/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      status: 'invited',
      raffle_id: raffle.id,
      raffle_title: 'Moto nueva',
      creator_name: 'Creadora',
      commission_type: 'fixed',
      block: { start: 30, end: 39, locked: false },
      open: true,
    });
    expect((await api(server, `/seller-invitations/${'x'.repeat(32)}`)).status).toBe(404);
    // Accepting needs an account: the new one signs up and accepts; twice is the same answer.
    expect(
      (await api(server, `/seller-invitations/${token}/accept`, { method: 'POST' })).status,
    ).toBe(401);
    const nuevo = await signUp(server, 'Nuevo Vendedor', newcomer);
    const accepted = await api(server, `/seller-invitations/${token}/accept`, {
      method: 'POST',
      token: nuevo.token,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'active',
      user_id: nuevo.userId,
      raffle: { id: raffle.id },
    });
    const twice = await api(server, `/seller-invitations/${token}/accept`, {
      method: 'POST',
      token: nuevo.token,
    });
    expect(twice.status).toBe(200);
    // Someone else with the same link cannot take it.
    const other = await signUp(server, 'Otra Persona', uniqueEmail('otra'));
    const taken = await api(server, `/seller-invitations/${token}/accept`, {
      method: 'POST',
      token: other.token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('invitation_closed');
    const mine = await api(server, '/me/sellers', { token: nuevo.token });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ raffle: { id: raffle.id, title: 'Moto nueva' } });

    // By phone: a link to share (no mail); declined, it cannot be accepted.
    const byPhone = await inviteSeller(server, creator, raffle.id, {
      phone: '0414-1234567',
      commission_type: 'percent',
      commission_value: 12.5,
    });
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
    expect(byPhone.body).toMatchObject({
      status: 'invited',
      phone: '0414-1234567',
      commission_value: 12.5,
    });
    const phoneToken = (byPhone.body.invite_url as string).split('/').pop()!;
    expect(
      (
        await api(server, `/seller-invitations/${phoneToken}/decline`, {
          method: 'POST',
          token: other.token,
        })
      ).status,
    ).toBe(204);
    const closed = await api(server, `/seller-invitations/${phoneToken}/accept`, {
      method: 'POST',
      token: other.token,
    });
    expect(closed.status).toBe(409);
    expect((await api(server, `/seller-invitations/${phoneToken}`)).body).toMatchObject({
      status: 'declined',
      open: false,
    });

    // Neither nor both, a bad phone, a percentage over 100: 422 on the field.
    const bad = await inviteSeller(server, creator, raffle.id, {
      commission_type: 'percent',
      commission_value: 10,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.email).toBeTruthy();
    const badPhone = await inviteSeller(server, creator, raffle.id, {
      phone: '12',
      commission_type: 'percent',
      commission_value: 10,
    });
    expect(badPhone.status).toBe(422);
    const over = await inviteSeller(server, creator, raffle.id, {
      phone: '0414-7654321',
      commission_type: 'percent',
      commission_value: 150,
    });
    expect(over.status).toBe(422);
    expect(over.body.error.details.commission_value).toBeTruthy();
  });

  test('online purchases through a seller link are credited to the seller; unknown and removed codes to nobody', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana', uniqueEmail('ana'));
    const buyer = await signUp(server, 'Comprador', uniqueEmail('comprador'));
    const raffle = await createRaffle(server, creator);
    const seller = await addSeller(server, creator, raffle.id, ana);

    const buy = (numbers: number[], seller_code?: string) =>
      api(server, `/raffles/${raffle.id}/tickets`, {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify(seller_code === undefined ? { numbers } : { numbers, seller_code }),
      });
    expect((await buy([1, 2], seller.code)).status).toBe(201);
    expect((await buy([3], 'no-such-code')).status).toBe(201);
    expect((await buy([4])).status).toBe(201);
    let figures = (await sellersOf(server, creator, raffle.id)).get(seller.id)!.figures;
    expect(figures).toMatchObject({
      tickets: 1,
      numbers: 2,
      online_tickets: 1,
      counter_tickets: 0,
      owed: 5,
      collected: 0,
    });
    // The seller sees the ticket among their sales (online: no sold_by).
    const sales = await api(server, `/me/sellers/${seller.id}/tickets`, { token: ana.token });
    expect(sales.status).toBe(200);
    expect(sales.body.count).toBe(1);
    expect(sales.body.data[0]).toMatchObject({ numbers: [1, 2], sold_by: null });

    // Removed, the code credits nobody (and the purchase still goes through).
    expect(
      (
        await api(server, `/raffles/${raffle.id}/sellers/${seller.id}`, {
          method: 'DELETE',
          token: creator.token,
        })
      ).status,
    ).toBe(204);
    expect((await buy([5], seller.code)).status).toBe(201);
    figures = (await sellersOf(server, creator, raffle.id)).get(seller.id)!.figures;
    expect(figures.tickets).toBe(1);
  });

  test('blocks: only their seller sells them at the counter; online buyers too unless locked; no overlap', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas El Lago');
    const ana = await signUp(server, 'Ana', uniqueEmail('ana'));
    const luis = await signUp(server, 'Luis', uniqueEmail('luis'));
    const buyer = await signUp(server, 'Comprador', uniqueEmail('comprador'));
    const raffle = await createRaffle(server, owner);
    const withBlock = await addSeller(server, owner, raffle.id, ana, {
      block: { start: 10, end: 19, locked: false },
    });
    const noBlock = await addSeller(server, owner, raffle.id, luis);

    // Overlapping or out-of-range blocks are refused.
    const overlap = await inviteSeller(server, owner, raffle.id, {
      phone: '0414-1112233',
      commission_type: 'percent',
      commission_value: 5,
      block: { start: 15, end: 25, locked: false },
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.code).toBe('block_overlap');
    const outside = await inviteSeller(server, owner, raffle.id, {
      phone: '0414-1112233',
      commission_type: 'percent',
      commission_value: 5,
      block: { start: 90, end: 100, locked: false },
    });
    expect(outside.status).toBe(422);

    const ok = await sellAsSeller(server, ana, withBlock.id, { numbers: [10, 11] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ sold_by: ana.userId, status: 'paid', numbers: [10, 11] });
    const notHers = await sellAsSeller(server, ana, withBlock.id, { numbers: [19, 20] });
    expect(notHers.status).toBe(409);
    expect(notHers.body.error).toMatchObject({ code: 'outside_block', details: { numbers: [20] } });
    const others = await sellAsSeller(server, luis, noBlock.id, { numbers: [12] });
    expect(others.status).toBe(409);
    expect(others.body.error.code).toBe('numbers_in_block');
    expect((await sellAsSeller(server, luis, noBlock.id, { numbers: [20] })).status).toBe(201);
    // The business's own counter does not sell block numbers either.
    const counter = await counterSale(server, owner, raffle.id, {
      numbers: [15],
      buyer_name: 'Cliente',
    });
    expect(counter.status).toBe(409);
    expect(counter.body.error.code).toBe('numbers_in_block');
    expect(
      (await counterSale(server, owner, raffle.id, { numbers: [50], buyer_name: 'Cliente' }))
        .status,
    ).toBe(201);
    // Online buyers may buy an open block's numbers…
    expect((await buyNumbers(server, buyer, raffle.id, [12])).status).toBe(201);
    // …not once the creator locks it.
    const locked = await api(server, `/raffles/${raffle.id}/sellers/${withBlock.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ block: { start: 10, end: 19, locked: true } }),
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.block).toEqual({ start: 10, end: 19, locked: true });
    const refused = await buyNumbers(server, buyer, raffle.id, [13]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'numbers_unavailable',
      details: { numbers: [13] },
    });
    // Taken back (block: null), the numbers are anybody's at the counter.
    const back = await api(server, `/raffles/${raffle.id}/sellers/${withBlock.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: JSON.stringify({ block: null }),
    });
    expect(back.body.block).toBeNull();
    expect((await sellAsSeller(server, luis, noBlock.id, { numbers: [13] })).status).toBe(201);
    // Six overlapping blocks given at once: the raffle's lock lets exactly one through.
    const racing = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        inviteSeller(server, owner, raffle.id, {
          phone: `0414-55500${10 + i}`,
          commission_type: 'percent',
          commission_value: 5,
          block: { start: 60 + i, end: 70 + i, locked: false },
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    // A number sold is never sold again, whoever tries.
    expect((await sellAsSeller(server, ana, withBlock.id, { numbers: [10] })).status).toBe(409);
  });

  test("a seller's counter sale records how it was paid, in Bs at the creator's rate", async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana Pérez', uniqueEmail('ana'));
    const raffle = await createRaffle(server, creator, { ticket_price: 2.5 });
    const seller = await addSeller(server, creator, raffle.id, ana);

    // No rate yet: bolívares are refused on the method, dollars sold.
    const noRate = await sellAsSeller(server, ana, seller.id, {
      numbers: [1],
      buyer_name: 'Luis',
      payment_method: 'pago_movil',
    });
    expect(noRate.status).toBe(422);
    expect(noRate.body.error.details.payment_method).toContain('tasa del día');
    const usd = await sellAsSeller(server, ana, seller.id, {
      numbers: [1],
      buyer_name: 'Luis',
      payment_method: 'zelle',
    });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    expect(usd.body.counter_payment).toEqual({
      method: 'zelle',
      exchange_rate: null,
      amount_ves: null,
    });

    await setExchangeRate(server, creator, 245.5);
    const ves = await sellAsSeller(server, ana, seller.id, {
      numbers: [2, 3],
      buyer_name: 'Marta',
      payment_method: 'pago_movil',
    });
    expect(ves.status, JSON.stringify(ves.body)).toBe(201);
    expect(ves.body.counter_payment).toEqual({
      method: 'pago_movil',
      exchange_rate: 245.5,
      amount_ves: 1227.5,
    });
  });

  test('commissions on paid numbers, settlements up to what is due, and the CSV', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana Pérez', uniqueEmail('ana'));
    const eva = await signUp(server, 'Eva', uniqueEmail('eva'));
    const raffle = await createRaffle(server, creator, { ticket_price: 2.5 });
    const percent = await addSeller(server, creator, raffle.id, ana, { commission_value: 10 });
    const fixed = await addSeller(server, creator, raffle.id, eva, {
      commission_type: 'fixed',
      commission_value: 0.3,
    });

    expect((await sellAsSeller(server, ana, percent.id, { numbers: [1, 2, 3, 4] })).status).toBe(
      201,
    );
    expect(
      (await sellAsSeller(server, ana, percent.id, { numbers: [5], status: 'pending' })).status,
    ).toBe(201);
    expect((await sellAsSeller(server, eva, fixed.id, { numbers: [6, 7, 8] })).status).toBe(201);

    let sellers = await sellersOf(server, creator, raffle.id);
    expect(sellers.get(percent.id)!.figures).toEqual({
      tickets: 2,
      numbers: 5,
      counter_tickets: 2,
      online_tickets: 0,
      sold: 12.5,
      collected: 10,
      owed: 2.5,
      commission: 1,
      settled: 0,
      commission_due: 1,
    });
    expect(sellers.get(fixed.id)!.figures).toMatchObject({
      numbers: 3,
      collected: 7.5,
      commission: 0.9,
    });

    const settle = (sellerId: string, amount: number) =>
      api(server, `/raffles/${raffle.id}/sellers/${sellerId}/settlements`, {
        method: 'POST',
        token: creator.token,
        body: JSON.stringify({ amount, note: 'Efectivo' }),
      });
    const tooMuch = await settle(percent.id, 1.01);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'settlement_exceeds_due',
      details: { due: 1 },
    });
    const paid = await settle(percent.id, 0.6);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.figures).toMatchObject({ settled: 0.6, commission_due: 0.4 });
    expect(paid.body.settlements).toMatchObject([
      { amount: 0.6, note: 'Efectivo', settled_by: creator.userId },
    ]);
    expect((await settle(percent.id, 0.4)).status).toBe(201);
    sellers = await sellersOf(server, creator, raffle.id);
    expect(sellers.get(percent.id)!.figures).toMatchObject({ settled: 1, commission_due: 0 });
    expect((await settle(percent.id, 0.01)).status).toBe(409);
    expect((await settle(percent.id, 0)).status).toBe(422);

    // The seller sees the same figures on their page.
    const mine = await api(server, '/me/sellers', { token: ana.token });
    expect((mine.body.data as Seller[])[0]!.figures).toMatchObject({
      collected: 10,
      owed: 2.5,
      commission: 1,
      settled: 1,
    });

    const csv = await fetch(`${server.url}/api/v1/raffles/${raffle.id}/sellers/export`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Vendedor;Correo;Teléfono;Estado;Comisión');
    expect(text).toContain(
      `Ana Pérez;${ana.email.toLowerCase()};;Activo;10,00 %;;2;5;2;0;12,50;10,00;2,50;1,00;1,00;0,00`,
    );
    expect(text).toContain('Pagos de comisión');
    expect(text).toMatch(/;Ana Pérez;0,60;Efectivo/);
  });

  test('role × route: creator only manages; another raffle seller, a removed seller, a buyer and nobody are refused', async () => {
    const server = dedicated!;
    const creator = await businessOwner(server, 'Rifas del Centro');
    const ana = await signUp(server, 'Ana', uniqueEmail('ana'));
    const luis = await signUp(server, 'Luis', uniqueEmail('luis'));
    const buyer = await signUp(server, 'Comprador', uniqueEmail('comprador'));
    const raffleA = await createRaffle(server, creator, { title: 'Rifa A' });
    const raffleB = await createRaffle(server, creator, { title: 'Rifa B' });
    const anaA = await addSeller(server, creator, raffleA.id, ana);
    const luisB = await addSeller(server, creator, raffleB.id, luis);

    const routes = (raffleId: string, sellerId: string) => [
      { method: 'GET', path: `/raffles/${raffleId}/sellers` },
      { method: 'GET', path: `/raffles/${raffleId}/sellers/export` },
      {
        method: 'POST',
        path: `/raffles/${raffleId}/sellers`,
        body: { phone: '0414-9998877', commission_type: 'percent', commission_value: 5 },
      },
      {
        method: 'PATCH',
        path: `/raffles/${raffleId}/sellers/${sellerId}`,
        body: { commission_type: 'fixed', commission_value: 1 },
      },
      {
        method: 'POST',
        path: `/raffles/${raffleId}/sellers/${sellerId}/settlements`,
        body: { amount: 1 },
      },
      { method: 'DELETE', path: `/raffles/${raffleId}/sellers/${sellerId}` },
    ];
    const call = (who: Session | null, r: { method: string; path: string; body?: unknown }) =>
      api(server, r.path, {
        method: r.method,
        ...(who ? { token: who.token } : {}),
        ...(r.body ? { body: JSON.stringify(r.body) } : {}),
      });
    // The creator's routes: a seller (of this raffle or another), a buyer → 403; nobody → 401.
    for (const r of routes(raffleA.id, anaA.id)) {
      for (const who of [ana, luis, buyer])
        expect((await call(who, r)).status, `${r.method} ${r.path}`).toBe(403);
      expect((await call(null, r)).status, `${r.method} ${r.path}`).toBe(401);
    }
    // A seller id of another raffle under this raffle's path is not found.
    expect(
      (
        await call(creator, {
          method: 'DELETE',
          path: `/raffles/${raffleA.id}/sellers/${luisB.id}`,
        })
      ).status,
    ).toBe(404);

    // The seller's own routes: another person's seller role is 404 (sales and counter).
    expect(
      (await api(server, `/me/sellers/${anaA.id}/tickets`, { token: luis.token })).status,
    ).toBe(404);
    expect((await sellAsSeller(server, luis, anaA.id, { numbers: [1] })).status).toBe(404);
    expect((await sellAsSeller(server, buyer, anaA.id, { numbers: [1] })).status).toBe(404);
    expect((await sellAsSeller(server, creator, anaA.id, { numbers: [1] })).status).toBe(404);
    expect((await api(server, `/me/sellers/${anaA.id}/tickets`)).status).toBe(401);
    // A seller is not a cashier: the business counter refuses them.
    expect(
      (await counterSale(server, luis, raffleA.id, { numbers: [1], buyer_name: 'Cliente' })).status,
    ).toBe(403);

    // Removed, a seller sells nothing more, but still reads their sales.
    expect((await sellAsSeller(server, ana, anaA.id, { numbers: [1] })).status).toBe(201);
    expect(
      (await call(creator, { method: 'DELETE', path: `/raffles/${raffleA.id}/sellers/${anaA.id}` }))
        .status,
    ).toBe(204);
    const removed = await sellAsSeller(server, ana, anaA.id, { numbers: [2] });
    expect(removed.status).toBe(403);
    expect(removed.body.error.code).toBe('not_a_seller');
    const theirSales = await api(server, `/me/sellers/${anaA.id}/tickets`, { token: ana.token });
    expect(theirSales.status).toBe(200);
    expect(theirSales.body.count).toBe(1);
    const after = await api(server, '/me/sellers', { token: ana.token });
    expect(after.body.data[0]).toMatchObject({ status: 'removed' });
    // Removed sellers cannot be changed (but can still be paid what they earned).
    const change = await call(creator, {
      method: 'PATCH',
      path: `/raffles/${raffleA.id}/sellers/${anaA.id}`,
      body: { commission_type: 'fixed', commission_value: 1 },
    });
    expect(change.status).toBe(409);
  });
});
