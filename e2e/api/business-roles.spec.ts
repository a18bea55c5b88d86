/**
 * What a cashier may do with her business's raffles' tickets, and who may become a cashier
 * (issue 39, items 8–10, ARCHITECTURE §7). An active cashier of a business whose membership is
 * active acts on the tickets of the business's raffles and their payments as the owner does (and is
 * recorded as the one who verified); a deactivated cashier, a cashier of another business and a
 * plain user are refused like anyone else. `/me/permissions` and `/business/me` agree on who enters
 * the back-office. A counter sale reveals no account id behind a buyer's e-mail. Both databases.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import {
  addCashier,
  businessOwner,
  counterSale,
  patchCashier,
  postCashier,
} from '../support/business';
import type { RunningServer } from '../support/server';

const TICKET_NOT_FOUND = { code: 'not_found', message: 'Ticket no encontrado' };
const PAYMENT_NOT_FOUND = { code: 'not_found', message: 'Pago no encontrado' };

function call(server: RunningServer, who: Session, method: string, path: string, body?: unknown) {
  return api(server, path, {
    method,
    token: who.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A business with an active cashier, a deactivated one, and a raffle with reported payments. */
async function scene(server: RunningServer) {
  const owner = await businessOwner(server, 'Rifas La Esquina');
  const cashier = await signUp(server, 'Cajera Activa', uniqueEmail('cajera'));
  await addCashier(server, owner, cashier);
  const former = await signUp(server, 'Cajera Anterior', uniqueEmail('cajera'));
  const formerRow = await addCashier(server, owner, former);
  expect((await patchCashier(server, owner, formerRow.id, { is_active: false })).status).toBe(200);

  const otherOwner = await businessOwner(server, 'Rifas Otro Lado');
  const otherCashier = await signUp(server, 'Cajero Ajeno', uniqueEmail('cajero'));
  await addCashier(server, otherOwner, otherCashier);
  const plain = await signUp(server, 'Usuaria Cualquiera', uniqueEmail('usuaria'));

  const raffle = await createRaffle(server, owner, { ticket_price: 2 });
  const buyer = await signUp(server, 'Comprador En Línea', uniqueEmail('comprador'));
  const toVerify = await buyTicket(server, buyer, raffle.id, [1]);
  await reportPayment(server, buyer, toVerify.id, { method: 'pago_movil', amount: 2 });
  const toReject = await buyTicket(server, buyer, raffle.id, [2]);
  await reportPayment(server, buyer, toReject.id, { method: 'pago_movil', amount: 2 });
  const toValidate = await buyTicket(server, buyer, raffle.id, [3]);
  const toCancel = await buyTicket(server, buyer, raffle.id, [4]);
  const sold = await counterSale(server, cashier, raffle.id, {
    numbers: [5],
    buyer_name: 'Cliente de taquilla',
    status: 'pending',
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return {
    owner,
    cashier,
    former,
    otherCashier,
    plain,
    raffle,
    tickets: { toVerify, toReject, toValidate, toCancel, sold: sold.body as { id: string } },
  };
}

test.describe('a cashier and her business raffles tickets', () => {
  test('the active cashier reads; a deactivated cashier, a cashier of another business, a plain user are refused', async ({
    server,
  }) => {
    const s = await scene(server);
    const t = s.tickets;
    for (const [who, name] of [
      [s.former, 'deactivated cashier'],
      [s.otherCashier, 'cashier of another business'],
      [s.plain, 'plain user'],
    ] as const) {
      const list = await call(server, who, 'GET', `/raffles/${s.raffle.id}/tickets`);
      expect(list.status, name).toBe(403);
      for (const [method, path, body, error] of [
        ['GET', `/tickets/${t.sold.id}`, undefined, TICKET_NOT_FOUND],
        ['GET', `/tickets/${t.toValidate.id}`, undefined, TICKET_NOT_FOUND],
        ['PATCH', `/tickets/${t.toCancel.id}/status`, { status: 'cancelled' }, TICKET_NOT_FOUND],
        ['POST', `/tickets/${t.toValidate.id}/validate-payment`, undefined, TICKET_NOT_FOUND],
        ['GET', `/tickets/${t.toVerify.id}/payment`, undefined, PAYMENT_NOT_FOUND],
        ['POST', `/tickets/${t.toVerify.id}/payment/verify`, undefined, PAYMENT_NOT_FOUND],
        [
          'POST',
          `/tickets/${t.toReject.id}/payment/reject`,
          { notes: 'No encuentro la transferencia.' },
          PAYMENT_NOT_FOUND,
        ],
      ] as const) {
        const res = await call(server, who, method, path, body);
        expect([res.status, res.body], `${name}: ${method} ${path}`).toEqual([404, { error }]);
      }
    }
    // …while the active cashier of the business reads the same.
    for (const path of [
      `/raffles/${s.raffle.id}/tickets`,
      `/tickets/${t.sold.id}`,
      `/tickets/${t.toValidate.id}`,
      `/tickets/${t.toVerify.id}/payment`,
    ]) {
      const res = await call(server, s.cashier, 'GET', path);
      expect(res.status, `active cashier: GET ${path}`).toBe(200);
    }
    // Nothing changed.
    const after = await call(server, s.owner, 'GET', `/raffles/${s.raffle.id}/tickets`);
    expect(after.status).toBe(200);
    const statuses = Object.fromEntries(
      (
        after.body.data as { numbers: number[]; status: string; payment_status: string | null }[]
      ).map((row) => [row.numbers[0], [row.status, row.payment_status]]),
    );
    expect(statuses).toEqual({
      1: ['pending', 'pending'],
      2: ['pending', 'pending'],
      3: ['pending', null],
      4: ['pending', null],
      5: ['pending', null],
    });
  });

  test('an active cashier sees, verifies, rejects, validates and cancels like the owner; deactivated, no more', async ({
    server,
  }) => {
    const s = await scene(server);
    const t = s.tickets;
    const me = s.cashier;

    const list = await call(server, me, 'GET', `/raffles/${s.raffle.id}/tickets`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.count).toBe(5);
    for (const ticket of [t.sold, t.toValidate]) {
      const one = await call(server, me, 'GET', `/tickets/${ticket.id}`);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body.id).toBe(ticket.id);
    }
    const payment = await call(server, me, 'GET', `/tickets/${t.toVerify.id}/payment`);
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    expect(payment.body.verification_status).toBe('pending');

    const verified = await call(server, me, 'POST', `/tickets/${t.toVerify.id}/payment/verify`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      verification_status: 'verified',
      verified_by: me.userId,
    });
    const rejected = await call(server, me, 'POST', `/tickets/${t.toReject.id}/payment/reject`, {
      notes: 'No encuentro la transferencia.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      verification_status: 'rejected',
      verified_by: me.userId,
    });

    const validated = await call(
      server,
      me,
      'POST',
      `/tickets/${t.toValidate.id}/validate-payment`,
    );
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(validated.body.status).toBe('paid');
    const cancelled = await call(server, me, 'PATCH', `/tickets/${t.toCancel.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');

    // The owner sees what she did, and who verified.
    const seen = await call(server, s.owner, 'GET', `/tickets/${t.toVerify.id}/payment`);
    expect(seen.body.verified_by).toBe(me.userId);

    // Deactivated: refused on the very next request.
    expect((await patchCashier(server, s.owner, me.userId, { is_active: false })).status).toBe(200);
    const again = await call(server, me, 'GET', `/tickets/${t.sold.id}`);
    expect([again.status, again.body]).toEqual([404, { error: TICKET_NOT_FOUND }]);
  });
});

test.describe('who enters the back-office, and who may become a cashier', () => {
  test('/me/permissions and /business/me agree for cashiers, owners and plain users', async ({
    server,
  }) => {
    const s = await scene(server);
    for (const [who, enters] of [
      [s.owner, true],
      [s.cashier, true],
      [s.otherCashier, true],
      [s.former, false],
      [s.plain, false],
    ] as const) {
      const me = await call(server, who, 'GET', '/business/me');
      const permissions = await call(server, who, 'GET', '/me/permissions');
      expect(permissions.status).toBe(200);
      expect([me.status === 200, permissions.body.has_admin_panel_access], who.email).toEqual([
        enters,
        enters,
      ]);
    }
  });

  test('adding a cashier refuses another business owner and the super administrator', async ({
    server,
  }) => {
    const owner = await businessOwner(server, 'Rifas Del Centro');
    const otherOwner = await businessOwner(server, 'Rifas Del Norte');
    const admin = await superAdmin(server);

    const owners = await postCashier(server, owner, { email: otherOwner.email });
    expect([owners.status, owners.body]).toEqual([
      409,
      {
        error: {
          code: 'owner_of_other_business',
          message: 'Este usuario ya es administrador de otro negocio',
        },
      },
    ]);
    const message = 'El super administrador no puede ser cajero de un negocio';
    const admins = await postCashier(server, owner, { email: admin.email });
    expect([admins.status, admins.body]).toEqual([
      422,
      { error: { code: 'cashier_is_super_admin', message, details: { email: message } } },
    ]);
    // Nothing was added.
    const list = await call(server, owner, 'GET', '/business/cashiers');
    expect(list.body.count).toBe(0);
    expect((await call(server, otherOwner, 'GET', '/business/me')).body.role).toBe('business');
  });

  test("a counter sale to a registered buyer's e-mail reveals no account id to the business", async ({
    server,
  }) => {
    const owner = await businessOwner(server, 'Rifas Del Sur');
    const cashier = await signUp(server, 'Cajero Del Sur', uniqueEmail('cajero'));
    await addCashier(server, owner, cashier);
    const buyer = await signUp(server, 'Cliente Registrada', uniqueEmail('cliente'));
    const raffle = await createRaffle(server, owner, { ticket_price: 3 });

    const sale = await counterSale(server, cashier, raffle.id, {
      numbers: [8],
      buyer_name: 'Cliente Registrada',
      buyer_email: buyer.email,
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.user_id).toBeNull();

    for (const [who, path] of [
      [owner, '/business/tickets'],
      [cashier, '/business/tickets'],
      [owner, `/raffles/${raffle.id}/tickets`],
      [owner, `/business/cashiers/${cashier.userId}/tickets`],
    ] as const) {
      const res = await call(server, who, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain(buyer.userId);
    }
    const one = await call(server, owner, 'GET', `/tickets/${sale.body.id}`);
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).not.toContain(buyer.userId);

    // The buyer still finds it among her tickets.
    const mine = await call(server, buyer, 'GET', '/me/tickets');
    expect(mine.body.data.map((row: { id: string }) => row.id)).toEqual([sale.body.id]);
  });
});
