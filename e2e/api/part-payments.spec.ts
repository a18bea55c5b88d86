/**
 * Part payments (abonos, issue 34 part 3) on the real binary, both databases: a ticket takes several
 * payment reports; what is owed is the price less the verified parts (each at the rate stored with
 * it). Two parts summing to paid, a part rejected then corrected (no new hold: money was received),
 * an overpayment shown as an amount to return, a second waiting report refused, a ticket with a
 * verified part never ended by the hold job, and two parts reported at the same moment (one wins).
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
import { runJobs, startServer, type RunningServer } from '../support/server';
import { addCashier, businessOwner } from '../support/business';

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

interface Balance {
  price: number;
  verified: number;
  owed: number;
  owed_bs: number | null;
  overpaid: number;
  overpaid_bs: number | null;
}

interface Part {
  id: string;
  verification_status: string;
  amount: number;
  currency: string;
  expected_amount: number;
  shortfall: number;
  part: {
    number: number;
    price: number;
    verified: number;
    owed_after: number;
    owed_after_bs: number | null;
  };
}

let dedicated: RunningServer | undefined;

const partsOf = async (server: RunningServer, who: Session, ticketId: string) => {
  const res = await api(server, `/tickets/${ticketId}/payments`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Part[]; balance: Balance };
};

const postPart = (
  server: RunningServer,
  buyer: Session,
  ticketId: string,
  report: Record<string, unknown>,
) =>
  api(server, `/tickets/${ticketId}/payments`, {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify(report),
  });

const review = (
  server: RunningServer,
  who: Session,
  ticketId: string,
  action: 'verify' | 'reject',
  body?: unknown,
) =>
  api(server, `/tickets/${ticketId}/payment/${action}`, {
    method: 'POST',
    token: who.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const ticketOf = async (server: RunningServer, who: Session, ticketId: string) => {
  const res = await api(server, `/tickets/${ticketId}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { status: string; expires_at: string | null; payment_status: string | null };
};

const bs = (amount: number, reference: string) => ({
  method: 'pago_movil',
  amount,
  currency: 'VES',
  reference,
});
const usd = (amount: number, reference: string) => ({
  method: 'zelle',
  amount,
  currency: 'USD',
  reference,
});

/** A creator at Bs 40,00 per dollar, a buyer, and a $5,00 ticket (numbers 1 and 2). */
async function setUp(server: RunningServer, name: string) {
  const creator = await signUp(server, `Creadora${name}`);
  const buyer = await signUp(server, `Compradora${name}`);
  const raffle = await createRaffle(server, creator);
  await setExchangeRate(server, creator, 40);
  const ticket = await buyTicket(server, buyer, raffle.id, [1, 2]);
  expect(ticket.price).toBe(5);
  return { creator, buyer, raffle, ticket };
}

test.describe('part payments (abonos)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('two parts in bolívares sum to paid; the buyer is told what is still owed', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await setUp(server, 'Mitad');

    // Half: Bs 100,00 of Bs 200,00.
    const first = (await reportPayment(
      server,
      buyer,
      ticket.id,
      bs(100, '1001'),
    )) as unknown as Part;
    expect(first).toMatchObject({ expected_amount: 200, shortfall: 100 });
    expect(first.part).toMatchObject({
      number: 1,
      price: 5,
      verified: 0,
      owed_after: 2.5,
      owed_after_bs: 100,
    });
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);

    // Still pending, without a hold: the money received keeps the numbers.
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({
      status: 'pending',
      expires_at: null,
      payment_status: 'verified',
    });
    for (const who of [buyer, creator]) {
      const half = await partsOf(server, who, ticket.id);
      expect(half.balance).toEqual({
        price: 5,
        verified: 2.5,
        owed: 2.5,
        owed_bs: 100,
        overpaid: 0,
        overpaid_bs: 0,
      });
      expect(half.data.map((p) => p.verification_status)).toEqual(['verified']);
    }
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'verification_approved',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Faltan Bs 100,00 ($ 2,50)');
    expect(told[0]!.data.ticket_id).toBe(ticket.id);

    // The first report's route is for the first report only.
    const again = await api(server, `/tickets/${ticket.id}/payment`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify(bs(100, '1002')),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('payment_exists');

    // The rest: its expected amount is what is owed.
    const rest = await postPart(server, buyer, ticket.id, bs(100, '1002'));
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body).toMatchObject({
      expected_amount: 100,
      shortfall: 0,
      verification_status: 'pending',
    });
    expect(rest.body.part).toMatchObject({ number: 2, price: 5, verified: 2.5, owed_after: 0 });
    // The creator's queue shows it as the second part.
    const queue = await api(server, '/me/pending-payments', { token: creator.token });
    const queued = (queue.body.data as Part[]).find((p) => p.id === rest.body.id);
    expect(queued?.part).toMatchObject({ number: 2, verified: 2.5, owed_after: 0 });

    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({ status: 'paid' });
    const paid = await partsOf(server, buyer, ticket.id);
    expect(paid.balance).toMatchObject({ verified: 5, owed: 0, overpaid: 0 });
    expect(paid.data.map((p) => p.part.number)).toEqual([1, 2]);
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'ticket_paid'),
    ).toHaveLength(1);

    // Paid: nothing more to report.
    const more = await postPart(server, buyer, ticket.id, bs(10, '1003'));
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('ticket_not_pending');
  });

  test('a part rejected keeps the numbers without a hold; its correction pays the rest', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await setUp(server, 'Rechazo');
    await reportPayment(server, buyer, ticket.id, usd(2, 'Z1'));
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);

    const second = await postPart(server, buyer, ticket.id, usd(1, 'Z2'));
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ expected_amount: 3, shortfall: 2 });
    const rejected = await review(server, creator, ticket.id, 'reject', {
      notes: 'No llegó el dinero',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.verification_status).toBe('rejected');
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({
      status: 'pending',
      expires_at: null,
      payment_status: 'rejected',
    });
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'verification_rejected',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Abono rechazado');

    // The correction: the whole rest.
    const fixed = await api(server, `/tickets/${ticket.id}/payment`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ amount: 3, reference: 'Z3' }),
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({
      id: second.body.id,
      verification_status: 'pending',
      expected_amount: 3,
      shortfall: 0,
    });
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({ status: 'paid' });
    const parts = await partsOf(server, buyer, ticket.id);
    expect(parts.data.map((p) => [p.amount, p.verification_status])).toEqual([
      [2, 'verified'],
      [3, 'verified'],
    ]);
    expect(parts.balance).toMatchObject({ verified: 5, owed: 0, overpaid: 0 });
  });

  test('an overpayment is paid and shown as an amount to return; a cancelled ticket returns all', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await setUp(server, 'Demas');
    await reportPayment(server, buyer, ticket.id, usd(2, 'O1'));
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    // Bs 160,00 at 40,00 = $4,00 against $3,00 owed.
    const over = await postPart(server, buyer, ticket.id, bs(160, 'O2'));
    expect(over.status).toBe(201);
    expect(over.body).toMatchObject({ expected_amount: 120, shortfall: 0 });
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({ status: 'paid' });
    for (const who of [buyer, creator]) {
      expect((await partsOf(server, who, ticket.id)).balance).toEqual({
        price: 5,
        verified: 6,
        owed: 0,
        owed_bs: 0,
        overpaid: 1,
        overpaid_bs: 40,
      });
    }

    // A ticket cancelled by its creator after a part: everything verified is to be returned.
    const { creator: c2, buyer: b2, ticket: t2 } = await setUp(server, 'Cancelada');
    await reportPayment(server, b2, t2.id, usd(2, 'C1'));
    expect((await review(server, c2, t2.id, 'verify')).status).toBe(200);
    await setTicketStatus(server, c2, t2.id, 'cancelled');
    expect((await partsOf(server, b2, t2.id)).balance).toMatchObject({
      owed: 0,
      overpaid: 2,
      overpaid_bs: 80,
    });
  });

  test('once money is verified the buyer may not cancel; the organiser may, and owes it back', async () => {
    const server = dedicated!;
    const { creator, buyer, raffle, ticket } = await setUp(server, 'Devolver');
    const cancel = (who: Session, id: string) =>
      api(server, `/tickets/${id}/status`, {
        method: 'PATCH',
        token: who.token,
        body: JSON.stringify({ status: 'cancelled' }),
      });
    // Before any money the buyer still cancels her own hold.
    const free = await buyTicket(server, buyer, raffle.id, [7]);
    expect(free.has_verified_payment).toBe(false);
    expect((await cancel(buyer, free.id)).status).toBe(200);

    // Bs 100,00 of Bs 200,00 verified.
    await reportPayment(server, buyer, ticket.id, bs(100, 'D1'));
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    const mine = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
    expect(mine.body).toMatchObject({ status: 'pending', has_verified_payment: true });

    const refused = await cancel(buyer, ticket.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'payment_received',
      message:
        'El organizador ya recibió un pago de este ticket; para cancelarlo, contacta al organizador y acuerden la devolución',
    });
    // Nothing changed: still hers, the numbers still taken, the creator told nothing.
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({ status: 'pending' });
    expect((await api(server, `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([1, 2]);
    expect(
      (await notificationsOf(server, creator)).data.filter(
        (n) => n.type === 'ticket_cancelled' && n.data.ticket_id === ticket.id,
      ),
    ).toHaveLength(0);
    // Nor after a later part is rejected (the latest report is then the rejected one).
    expect((await postPart(server, buyer, ticket.id, bs(100, 'D2'))).status).toBe(201);
    expect((await review(server, creator, ticket.id, 'reject', { notes: 'No llegó' })).status).toBe(
      200,
    );
    expect((await cancel(buyer, ticket.id)).body.error?.code).toBe('payment_received');

    // The organiser cancels: the numbers are free and what was verified is to be returned, on her
    // list of the raffle's tickets too.
    const cancelled = await setTicketStatus(server, creator, ticket.id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', has_verified_payment: true });
    expect((await api(server, `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([]);
    const list = await api(server, `/raffles/${raffle.id}/tickets`, { token: creator.token });
    expect(list.status).toBe(200);
    expect(
      (list.body.data as Array<{ id: string; has_verified_payment: boolean }>).find(
        (t) => t.id === ticket.id,
      )?.has_verified_payment,
    ).toBe(true);
    for (const who of [creator, buyer]) {
      expect((await partsOf(server, who, ticket.id)).balance).toEqual({
        price: 5,
        verified: 2.5,
        owed: 0,
        owed_bs: 0,
        overpaid: 2.5,
        overpaid_bs: 100,
      });
    }
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'ticket_cancelled' && n.data.ticket_id === ticket.id,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ reason: 'by_creator', money_to_return: true });
    expect(told[0]!.message).toContain('Ya había recibido un pago tuyo: debe devolvértelo');
  });

  test('a business raffle: its cashier cancels a part-paid ticket the buyer may not', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'NegocioAbonos');
    const cashier = await signUp(server, 'CajeraAbonos');
    await addCashier(server, owner, cashier);
    await setExchangeRate(server, owner, 40);
    const raffle = await createRaffle(server, owner);
    const buyer = await signUp(server, 'CompradoraNegocio');
    const ticket = await buyTicket(server, buyer, raffle.id, [3, 4]);
    await reportPayment(server, buyer, ticket.id, usd(1, 'N1'));
    expect((await review(server, cashier, ticket.id, 'verify')).status).toBe(200);
    const refused = await api(server, `/tickets/${ticket.id}/status`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('payment_received');
    await setTicketStatus(server, cashier, ticket.id, 'cancelled');
    const sold = await api(server, `/business/tickets`, { token: owner.token });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(
      (sold.body.data as Array<{ id: string; has_verified_payment: boolean }>).find(
        (t) => t.id === ticket.id,
      )?.has_verified_payment,
    ).toBe(true);
    expect((await partsOf(server, owner, ticket.id)).balance).toMatchObject({
      overpaid: 1,
      overpaid_bs: 40,
    });
  });

  test('one report waits at a time; strangers see nothing', async () => {
    const server = dedicated!;
    const { creator, buyer, raffle, ticket } = await setUp(server, 'Espera');
    await reportPayment(server, buyer, ticket.id, usd(1, 'W1'));
    const second = await postPart(server, buyer, ticket.id, usd(1, 'W2'));
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'payment_waiting',
      message:
        'Ya tienes un pago en revisión para este ticket; espera a que el organizador lo revise',
    });
    // Only the buyer reports; a stranger does not even see the ticket.
    const byCreator = await postPart(server, creator, ticket.id, usd(1, 'W3'));
    expect(byCreator.status).toBe(404);
    const stranger = await signUp(server, 'Extraña');
    expect(
      (await api(server, `/tickets/${ticket.id}/payments`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await partsOf(server, buyer, ticket.id)).data).toHaveLength(1);
    // Before any report: no parts, the whole price owed.
    const other = await signUp(server, 'OtraCompradora');
    const fresh = await buyTicket(server, other, raffle.id, [9]);
    const none = await partsOf(server, other, fresh.id);
    expect(none.data).toEqual([]);
    expect(none.balance).toMatchObject({ price: 2.5, verified: 0, owed: 2.5, owed_bs: 100 });
  });

  test('a ticket with a verified part is never ended by its hold', async () => {
    const server = dedicated!;
    const { creator, buyer, raffle, ticket } = await setUp(server, 'Reserva');
    const heldUntil = ticket.expires_at!;
    await reportPayment(server, buyer, ticket.id, usd(1, 'H1'));
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    // A part waiting then rejected: still no hold to end.
    expect((await postPart(server, buyer, ticket.id, usd(1, 'H2'))).status).toBe(201);
    expect(
      (await review(server, creator, ticket.id, 'reject', { notes: 'Referencia errada' })).status,
    ).toBe(200);
    // An unpaid hold of the same raffle, bought at the same time, is ended by the same run.
    const other = await buyTicket(server, buyer, raffle.id, [50]);
    await runJobs(server, shift(heldUntil, 3 * 86_400_000));
    expect((await ticketOf(server, buyer, other.id)).status).toBe('cancelled');
    expect(await ticketOf(server, buyer, ticket.id)).toMatchObject({
      status: 'pending',
      expires_at: null,
    });
    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body.taken).toEqual([1, 2]);
  });

  test('two parts reported at the same moment: one is taken, the other 409', async () => {
    const server = dedicated!;
    const { creator, buyer, ticket } = await setUp(server, 'Carrera');
    await reportPayment(server, buyer, ticket.id, usd(1, 'R1'));
    expect((await review(server, creator, ticket.id, 'verify')).status).toBe(200);
    const results = await Promise.all(
      ['R2', 'R3', 'R4', 'R5'].map((ref) => postPart(server, buyer, ticket.id, usd(1, ref))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error.code).toBe('payment_waiting');
    }
    const parts = await partsOf(server, buyer, ticket.id);
    expect(parts.data.map((p) => p.verification_status)).toEqual(['verified', 'pending']);
  });
});
