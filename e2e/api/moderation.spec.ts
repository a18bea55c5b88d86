/**
 * Moderation by the super administrator (issue 37 part 4). The super admin looks users up by name,
 * e-mail, phone or cédula; suspends an organiser (their sessions end, sign-in is refused with a
 * Spanish message, their raffles leave every list and take no purchase, their buyers are told)
 * and reinstates them; takes a raffle down with a reason (the same effects for that raffle, its
 * creator and buyers told) and restores it. Any signed-in user reports a raffle ("Denunciar
 * rifa"); the reports queue for the admin, who dismisses them or takes the raffle down. Every
 * action is in the audit log; only the super admin reaches the /admin routes (the role × route
 * matrix). Both databases; every answer is checked against the contract by the fixture.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  API_PASSWORD,
  addPaymentMethod,
  api,
  buyNumbers,
  buyTicket,
  createRaffle,
  inDays,
  notificationsOf,
  postPaymentReport,
  reportPayment,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import { addCashier, businessOwner } from '../support/business';
import { runJobs, startServer, type RunningServer } from '../support/server';
import { decodeMailText, mailsTo, startSmtpServer } from '../support/smtp';

interface AdminUser {
  id: string;
  name: string;
  email: string | null;
  suspended_at: string | null;
  suspension_reason: string | null;
  raffles: number;
  open_raffles: number;
  id_numbers: string[];
}

interface Report {
  id: string;
  raffle: { id: string; title: string; is_blocked: boolean; taken_down: boolean };
  reporter: { id: string; name: string };
  reason: string;
  status: string;
}

function post(server: RunningServer, who: Session | null, path: string, body?: unknown) {
  return api(server, path, {
    method: 'POST',
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function signIn(server: RunningServer, email: string) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: API_PASSWORD }),
  });
}

/** Every public list's ids: timeline (also searched), active search, the creator's page, favorites. */
async function listedIn(server: RunningServer, viewer: Session, creatorId: string, title: string) {
  const q = encodeURIComponent(title);
  const timeline = await api(server, `/raffles?limit=100&q=${q}`);
  const search = await api(server, `/raffles/search?q=${q}`);
  const byUser = await api(server, `/users/${creatorId}/raffles?limit=100`);
  const favorites = await api(server, '/me/favorites?expand=raffle&limit=100', {
    token: viewer.token,
  });
  const ids = (list: { data: { id?: string; raffle_id?: string }[] }) =>
    list.data.map((r) => r.id ?? r.raffle_id);
  return {
    timeline: ids(timeline.body),
    search: ids(search.body),
    byUser: ids(byUser.body),
    favorites: ids(favorites.body),
  };
}

const UNAVAILABLE_CODE = 'raffle_unavailable';

test.describe('suspending an organiser', () => {
  test('they cannot sign in, their tokens stop working, their raffles vanish and take no purchase, buyers are told; reinstating undoes it', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const title = `Moto suspendida ${Date.now()}`;
    const organiser = await signUp(server, 'Organizador Dudoso', uniqueEmail('dudoso'));
    const raffle = await createRaffle(server, organiser, { title });
    const buyer = await signUp(server, 'Compradora Fiel', uniqueEmail('fiel'));
    await buyTicket(server, buyer, raffle.id, [7, 21]);
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: buyer.token }))
        .status,
    ).toBe(201);
    const before = await listedIn(server, buyer, organiser.userId, title);
    for (const list of Object.values(before)) expect(list).toContain(raffle.id);

    const suspended = await post(server, admin, `/admin/users/${organiser.userId}/suspend`, {
      reason: 'Rifas sin premio real',
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const user = suspended.body as AdminUser;
    expect(user.suspended_at).not.toBeNull();
    expect(user.suspension_reason).toBe('Rifas sin premio real');

    // Sign-in refused with a Spanish message; the old token no longer works.
    const signin = await signIn(server, organiser.email);
    expect(signin.status).toBe(403);
    const refused = (await signin.json()) as { error_code: string; msg: string };
    expect(refused.error_code).toBe('user_banned');
    expect(refused.msg).toContain('Tu cuenta está suspendida');
    const me = await api(server, '/profiles/me', { token: organiser.token });
    expect(me.status).toBe(401);
    expect(
      (await api(server, '/raffles', { method: 'POST', token: organiser.token, body: '{}' }))
        .status,
    ).toBe(401);

    // The raffle leaves every list; its page says it is unavailable; nobody buys.
    const after = await listedIn(server, buyer, organiser.userId, title);
    for (const list of Object.values(after)) expect(list).not.toContain(raffle.id);
    const page = await api(server, `/raffles/${raffle.id}`, { token: buyer.token });
    expect(page.status).toBe(410);
    expect(page.body.error.code).toBe(UNAVAILABLE_CODE);
    expect(page.body.error.details.reason).toBe('organiser_suspended');
    const purchase = await buyNumbers(server, buyer, raffle.id, [50]);
    expect([purchase.status, purchase.body.error.code]).toEqual([410, UNAVAILABLE_CODE]);
    // The super admin still opens it, with why.
    const seen = await api(server, `/raffles/${raffle.id}`, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.moderation).toMatchObject({ taken_down: false, creator_suspended: true });

    // The buyer is told.
    const told = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'organiser_suspended',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.data.raffle_id).toBe(raffle.id);
    expect(told[0]!.message).toContain('07 y 21');

    // A second suspension is a conflict; the audit log has it.
    expect(
      (
        await post(server, admin, `/admin/users/${organiser.userId}/suspend`, {
          reason: 'Otra vez',
        })
      ).status,
    ).toBe(409);
    const audit = await api(server, '/admin/audit-log?entity=user', { token: admin.token });
    const entry = (
      audit.body.data as { action: string; entity_id: string; data: Record<string, unknown> }[]
    ).find((e) => e.entity_id === organiser.userId && e.action === 'user.suspended');
    expect(entry?.data).toMatchObject({
      reason: 'Rifas sin premio real',
      raffles_blocked: 1,
      buyers_notified: 1,
    });

    // Reinstated: signs in again, the raffle is back and sells.
    const back = await post(server, admin, `/admin/users/${organiser.userId}/reinstate`);
    expect(back.status).toBe(200);
    expect((back.body as AdminUser).suspended_at).toBeNull();
    expect((await signIn(server, organiser.email)).status).toBe(200);
    const again = await listedIn(server, buyer, organiser.userId, title);
    for (const list of Object.values(again)) expect(list).toContain(raffle.id);
    await buyTicket(server, buyer, raffle.id, [50]);
    const restored = (await notificationsOf(server, buyer)).data.filter(
      (n) => n.type === 'raffle_restored',
    );
    expect(restored).toHaveLength(1);
  });

  test('a super admin cannot be suspended; an unknown user is 404', async ({ server }) => {
    const admin = await superAdmin(server);
    const other = await superAdmin(server);
    const res = await post(server, admin, `/admin/users/${other.userId}/suspend`, {
      reason: 'Por probar',
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'cannot_suspend_admin']);
    const missing = await post(server, admin, `/admin/users/${crypto.randomUUID()}/suspend`, {
      reason: 'Por probar',
    });
    expect(missing.status).toBe(404);
    const blank = await post(server, admin, `/admin/users/${other.userId}/suspend`, {
      reason: ' ',
    });
    expect(blank.status).toBe(422);
  });
});

test.describe('taking a raffle down', () => {
  test('it leaves the lists, its link says it is taken down, purchases are refused, creator and buyers are told with the reason; restoring undoes it', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const title = `Premio dudoso ${Date.now()}`;
    const creator = await signUp(server, 'Creadora Rifa', uniqueEmail('creadora'));
    const raffle = await createRaffle(server, creator, { title });
    const buyer = await signUp(server, 'Comprador Uno', uniqueEmail('uno'));
    await buyTicket(server, buyer, raffle.id, [3]);
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: buyer.token }))
        .status,
    ).toBe(201);
    // Two reports wait; the take-down acts on them.
    const reporter = await signUp(server, 'Denunciante', uniqueEmail('denuncia'));
    expect(
      (
        await post(server, reporter, `/raffles/${raffle.id}/reports`, {
          reason: 'El premio no existe',
        })
      ).status,
    ).toBe(201);

    const down = await post(server, admin, `/admin/raffles/${raffle.id}/take-down`, {
      reason: 'Premio inexistente',
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.moderation).toMatchObject({ taken_down: true, reason: 'Premio inexistente' });

    const lists = await listedIn(server, buyer, creator.userId, title);
    for (const list of Object.values(lists)) expect(list).not.toContain(raffle.id);
    for (const who of [buyer, null]) {
      const page = await api(server, `/raffles/${raffle.id}`, who ? { token: who.token } : {});
      expect(page.status).toBe(410);
      expect(page.body.error.details).toEqual({ reason: 'taken_down', note: 'Premio inexistente' });
    }
    // Its creator still opens it (with why) and sees it in her own list.
    const own = await api(server, `/raffles/${raffle.id}`, { token: creator.token });
    expect(own.status).toBe(200);
    const mine = await api(server, '/me/raffles', { token: creator.token });
    expect((mine.body.data as { id: string }[]).map((r) => r.id)).toContain(raffle.id);

    const purchase = await buyNumbers(server, buyer, raffle.id, [4]);
    expect([purchase.status, purchase.body.error.code]).toEqual([410, UNAVAILABLE_CODE]);

    for (const who of [creator, buyer]) {
      const told = (await notificationsOf(server, who)).data.filter(
        (n) => n.type === 'raffle_taken_down',
      );
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toContain('Premio inexistente');
      expect((told[0]!.data as Record<string, unknown>).takedown_reason).toBe('Premio inexistente');
    }
    const reports = await api(server, '/admin/raffle-reports?status=actioned', {
      token: admin.token,
    });
    expect((reports.body.data as Report[]).some((r) => r.raffle.id === raffle.id)).toBe(true);

    // The server-rendered page says it is not available, and shows nothing of the raffle.
    const html = await (await fetch(`${server.url}/app/raffle/${raffle.id}`)).text();
    if (html.includes('data-ssr')) {
      expect(html).toContain('Rifa no disponible');
      expect(html).not.toContain(title);
    }

    expect(
      (await post(server, admin, `/admin/raffles/${raffle.id}/take-down`, { reason: 'Otra vez' }))
        .status,
    ).toBe(409);
    const restored = await post(server, admin, `/admin/raffles/${raffle.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.moderation).toBeUndefined();
    expect((await api(server, `/raffles/${raffle.id}`)).status).toBe(200);
    await buyTicket(server, buyer, raffle.id, [4]);
    const actions = (await api(server, '/admin/audit-log?entity=raffle', { token: admin.token }))
      .body.data as {
      action: string;
      entity_id: string;
    }[];
    expect(actions.filter((a) => a.entity_id === raffle.id).map((a) => a.action)).toEqual([
      'raffle.restored',
      'raffle.taken_down',
    ]);
  });

  test('the buyers and the suspended organiser get e-mails', async ({ database }) => {
    const smtp = await startSmtpServer();
    const server = await startServer({
      database,
      env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
    });
    try {
      const admin = await superAdmin(server);
      const organiser = await signUp(server, 'Organizador Mail', uniqueEmail('orgmail'));
      const raffle = await createRaffle(server, organiser, { title: 'Cesta de prueba' });
      const buyer = await signUp(server, 'Compradora Mail', uniqueEmail('compmail'));
      await buyTicket(server, buyer, raffle.id, [9]);
      expect(
        (
          await post(server, admin, `/admin/users/${organiser.userId}/suspend`, {
            reason: 'Estafa reportada',
          })
        ).status,
      ).toBe(200);
      await expect.poll(() => mailsTo(smtp, organiser.email, 'suspendida').length).toBe(1);
      const text = Buffer.from(
        decodeMailText(mailsTo(smtp, organiser.email, 'suspendida')[0]!.data),
        'latin1',
      ).toString('utf8');
      expect(text).toContain('Estafa reportada');
      await expect
        .poll(() => mailsTo(smtp, buyer.email).filter((m) => m.data.includes('suspend')).length)
        .toBeGreaterThan(0);
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});

/** The reads that hang off a raffle, as `who` (null: anonymous) asks them: their statuses and error bodies. */
async function raffleReads(server: RunningServer, who: Session | null, raffleId: string) {
  const auth = who ? { token: who.token } : {};
  const reads = {
    numbers: await api(server, `/raffles/${raffleId}/numbers`, auth),
    availability: await api(server, `/raffles/${raffleId}/availability?numbers=3,4`, auth),
    favorites: await api(server, `/raffles/${raffleId}/favorites/count`, auth),
    ...(who ? { methods: await api(server, `/raffles/${raffleId}/payment-methods`, auth) } : {}),
  };
  return reads;
}

test.describe('the reads that hang off a blocked raffle', () => {
  test('numbers, availability, favourites count and payment methods answer 410 like the raffle, but to its creator and the super admin', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const creator = await signUp(server, 'Creadora Lecturas', uniqueEmail('lecturas'));
    await addPaymentMethod(server, creator, {
      type: 'pago_movil',
      name: 'Pago móvil',
      details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
    });
    const raffle = await createRaffle(server, creator, { title: `Lecturas ${Date.now()}` });
    const buyer = await signUp(server, 'Comprador Lecturas', uniqueEmail('complect'));
    await buyTicket(server, buyer, raffle.id, [3]);
    // The grid the buyer had: its ETag, which the hot path answers with a 304 while open.
    const grid = await api(server, `/raffles/${raffle.id}/numbers`);
    expect(grid.status).toBe(200);
    const etag = grid.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    expect(
      (
        await post(server, admin, `/admin/raffles/${raffle.id}/take-down`, {
          reason: 'Premio inexistente',
        })
      ).status,
    ).toBe(200);
    for (const who of [buyer, null]) {
      for (const [read, res] of Object.entries(await raffleReads(server, who, raffle.id))) {
        expect([read, res.status, res.body.error?.code]).toEqual([read, 410, UNAVAILABLE_CODE]);
        expect(res.body.error.details).toEqual({
          reason: 'taken_down',
          note: 'Premio inexistente',
        });
      }
    }
    // The cached grid is no way round it: its old ETag gets the 410 too, not a 304.
    const revalidated = await fetch(`${server.url}/api/v1/raffles/${raffle.id}/numbers`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(410);
    for (const who of [creator, admin]) {
      const reads = await raffleReads(server, who, raffle.id);
      for (const [read, res] of Object.entries(reads))
        expect([read, res.status]).toEqual([read, 200]);
      expect(reads.numbers.body.taken).toEqual([3]);
      expect(reads.availability.body.unavailable).toEqual([3]);
      expect(reads.methods!.body.data).toHaveLength(1);
    }

    // Restored: everyone reads them again.
    expect((await post(server, admin, `/admin/raffles/${raffle.id}/restore`)).status).toBe(200);
    for (const who of [buyer, null]) {
      for (const [read, res] of Object.entries(await raffleReads(server, who, raffle.id))) {
        expect([read, res.status]).toEqual([read, 200]);
      }
    }

    // An organiser suspended: the same, with no reason given.
    expect(
      (
        await post(server, admin, `/admin/users/${creator.userId}/suspend`, {
          reason: 'Rifas sin premio',
        })
      ).status,
    ).toBe(200);
    for (const [read, res] of Object.entries(await raffleReads(server, buyer, raffle.id))) {
      expect([read, res.status]).toEqual([read, 410]);
      expect(res.body.error.details).toEqual({ reason: 'organiser_suspended' });
    }
    for (const [read, res] of Object.entries(await raffleReads(server, admin, raffle.id))) {
      expect([read, res.status]).toEqual([read, 200]);
    }
    expect((await post(server, admin, `/admin/users/${creator.userId}/reinstate`)).status).toBe(
      200,
    );
    expect((await api(server, `/raffles/${raffle.id}/numbers`)).status).toBe(200);
  });
});

test.describe('jobs and blocked raffles', () => {
  test('no hold reminder, ending notice or draw reminder for a blocked raffle (sent once restored); the seal still takes its list', async ({
    database,
  }) => {
    // run-jobs at a chosen time acts on every raffle of the database: a server of its own.
    const server = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
    try {
      const admin = await superAdmin(server);
      // Two creators: the free plan keeps one raffle open at a time.
      const creator = await signUp(server, 'Creadora Avisos', uniqueEmail('avisos'));
      const other = await signUp(server, 'Otra Creadora', uniqueEmail('otraavisos'));
      const buyer = await signUp(server, 'Comprador Avisos', uniqueEmail('compavisos'));
      const endsIn3h = new Date(Date.now() + 3 * 3_600_000).toISOString();
      const make = async (owner: Session, title: string) =>
        (await createRaffle(server, owner, {
          title,
          end_date: endsIn3h,
          reservation_minutes: 60,
        })) as unknown as { id: string; draw_at: string };
      const blocked = await make(creator, 'Rifa bloqueada');
      const open = await make(other, 'Rifa abierta');
      const held = await buyTicket(server, buyer, blocked.id, [5]);
      await buyTicket(server, buyer, open.id, [5]);
      const takeDown = async () =>
        expect(
          (
            await post(server, admin, `/admin/raffles/${blocked.id}/take-down`, {
              reason: 'Revisión',
            })
          ).status,
        ).toBe(200);
      const restore = async () =>
        expect((await post(server, admin, `/admin/raffles/${blocked.id}/restore`)).status).toBe(
          200,
        );
      const notices = async (who: Session, type: string, raffleId: string) =>
        (await notificationsOf(server, who, '?limit=100')).data.filter(
          (n) => n.type === type && n.data.raffle_id === raffleId,
        );
      const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

      await takeDown();
      // Ten minutes before the holds end (and within a day of the end date).
      await runJobs(server, shift(held.expires_at ?? '', -10 * 60_000));
      expect(await notices(buyer, 'hold_expiring', open.id)).toHaveLength(1);
      expect(await notices(buyer, 'raffle_ending', open.id)).toHaveLength(1);
      expect(await notices(buyer, 'hold_expiring', blocked.id)).toHaveLength(0);
      expect(await notices(buyer, 'raffle_ending', blocked.id)).toHaveLength(0);
      // Restored in time: nothing was claimed, so the next run tells the buyer.
      await restore();
      await runJobs(server, shift(held.expires_at ?? '', -8 * 60_000));
      expect(await notices(buyer, 'hold_expiring', blocked.id)).toHaveLength(1);
      expect(await notices(buyer, 'raffle_ending', blocked.id)).toHaveLength(1);

      // Past the draw: the blocked raffle is sealed like the open one (the list is taken at its
      // end whatever moderation does), but its creator is not asked to record the result.
      await takeDown();
      await runJobs(server, shift(blocked.draw_at, 1000));
      for (const [raffle, owner] of [
        [open, other],
        [blocked, creator],
      ] as const) {
        expect(await notices(owner, 'sales_closed', raffle.id)).toHaveLength(1);
        const read = await api(server, `/raffles/${raffle.id}`, { token: owner.token });
        expect(read.body.seal_sha256).toBeTruthy();
      }
      expect(await notices(other, 'draw_reminder', open.id)).toHaveLength(1);
      expect(await notices(creator, 'draw_reminder', blocked.id)).toHaveLength(0);
      await restore();
      await runJobs(server, shift(blocked.draw_at, 2000));
      expect(await notices(creator, 'draw_reminder', blocked.id)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});

test.describe('Denunciar rifa', () => {
  test('a signed-in user reports once; the admin lists and dismisses; anonymous and the creator cannot', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const creator = await signUp(server, 'Creador Denunciado', uniqueEmail('denunciado'));
    const raffle = await createRaffle(server, creator, { title: 'Rifa denunciada' });
    const user = await signUp(server, 'Usuario Atento', uniqueEmail('atento'));

    expect(
      (await post(server, null, `/raffles/${raffle.id}/reports`, { reason: 'Parece falsa' }))
        .status,
    ).toBe(401);
    expect(
      (await post(server, creator, `/raffles/${raffle.id}/reports`, { reason: 'Parece falsa' }))
        .status,
    ).toBe(403);
    expect(
      (await post(server, user, `/raffles/${raffle.id}/reports`, { reason: 'x' })).status,
    ).toBe(422);
    const made = await post(server, user, `/raffles/${raffle.id}/reports`, {
      reason: 'Parece falsa',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const report = made.body as Report;
    expect(report).toMatchObject({
      status: 'open',
      reason: 'Parece falsa',
      raffle: { id: raffle.id },
    });
    const twice = await post(server, user, `/raffles/${raffle.id}/reports`, {
      reason: 'Parece falsa',
    });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'already_reported']);

    const open = await api(server, '/admin/raffle-reports', { token: admin.token });
    expect((open.body.data as Report[]).map((r) => r.id)).toContain(report.id);
    const dismissed = await post(server, admin, `/admin/raffle-reports/${report.id}/dismiss`);
    expect([dismissed.status, dismissed.body.status]).toEqual([200, 'dismissed']);
    expect((await post(server, admin, `/admin/raffle-reports/${report.id}/dismiss`)).status).toBe(
      409,
    );
    // Dismissed, the user may report again.
    expect(
      (
        await post(server, user, `/raffles/${raffle.id}/reports`, {
          reason: 'Sigue pareciendo falsa',
        })
      ).status,
    ).toBe(201);
  });
});

test.describe('user lookup', () => {
  test('by name, e-mail, phone and cédula however it is written', async ({ server }) => {
    const admin = await superAdmin(server);
    const tag = Date.now().toString().slice(-6);
    const email = uniqueEmail(`lookup${tag}`);
    const user = await signUp(server, `Ramón Lookup${tag}`, email);
    const phone = `0414${tag}7`;
    expect(
      (
        await api(server, '/profiles/me', {
          method: 'PATCH',
          token: user.token,
          body: JSON.stringify({ phone }),
        })
      ).status,
    ).toBe(200);
    const cedula = `1${tag}9`;
    await addPaymentMethod(server, user, {
      type: 'pago_movil',
      name: 'Mi pago móvil',
      details: { bank: 'Banesco', phone: '0414-1234567', id_number: `V-${cedula}` },
    });
    const dotted = `V-${cedula.slice(0, 2)}.${cedula.slice(2, 5)}.${cedula.slice(5)}`;
    for (const q of [
      `ramon lookup${tag}`,
      email.toUpperCase(),
      `+58 414 ${tag}7`,
      cedula,
      dotted,
    ]) {
      const res = await api(server, `/admin/users?q=${encodeURIComponent(q)}`, {
        token: admin.token,
      });
      expect(res.status, q).toBe(200);
      const found = (res.body.data as AdminUser[]).find((u) => u.id === user.userId);
      expect(found, q).toBeTruthy();
      expect(found!.id_numbers).toEqual([`V-${cedula}`]);
    }
    const none = await api(server, `/admin/users?q=${encodeURIComponent('nadie-asi-' + tag)}`, {
      token: admin.token,
    });
    expect(none.body).toEqual({ data: [], count: 0 });
  });
});

test.describe('role × route matrix of the moderation routes', () => {
  test('only the super admin reaches /admin/users, /admin/raffles and /admin/raffle-reports', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const owner = await businessOwner(server, 'Negocio Matriz');
    const cashier = await signUp(server, 'Cajera Matriz', uniqueEmail('cajera'));
    await addCashier(server, owner, cashier);
    const creator = await signUp(server, 'Creador Matriz', uniqueEmail('creador'));
    const raffle = await createRaffle(server, creator);
    const buyer = await signUp(server, 'Comprador Matriz', uniqueEmail('comprador'));
    await buyTicket(server, buyer, raffle.id, [1]);
    const report = (
      await post(server, buyer, `/raffles/${raffle.id}/reports`, { reason: 'Para la matriz' })
    ).body as Report;

    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/users?q=matriz'],
      ['POST', `/admin/users/${buyer.userId}/suspend`, { reason: 'Prueba de matriz' }],
      ['POST', `/admin/users/${buyer.userId}/reinstate`],
      ['GET', '/admin/raffle-reports'],
      ['POST', `/admin/raffle-reports/${report.id}/dismiss`],
      ['POST', `/admin/raffles/${raffle.id}/take-down`, { reason: 'Prueba de matriz' }],
      ['POST', `/admin/raffles/${raffle.id}/restore`],
    ];
    for (const [who, name, expected] of [
      [null, 'anonymous', 401],
      [buyer, 'buyer', 403],
      [creator, 'creator', 403],
      [owner, 'business owner', 403],
      [cashier, 'cashier', 403],
    ] as const) {
      for (const [method, path, body] of routes) {
        const res = await api(server, path, {
          method,
          ...(who ? { token: who.token } : {}),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(res.status, `${name}: ${method} ${path}`).toBe(expected);
      }
    }
    // Nothing changed; then the super admin does each, in order.
    expect((await api(server, `/raffles/${raffle.id}`)).status).toBe(200);
    for (const [method, path, body] of routes) {
      const res = await api(server, path, {
        method,
        token: admin.token,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, `super admin: ${method} ${path}`).toBe(200);
    }
  });
});

test.describe('payments on a blocked raffle (issue 37 part 4 follow-up)', () => {
  const report = { method: 'pago_movil', amount: 5, currency: 'USD', reference: '004512' };

  test('a new report and the correction of one already waiting are refused with the raffle’s 410 while it is down; restored, they go through', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const creator = await signUp(server, 'CreadoraPagos', uniqueEmail('crpagos'));
    const raffle = await createRaffle(server, creator, { title: `Pagos bloqueados ${Date.now()}` });
    const buyer = await signUp(server, 'CompradorPagos', uniqueEmail('cmpagos'));
    const waiting = await buyTicket(server, buyer, raffle.id, [1]);
    const unpaid = await buyTicket(server, buyer, raffle.id, [2]);
    await reportPayment(server, buyer, waiting.id, report);

    expect(
      (
        await post(server, admin, `/admin/raffles/${raffle.id}/take-down`, {
          reason: 'Premio inexistente',
        })
      ).status,
    ).toBe(200);
    const fresh = await postPaymentReport(server, buyer, unpaid.id, report);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(410);
    expect(fresh.body.error).toMatchObject({
      code: UNAVAILABLE_CODE,
      message: 'Esta rifa fue dada de baja por la administración y no está disponible',
      details: { reason: 'taken_down', note: 'Premio inexistente' },
    });
    const correction = await api(server, `/tickets/${waiting.id}/payment`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ reference: '004513' }),
    });
    expect([correction.status, correction.body.error.code]).toEqual([410, UNAVAILABLE_CODE]);
    // Nor a part (abono) through the parts' route.
    const part = await api(server, `/tickets/${unpaid.id}/payments`, {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify(report),
    });
    expect([part.status, part.body.error.code]).toEqual([410, UNAVAILABLE_CODE]);
    // Nothing changed: the waiting report keeps its reference, the other ticket has none.
    const kept = await api(server, `/tickets/${waiting.id}/payment`, { token: buyer.token });
    expect(kept.body.reference).toBe('004512');
    expect(
      (await api(server, `/tickets/${unpaid.id}/payment`, { token: buyer.token })).status,
    ).toBe(404);

    expect((await post(server, admin, `/admin/raffles/${raffle.id}/restore`)).status).toBe(200);
    await reportPayment(server, buyer, unpaid.id, report);
    const corrected = await api(server, `/tickets/${waiting.id}/payment`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ reference: '004513' }),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  });

  test('a suspended organiser’s raffle refuses a report with 410 organiser_suspended', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const organiser = await signUp(server, 'OrganizadorPagos', uniqueEmail('orpagos'));
    const raffle = await createRaffle(server, organiser, { title: `Suspendida ${Date.now()}` });
    const buyer = await signUp(server, 'CompradoraPagos', uniqueEmail('cppagos'));
    const ticket = await buyTicket(server, buyer, raffle.id, [5]);
    expect(
      (
        await post(server, admin, `/admin/users/${organiser.userId}/suspend`, {
          reason: 'Estafa reportada',
        })
      ).status,
    ).toBe(200);
    const refused = await postPaymentReport(server, buyer, ticket.id, report);
    expect(refused.status).toBe(410);
    expect(refused.body.error).toMatchObject({
      code: UNAVAILABLE_CODE,
      message: 'Esta rifa no está disponible: su organizador fue suspendido',
      details: { reason: 'organiser_suspended' },
    });
  });
});

test.describe('refreshing a suspended session (issue 37 part 4 follow-up)', () => {
  function refresh(server: RunningServer, refreshToken: string) {
    return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  }

  test('answers 403 user_banned in the auth contract’s shape while suspended; after reinstatement the ended session is simply gone', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const user = await signUp(server, 'SesionSuspendida', uniqueEmail('sessusp'));
    const signedIn = await signIn(server, user.email);
    expect(signedIn.status).toBe(200);
    const { refresh_token: refreshToken } = (await signedIn.json()) as { refresh_token: string };
    // Still a good token before the suspension (rotated: the fresh one is kept).
    const rotated = await refresh(server, refreshToken);
    expect(rotated.status).toBe(200);
    const { refresh_token: current } = (await rotated.json()) as { refresh_token: string };

    expect(
      (await post(server, admin, `/admin/users/${user.userId}/suspend`, { reason: 'Fraude' }))
        .status,
    ).toBe(200);
    const banned = await refresh(server, current);
    expect(banned.status).toBe(403);
    expect(banned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await banned.json()) as Record<string, string>;
    expect(body).toMatchObject({ code: 'user_banned', error_code: 'user_banned' });
    expect(body.msg).toContain('Tu cuenta está suspendida');
    expect(body.message).toBe(body.msg);
    // A token the suspension did not end is still unknown.
    const unknown = await refresh(server, 'not-a-token-of-anyone');
    expect(((await unknown.json()) as { code: string }).code).toBe('refresh_token_not_found');

    expect((await post(server, admin, `/admin/users/${user.userId}/reinstate`)).status).toBe(200);
    const after = await refresh(server, current);
    expect(after.status).toBe(400);
    expect(((await after.json()) as { code: string }).code).toBe('refresh_token_not_found');
    expect((await signIn(server, user.email)).status).toBe(200);
  });
});
