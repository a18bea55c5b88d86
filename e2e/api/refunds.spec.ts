/**
 * "Devuelto" (issue 34 part 3) on the real binary, both databases: once a ticket's money to return was
 * returned, its organiser records it (`POST /tickets/{id}/refund`, no body: the amount is the server's,
 * in USD and in Bs at the creator's rate). The balance then has nothing left to return, the refund is
 * listed with the parts, the buyer is told (`money_returned`) and finds it in her data export.
 * Recording it again is 409 (also two requests at the same moment), a ticket with nothing to return
 * is 422, the buyer 403, anyone else 404; a business's owner and cashiers record it for its raffles.
 * Every answer is checked against api/openapi.yaml.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  notificationsOf,
  reportPayment,
  setExchangeRate,
  setTicketStatus,
  signUp,
  type Session,
} from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { addCashier, businessOwner } from '../support/business';

interface Refund {
  id: string;
  ticket_id: string;
  amount: number;
  amount_bs: number | null;
  exchange_rate: number | null;
  returned_by: string | null;
  returned_at: string;
}

interface Parts {
  balance: { overpaid: number; overpaid_bs: number | null; verified: number };
  refunds: Refund[];
}

let dedicated: RunningServer | undefined;

const refund = (server: RunningServer, who: Session, ticketId: string) =>
  api(server, `/tickets/${ticketId}/refund`, { method: 'POST', token: who.token });

const partsOf = async (server: RunningServer, who: Session, ticketId: string) => {
  const res = await api(server, `/tickets/${ticketId}/payments`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Parts;
};

const verify = async (server: RunningServer, who: Session, ticketId: string) => {
  const res = await api(server, `/tickets/${ticketId}/payment/verify`, {
    method: 'POST',
    token: who.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const payPart = (
  server: RunningServer,
  buyer: Session,
  ticketId: string,
  amount: number,
  reference: string,
) =>
  api(server, `/tickets/${ticketId}/payments`, {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify({ method: 'pago_movil', amount, currency: 'VES', reference }),
  });

const ALREADY = {
  code: 'already_returned',
  message: 'Ya registraste la devolución del dinero de este ticket',
};
const NOTHING = { code: 'nothing_to_return', message: 'Este ticket no tiene dinero por devolver' };

/** A creator at Bs 40,00 per dollar, a buyer, and a $5,00 ticket with Bs 100,00 ($2,50) verified. */
async function partPaid(server: RunningServer, name: string, creator?: Session) {
  const owner = creator ?? (await signUp(server, `Creadora${name}`));
  const buyer = await signUp(server, `Compradora${name}`);
  const raffle = await createRaffle(server, owner);
  await setExchangeRate(server, owner, 40);
  const ticket = await buyTicket(server, buyer, raffle.id, [1, 2]);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 100,
    currency: 'VES',
    reference: `${name}1`,
  });
  await verify(server, owner, ticket.id);
  return { creator: owner, buyer, raffle, ticket };
}

test.describe('money returned (Devuelto)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the creator records a cancelled ticket’s abono as returned; the buyer is told', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await partPaid(server, 'Devuelto');

    // Pending with an abono: nothing to return yet.
    expect((await refund(server, creator, ticket.id)).body.error).toEqual(NOTHING);
    expect((await refund(server, creator, ticket.id)).status).toBe(422);

    await setTicketStatus(server, creator, ticket.id, 'cancelled');
    // The buyer may not record it; a stranger does not even see the ticket; nor does a bad id.
    const byBuyer = await refund(server, buyer, ticket.id);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.error.code).toBe('forbidden');
    const stranger = await signUp(server, 'ExtrañaDevuelto');
    const byStranger = await refund(server, stranger, ticket.id);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.error).toEqual({ code: 'not_found', message: 'Ticket no encontrado' });
    expect((await refund(server, creator, 'no-es-un-id')).status).toBe(404);
    expect((await partsOf(server, creator, ticket.id)).refunds).toEqual([]);

    const before = Date.now();
    const res = await refund(server, creator, ticket.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const recorded = res.body as Refund;
    expect(recorded).toMatchObject({
      ticket_id: ticket.id,
      amount: 2.5,
      amount_bs: 100,
      exchange_rate: 40,
      returned_by: creator.userId,
    });
    expect(Date.parse(recorded.returned_at)).toBeGreaterThanOrEqual(before - 1000);

    // Both sides see it returned and nothing left to return.
    for (const who of [creator, buyer]) {
      const parts = await partsOf(server, who, ticket.id);
      expect(parts.balance).toMatchObject({ verified: 2.5, overpaid: 0, overpaid_bs: 0 });
      expect(parts.refunds).toEqual([recorded]);
    }

    // Twice is a conflict, and nothing more is recorded.
    const again = await refund(server, creator, ticket.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual(ALREADY);
    expect((await partsOf(server, creator, ticket.id)).refunds).toHaveLength(1);

    // The buyer is told once, with the amounts.
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'money_returned',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Dinero devuelto', priority: 'medium' });
    expect(told[0]!.data).toMatchObject({ ticket_id: ticket.id, amount: 2.5, amount_bs: 100 });
    expect(told[0]!.message).toContain('te devolvió Bs 100,00 ($ 2,50) por tu ticket');
    // The creator is not told of her own action.
    expect(
      (await notificationsOf(server, creator)).data.filter((n) => n.type === 'money_returned'),
    ).toHaveLength(0);

    // The buyer's data export holds it; the creator's does not (it is not her ticket).
    const exported = await api(server, '/me/export', { token: buyer.token });
    expect(exported.status).toBe(200);
    expect(exported.body.refunds).toEqual([
      expect.objectContaining({
        id: recorded.id,
        ticket_id: ticket.id,
        amount_cents: 250,
        amount_bs_cents: 10000,
        exchange_rate_cents: 4000,
      }),
    ]);
    expect((await api(server, '/me/export', { token: creator.token })).body.refunds).toEqual([]);
  });

  test('a ticket with nothing to return: nothing is recorded', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'CreadoraNada');
    const buyer = await signUp(server, 'CompradoraNada');
    const raffle = await createRaffle(server, creator);
    // A hold with no payment, then the same ticket cancelled with nothing verified.
    const ticket = await buyTicket(server, buyer, raffle.id, [5]);
    expect((await refund(server, creator, ticket.id)).body.error).toEqual(NOTHING);
    await setTicketStatus(server, creator, ticket.id, 'cancelled');
    expect((await refund(server, creator, ticket.id)).status).toBe(422);
    // A ticket paid exactly.
    const paid = await buyTicket(server, buyer, raffle.id, [6]);
    await setTicketStatus(server, creator, paid.id, 'paid');
    expect((await refund(server, creator, paid.id)).body.error).toEqual(NOTHING);
    expect((await partsOf(server, creator, paid.id)).refunds).toEqual([]);
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'money_returned'),
    ).toHaveLength(0);
  });

  test('an overpayment returned, then the ticket cancelled: the rest is returned once more', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await partPaid(server, 'Exceso');
    // Bs 160,00 ($4,00) against the $2,50 still owed: paid, $1,50 over.
    expect((await payPart(server, buyer, ticket.id, 160, 'Exceso2')).status).toBe(201);
    await verify(server, creator, ticket.id);
    expect((await partsOf(server, buyer, ticket.id)).balance).toMatchObject({
      overpaid: 1.5,
      overpaid_bs: 60,
    });
    const first = await refund(server, creator, ticket.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 1.5, amount_bs: 60 });
    expect((await refund(server, creator, ticket.id)).body.error).toEqual(ALREADY);

    // Cancelled after all: the $5,00 kept is to be returned now, and can be recorded.
    await setTicketStatus(server, creator, ticket.id, 'cancelled');
    expect((await partsOf(server, buyer, ticket.id)).balance).toMatchObject({
      verified: 6.5,
      overpaid: 5,
      overpaid_bs: 200,
    });
    const second = await refund(server, creator, ticket.id);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ amount: 5, amount_bs: 200 });
    const parts = await partsOf(server, buyer, ticket.id);
    expect(parts.balance.overpaid).toBe(0);
    expect(parts.refunds.map((r) => r.amount)).toEqual([1.5, 5]);
    expect((await refund(server, creator, ticket.id)).status).toBe(409);
  });

  test('a business’s cashier and owner record it for its raffles; another business’s may not', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'NegocioDevuelve');
    const cashier = await signUp(server, 'CajeraDevuelve');
    await addCashier(server, owner, cashier);
    const { buyer, ticket } = await partPaid(server, 'NegocioDev', owner);
    await setTicketStatus(server, cashier, ticket.id, 'cancelled');

    const otherOwner = await businessOwner(server, 'OtroNegocioDevuelve');
    const otherCashier = await signUp(server, 'OtraCajeraDevuelve');
    await addCashier(server, otherOwner, otherCashier);
    expect((await refund(server, otherCashier, ticket.id)).status).toBe(404);
    expect((await refund(server, otherOwner, ticket.id)).status).toBe(404);

    const res = await refund(server, cashier, ticket.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ amount: 2.5, amount_bs: 100, returned_by: cashier.userId });
    expect((await refund(server, owner, ticket.id)).body.error).toEqual(ALREADY);
    expect((await partsOf(server, owner, ticket.id)).refunds).toHaveLength(1);
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'money_returned'),
    ).toHaveLength(1);
  });

  test('the payments review lists what is left to return, and drops it once returned', async () => {
    const server = dedicated!;
    const { creator, buyer, raffle, ticket } = await partPaid(server, 'Lista');
    const due = async (who: Session, query = '') => {
      const res = await api(server, `/me/refunds-due${query}`, { token: who.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        data: Array<{
          ticket: { id: string; status: string };
          raffle: { id: string };
          to_return: number;
          to_return_bs: number | null;
        }>;
        count: number;
      };
    };
    // Part-paid and pending: nothing to return.
    expect(await due(creator)).toEqual({ data: [], count: 0 });
    await setTicketStatus(server, creator, ticket.id, 'cancelled');
    // An overpaid ticket of the same raffle: $1,50 over.
    const other = await signUp(server, 'CompradoraListaDos');
    const paid = await buyTicket(server, other, raffle.id, [8, 9]);
    await reportPayment(server, other, paid.id, {
      method: 'pago_movil',
      amount: 260,
      currency: 'VES',
      reference: 'Lista2',
    });
    await verify(server, creator, paid.id);

    const listed = await due(creator);
    expect(listed.count).toBe(2);
    expect(
      listed.data.map((d) => [d.ticket.id, d.ticket.status, d.to_return, d.to_return_bs]),
    ).toEqual([
      [ticket.id, 'cancelled', 2.5, 100],
      [paid.id, 'paid', 1.5, 60],
    ]);
    expect(listed.data[0]!.raffle.id).toBe(raffle.id);
    // One raffle's only; a bad id is refused; the buyer's own list is empty (not her raffles).
    expect((await due(creator, `?raffle_id=${raffle.id}`)).count).toBe(2);
    expect(await due(creator, `?raffle_id=${crypto.randomUUID()}`)).toEqual({ data: [], count: 0 });
    expect(
      (await api(server, '/me/refunds-due?raffle_id=x', { token: creator.token })).status,
    ).toBe(422);
    expect(await due(buyer)).toEqual({ data: [], count: 0 });
    expect((await api(server, '/me/refunds-due')).status).toBe(401);

    // Returned: it leaves the list.
    expect((await refund(server, creator, ticket.id)).status).toBe(201);
    const after = await due(creator);
    expect(after.count).toBe(1);
    expect(after.data.map((d) => d.ticket.id)).toEqual([paid.id]);
    expect((await refund(server, creator, paid.id)).status).toBe(201);
    expect(await due(creator)).toEqual({ data: [], count: 0 });
  });

  test('two records at the same moment: one is 201, the other 409', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await partPaid(server, 'Carrera');
    await setTicketStatus(server, creator, ticket.id, 'cancelled');
    const answers = await Promise.all([
      refund(server, creator, ticket.id),
      refund(server, creator, ticket.id),
      refund(server, creator, ticket.id),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toEqual(ALREADY);
    expect((await partsOf(server, buyer, ticket.id)).refunds).toHaveLength(1);
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'money_returned'),
    ).toHaveLength(1);
  });
});
