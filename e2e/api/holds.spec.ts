/**
 * Holds (issue 9): a raffle's reservation time (chosen at creation, locked after the first sale), a
 * purchase's `expires_at`, the hoarding limit (MAX_PENDING_HOLDS), and the end of an unpaid hold
 * through `rifa-server run-jobs --now <later>`: the numbers are free again, the ticket is
 * cancelled, buyer and creator are told, and the buyer was reminded before. Both databases; every
 * answer is checked against the contract by the fixture.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyNumbers,
  buyTicket,
  createRaffle,
  notificationsOf,
  postPaymentReport,
  setTicketStatus,
  signUp,
  type Ticket,
} from '../support/api';
import { runJobs, startServer, type RunningServer } from '../support/server';

const MINUTE = 60_000;
const RESERVATION_MESSAGE =
  'El tiempo de reserva debe estar entre 15 minutos y 72 horas (15 a 4320 minutos)';

async function takenNumbers(server: RunningServer, raffleId: string) {
  const res = await api(server, `/raffles/${raffleId}/numbers`);
  expect(res.status).toBe(200);
  return (res.body as { taken: number[] }).taken;
}

/** A report of paying a ticket (the smallest the contract allows). */
const REPORT = { method: 'pago_movil', amount: 2.5, reference: '0012345678' };

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let dedicated: RunningServer | undefined;

test.describe('holds', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', MAX_PENDING_HOLDS: '2' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('reservation_minutes: 24 hours by default, 15 minutes to 72 hours, locked after the first sale', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const plain = await createRaffle(server, creator);
    expect((plain as unknown as { reservation_minutes: number }).reservation_minutes).toBe(1440);

    for (const [value, message] of [
      [14, RESERVATION_MESSAGE],
      [4321, RESERVATION_MESSAGE],
      ['60', 'Debe ser un número entero'],
      [30.5, 'Debe ser un número entero'],
    ] as const) {
      const res = await api(server, '/raffles', {
        method: 'POST',
        token: creator.token,
        body: JSON.stringify({
          title: 'Rifa de prueba',
          ticket_price: 1,
          total_tickets: 100,
          lottery: 'zulia',
          end_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          reservation_minutes: value,
        }),
      });
      expect(res.status, String(value)).toBe(422);
      expect(res.body.error.details).toEqual({ reservation_minutes: message });
    }

    // (The free plan allows one active raffle: each raffle has its own creator.)
    const creator2 = await signUp(server, 'Creadora2');
    const shortest = await createRaffle(server, creator2, { reservation_minutes: 15 });
    const longest = await createRaffle(server, await signUp(server, 'Creadora3'), {
      reservation_minutes: 4320,
    });
    expect(shortest).toMatchObject({ reservation_minutes: 15 });
    expect(longest).toMatchObject({ reservation_minutes: 4320 });

    // Editable before any sale…
    const edited = await api(server, `/raffles/${shortest.id}`, {
      method: 'PATCH',
      token: creator2.token,
      body: JSON.stringify({ reservation_minutes: 60 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.reservation_minutes).toBe(60);
    const invalid = await api(server, `/raffles/${shortest.id}`, {
      method: 'PATCH',
      token: creator2.token,
      body: JSON.stringify({ reservation_minutes: 10 }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.details).toEqual({ reservation_minutes: RESERVATION_MESSAGE });

    // …locked once a number is sold (the same value is not a change).
    await buyTicket(server, await signUp(server, 'Comprador'), shortest.id, [5]);
    const locked = await api(server, `/raffles/${shortest.id}`, {
      method: 'PATCH',
      token: creator2.token,
      body: JSON.stringify({ reservation_minutes: 120 }),
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('raffle_locked');
    const same = await api(server, `/raffles/${shortest.id}`, {
      method: 'PATCH',
      token: creator2.token,
      body: JSON.stringify({ reservation_minutes: 60, title: 'Rifa renombrada' }),
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ reservation_minutes: 60, title: 'Rifa renombrada' });
  });

  test('a purchase holds its numbers until now + reservation_minutes, shown on every ticket view', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator, { reservation_minutes: 90 });
    const before = Date.now();
    const ticket = await buyTicket(server, buyer, raffle.id, [3, 1]);
    const after = Date.now();
    expect(ticket.payment_status).toBeNull();
    const expires = Date.parse(ticket.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before - 1 + 90 * MINUTE);
    expect(expires).toBeLessThanOrEqual(after + 90 * MINUTE);

    const views = [
      await api(server, `/tickets/${ticket.id}`, { token: buyer.token }),
      await api(server, `/tickets/${ticket.id}`, { token: creator.token }),
    ];
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ expires_at: ticket.expires_at, payment_status: null });
    }
    const lists = [
      await api(server, '/me/tickets', { token: buyer.token }),
      await api(server, `/raffles/${raffle.id}/tickets`, { token: creator.token }),
      await api(server, '/me/sales', { token: creator.token }),
    ];
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect((list.body as { data: Ticket[] }).data).toEqual([
        expect.objectContaining({
          id: ticket.id,
          expires_at: ticket.expires_at,
          payment_status: null,
        }),
      ]);
    }

    // Paying ends the hold.
    const paid = await setTicketStatus(server, creator, ticket.id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', expires_at: null });
  });

  test('a buyer may keep MAX_PENDING_HOLDS unreported holds per raffle; replays still replay', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Acaparador');
    const raffle = await createRaffle(server, creator);
    const other = await createRaffle(server, await signUp(server, 'OtraCreadora'));

    const first = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      headers: { 'Idempotency-Key': 'holds-first' },
      body: JSON.stringify({ numbers: [1] }),
    });
    expect(first.status).toBe(201);
    await buyTicket(server, buyer, raffle.id, [2]);

    const refused = await buyNumbers(server, buyer, raffle.id, [3]);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'too_many_holds',
        message:
          'Ya tienes 2 reservas sin pagar en esta rifa. Reporta su pago o cancélalas antes de reservar más.',
      },
    });
    expect(await takenNumbers(server, raffle.id)).toEqual([1, 2]);

    const replay = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: buyer.token,
      headers: { 'Idempotency-Key': 'holds-first' },
      body: JSON.stringify({ numbers: [1] }),
    });
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(first.body.id);

    // Other raffles and other buyers are not limited by these holds.
    await buyTicket(server, buyer, other.id, [3]);
    await buyTicket(server, await signUp(server, 'Otra'), raffle.id, [3]);

    // Cancelling one makes room for another.
    const cancelled = await setTicketStatus(server, buyer, first.body.id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', expires_at: null });
    await buyTicket(server, buyer, raffle.id, [4]);
  });

  test('run-jobs past the end of a hold frees its numbers, cancels it and tells both sides; the buyer was reminded', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Olvidadizo');
    const raffle = await createRaffle(server, creator, {
      title: 'Cesta navideña',
      reservation_minutes: 60,
    });
    const ticket = await buyTicket(server, buyer, raffle.id, [7, 21]);
    const kept = await buyTicket(server, await signUp(server, 'Cumplido'), raffle.id, [8]);
    await setTicketStatus(server, creator, kept.id, 'paid');
    const expiresAt = ticket.expires_at ?? '';
    expect(await takenNumbers(server, raffle.id)).toEqual([7, 8, 21]);

    // A quarter of the hour left: the reminder, once.
    await runJobs(server, shift(expiresAt, -10 * MINUTE));
    await runJobs(server, shift(expiresAt, -5 * MINUTE));
    const reminders = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'hold_expiring',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      priority: 'high',
      data: { ticket_id: ticket.id, numbers: [7, 21], expires_at: expiresAt },
    });
    expect(reminders[0]?.message).toContain('«Cesta navideña»');
    expect(reminders[0]?.message).toContain('07 y 21');
    expect(reminders[0]?.message).toContain('10 minutos');
    const stillHeld = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
    expect(stillHeld.body.status).toBe('pending');

    // The end of the hold: the numbers are free, the paid ticket keeps its number.
    expect(await runJobs(server, shift(expiresAt, 1000))).toBeGreaterThanOrEqual(1);
    expect(await takenNumbers(server, raffle.id)).toEqual([8]);
    const ended = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
    expect(ended.body).toMatchObject({ status: 'cancelled', expires_at: null });
    const keptNow = await api(server, `/tickets/${kept.id}`, { token: creator.token });
    expect(keptNow.body.status).toBe('paid');
    const forBuyer = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'ticket_cancelled',
    );
    expect(forBuyer).toHaveLength(1);
    expect(forBuyer[0]?.data).toMatchObject({ ticket_id: ticket.id, reason: 'expired' });
    const forCreator = (await notificationsOf(server, creator)).data.filter(
      (n) => n.type === 'ticket_cancelled' && n.data.ticket_id === ticket.id,
    );
    expect(forCreator).toHaveLength(1);
    expect(forCreator[0]?.data.reason).toBe('expired');
    expect(forCreator[0]?.message).toContain('Olvidadizo');

    // Once: a second run tells nobody again. Then the numbers can be bought again.
    await runJobs(server, shift(expiresAt, 1000));
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'ticket_cancelled'),
    ).toHaveLength(1);
    const again = await buyTicket(server, await signUp(server, 'Nueva'), raffle.id, [7, 21]);
    expect(again.status).toBe('pending');
  });

  test('the buyer cannot cancel a ticket whose payment is under review; the creator marking it paid verifies it', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Pagador');
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [12]);
    const reported = await postPaymentReport(server, buyer, ticket.id, REPORT);
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);

    const view = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
    expect(view.body).toMatchObject({
      status: 'pending',
      expires_at: null,
      payment_status: 'pending',
    });
    const refused = await api(server, `/tickets/${ticket.id}/status`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'payment_under_review',
        message: 'Tu pago está en revisión; no puedes cancelar este ticket',
      },
    });
    expect(await takenNumbers(server, raffle.id)).toEqual([12]);
    // Nor does the hold end while it is reviewed.
    await runJobs(server, shift(ticket.expires_at ?? '', MINUTE));
    expect((await api(server, `/tickets/${ticket.id}`, { token: buyer.token })).body.status).toBe(
      'pending',
    );

    const paid = await setTicketStatus(server, creator, ticket.id, 'paid');
    expect(paid).toMatchObject({
      status: 'paid',
      payment_status: 'verified',
      expires_at: null,
    });
  });

  test('a hold ending while its buyer reports the payment ends in one consistent state, in both orders', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Apurado');
    const raffle = await createRaffle(server, creator, { reservation_minutes: 15 });
    // How long a run of the jobs takes here (a process start and its queries): the report starts
    // at points spread over that span, so that over the rounds it lands before and after the
    // expiry. The stagger is the experiment's input, not a wait for something to happen.
    const started = Date.now();
    await runJobs(server, new Date());
    const span = Math.max(Date.now() - started, 50);
    const ROUNDS = 12;
    const MAX_ROUNDS = 48;
    const outcomes = { expired: 0, reported: 0 };
    let round = 0;
    // At least ROUNDS rounds, and on until both orders occurred (bounded).
    while (
      round < MAX_ROUNDS &&
      (round < ROUNDS || outcomes.expired === 0 || outcomes.reported === 0)
    ) {
      const ticket = await buyTicket(server, buyer, raffle.id, [round]);
      const later = shift(ticket.expires_at ?? '', MINUTE);
      const stagger = Math.round(((round % ROUNDS) / (ROUNDS - 1)) * 1.5 * span);
      const job = runJobs(server, later);
      await new Promise((resolve) => setTimeout(resolve, stagger));
      const [reported] = await Promise.all([
        postPaymentReport(server, buyer, ticket.id, REPORT),
        job,
      ]);

      const after = (await api(server, `/tickets/${ticket.id}`, { token: buyer.token }))
        .body as Ticket;
      const taken = (await takenNumbers(server, raffle.id)).includes(round);
      if (after.status === 'cancelled') {
        outcomes.expired += 1;
        expect(reported.status, JSON.stringify(reported.body)).toBe(409);
        expect(['hold_expired', 'ticket_not_pending']).toContain(reported.body.error.code);
        expect(after.payment_status).toBeNull();
        expect(taken).toBe(false);
      } else {
        outcomes.reported += 1;
        expect(reported.status, JSON.stringify(reported.body)).toBe(201);
        expect(after).toMatchObject({
          status: 'pending',
          expires_at: null,
          payment_status: 'pending',
        });
        expect(taken).toBe(true);
      }
      round += 1;
    }
    test
      .info()
      .annotations.push({ type: 'outcomes', description: JSON.stringify({ ...outcomes, span }) });
    // Both orders happened: the expiry won some rounds, the report others.
    expect(outcomes.expired, JSON.stringify(outcomes)).toBeGreaterThan(0);
    expect(outcomes.reported, JSON.stringify(outcomes)).toBeGreaterThan(0);
    expect(outcomes.expired + outcomes.reported).toBe(round);
  });
});
