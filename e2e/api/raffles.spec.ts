/**
 * Raffles (issue "Raffles and buying"): creation rules and plan limits, private raffles kept out
 * of lists and search, creator-only changes, locked fields, cancellation freeing numbers, and
 * favourites. Runs on both databases against the real binary.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures';
import {
  addPaymentMethod,
  api,
  FIXTURE_PAGO_MOVIL,
  inDays,
  signUp,
  type Session,
} from '../support/api';
import { businessOwner } from '../support/business';
import { serverBinary, startServer, type RunningServer } from '../support/server';

const run = promisify(execFile);

function raffleBody(extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    title: 'Cesta navideña',
    description: 'Jamón, pan de jamón y hallacas',
    ticket_price: 1.5,
    total_tickets: 100,
    lottery: 'tachira',
    end_date: inDays(5),
    ...extra,
  });
}

/** `rifa-server grant-plan`, with the server's own configuration (as an operator would). */
async function grantPlan(server: RunningServer, email: string, plan: string) {
  await run(serverBinary, ['grant-plan', '--email', email, '--plan', plan], {
    env: { ...process.env, ...server.env },
  });
}

let dedicated: RunningServer | undefined;

test.describe('raffles', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('creation validates every field with 422 details', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const bad = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({
        title: 'ab',
        ticket_price: 0,
        total_tickets: 500,
        lottery: 'loto',
        end_date: '2020-01-01T00:00:00Z',
        tags: Array(11).fill('x'),
      }),
    });
    expect(bad.status).toBe(422);
    for (const field of ['title', 'ticket_price', 'total_tickets', 'lottery', 'end_date', 'tags']) {
      expect(bad.body.error.details[field], field).toBeTruthy();
    }
    const tooFar = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ end_date: inDays(400) }),
    });
    expect(tooFar.status).toBe(422);
    const cents = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ ticket_price: 1.005 }),
    });
    expect(cents.status).toBe(422);
    const anonymous = await api(server, '/raffles', { method: 'POST', body: raffleBody() });
    expect(anonymous.status).toBe(401);
  });

  test('plan limits: Gratis refuses private, more numbers and a second active raffle; Pro allows them', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const permissions = await api(server, '/me/permissions', { token: ana.token });
    expect(permissions.body).toEqual({
      can_create_public_raffle: true,
      can_create_private_raffle: false,
      has_admin_panel_access: false,
      active_raffles: 0,
      max_active_raffles: 1,
    });
    const privateRefused = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ is_private: true }),
    });
    expect(privateRefused.status).toBe(403);
    expect(privateRefused.body.error.message).toContain('Pro');
    const bigRefused = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ total_tickets: 1000 }),
    });
    expect(bigRefused.status).toBe(403);
    expect(bigRefused.body.error.message).toContain('Básico');
    await addPaymentMethod(server, ana, FIXTURE_PAGO_MOVIL);
    expect(
      (await api(server, '/raffles', { method: 'POST', token: ana.token, body: raffleBody() }))
        .status,
    ).toBe(201);
    const second = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody(),
    });
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('plan_limit_reached');
    // The limit is told before anything is filled in (the create page reads it).
    expect((await api(server, '/me/permissions', { token: ana.token })).body).toEqual({
      can_create_public_raffle: false,
      can_create_private_raffle: false,
      has_admin_panel_access: false,
      active_raffles: 1,
      max_active_raffles: 1,
    });

    expect((await api(server, '/me/plan', { token: ana.token })).body).toMatchObject({
      plan: { name: 'Gratis' },
      subscription: null,
    });
    await grantPlan(server, ana.email, 'Pro');
    const myPlan = await api(server, '/me/plan', { token: ana.token });
    expect(myPlan.body.plan.name).toBe('Pro');
    expect(myPlan.body.subscription).toMatchObject({ status: 'active', plan: { name: 'Pro' } });
    const big = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ total_tickets: 10000, is_private: true }),
    });
    expect(big.status).toBe(201);
    expect(big.body.is_private).toBe(true);
  });

  test("publishing needs an active payment method of the creator; a business raffle, the business owner's", async () => {
    const server = dedicated!;
    const NO_METHOD = {
      code: 'no_payment_method',
      message:
        'Agrega un método de pago activo antes de publicar tu rifa: tus compradores lo necesitan para pagarte',
    };
    const publish = (creator: Session) =>
      api(server, '/raffles', { method: 'POST', token: creator.token, body: raffleBody() });
    const mine = async (creator: Session) =>
      (await api(server, '/me/raffles?status=all', { token: creator.token })).body.count;

    // Without any method: refused with the reason, and nothing is created.
    const rosa = await signUp(server, 'Rosa');
    const refused = await publish(rosa);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual(NO_METHOD);
    expect(await mine(rosa)).toBe(0);
    // Field errors still come first, with their details.
    const invalid = await api(server, '/raffles', {
      method: 'POST',
      token: rosa.token,
      body: raffleBody({ title: 'x' }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe('validation_failed');

    // A deleted (inactive) method does not count.
    const removed = await addPaymentMethod(server, rosa, FIXTURE_PAGO_MOVIL);
    expect(
      (await api(server, `/payment-methods/${removed.id}`, { method: 'DELETE', token: rosa.token }))
        .status,
    ).toBe(204);
    expect((await publish(rosa)).body.error).toEqual(NO_METHOD);
    expect(await mine(rosa)).toBe(0);

    // Another user's method does not count either; her own active one does.
    const other = await signUp(server, 'Otra');
    await addPaymentMethod(server, other, FIXTURE_PAGO_MOVIL);
    expect((await publish(rosa)).status).toBe(422);
    const own = await addPaymentMethod(server, rosa, FIXTURE_PAGO_MOVIL);
    const created = await publish(rosa);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    expect(await mine(rosa)).toBe(1);
    // Removing it afterwards leaves the published raffle as it is.
    await api(server, `/payment-methods/${own.id}`, { method: 'DELETE', token: rosa.token });
    expect((await api(server, `/raffles/${created.body.id}`)).body.status).toBe('active');

    // A business publishes with the methods its buyers will see: the business owner's own.
    const owner = await businessOwner(server, 'Bodega');
    expect((await publish(owner)).body.error).toEqual(NO_METHOD);
    const bodega = await addPaymentMethod(server, owner, { ...FIXTURE_PAGO_MOVIL, name: 'Bodega' });
    const business = await publish(owner);
    expect(business.status).toBe(201);
    const buyer = await signUp(server, 'Clienta');
    const seen = await api(server, `/raffles/${business.body.id}/payment-methods`, {
      token: buyer.token,
    });
    expect(seen.body.data.map((m: { id: string }) => m.id)).toEqual([bodega.id]);
  });

  test('the first start creates a super administrator with a generated password; it may do everything', async () => {
    const server = dedicated!;
    const [email, password] = (
      await readFile(path.join(server.dataDir, 'admin-password.txt'), 'utf8')
    )
      .trim()
      .split('\n');
    expect(email).toBe('admin@rifa.local');
    expect(password!.length).toBeGreaterThanOrEqual(20);
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { access_token: string }).access_token;
    expect((await api(server, '/profiles/me', { token })).body.is_super_admin).toBe(true);
    expect((await api(server, '/me/permissions', { token })).body).toEqual({
      can_create_public_raffle: true,
      can_create_private_raffle: true,
      has_admin_panel_access: true,
      active_raffles: 0,
      max_active_raffles: null,
    });
  });

  test('private raffles open by link but never appear in lists or search', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Pro');
    await addPaymentMethod(server, ana, FIXTURE_PAGO_MOVIL);
    const marker = `Secreta${Date.now()}`;
    const secret = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ title: `Rifa ${marker}`, is_private: true }),
    });
    const open = await api(server, '/raffles', {
      method: 'POST',
      token: ana.token,
      body: raffleBody({ title: `Rifa pública ${marker}` }),
    });
    expect(secret.status).toBe(201);
    const list = await api(server, `/raffles?q=${encodeURIComponent(marker.toLowerCase())}`);
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([open.body.id]);
    expect(list.body.count).toBe(1);
    const search = await api(server, `/raffles/search?q=${marker}`);
    expect(search.body.data.map((r: { id: string }) => r.id)).toEqual([open.body.id]);
    expect(
      (await api(server, `/users/${ana.userId}/raffles`)).body.data.every(
        (r: { is_private: boolean }) => !r.is_private,
      ),
    ).toBe(true);
    const byLink = await api(server, `/raffles/${secret.body.id}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body.creator.name).toBe('Ana');
    const mine = await api(server, '/me/raffles', { token: ana.token });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toContain(secret.body.id);
  });

  test('list: newest first, page size, status filter and accent-insensitive search', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Pro');
    await addPaymentMethod(server, ana, FIXTURE_PAGO_MOVIL);
    const marker = `Táchira${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (
          await api(server, '/raffles', {
            method: 'POST',
            token: ana.token,
            body: raffleBody({ title: `Premio ${i} ${marker}` }),
          })
        ).body.id,
      );
    }
    const page = await api(
      server,
      `/raffles?q=${encodeURIComponent('TACHIRA' + marker.slice(7))}&limit=2&page=0&status=all`,
    );
    expect(page.body.count).toBe(3);
    expect(page.body.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    const waiting = await api(server, `/raffles?status=waiting&q=${encodeURIComponent(marker)}`);
    expect(waiting.body.count).toBe(0);
    expect((await api(server, '/raffles?status=bogus')).status).toBe(422);
  });

  test('only the creator changes a raffle; sold tickets lock price, numbers and lottery and block deletion', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const beto = await signUp(server, 'Beto');
    await addPaymentMethod(server, ana, FIXTURE_PAGO_MOVIL);
    const raffle = (
      await api(server, '/raffles', { method: 'POST', token: ana.token, body: raffleBody() })
    ).body;

    const hijack = await api(server, `/raffles/${raffle.id}`, {
      method: 'PATCH',
      token: beto.token,
      body: JSON.stringify({ title: 'Mía' }),
    });
    expect(hijack.status).toBe(403);
    expect(
      (await api(server, `/raffles/${raffle.id}`, { method: 'DELETE', token: beto.token })).status,
    ).toBe(403);
    expect(
      (await api(server, `/raffles/${raffle.id}/cancel`, { method: 'POST', token: beto.token }))
        .status,
    ).toBe(403);
    expect((await api(server, `/raffles/${raffle.id}`)).body.title).toBe('Cesta navideña');

    const bought = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: beto.token,
      body: JSON.stringify({ numbers: [5, 6] }),
    });
    expect(bought.status).toBe(201);
    const locked = await api(server, `/raffles/${raffle.id}`, {
      method: 'PATCH',
      token: ana.token,
      body: JSON.stringify({ ticket_price: 9 }),
    });
    expect(locked.status).toBe(409);
    const renamed = await api(server, `/raffles/${raffle.id}`, {
      method: 'PATCH',
      token: ana.token,
      body: JSON.stringify({ title: 'Cesta grande' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.ticket_price).toBe(1.5);
    expect(
      (await api(server, `/raffles/${raffle.id}`, { method: 'DELETE', token: ana.token })).status,
    ).toBe(409);

    // Buyers' contact data only for the creator.
    expect((await api(server, `/raffles/${raffle.id}/tickets`, { token: beto.token })).status).toBe(
      403,
    );
    const sales = await api(server, '/me/sales', { token: ana.token });
    expect(sales.body.data[0].buyer_email).toBe(beto.email);

    // The buyer cancels while pending: the numbers are free again.
    const cancelled = await api(server, `/tickets/${bought.body.id}/status`, {
      method: 'PATCH',
      token: beto.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    expect((await api(server, `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([]);
    expect((await api(server, `/raffles/${raffle.id}`)).body.sold_tickets).toBe(0);

    const closed = await api(server, `/raffles/${raffle.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(closed.body.status).toBe('cancelled');
    const late = await api(server, `/raffles/${raffle.id}/tickets`, {
      method: 'POST',
      token: beto.token,
      body: JSON.stringify({ numbers: [1] }),
    });
    expect(late.status).toBe(409);

    const unsold = (
      await api(server, '/raffles', { method: 'POST', token: ana.token, body: raffleBody() })
    ).body;
    expect(
      (await api(server, `/raffles/${unsold.id}`, { method: 'DELETE', token: ana.token })).status,
    ).toBe(204);
    expect((await api(server, `/raffles/${unsold.id}`)).status).toBe(404);
  });

  test('sort=ending lists raffles still ahead of their end, the soonest first', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Ana');
    await grantPlan(server, creator.email, 'Pro');
    await addPaymentMethod(server, creator, FIXTURE_PAGO_MOVIL);
    const word = `pronto${Date.now()}`;
    for (const days of [9, 3, 6]) {
      const created = await api(server, '/raffles', {
        method: 'POST',
        token: creator.token,
        body: raffleBody({ title: `Rifa ${word} ${days}`, end_date: inDays(days) }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const ending = await api(server, `/raffles?status=active&sort=ending&q=${word}`);
    expect(ending.status).toBe(200);
    expect(ending.body.count).toBe(3);
    expect(ending.body.data.map((r: { title: string }) => r.title)).toEqual([
      `Rifa ${word} 3`,
      `Rifa ${word} 6`,
      `Rifa ${word} 9`,
    ]);
    expect((await api(server, `/raffles?q=${word}`)).body.count).toBe(3);
    expect((await api(server, '/raffles?sort=oldest')).status).toBe(422);
  });

  test('favourites: idempotent add, check, count, expanded list, remove', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const beto = await signUp(server, 'Beto');
    await addPaymentMethod(server, ana, FIXTURE_PAGO_MOVIL);
    const raffle = (
      await api(server, '/raffles', { method: 'POST', token: ana.token, body: raffleBody() })
    ).body;
    const first = await api(server, `/me/favorites/${raffle.id}`, {
      method: 'PUT',
      token: beto.token,
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      user_id: beto.userId,
      raffle_id: raffle.id,
      created_at: expect.any(String),
    });
    const again = await api(server, `/me/favorites/${raffle.id}`, {
      method: 'PUT',
      token: beto.token,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await api(server, `/me/favorites/${raffle.id}`, { token: beto.token })).body).toEqual({
      favorite: true,
    });
    expect((await api(server, `/raffles/${raffle.id}/favorites/count`)).body).toEqual({ count: 1 });
    const list = await api(server, '/me/favorites?expand=raffle', { token: beto.token });
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({ raffle_id: raffle.id, raffle: { id: raffle.id } });
    expect((await api(server, '/me/favorites', { token: beto.token })).body).toEqual({
      data: [first.body],
      count: 1,
    });
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'DELETE', token: beto.token }))
        .status,
    ).toBe(204);
    expect((await api(server, `/me/favorites/${raffle.id}`, { token: beto.token })).body).toEqual({
      favorite: false,
    });
    expect(
      (
        await api(server, '/me/favorites/00000000-0000-4000-8000-00000000abcd', {
          method: 'PUT',
          token: beto.token,
        })
      ).status,
    ).toBe(404);
  });
});
