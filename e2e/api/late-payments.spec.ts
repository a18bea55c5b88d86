/**
 * Late payments (issue 34 part 4) on the real binary, both databases: a hold ended by
 * `rifa-server run-jobs --now <later>` carries `expired_at`; its raffle's creator reinstates it
 * (POST /tickets/{id}/reinstate) while its numbers are free — a pending hold again, the numbers
 * taken, the buyer told; the buyer may not, a stranger sees 404, a ticket its buyer cancelled is
 * 409 not_expired, and numbers sold since are named in a 409. Part 5: the cédula as people write it.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  notificationsOf,
  setTicketStatus,
  signUp,
} from '../support/api';
import { runJobs, startServer, type RunningServer } from '../support/server';

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let dedicated: RunningServer | undefined;

test.describe('late payments', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the creator reinstates an expired hold whose numbers are free; 409 names the numbers sold since', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Tardía');
    const raffle = await createRaffle(server, creator);
    const late = await buyTicket(server, buyer, raffle.id, [7, 21]);
    const taken = await buyTicket(server, buyer, raffle.id, [30, 31]);
    await runJobs(server, shift(late.expires_at!, 60_000));

    const ended = await api(server, `/tickets/${late.id}`, { token: buyer.token });
    expect(ended.body).toMatchObject({ status: 'cancelled', expires_at: null });
    expect(typeof ended.body.expired_at).toBe('string');

    // Only the creator; the buyer 403, anyone else 404.
    const byBuyer = await api(server, `/tickets/${late.id}/reinstate`, {
      method: 'POST',
      token: buyer.token,
    });
    expect(byBuyer.status).toBe(403);
    const stranger = await signUp(server, 'Extraña');
    const byStranger = await api(server, `/tickets/${late.id}/reinstate`, {
      method: 'POST',
      token: stranger.token,
    });
    expect(byStranger.status).toBe(404);

    const back = await api(server, `/tickets/${late.id}/reinstate`, {
      method: 'POST',
      token: creator.token,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'pending', expired_at: null, numbers: [7, 21] });
    expect(Date.parse(back.body.expires_at)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(numbers.body.taken).toEqual([7, 21]);
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'ticket_reinstated',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      priority: 'high',
      data: { ticket_id: late.id, expires_at: back.body.expires_at },
    });
    // Twice is not a late payment any more.
    const twice = await api(server, `/tickets/${late.id}/reinstate`, {
      method: 'POST',
      token: creator.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('not_expired');

    // The other expired hold: one of its numbers was sold since.
    const rival = await signUp(server, 'Rival');
    await buyTicket(server, rival, raffle.id, [31]);
    const refused = await api(server, `/tickets/${taken.id}/reinstate`, {
      method: 'POST',
      token: creator.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'numbers_unavailable',
      details: { numbers: [31] },
    });
    expect(refused.body.error.message).toContain('31');
    const still = await api(server, `/tickets/${taken.id}`, { token: buyer.token });
    expect(still.body.status).toBe('cancelled');
  });

  test('a ticket its buyer cancelled is not a late payment', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Arrepentida');
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [5]);
    await setTicketStatus(server, buyer, ticket.id, 'cancelled');
    const res = await api(server, `/tickets/${ticket.id}/reinstate`, {
      method: 'POST',
      token: creator.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'not_expired',
      message: 'Solo se puede reactivar un ticket cuya reserva venció',
    });
  });

  test('the payment-method form takes the cédula as people write it', async () => {
    const server = dedicated!;
    const owner = await signUp(server, 'Dueña');
    const res = await api(server, '/payment-methods', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({
        type: 'pago_movil',
        name: 'Mi pago móvil',
        details: { bank: 'Banesco', phone: '0424-5556677', id_number: 'V-18.456.789' },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.details.id_number).toBe('V-18456789');
  });
});
