/**
 * The super administrator's back-office API (issue 11): the platform's payment accounts and rate,
 * plans, the dashboard and the audit log. Only super admins reach /admin/* (everyone else 403,
 * nothing changes); every change is in the audit log with who and when. Both databases; every
 * answer is checked against the contract by the fixture. The tests share one server, so plans made
 * here are created inactive and deleted, and figures are compared as differences.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  drawWinner,
  grantPlan,
  reportPayment,
  setExchangeRate,
  setTicketStatus,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import { startServer, type RunningServer } from '../support/server';

interface Config {
  id: string;
  payment_method: string;
  bank: string | null;
  phone: string | null;
  id_number: string | null;
  holder: string | null;
  instructions: string | null;
  is_active: boolean;
}

interface AdminPlan {
  id: string;
  name: string;
  slug: string;
  price: number;
  is_active: boolean;
  max_active_raffles: number | null;
  max_cashiers: number | null;
  max_tickets_per_raffle: number;
  sort_order: number;
  active_subscriptions: number;
  total_subscriptions: number;
}

interface AuditEntry {
  id: string;
  actor: { id: string; name: string; email: string | null } | null;
  action: string;
  entity: string;
  entity_id: string | null;
  data: Record<string, unknown>;
  created_at: string;
}

interface Period {
  new_users: number;
  raffles_created: number;
  tickets_sold: number;
  numbers_sold: number;
  amount_sold: number;
  amount_paid: number;
  amount_reported: number;
  subscription_revenue: number;
}

interface Dashboard {
  generated_at: string;
  users: { total: number; business: number; super_admins: number };
  raffles: { active: number; waiting: number; completed: number; cancelled: number };
  periods: { today: Period; last_7_days: Period; last_30_days: Period };
  subscriptions: { plan_id: string; name: string; active: number }[];
  pending: { mobile_payments: number; subscriptions: number };
  daily: { date: string; new_users: number; tickets_sold: number; amount_sold: number }[];
}

const FORBIDDEN = {
  code: 'forbidden',
  message: 'Solo el super administrador puede hacer esto',
};

function send(server: RunningServer, who: Session, method: string, path: string, body?: unknown) {
  return api(server, path, {
    method,
    token: who.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function ok<T>(
  server: RunningServer,
  who: Session,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  const res = await send(server, who, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body as T;
}

/** The newest audit entries about `entity` (first page, newest first). */
async function auditOf(server: RunningServer, admin: Session, entity: string) {
  return ok<{ data: AuditEntry[]; count: number }>(
    server,
    admin,
    'GET',
    `/admin/audit-log?entity=${entity}&limit=100`,
  );
}

/** A plan name no other test uses. */
const planName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

let dedicated: RunningServer | undefined;

test.describe('super administrator', () => {
  // A server of its own with generous limits: these tests sign up many accounts.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('everyone else gets 403 on every /admin/* and nothing changes', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const user = await signUp(server, 'Curioso');
    const config = await ok<Config>(
      server,
      admin,
      'POST',
      '/admin/mobile-payment-config',
      { payment_method: 'pago_movil', bank: 'Banesco', is_active: false },
      201,
    );
    const plans = await ok<{ data: AdminPlan[] }>(server, admin, 'GET', '/admin/plans');
    const gratis = plans.data.find((p) => p.slug === 'gratis')!;
    const rateBefore = await ok<Record<string, unknown>>(server, user, 'GET', '/exchange-rate');
    const auditBefore = (await ok<{ count: number }>(server, admin, 'GET', '/admin/audit-log'))
      .count;
    const someId = '3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b';

    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/mobile-payments'],
      ['POST', `/admin/mobile-payments/${someId}/approve`, {}],
      ['POST', `/admin/mobile-payments/${someId}/reject`, { notes: 'No' }],
      ['GET', '/admin/mobile-payment-config'],
      ['POST', '/admin/mobile-payment-config', { payment_method: 'zelle', holder: 'Intruso' }],
      ['PATCH', `/admin/mobile-payment-config/${config.id}`, { bank: 'Otro banco' }],
      ['PUT', '/admin/exchange-rate', { exchange_rate: 1 }],
      ['GET', '/admin/dashboard'],
      ['GET', '/admin/plans'],
      [
        'POST',
        '/admin/plans',
        { name: planName('Intruso'), price: 1, max_tickets_per_raffle: 100 },
      ],
      ['PATCH', `/admin/plans/${gratis.id}`, { description: 'cambiado' }],
      ['DELETE', `/admin/plans/${gratis.id}`],
      ['GET', '/admin/audit-log'],
    ];
    for (const [method, path, body] of calls) {
      const res = await send(server, user, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toEqual(FORBIDDEN);
      // Without a token: 401.
      const anonymous = await api(server, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
    }

    // Nothing changed.
    const configs = await ok<{ data: Config[] }>(
      server,
      admin,
      'GET',
      '/admin/mobile-payment-config',
    );
    expect(configs.data.find((c) => c.id === config.id)).toEqual(config);
    expect(configs.data.some((c) => c.holder === 'Intruso')).toBe(false);
    const after = await ok<{ data: AdminPlan[] }>(server, admin, 'GET', '/admin/plans');
    expect(after.data).toEqual(plans.data);
    expect(await ok(server, user, 'GET', '/exchange-rate')).toEqual(rateBefore);
    expect((await ok<{ count: number }>(server, admin, 'GET', '/admin/audit-log')).count).toBe(
      auditBefore,
    );
  });

  test('payment accounts: create, list, change, deactivate; users see the active ones', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const user = await signUp(server, 'Suscriptor');
    const created = await ok<Config>(
      server,
      admin,
      'POST',
      '/admin/mobile-payment-config',
      {
        payment_method: 'pago_movil',
        bank: '  Banesco  ',
        phone: '0414-7654321',
        id_number: 'J-123456789',
        holder: 'Rifa C.A.',
        instructions: 'Envía el comprobante\ncon la referencia',
      },
      201,
    );
    expect(created).toMatchObject({
      payment_method: 'pago_movil',
      bank: 'Banesco',
      phone: '0414-7654321',
      id_number: 'J-123456789',
      holder: 'Rifa C.A.',
      instructions: 'Envía el comprobante\ncon la referencia',
      is_active: true,
    });
    const zelle = await ok<Config>(
      server,
      admin,
      'POST',
      '/admin/mobile-payment-config',
      { payment_method: 'zelle', holder: 'Rifa LLC', bank: '' },
      201,
    );
    expect(zelle).toMatchObject({ bank: null, phone: null, instructions: null, is_active: true });

    // Any signed-in user sees the active entries, ordered by payment_method.
    const visible = await ok<{ data: Config[]; count: number }>(
      server,
      user,
      'GET',
      '/mobile-payment-config',
    );
    expect(visible.count).toBe(visible.data.length);
    expect(visible.data.map((c) => c.id)).toEqual(expect.arrayContaining([created.id, zelle.id]));
    const methods = visible.data.map((c) => c.payment_method);
    expect(methods).toEqual([...methods].sort());
    expect((await api(server, '/mobile-payment-config')).status).toBe(401);

    // PATCH: absent fields stay, null clears, a blank text clears.
    const changed = await ok<Config>(
      server,
      admin,
      'PATCH',
      `/admin/mobile-payment-config/${created.id}`,
      { bank: 'Mercantil', instructions: null, holder: '   ' },
    );
    expect(changed).toMatchObject({
      bank: 'Mercantil',
      phone: '0414-7654321',
      id_number: 'J-123456789',
      holder: null,
      instructions: null,
      is_active: true,
    });
    const off = await ok<Config>(
      server,
      admin,
      'PATCH',
      `/admin/mobile-payment-config/${zelle.id}`,
      { is_active: false },
    );
    expect(off.is_active).toBe(false);
    const nowVisible = await ok<{ data: Config[] }>(server, user, 'GET', '/mobile-payment-config');
    expect(nowVisible.data.some((c) => c.id === zelle.id)).toBe(false);
    expect(nowVisible.data.every((c) => c.is_active)).toBe(true);
    const all = await ok<{ data: Config[] }>(server, admin, 'GET', '/admin/mobile-payment-config');
    expect(all.data.find((c) => c.id === zelle.id)?.is_active).toBe(false);

    // Validation: Spanish messages per field; nothing is created.
    const bad = await send(server, admin, 'POST', '/admin/mobile-payment-config', {
      payment_method: 'bitcoin',
      bank: 'B'.repeat(81),
      phone: '0'.repeat(21),
      id_number: 'V'.repeat(21),
      holder: 'H'.repeat(81),
      instructions: 'I'.repeat(1001),
      is_active: 'sí',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual({
      payment_method: 'Tipo de método inválido: pago_movil, transferencia, zelle o efectivo',
      bank: 'El banco no puede superar 80 caracteres',
      phone: 'El teléfono no puede superar 20 caracteres',
      id_number: 'La cédula o RIF no puede superar 20 caracteres',
      holder: 'El titular no puede superar 80 caracteres',
      instructions: 'Las instrucciones no pueden superar 1000 caracteres',
      is_active: 'Debe ser verdadero o falso',
    });
    const missing = await send(server, admin, 'POST', '/admin/mobile-payment-config', {
      bank: 'Banesco',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toEqual({ payment_method: 'Este campo es obligatorio' });
    const badPatch = await send(
      server,
      admin,
      'PATCH',
      `/admin/mobile-payment-config/${created.id}`,
      { phone: 12 },
    );
    expect(badPatch.status).toBe(422);
    expect(badPatch.body.error.details).toEqual({ phone: 'Debe ser un texto' });
    const unknown = await send(
      server,
      admin,
      'PATCH',
      '/admin/mobile-payment-config/3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b',
      { bank: 'x' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: 'not_found',
      message: 'Configuración de pago no encontrada',
    });
    const notJson = await api(server, '/admin/mobile-payment-config', {
      method: 'POST',
      token: admin.token,
      body: '[1]',
    });
    expect(notJson.status).toBe(400);

    // The audit: who and when, before and after.
    const audit = await auditOf(server, admin, 'mobile_payment_config');
    const mine = audit.data.filter((e) => e.entity_id === created.id);
    expect(mine.map((e) => e.action)).toEqual([
      'mobile_payment_config.updated',
      'mobile_payment_config.created',
    ]);
    expect(mine[0]!.actor).toEqual({
      id: admin.userId,
      name: expect.any(String),
      email: admin.email,
    });
    expect(mine[0]!.data).toMatchObject({
      before: { bank: 'Banesco', holder: 'Rifa C.A.' },
      after: { bank: 'Mercantil', holder: null, instructions: null },
    });
    expect(mine[1]!.data).toMatchObject({ after: { id: created.id, bank: 'Banesco' } });
    expect(Date.parse(mine[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.created_at));
  });

  test("the platform's rate: signed-in users read it, the super admin sets it", async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const user = await signUp(server, 'Lector');
    expect((await api(server, '/exchange-rate')).status).toBe(401);
    const before = await ok<{ exchange_rate: number | null }>(
      server,
      user,
      'GET',
      '/exchange-rate',
    );

    const set = await ok<{ exchange_rate: number; exchange_rate_at: string }>(
      server,
      admin,
      'PUT',
      '/admin/exchange-rate',
      { exchange_rate: 245.5 },
    );
    expect(set.exchange_rate).toBe(245.5);
    expect(Math.abs(Date.parse(set.exchange_rate_at) - Date.now())).toBeLessThan(60_000);
    expect(await ok(server, user, 'GET', '/exchange-rate')).toEqual(set);

    const rules =
      'La tasa debe ser mayor que 0 y de hasta 100.000.000 Bs por dólar, con hasta dos decimales';
    for (const body of [
      { exchange_rate: 0 },
      { exchange_rate: -3 },
      { exchange_rate: 1.234 },
      { exchange_rate: 100_000_000.01 },
      { exchange_rate: '245' },
      { exchange_rate: null },
      {},
    ]) {
      const res = await send(server, admin, 'PUT', '/admin/exchange-rate', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.details).toEqual({ exchange_rate: rules });
    }
    const top = await ok<{ exchange_rate: number }>(server, admin, 'PUT', '/admin/exchange-rate', {
      exchange_rate: 100_000_000,
    });
    expect(top.exchange_rate).toBe(100_000_000);
    const last = await ok<{ exchange_rate: number }>(server, admin, 'PUT', '/admin/exchange-rate', {
      exchange_rate: 36.75,
    });
    expect(
      (await ok<{ exchange_rate: number }>(server, user, 'GET', '/exchange-rate')).exchange_rate,
    ).toBe(36.75);
    expect(last.exchange_rate).toBe(36.75);

    const audit = await auditOf(server, admin, 'exchange_rate');
    const mine = audit.data.filter((e) => e.actor?.id === admin.userId);
    expect(mine.map((e) => e.action)).toEqual([
      'exchange_rate.set',
      'exchange_rate.set',
      'exchange_rate.set',
    ]);
    expect(mine[0]!.data).toMatchObject({
      before: { exchange_rate: 100_000_000 },
      after: { exchange_rate: 36.75 },
    });
    expect(mine[2]!.data).toMatchObject({
      before: { exchange_rate: before.exchange_rate },
      after: { exchange_rate: 245.5 },
    });
    expect(mine[0]!.entity_id).toBeNull();
  });

  test('plans: list with subscribers, create, rename, limits, the free plan, delete', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const listed = await ok<{ data: AdminPlan[]; count: number }>(
      server,
      admin,
      'GET',
      '/admin/plans',
    );
    expect(listed.count).toBe(listed.data.length);
    expect(listed.data.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['gratis', 'basico', 'pro', 'negocio']),
    );
    const order = listed.data.map((p) => [p.sort_order, p.price]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const gratis = listed.data.find((p) => p.slug === 'gratis')!;

    // Names are unique with accents and case ignored.
    for (const name of ['PRO', 'básico', 'Basico', 'negocio']) {
      const taken = await send(server, admin, 'POST', '/admin/plans', {
        name,
        price: 3,
        max_tickets_per_raffle: 100,
      });
      expect(taken.status, name).toBe(409);
      expect(taken.body.error).toEqual({
        code: 'plan_name_taken',
        message: 'Ya existe un plan con ese nombre',
      });
    }

    const name = planName('Súper Plan');
    const created = await ok<AdminPlan>(
      server,
      admin,
      'POST',
      '/admin/plans',
      {
        name,
        description: 'Para probar',
        price: 25.5,
        is_active: false,
        can_create_private: true,
        max_active_raffles: null,
        max_tickets_per_raffle: 10000,
        max_cashiers: 3,
        sort_order: 9000,
      },
      201,
    );
    expect(created).toMatchObject({
      name,
      slug: name.toLowerCase().replace('ú', 'u').replaceAll(' ', '-'),
      description: 'Para probar',
      price: 25.5,
      is_active: false,
      can_create_public: true,
      can_create_private: true,
      has_admin_panel: false,
      max_active_raffles: null,
      max_tickets_per_raffle: 10000,
      max_cashiers: 3,
      sort_order: 9000,
      active_subscriptions: 0,
      total_subscriptions: 0,
    });
    // Inactive: not among the plans users see.
    const publicPlans = await api(server, '/plans');
    expect((publicPlans.body as { data: AdminPlan[] }).data.some((p) => p.id === created.id)).toBe(
      false,
    );
    const again = await send(server, admin, 'POST', '/admin/plans', {
      name: name.toUpperCase().replace('Ú', 'U'),
      price: 1,
      max_tickets_per_raffle: 100,
    });
    expect(again.status).toBe(409);

    // Validation.
    const invalid = await send(server, admin, 'POST', '/admin/plans', {
      name: 'X',
      description: 'D'.repeat(501),
      price: 1.234,
      max_active_raffles: -1,
      max_tickets_per_raffle: 500,
      max_cashiers: 10001,
      sort_order: 'primero',
      has_admin_panel: 1,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.details).toEqual({
      name: 'El nombre debe tener entre 2 y 40 caracteres',
      description: 'La descripción no puede superar 500 caracteres',
      price: 'El precio debe ser de 0 a 100.000 USD, con hasta dos decimales',
      max_active_raffles: 'Debe ser un número entero de 0 a 100000, o null para ilimitado',
      max_tickets_per_raffle: 'La cantidad de números debe ser 100, 1000 o 10000',
      max_cashiers: 'Debe ser un número entero de 0 a 10000, o null para ilimitado',
      sort_order: 'Debe ser un número entero',
      has_admin_panel: 'Debe ser verdadero o falso',
    });
    const required = await send(server, admin, 'POST', '/admin/plans', {});
    expect(required.status).toBe(422);
    expect(required.body.error.details).toEqual({
      name: 'Este campo es obligatorio',
      price: 'Este campo es obligatorio',
      max_tickets_per_raffle: 'Este campo es obligatorio',
    });

    // Update: absent fields stay, null makes a limit unlimited, a rename changes the slug.
    const renamed = planName('Plan Renombrado');
    const updated = await ok<AdminPlan>(server, admin, 'PATCH', `/admin/plans/${created.id}`, {
      name: renamed,
      price: 30,
      max_cashiers: null,
      max_active_raffles: 7,
    });
    expect(updated).toMatchObject({
      name: renamed,
      slug: renamed.toLowerCase().replaceAll(' ', '-'),
      price: 30,
      max_cashiers: null,
      max_active_raffles: 7,
      description: 'Para probar',
      is_active: false,
      sort_order: 9000,
    });
    const clash = await send(server, admin, 'PATCH', `/admin/plans/${created.id}`, { name: 'Pro' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('plan_name_taken');
    // Its own name again is no clash.
    await ok(server, admin, 'PATCH', `/admin/plans/${created.id}`, { name: renamed });

    // The free plan stays active and free, and cannot be deleted.
    const required409 = {
      code: 'plan_required',
      message: 'El plan Gratis debe seguir activo y sin costo',
    };
    for (const change of [{ is_active: false }, { price: 1 }]) {
      const res = await send(server, admin, 'PATCH', `/admin/plans/${gratis.id}`, change);
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.error).toEqual(required409);
    }
    const deleteFree = await send(server, admin, 'DELETE', `/admin/plans/${gratis.id}`);
    expect(deleteFree.status).toBe(409);
    expect(deleteFree.body.error).toEqual(required409);
    const gratisNow = (
      await ok<{ data: AdminPlan[] }>(server, admin, 'GET', '/admin/plans')
    ).data.find((p) => p.id === gratis.id);
    expect(gratisNow).toEqual(gratis);

    // A plan somebody subscribed to is in use: deactivate it instead.
    const subscriber = await signUp(server, 'Suscrito');
    await grantPlan(server, subscriber.email, updated.slug);
    const inUse = (await ok<{ data: AdminPlan[] }>(server, admin, 'GET', '/admin/plans')).data.find(
      (p) => p.id === created.id,
    )!;
    expect(inUse).toMatchObject({ active_subscriptions: 1, total_subscriptions: 1 });
    const refused = await send(server, admin, 'DELETE', `/admin/plans/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'plan_in_use',
      message: 'Este plan tiene suscripciones; desactívalo en lugar de borrarlo',
    });

    // A plan nobody used is deleted.
    const spare = await ok<AdminPlan>(
      server,
      admin,
      'POST',
      '/admin/plans',
      { name: planName('Efímero'), price: 0, is_active: false, max_tickets_per_raffle: 100 },
      201,
    );
    expect((await send(server, admin, 'DELETE', `/admin/plans/${spare.id}`)).status).toBe(204);
    const gone = await send(server, admin, 'PATCH', `/admin/plans/${spare.id}`, { price: 1 });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'plan_not_found', message: 'Plan not found' });
    expect((await send(server, admin, 'DELETE', `/admin/plans/${spare.id}`)).status).toBe(404);

    // The audit trail of these plans.
    const audit = await auditOf(server, admin, 'subscription_plan');
    const actions = (id: string) =>
      audit.data.filter((e) => e.entity_id === id).map((e) => e.action);
    expect(actions(created.id)).toEqual(['plan.updated', 'plan.updated', 'plan.created']);
    expect(actions(spare.id)).toEqual(['plan.deleted', 'plan.created']);
    expect(actions(gratis.id)).toEqual([]);
    const update = audit.data.find((e) => e.entity_id === created.id && e.data['before'])!;
    expect(update.actor?.id).toBe(admin.userId);
  });

  test('the dashboard counts users, raffles, sales, reports and pending work', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const dashboard = () => ok<Dashboard>(server, admin, 'GET', '/admin/dashboard');
    const before = await dashboard();
    expect(before.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.daily.at(-1)!.date).toBe(today);
    const dates = before.daily.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(Date.parse(dates[0]!) + 29 * 86_400_000).toBe(Date.parse(today));
    expect(before.users.super_admins).toBeGreaterThanOrEqual(1);
    const plans = (await api(server, '/plans')).body as { data: { id: string }[] };
    for (const plan of plans.data) {
      expect(before.subscriptions.map((s) => s.plan_id)).toContain(plan.id);
    }

    const creator = await signUp(server, 'Organizadora');
    const buyer = await signUp(server, 'Comprador');
    await setExchangeRate(server, creator, 40);
    const raffle = await createRaffle(server, creator, { ticket_price: 2.5 });
    const ticket = await buyTicket(server, buyer, raffle.id, [1, 2, 3]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      amount: 300,
      currency: 'VES',
    });
    const usd = await buyTicket(server, buyer, raffle.id, [7]);
    await reportPayment(server, buyer, usd.id, { method: 'pago_movil', amount: 2 });
    await setTicketStatus(server, creator, usd.id, 'paid'); // sold and paid; the first stays unpaid
    const cancelled = await buyTicket(server, buyer, raffle.id, [9, 10]);
    await setTicketStatus(server, creator, cancelled.id, 'cancelled');

    const after = await dashboard();
    expect(after.users.total - before.users.total).toBe(2);
    expect(after.raffles.active - before.raffles.active).toBe(1);
    for (const period of ['today', 'last_7_days', 'last_30_days'] as const) {
      const [a, b] = [after.periods[period], before.periods[period]];
      expect(
        {
          new_users: a.new_users - b.new_users,
          raffles_created: a.raffles_created - b.raffles_created,
          tickets_sold: a.tickets_sold - b.tickets_sold,
          numbers_sold: a.numbers_sold - b.numbers_sold,
          amount_sold: Math.round((a.amount_sold - b.amount_sold) * 100) / 100,
          amount_paid: Math.round((a.amount_paid - b.amount_paid) * 100) / 100,
          // 300 Bs at 40 Bs per dollar, and 2 dollars.
          amount_reported: Math.round((a.amount_reported - b.amount_reported) * 100) / 100,
          subscription_revenue: a.subscription_revenue - b.subscription_revenue,
        },
        period,
      ).toEqual({
        new_users: 2,
        raffles_created: 1,
        tickets_sold: 2,
        numbers_sold: 4,
        amount_sold: 10,
        amount_paid: 2.5,
        amount_reported: 9.5,
        subscription_revenue: 0,
      });
    }
    const [dayAfter, dayBefore] = [after.daily.at(-1)!, before.daily.at(-1)!];
    expect(dayAfter.new_users - dayBefore.new_users).toBe(2);
    expect(dayAfter.tickets_sold - dayBefore.tickets_sold).toBe(2);
    expect(Math.round((dayAfter.amount_sold - dayBefore.amount_sold) * 100) / 100).toBe(10);
    expect(after.periods.last_30_days.tickets_sold).toBe(
      after.daily.reduce((sum, d) => sum + d.tickets_sold, 0),
    );
  });

  test("a raffle's draw is in the audit log under raffle, by its creator", async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const creator = await signUp(server, 'Sorteadora');
    const buyer = await signUp(server, 'Jugador');
    const raffle = await createClosingRaffle(server, creator, 6);
    await buyTicket(server, buyer, raffle.id, [42]);
    await drawWinner(server, creator, raffle, 42);
    const audit = await auditOf(server, admin, 'raffle');
    const drawn = audit.data.filter((e) => e.entity_id === raffle.id);
    expect(drawn).toEqual([
      expect.objectContaining({
        action: 'raffle.drawn',
        entity: 'raffle',
        actor: { id: creator.userId, name: 'Sorteadora', email: creator.email },
        data: expect.objectContaining({ drawn_number: 42 }),
      }),
    ]);
  });

  test('the audit log: newest first, by entity, paged; an unknown entity is 422', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const first = await ok<Config>(
      server,
      admin,
      'POST',
      '/admin/mobile-payment-config',
      { payment_method: 'efectivo', instructions: 'En la oficina', is_active: false },
      201,
    );
    await ok(server, admin, 'PATCH', `/admin/mobile-payment-config/${first.id}`, {
      instructions: 'En la oficina principal',
    });
    const all = await ok<{ data: AuditEntry[]; count: number }>(
      server,
      admin,
      'GET',
      '/admin/audit-log',
    );
    expect(all.count).toBeGreaterThanOrEqual(2);
    const times = all.data.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const page = await ok<{ data: AuditEntry[]; count: number }>(
      server,
      admin,
      'GET',
      '/admin/audit-log?entity=mobile_payment_config&limit=1&page=1',
    );
    const byEntity = await auditOf(server, admin, 'mobile_payment_config');
    expect(page.count).toBe(byEntity.count);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toEqual(byEntity.data[1]);
    expect(byEntity.data.every((e) => e.entity === 'mobile_payment_config')).toBe(true);

    const bad = await send(server, admin, 'GET', '/admin/audit-log?entity=users');
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual({
      entity:
        'Entidad inválida: subscription_mobile_payment, mobile_payment_config, exchange_rate, subscription_plan, raffle, user o raffle_report',
    });
    const badPage = await send(server, admin, 'GET', '/admin/audit-log?page=uno');
    expect(badPage.status).toBe(422);
  });
});
