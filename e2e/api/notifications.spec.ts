/**
 * Notifications (issue 8): who receives each type the server emits (and who does not), the
 * endpoints of /me/notifications, other users' notifications, the scheduled `raffle_ending`, and
 * e-mail for high-priority ones with the per-user switch. Runs on both databases; every answer is
 * checked against the contract by the fixture.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle as createRaffleWith,
  notificationsOf,
  setTicketStatus,
  signUp,
  type Notification,
  type Session,
} from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import {
  decodeMailText,
  mailSubject,
  mailsTo,
  startSmtpServer,
  type SmtpServer,
} from '../support/smtp';

/** A 100-number raffle at $2.50 a number, ten days long (support/api.ts), with its title. */
const createRaffle = (server: RunningServer, creator: Session, title = 'Cesta navideña') =>
  createRaffleWith(server, creator, { title });

async function unreadCount(server: RunningServer, user: Session) {
  const res = await api(server, '/me/notifications/unread-count', { token: user.token });
  expect(res.status).toBe(200);
  return (res.body as { count: number }).count;
}

/** The item at `index`, failing the test when the list is shorter. */
function at<T>(list: T[], index: number): T {
  expect(list.length).toBeGreaterThan(index);
  return list[index] as T;
}

const typesOf = async (server: RunningServer, user: Session) =>
  (await notificationsOf(server, user)).data.map((n) => n.type);

let dedicated: RunningServer | undefined;

test.describe('notifications', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      // One buyer holds 53 tickets of one raffle in the list test.
      env: { RATE_LIMIT_MULTIPLIER: '100', JOBS_INTERVAL_MS: '200', MAX_PENDING_HOLDS: '100' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('a purchase tells the creator, not the buyer nor anyone else; a refused one tells nobody', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'María');
    const other = await signUp(server, 'Otro');
    const raffle = await createRaffle(server, creator, 'Moto 0 km');

    const ticket = await buyTicket(server, buyer, raffle.id, [21, 7]);
    const refused = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: other.token,
      body: JSON.stringify({ numbers: [7, 8] }),
    });
    expect(refused.status).toBe(409);

    const mine = await notificationsOf(server, creator);
    expect(mine.count).toBe(1);
    const [notice] = mine.data as [Notification];
    expect(notice.type).toBe('new_purchase');
    expect(notice.priority).toBe('medium');
    expect(notice.is_read).toBe(false);
    expect(notice.user_id).toBe(creator.userId);
    expect(notice.message).toContain('María');
    expect(notice.message).toContain('«Moto 0 km»');
    expect(notice.message).toContain('07 y 21');
    expect(notice.data).toMatchObject({
      raffle_id: raffle.id,
      ticket_id: ticket.id,
      numbers: [7, 21],
    });
    expect(await unreadCount(server, creator)).toBe(1);

    expect(await typesOf(server, buyer)).toEqual([]);
    expect(await typesOf(server, other)).toEqual([]);
  });

  test('selling the last number tells the creator the raffle is sold out', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator);
    await buyTicket(
      server,
      buyer,
      raffle.id,
      Array.from({ length: 60 }, (_, i) => i),
    );
    expect(await typesOf(server, creator)).toEqual(['new_purchase']);
    await buyTicket(
      server,
      buyer,
      raffle.id,
      Array.from({ length: 40 }, (_, i) => 60 + i),
    );
    // (Made in one transaction, the last two share their timestamp: compared without order.) Sold
    // out, the raffle's list is sealed by the next job tick, which tells her sales closed too.
    await expect
      .poll(async () => (await typesOf(server, creator)).sort())
      .toEqual(['new_purchase', 'new_purchase', 'raffle_sold_out', 'sales_closed']);
    expect(await typesOf(server, buyer)).toEqual([]);
  });

  test('paid and cancelled tickets tell the other side only', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator);
    const paid = await buyTicket(server, buyer, raffle.id, [1]);
    const byCreator = await buyTicket(server, buyer, raffle.id, [2]);
    const byBuyer = await buyTicket(server, buyer, raffle.id, [3]);

    await setTicketStatus(server, creator, paid.id, 'paid');
    await setTicketStatus(server, creator, byCreator.id, 'cancelled');
    await setTicketStatus(server, buyer, byBuyer.id, 'cancelled');

    const forBuyer = (await notificationsOf(server, buyer)).data;
    expect(forBuyer.map((n) => [n.type, n.data.ticket_id, n.data.reason ?? null])).toEqual([
      ['ticket_cancelled', byCreator.id, 'by_creator'],
      ['ticket_paid', paid.id, null],
    ]);
    expect(at(forBuyer, 1).priority).toBe('high');
    expect(at(forBuyer, 1).message).toContain('01');

    const forCreator = (await notificationsOf(server, creator)).data;
    expect(at(forCreator, 0)).toMatchObject({
      type: 'ticket_cancelled',
      data: { ticket_id: byBuyer.id, reason: 'by_buyer', numbers: [3] },
    });
    expect(forCreator.filter((n) => n.type === 'ticket_paid')).toEqual([]);
  });

  test('cancelling a raffle tells each buyer with a live ticket once, with the refund owed', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const payer = await signUp(server, 'Pagó');
    const pending = await signUp(server, 'Pendiente');
    const gone = await signUp(server, 'Canceló');
    const raffle = await createRaffle(server, creator, 'Televisor');
    const first = await buyTicket(server, payer, raffle.id, [10]);
    await buyTicket(server, payer, raffle.id, [11, 12]);
    await setTicketStatus(server, creator, first.id, 'paid');
    await buyTicket(server, pending, raffle.id, [20]);
    const cancelled = await buyTicket(server, gone, raffle.id, [30]);
    await setTicketStatus(server, gone, cancelled.id, 'cancelled');

    const res = await api(server, `/raffles/${raffle.id}/cancel`, {
      method: 'POST',
      token: creator.token,
    });
    expect(res.status).toBe(200);

    const forPayer = (await notificationsOf(server, payer)).data.filter(
      (n) => n.type === 'raffle_cancelled',
    );
    expect(forPayer).toHaveLength(1);
    expect(at(forPayer, 0).priority).toBe('high');
    expect(at(forPayer, 0).data).toMatchObject({ raffle_id: raffle.id, numbers: [10, 11, 12] });
    expect(at(forPayer, 0).message).toContain('reembolso');
    expect(at(forPayer, 0).message).toContain('$ 2,50');
    const forPending = (await notificationsOf(server, pending)).data.filter(
      (n) => n.type === 'raffle_cancelled',
    );
    expect(forPending).toHaveLength(1);
    expect(at(forPending, 0).message).toContain('reembolso');
    expect(await typesOf(server, gone)).toEqual([]);
    expect((await typesOf(server, creator)).filter((t) => t === 'raffle_cancelled')).toEqual([]);
  });

  test('list, count, read one, read all, delete one, clear all; newest first, 50 by default', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator);
    for (let n = 0; n < 53; n++) await buyTicket(server, buyer, raffle.id, [n]);

    const page = await notificationsOf(server, creator);
    expect(page.count).toBe(53);
    expect(page.data).toHaveLength(50);
    expect(at(page.data, 0).data.numbers).toEqual([52]);
    const times = page.data.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await notificationsOf(server, creator, '?limit=5&page=1')).data.map((n) => n.data.numbers),
    ).toEqual([[47], [46], [45], [44], [43]]);
    expect(await unreadCount(server, creator)).toBe(53);

    const target = at(page.data, 3);
    for (let i = 0; i < 2; i++) {
      const read = await api(server, `/me/notifications/${target.id}/read`, {
        method: 'POST',
        token: creator.token,
      });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: target.id, is_read: true });
    }
    expect(await unreadCount(server, creator)).toBe(52);
    const unread = await notificationsOf(server, creator, '?unread=true&limit=100');
    expect(unread.count).toBe(52);
    expect(unread.data.map((n) => n.id)).not.toContain(target.id);

    const all = await api(server, '/me/notifications/read-all', {
      method: 'POST',
      token: creator.token,
    });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 52 });
    expect(await unreadCount(server, creator)).toBe(0);

    const removed = await api(server, `/me/notifications/${target.id}`, {
      method: 'DELETE',
      token: creator.token,
    });
    expect(removed.status).toBe(204);
    const again = await api(server, `/me/notifications/${target.id}`, {
      method: 'DELETE',
      token: creator.token,
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Notificación no encontrada');
    expect((await notificationsOf(server, creator)).count).toBe(52);

    const cleared = await api(server, '/me/notifications', {
      method: 'DELETE',
      token: creator.token,
    });
    expect(cleared.status).toBe(204);
    expect(await notificationsOf(server, creator)).toEqual({ data: [], count: 0 });

    const badLimit = await api(server, '/me/notifications?limit=muchas', { token: creator.token });
    expect(badLimit.status).toBe(422);
    const badUnread = await api(server, '/me/notifications?unread=quizas', {
      token: creator.token,
    });
    expect(badUnread.status).toBe(422);
  });

  test("another user's notification is 404 and stays as it was; no token is 401", async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const intruder = await signUp(server, 'Intrusa');
    const raffle = await createRaffle(server, creator);
    await buyTicket(server, buyer, raffle.id, [5]);
    const [notice] = (await notificationsOf(server, creator)).data as [Notification];

    const attempts: [string, string][] = [
      ['POST', `/me/notifications/${notice.id}/read`],
      ['DELETE', `/me/notifications/${notice.id}`],
    ];
    for (const [method, path] of attempts) {
      const res = await api(server, path, { method, token: intruder.token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    await api(server, '/me/notifications/read-all', { method: 'POST', token: intruder.token });
    await api(server, '/me/notifications', { method: 'DELETE', token: intruder.token });
    expect((await notificationsOf(server, creator)).data).toEqual([notice]);

    for (const path of [
      '/me/notifications/not-a-uuid/read',
      '/me/notifications/00000000-0000-4000-8000-000000000000/read',
    ]) {
      expect((await api(server, path, { method: 'POST', token: creator.token })).status).toBe(404);
    }
    expect((await api(server, '/me/notifications')).status).toBe(401);
    expect((await api(server, '/me/notifications/unread-count')).status).toBe(401);
  });

  test('a day before the end, buyers and fans hear once that it ends soon (the job runner)', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const fan = await signUp(server, 'Fan');
    const raffle = await createRaffle(server, creator, 'Bicicleta');
    await buyTicket(server, buyer, raffle.id, [4, 9]);
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: fan.token })).status,
    ).toBe(201);

    // Moving the end to within a day makes the raffle due at the runner's next tick.
    const moved = await api(server, `/raffles/${raffle.id}`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ end_date: new Date(Date.now() + 3 * 3_600_000).toISOString() }),
    });
    expect(moved.status).toBe(200);

    const endingFor = async (user: Session) =>
      (await notificationsOf(server, user)).data.filter((n) => n.type === 'raffle_ending');
    await expect.poll(async () => (await endingFor(buyer)).length).toBe(1);
    await expect.poll(async () => (await endingFor(fan)).length).toBe(1);
    const [forBuyer] = (await endingFor(buyer)) as [Notification];
    expect(forBuyer.message).toContain('«Bicicleta»');
    expect(forBuyer.data).toMatchObject({ raffle_id: raffle.id, numbers: [4, 9] });
    expect(await endingFor(creator)).toEqual([]);
  });
});

test('high-priority notifications are e-mailed unless the user turns the switch off', async ({
  database,
}) => {
  const smtp: SmtpServer = await startSmtpServer();
  const server = await startServer({
    database,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    const creator = await signUp(server, 'Creadora');
    const quiet = await signUp(server, 'Silencio');
    const keen = await signUp(server, 'Atenta');
    const me = await api(server, '/profiles/me', { token: quiet.token });
    expect(me.body.email_notifications).toBe(true);
    const off = await api(server, '/profiles/me', {
      method: 'PATCH',
      token: quiet.token,
      body: JSON.stringify({ email_notifications: false }),
    });
    expect(off.status).toBe(200);
    expect(off.body.email_notifications).toBe(false);
    const wrongType = await api(server, '/profiles/me', {
      method: 'PATCH',
      token: quiet.token,
      body: JSON.stringify({ email_notifications: 'no' }),
    });
    expect(wrongType.status).toBe(422);

    const raffle = await createRaffle(server, creator, 'Parrillera');
    const quietTicket = await buyTicket(server, quiet, raffle.id, [1]);
    const keenTicket = await buyTicket(server, keen, raffle.id, [2]);
    // Mail leaves in order: once the second buyer's arrived, the first one's would have too.
    await setTicketStatus(server, creator, quietTicket.id, 'paid');
    await setTicketStatus(server, creator, keenTicket.id, 'paid');
    // Notices only: sign-up and purchase confirmations are mailed whatever the switch says.
    const to = (email: string) =>
      mailsTo(smtp, email, 'Rifa: ').filter(
        (m) => !mailSubject(m.data).includes('compra confirmada'),
      );
    await expect.poll(() => to(keen.email).length).toBe(1);
    const mail = at(to(keen.email), 0).data;
    expect(mail).toMatch(/^Subject: .+$/m);
    // The sink keeps bytes as latin1; the mail's text is UTF-8.
    const text = Buffer.from(decodeMailText(mail), 'latin1').toString('utf8');
    expect(text).toContain('confirmó tu pago del número 02');
    expect(text).toContain('«Parrillera»');
    // The link opens the ticket (where a buyer pays or sees it paid).
    expect(text).toContain(`/app/tickets/${keenTicket.id}`);
    expect(to(quiet.email)).toEqual([]);
    // Medium ones (the creator's new purchases) are never mailed.
    expect(to(creator.email)).toEqual([]);
    expect((await notificationsOf(server, quiet)).data.map((n) => n.type)).toEqual(['ticket_paid']);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
