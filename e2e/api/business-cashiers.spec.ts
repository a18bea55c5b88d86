/**
 * The business's cashiers (issue 12, spec §5, §7, §8): the owner adds registered users by e-mail
 * within the plan's max_cashiers, renames them (their profile too), activates, deactivates and
 * removes them; never their password. Each cashier carries the totals of what they sold at the
 * counter, and their tickets are listed for the owner and for themself. Every rule's message is
 * the spec's; `{host}` is SITE_URL's host, so this file runs on a server of its own whose SITE_URL
 * is a public address. Both databases; every answer is checked against the contract.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyTicket,
  createRaffle,
  grantPlan,
  setTicketStatus,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import {
  CASHIERS_OWNER_ONLY as OWNER_ONLY,
  CASHIER_NOT_FOUND as NOT_FOUND,
  NO_SALES,
  addCashier,
  businessOwner,
  counterSale,
  patchCashier,
  postCashier,
  type Cashier,
} from '../support/business';
import { startServer, type RunningServer } from '../support/server';

const HOST = 'rifas.example.com';
const PASSWORD_REFUSED =
  'La contraseña del cajero no se cambia desde el panel; el cajero debe usar «¿Olvidaste tu contraseña?»';

let dedicated: RunningServer | undefined;

/** The owner's cashiers (`GET /business/cashiers`); expects 200. */
async function cashiersOf(server: RunningServer, owner: Session, query = '') {
  const res = await api(server, `/business/cashiers${query}`, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Cashier[]; count: number };
}

/** A plan with the back-office and `maxCashiers` (made inactive, so no one else is offered it). */
async function businessPlan(server: RunningServer, admin: Session, maxCashiers: number | null) {
  const name = `Taquilla ${Math.random().toString(36).slice(2, 8)}`;
  const res = await api(server, '/admin/plans', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({
      name,
      price: 10,
      is_active: false,
      has_admin_panel: true,
      can_create_public: true,
      max_tickets_per_raffle: 100,
      max_cashiers: maxCashiers,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

async function setMaxCashiers(
  server: RunningServer,
  admin: Session,
  planId: string,
  maxCashiers: number | null,
) {
  const res = await api(server, `/admin/plans/${planId}`, {
    method: 'PATCH',
    token: admin.token,
    body: JSON.stringify({ max_cashiers: maxCashiers }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const users = (server: RunningServer, count: number, name = 'Cajero') =>
  Promise.all(Array.from({ length: count }, () => signUp(server, name, uniqueEmail('cajero'))));

test.describe('business cashiers', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', SITE_URL: `https://${HOST}` },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('adds a registered user by e-mail (any case), named after their profile unless named', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas El Lago');
    const ana = await signUp(server, 'Ana Cajera', uniqueEmail('ana'));
    const luis = await signUp(server, 'Luis Pérez', uniqueEmail('luis'));
    expect(await cashiersOf(server, owner)).toEqual({ data: [], count: 0 });

    const res = await postCashier(server, owner, { email: `  ${ana.email.toUpperCase()} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = res.body as Cashier;
    expect(first).toEqual({
      id: ana.userId,
      business_id: owner.userId,
      email: ana.email,
      name: 'Ana Cajera',
      is_active: true,
      sales: NO_SALES,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await addCashier(server, owner, luis, { name: 'Caja 2', is_active: false });
    expect(second).toMatchObject({ id: luis.userId, name: 'Caja 2', is_active: false });

    // Newest first; one is read alike.
    const list = await cashiersOf(server, owner);
    expect(list.count).toBe(2);
    expect(list.data.map((c) => c.id)).toEqual([luis.userId, ana.userId]);
    expect(list.data[1]).toEqual(first);
    const paged = await cashiersOf(server, owner, '?page=1&limit=1');
    expect(paged).toEqual({ data: [first], count: 2 });
    const one = await api(server, `/business/cashiers/${ana.userId}`, { token: owner.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);

    // The cashier enters the back-office of that business.
    const me = await api(server, '/business/me', { token: ana.token });
    expect(me.body).toEqual({
      role: 'cashier',
      label: 'Cajero',
      business: { id: owner.userId, name: 'Rifas El Lago' },
    });
  });

  test('every rule of adding a cashier answers with the spec message, and adds nothing', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Caribe');
    const other = await businessOwner(server, 'Rifas Andes');
    const [ana, luis] = await users(server, 2);
    await addCashier(server, owner, ana!);
    await addCashier(server, other, luis!);

    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [
        { email: ana!.email },
        409,
        { code: 'cashier_exists', message: 'El cajero ya existe en este negocio' },
      ],
      [
        { email: ana!.email.toUpperCase(), name: 'Otra vez' },
        409,
        { code: 'cashier_exists', message: 'El cajero ya existe en este negocio' },
      ],
      [
        { email: luis!.email },
        409,
        { code: 'cashier_of_other_business', message: 'Este usuario ya es cajero en otro negocio' },
      ],
      [
        { email: uniqueEmail('nadie') },
        422,
        {
          code: 'user_not_registered',
          message: `El usuario debe estar registrado en ${HOST}`,
          details: { email: `El usuario debe estar registrado en ${HOST}` },
        },
      ],
      [
        { email: owner.email },
        422,
        {
          code: 'cashier_is_owner',
          message: 'No puedes agregarte como cajero de tu propio negocio',
          details: { email: 'No puedes agregarte como cajero de tu propio negocio' },
        },
      ],
      [
        {},
        422,
        {
          code: 'validation_failed',
          message: 'Revisa los datos enviados',
          details: { email: 'Correo electrónico inválido' },
        },
      ],
      [
        { email: 'no-es-un-correo', name: 'A' },
        422,
        {
          code: 'validation_failed',
          message: 'Revisa los datos enviados',
          details: {
            email: 'Correo electrónico inválido',
            name: 'El nombre debe tener entre 2 y 80 caracteres',
          },
        },
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await postCashier(server, owner, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toEqual(error);
    }

    // A cashier may not add one (not even themself elsewhere); nothing was added anywhere.
    const [carla] = await users(server, 1);
    const byCashier = await postCashier(server, ana!, { email: carla!.email });
    expect(byCashier.status).toBe(403);
    expect(byCashier.body.error).toEqual(OWNER_ONLY);
    expect((await cashiersOf(server, owner)).data.map((c) => c.id)).toEqual([ana!.userId]);
    expect((await cashiersOf(server, other)).data.map((c) => c.id)).toEqual([luis!.userId]);
  });

  test("the plan's max_cashiers counts every cashier row; null is unlimited", async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const plan = await businessPlan(server, admin, 1);
    const owner = await signUp(server, 'Rifas Limitadas', uniqueEmail('limite'));
    await grantPlan(server, owner.email, plan.name);
    const [a, b, c] = await users(server, 3);

    const first = await addCashier(server, owner, a!);
    // An inactive cashier still takes a place.
    expect((await patchCashier(server, owner, first.id, { is_active: false })).status).toBe(200);
    const refused = await postCashier(server, owner, { email: b!.email });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'cashier_limit_reached',
      message: 'Alcanzaste el límite de cajeros de tu plan',
      details: { max_cashiers: 1 },
    });
    expect((await cashiersOf(server, owner)).count).toBe(1);

    await setMaxCashiers(server, admin, plan.id, 2);
    await addCashier(server, owner, b!);
    const third = await postCashier(server, owner, { email: c!.email });
    expect(third.status).toBe(403);
    expect(third.body.error.details).toEqual({ max_cashiers: 2 });

    // Removing one frees its place; without a limit there is always room.
    expect(
      (
        await api(server, `/business/cashiers/${first.id}`, {
          method: 'DELETE',
          token: owner.token,
        })
      ).status,
    ).toBe(204);
    await addCashier(server, owner, c!);
    await setMaxCashiers(server, admin, plan.id, null);
    const [d] = await users(server, 1);
    await addCashier(server, owner, d!);
    expect((await cashiersOf(server, owner)).count).toBe(3);
  });

  test('concurrent adds: one e-mail once, one user in one business, never past the limit', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const [ana, luis] = await users(server, 2);

    // The same e-mail five times at once by one owner.
    const owner = await businessOwner(server, 'Rifas Veloces');
    const same = await Promise.all(
      Array.from({ length: 5 }, () => postCashier(server, owner, { email: ana!.email })),
    );
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of same.filter((r) => r.status === 409)) {
      expect(r.body.error.code).toBe('cashier_exists');
    }

    // The same user by two businesses at once.
    const rivals = await Promise.all([
      businessOwner(server, 'Rifas Norte'),
      businessOwner(server, 'Rifas Sur'),
    ]);
    const race = await Promise.all(
      rivals.map((rival) => postCashier(server, rival, { email: luis!.email })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.body.error.code).toBe('cashier_of_other_business');
    const counts = await Promise.all(rivals.map(async (r) => (await cashiersOf(server, r)).count));
    expect(counts.sort()).toEqual([0, 1]);

    // Six different users at once against a limit of two.
    const plan = await businessPlan(server, admin, 2);
    const limited = await signUp(server, 'Rifas Justas', uniqueEmail('justas'));
    await grantPlan(server, limited.email, plan.name);
    const crowd = await users(server, 6);
    const adds = await Promise.all(
      crowd.map((user) => postCashier(server, limited, { email: user.email })),
    );
    expect(adds.map((r) => r.status).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect((await cashiersOf(server, limited)).count).toBe(2);
  });

  test('rename (the profile too), deactivate, never a password, delete; only their own business', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Oriente');
    const other = await businessOwner(server, 'Rifas Occidente');
    const [ana] = await users(server, 1, 'Ana Cajera');
    const added = await addCashier(server, owner, ana!);

    const renamed = await patchCashier(server, owner, ana!.userId, { name: '  Ana María  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: ana!.userId, name: 'Ana María', is_active: true });
    expect(renamed.body.updated_at >= added.updated_at).toBe(true);
    const profile = await api(server, `/profiles/${ana!.userId}`);
    expect(profile.body.name).toBe('Ana María');
    const own = await api(server, '/profiles/me', { token: ana!.token });
    expect(own.body.name).toBe('Ana María');

    // A password is never set here (the cashier uses the forgot-password flow).
    const password = await patchCashier(server, owner, ana!.userId, {
      password: 'una clave nueva',
      name: 'Otro nombre',
    });
    expect(password.status).toBe(422);
    expect(password.body.error).toEqual({
      code: 'validation_failed',
      message: 'Revisa los datos enviados',
      details: { password: PASSWORD_REFUSED },
    });
    const invalid = await patchCashier(server, owner, ana!.userId, { name: 'A', is_active: 'no' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.details).sort()).toEqual(['is_active', 'name']);
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ana!.email, password: 'una clave nueva' }),
    });
    expect(signIn.status).toBe(400);

    const off = await patchCashier(server, owner, ana!.userId, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ name: 'Ana María', is_active: false });

    // Another business, a cashier, a malformed id: 404 or 403, nothing changes.
    for (const [who, path] of [
      [other, `/business/cashiers/${ana!.userId}`],
      [owner, '/business/cashiers/no-es-un-id'],
      [owner, `/business/cashiers/${other.userId}`],
    ] as const) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const res = await api(server, path, {
          method,
          token: who.token,
          ...(method === 'PATCH' ? { body: JSON.stringify({ is_active: true }) } : {}),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toEqual(NOT_FOUND);
      }
    }
    const unchanged = await api(server, `/business/cashiers/${ana!.userId}`, {
      token: owner.token,
    });
    expect(unchanged.body).toEqual(off.body);

    // Deleted: gone from the list, the account stays, and another business may add them.
    const gone = await api(server, `/business/cashiers/${ana!.userId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(gone.status).toBe(204);
    expect((await cashiersOf(server, owner)).count).toBe(0);
    expect(
      (await api(server, `/business/cashiers/${ana!.userId}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await api(server, '/profiles/me', { token: ana!.token })).status).toBe(200);
    await addCashier(server, other, ana!);
  });

  test("a cashier's sales: totals per cashier and their tickets, for the owner and themself", async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Centro');
    const [ana, luis] = await users(server, 2);
    const buyer = await signUp(server, 'Comprador', uniqueEmail('comprador'));
    await addCashier(server, owner, ana!);
    await addCashier(server, owner, luis!);
    const raffle = await createRaffle(server, owner, { ticket_price: 2.5 });

    const sell = async (seller: Session, numbers: number[], status = 'paid') => {
      const res = await counterSale(server, seller, raffle.id, {
        numbers,
        buyer_name: 'José Rodríguez',
        buyer_phone: '0414-5551234',
        status,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string };
    };
    await sell(ana!, [1, 2]);
    await sell(ana!, [3], 'pending');
    const cancelled = await sell(ana!, [4, 5]);
    await setTicketStatus(server, owner, cancelled.id, 'cancelled');
    await sell(owner, [6]);
    await buyTicket(server, buyer, raffle.id, [7]);

    const anaSales = {
      tickets: 2,
      numbers: 3,
      amount: 7.5,
      paid_amount: 5,
      pending_amount: 2.5,
      cancelled: 1,
    };
    const list = await cashiersOf(server, owner);
    const byId = new Map(list.data.map((c) => [c.id, c.sales]));
    expect(byId.get(ana!.userId)).toEqual(anaSales);
    expect(byId.get(luis!.userId)).toEqual(NO_SALES);
    const one = await api(server, `/business/cashiers/${ana!.userId}`, { token: owner.token });
    expect(one.body.sales).toEqual(anaSales);

    // Her tickets: the owner and she herself see them (newest first, the same totals); another
    // cashier does not.
    for (const who of [owner, ana!]) {
      const res = await api(server, `/business/cashiers/${ana!.userId}/tickets`, {
        token: who.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.count).toBe(3);
      expect(res.body.totals).toEqual(anaSales);
      const rows = res.body.data as { numbers: number[]; seller: { id: string; role: string } }[];
      expect(rows.map((t) => t.numbers)).toEqual([[4, 5], [3], [1, 2]]);
      expect(rows.every((t) => t.seller.id === ana!.userId && t.seller.role === 'cashier')).toBe(
        true,
      );
    }
    const paid = await api(server, `/business/cashiers/${ana!.userId}/tickets?status=paid`, {
      token: ana!.token,
    });
    expect(paid.body.count).toBe(1);
    const denied = await api(server, `/business/cashiers/${ana!.userId}/tickets`, {
      token: luis!.token,
    });
    expect(denied.status).toBe(404);
    expect(denied.body.error).toEqual(NOT_FOUND);
    const bad = await api(server, `/business/cashiers/${ana!.userId}/tickets?status=todos`, {
      token: owner.token,
    });
    expect(bad.status).toBe(422);

    // Removed, her tickets still name her as the seller.
    await api(server, `/business/cashiers/${ana!.userId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    const sold = await api(server, `/business/tickets?seller=${ana!.userId}`, {
      token: owner.token,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.count).toBe(3);
  });
});
