/**
 * Subscriptions (issue 11): subscribing (the spec's 'User not authenticated' and 'Plan not found',
 * a free plan refused, one pending subscription at a time, a one-month term), the current
 * subscription, auto-renew and the payment method, cancelling, a subscription's payments — each
 * only for its owner (others 404) — and the job runner: the reminder once, a few days before the
 * end; without auto-renew, the expiry at the end (plan back to Gratis, a subscription_expired
 * notice); with it, the renewal prepared at the end (a pending subscription, a notice), a grace
 * period, then Gratis unless it is paid, and paying it extends the term from the old end; a paid
 * renewal neither reminded nor expired into Gratis. Both databases, against the real binary.
 */
import { test, expect } from '../support/fixtures';
import {
  addPaymentMethod,
  api,
  grantPlan,
  notificationsOf,
  planId,
  reportSubscriptionPayment,
  signUp,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
  type Subscription,
} from '../support/api';
import { freshSeed, patternPng } from '../support/images';
import { runJobs, startServer, type RunningServer } from '../support/server';

const DAY = 86_400_000;
const NOT_FOUND = { code: 'not_found', message: 'Suscripción no encontrada' };
const UNDER_REVIEW = {
  code: 'mobile_payment_pending',
  message: 'Ya enviaste un pago para esta suscripción; espera su revisión',
};

const PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Mi pago móvil',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
};

const create = (server: RunningServer, user: Session | undefined, body: unknown) =>
  api(server, '/subscriptions', {
    method: 'POST',
    ...(user ? { token: user.token } : {}),
    body: JSON.stringify(body),
  });

async function createOk(server: RunningServer, user: Session, body: unknown) {
  const res = await create(server, user, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Subscription;
}

async function mine(server: RunningServer, user: Session): Promise<Subscription[]> {
  const res = await api(server, '/subscriptions?limit=100', { token: user.token });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data as Subscription[];
}

async function myPlan(server: RunningServer, user: Session): Promise<string> {
  const res = await api(server, '/me/plan', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.plan.name as string;
}

/** A pago móvil report for `subscriptionId` with a fresh screenshot of `payer`. */
async function reportFor(server: RunningServer, payer: Session, subscriptionId: string) {
  return reportSubscriptionPayment(server, payer, {
    subscription_id: subscriptionId,
    mobile_number: '0414-1234567',
    reference_number: `${freshSeed()}`,
    reported_amount: 10,
    screenshot_path: await uploadPaymentScreenshot(server, payer, patternPng(freshSeed())),
  });
}

/** The super admin approves a subscription mobile payment; expects 200. */
async function approve(server: RunningServer, admin: Session, paymentId: string) {
  const res = await api(server, `/admin/mobile-payments/${paymentId}/approve`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The profile's type and back-office membership (`GET /profiles/me`). */
async function membership(server: RunningServer, user: Session) {
  const res = await api(server, '/profiles/me', { token: user.token });
  expect(res.status).toBe(200);
  return {
    type: res.body.type as string,
    membership_active: res.body.membership_active as boolean,
  };
}

/** The calendar month after `iso` at the same time (the day clamped to the month's last). */
function plusOneMonth(iso: string): string {
  const d = new Date(iso);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes()),
  );
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  target.setUTCSeconds(d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.toISOString();
}

test.describe('subscriptions', () => {
  test('subscribing: sign-in, plan checks, a one-month pending term', async ({ server }) => {
    const ana = await signUp(server, 'Ana');
    const other = await signUp(server, 'Otro');
    const pro = await planId(server, 'pro');

    const anonymous = await create(server, undefined, { plan_id: pro });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual({
      code: 'unauthorized',
      message: 'User not authenticated',
    });
    const badToken = await api(server, '/subscriptions', {
      method: 'POST',
      token: 'not-a-token',
      body: JSON.stringify({ plan_id: pro }),
    });
    expect(badToken.status).toBe(401);
    expect(badToken.body.error.code).toBe('invalid_token');

    for (const body of [
      {},
      { plan_id: 'pro' },
      { plan_id: 3 },
      { plan_id: pro, auto_renew: 'sí' },
    ]) {
      const res = await create(server, ana, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const unknown = await create(server, ana, { plan_id: '00000000-0000-4000-8000-00000000dead' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'plan_not_found', message: 'Plan not found' });
    const free = await create(server, ana, { plan_id: await planId(server, 'gratis') });
    expect(free.status).toBe(409);
    expect(free.body.error).toEqual({
      code: 'plan_free',
      message: 'El plan Gratis no necesita suscripción',
    });
    // Someone else's payment method is not the caller's to name.
    const foreign = await addPaymentMethod(server, other, PAGO_MOVIL);
    const notMine = await create(server, ana, { plan_id: pro, payment_method_id: foreign.id });
    expect(notMine.status).toBe(422);
    expect(Object.keys(notMine.body.error.details)).toEqual(['payment_method_id']);
    expect(await mine(server, ana)).toEqual([]);

    const first = await createOk(server, ana, { plan_id: pro });
    expect(first).toMatchObject({
      user_id: ana.userId,
      plan_id: pro,
      status: 'pending',
      auto_renew: true,
      payment_method_id: null,
      last_payment_date: null,
    });
    expect(first.plan.slug).toBe('pro');
    expect(first.end_date).toBe(plusOneMonth(first.start_date));
    expect(first.next_payment_date).toBe(first.end_date);
    expect(Math.abs(Date.parse(first.start_date) - Date.now())).toBeLessThan(60_000);

    // A second subscription replaces the first while nothing was paid for it.
    const own = await addPaymentMethod(server, ana, PAGO_MOVIL);
    const second = await createOk(server, ana, {
      plan_id: await planId(server, 'basico'),
      auto_renew: false,
      payment_method_id: own.id,
    });
    expect(second).toMatchObject({
      status: 'pending',
      auto_renew: false,
      payment_method_id: own.id,
    });
    const listed = await mine(server, ana);
    expect(listed.map((s) => [s.id, s.status, s.auto_renew])).toEqual([
      [second.id, 'pending', false],
      [first.id, 'cancelled', false],
    ]);

    // With a payment under review the pending one stays: neither replaced nor cancellable.
    await reportFor(server, ana, second.id);
    const blocked = await create(server, ana, { plan_id: pro });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toEqual(UNDER_REVIEW);
    const cancel = await api(server, `/subscriptions/${second.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toEqual(UNDER_REVIEW);
    expect((await mine(server, ana)).map((s) => s.status)).toEqual(['pending', 'cancelled']);
    // Nobody else sees them.
    expect(await mine(server, other)).toEqual([]);
  });

  test('current, auto-renew, payment method, payments and cancel: only the owner', async ({
    server,
  }) => {
    const ana = await signUp(server, 'Ana');
    const eve = await signUp(server, 'Eva');
    const none = await api(server, '/subscriptions/current', { token: ana.token });
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({
      code: 'no_active_subscription',
      message: 'No tienes una suscripción activa',
    });
    expect((await api(server, '/subscriptions/current')).status).toBe(401);

    await grantPlan(server, ana.email, 'Pro');
    const current = await api(server, '/subscriptions/current', { token: ana.token });
    expect(current.status).toBe(200);
    const sub = current.body as Subscription;
    expect(sub).toMatchObject({ status: 'active', user_id: ana.userId });
    expect(sub.plan.name).toBe('Pro');
    expect(await myPlan(server, ana)).toBe('Pro');

    const patch = (who: Session, body: unknown, id = sub.id) =>
      api(server, `/subscriptions/${id}`, {
        method: 'PATCH',
        token: who.token,
        body: JSON.stringify(body),
      });
    const method = await addPaymentMethod(server, ana, PAGO_MOVIL);
    const evesMethod = await addPaymentMethod(server, eve, PAGO_MOVIL);

    const off = await patch(ana, { auto_renew: false, status: 'cancelled', plan_id: sub.id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      id: sub.id,
      auto_renew: false,
      status: 'active',
      plan_id: sub.plan_id,
    });
    const withMethod = await patch(ana, { payment_method_id: method.id });
    expect(withMethod.body).toMatchObject({ auto_renew: false, payment_method_id: method.id });
    const foreign = await patch(ana, { payment_method_id: evesMethod.id });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.details)).toEqual(['payment_method_id']);
    const unset = await patch(ana, { payment_method_id: null, auto_renew: true });
    expect(unset.status).toBe(200);
    expect(unset.body).toMatchObject({ auto_renew: true, payment_method_id: null });
    expect((await patch(ana, { auto_renew: 'no' })).status).toBe(422);

    // Another user: 404 for everything, and nothing changes.
    for (const res of [
      await patch(eve, { auto_renew: false }),
      await api(server, `/subscriptions/${sub.id}/payments`, { token: eve.token }),
      await api(server, `/subscriptions/${sub.id}/cancel`, { method: 'POST', token: eve.token }),
      await patch(ana, { auto_renew: false }, 'no-es-un-id'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(NOT_FOUND);
    }
    expect((await api(server, '/subscriptions/current', { token: ana.token })).body).toMatchObject({
      id: sub.id,
      status: 'active',
      auto_renew: true,
    });

    const payments = await api(server, `/subscriptions/${sub.id}/payments`, { token: ana.token });
    expect(payments.status).toBe(200);
    expect(payments.body).toEqual({ data: [], count: 0 });

    const cancelled = await api(server, `/subscriptions/${sub.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: sub.id, status: 'cancelled', auto_renew: false });
    expect(await myPlan(server, ana)).toBe('Gratis');
    expect((await api(server, '/subscriptions/current', { token: ana.token })).status).toBe(404);
    const again = await api(server, `/subscriptions/${sub.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'subscription_not_cancellable',
      message: 'Esta suscripción ya no se puede cancelar',
    });
    // A pending subscription without a payment under review can be cancelled.
    const pending = await createOk(server, ana, { plan_id: await planId(server, 'basico') });
    const dropped = await api(server, `/subscriptions/${pending.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body).toMatchObject({ status: 'cancelled', auto_renew: false });
  });
});

// The job runner moves a dedicated server's clock: other specs' data never sees that time.
let dedicated: RunningServer | undefined;

test.describe('subscription jobs', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  const typesOf = async (server: RunningServer, user: Session) =>
    (await notificationsOf(server, user)).data.map((n) => n.type);

  test('the reminder comes once; without auto-renew, at the end the plan is Gratis again', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Básico');
    const sub = (await api(server, '/subscriptions/current', { token: ana.token }))
      .body as Subscription;
    const end = Date.parse(sub.end_date);
    // Bea turned auto-renew off: her reminder says the plan will not renew.
    const bea = await signUp(server, 'Bea');
    await grantPlan(server, bea.email, 'Básico');
    const beas = (await api(server, '/subscriptions/current', { token: bea.token }))
      .body as Subscription;
    const off = await api(server, `/subscriptions/${beas.id}`, {
      method: 'PATCH',
      token: bea.token,
      body: JSON.stringify({ auto_renew: false }),
    });
    expect(off.status).toBe(200);

    await runJobs(server, new Date(end - 4 * DAY));
    expect(await typesOf(server, ana)).not.toContain('subscription_expiring');
    await runJobs(server, new Date(end - 2 * DAY));
    await runJobs(server, new Date(end - DAY));
    const reminders = (await notificationsOf(server, ana)).data.filter(
      (n) => n.type === 'subscription_expiring',
    );
    expect(reminders.length).toBe(1);
    expect(reminders[0]!.message).toContain('Básico');
    expect(reminders[0]!.message).toContain('Al vencer prepararemos su renovación');
    const beasReminders = (await notificationsOf(server, bea)).data.filter(
      (n) => n.type === 'subscription_expiring',
    );
    expect(beasReminders.length).toBe(1);
    expect(beasReminders[0]!.message).toContain('No se renovará');
    expect((await mine(server, ana))[0]!.status).toBe('active');

    await runJobs(server, new Date(end + 1000));
    await runJobs(server, new Date(end + DAY));
    // Bea: no renewal, no grace; the plan is Gratis at the end.
    expect((await mine(server, bea)).map((s) => s.status)).toEqual(['expired']);
    expect(await myPlan(server, bea)).toBe('Gratis');
    const expired = (await typesOf(server, bea)).filter((t) => t === 'subscription_expired');
    expect(expired.length).toBe(1);
    // Ana renews automatically: her term ended but she is in the grace period, renewal prepared.
    expect((await mine(server, ana)).map((s) => s.status)).toEqual(['pending', 'active']);
    expect(await typesOf(server, ana)).not.toContain('subscription_expired');
  });

  test('auto-renew: the renewal prepared at the end, a grace period, then Gratis unless paid', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Negocio');
    const sub = (await api(server, '/subscriptions/current', { token: ana.token }))
      .body as Subscription;
    expect(sub).toMatchObject({ auto_renew: true, grace_until: null, renewal_of: null });
    // The stored payment method is the renewal's.
    const method = await addPaymentMethod(server, ana, PAGO_MOVIL);
    const set = await api(server, `/subscriptions/${sub.id}`, {
      method: 'PATCH',
      token: ana.token,
      body: JSON.stringify({ payment_method_id: method.id }),
    });
    expect(set.status).toBe(200);
    const end = Date.parse(sub.end_date);

    // Several runs at once (instances) prepare it once.
    await Promise.all([1, 2, 3].map(() => runJobs(server, new Date(end + 1000))));
    const graceUntil = new Date(end + 1000 + 3 * DAY).toISOString();
    const [renewal, first, ...rest] = await mine(server, ana);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ id: sub.id, status: 'active', grace_until: graceUntil });
    expect(renewal).toMatchObject({
      status: 'pending',
      renewal_of: sub.id,
      plan_id: sub.plan_id,
      start_date: sub.end_date,
      end_date: plusOneMonth(sub.end_date),
      auto_renew: true,
      payment_method_id: method.id,
      grace_until: null,
    });
    const notices = (await notificationsOf(server, ana)).data.filter(
      (n) => n.type === 'subscription_expiring' && n.data.renewal_id,
    );
    expect(notices.length).toBe(1);
    expect(notices[0]).toMatchObject({
      priority: 'high',
      data: { subscription_id: sub.id, renewal_id: renewal!.id, grace_until: graceUntil },
    });
    expect(notices[0]!.message).toContain(
      'Preparamos su renovación: págala con Pago móvil antes del',
    );
    // In the grace period the plan stays: the back-office membership is still on.
    await runJobs(server, new Date(end + 2 * DAY));
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: true });
    expect((await mine(server, ana)).map((s) => s.status)).toEqual(['pending', 'active']);

    // Unpaid at the end of the grace period: Gratis, the renewal cancelled.
    await runJobs(server, new Date(Date.parse(graceUntil) + 1000));
    const statuses = Object.fromEntries((await mine(server, ana)).map((s) => [s.id, s.status]));
    expect(statuses).toEqual({ [sub.id]: 'expired', [renewal!.id]: 'cancelled' });
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: false });
    expect(await myPlan(server, ana)).toBe('Gratis');
    expect((await typesOf(server, ana)).filter((t) => t === 'subscription_expired').length).toBe(1);
  });

  test('paying the prepared renewal extends the term from the old end', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Pro');
    const sub = (await api(server, '/subscriptions/current', { token: ana.token }))
      .body as Subscription;
    const end = Date.parse(sub.end_date);
    await runJobs(server, new Date(end + 1000));
    const renewal = (await mine(server, ana)).find((s) => s.renewal_of === sub.id)!;
    expect(renewal.status).toBe('pending');

    await approve(server, admin, (await reportFor(server, ana, renewal.id)).id);
    const paid = (await mine(server, ana)).find((s) => s.id === renewal.id)!;
    expect(paid).toMatchObject({
      status: 'active',
      start_date: sub.end_date,
      end_date: plusOneMonth(sub.end_date),
    });
    // The grace period ends with the old term replaced, not with Gratis.
    const graceUntil = (await mine(server, ana)).find((s) => s.id === sub.id)!.grace_until!;
    await runJobs(server, new Date(Date.parse(graceUntil) + 1000));
    const statuses = Object.fromEntries((await mine(server, ana)).map((s) => [s.id, s.status]));
    expect(statuses).toEqual({ [sub.id]: 'expired', [renewal.id]: 'active' });
    expect(await typesOf(server, ana)).not.toContain('subscription_expired');
  });

  test('a paid renewal is neither reminded nor expired into Gratis', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    await grantPlan(server, ana.email, 'Pro');
    const first = (await api(server, '/subscriptions/current', { token: ana.token }))
      .body as Subscription;
    // The renewal, paid and approved before the term ends, starts where the first one ends.
    const renewal = await createOk(server, ana, { plan_id: first.plan_id });
    await approve(server, admin, (await reportFor(server, ana, renewal.id)).id);
    const renewed = (await mine(server, ana)).find((s) => s.id === renewal.id)!;
    expect(renewed).toMatchObject({ status: 'active', start_date: first.end_date });
    // The renewal's term has not started: the current subscription is still the first.
    const current = await api(server, '/subscriptions/current', { token: ana.token });
    expect(current.body.id).toBe(first.id);
    const end = Date.parse(first.end_date);

    await runJobs(server, new Date(end - DAY));
    await runJobs(server, new Date(end + 1000));
    const statuses = Object.fromEntries((await mine(server, ana)).map((s) => [s.id, s.status]));
    expect(statuses).toEqual({ [first.id]: 'expired', [renewal.id]: 'active' });
    const types = await typesOf(server, ana);
    expect(types).not.toContain('subscription_expiring');
    expect(types).not.toContain('subscription_expired');
  });

  test('a Negocio term ending (and its grace period) turns the back-office membership off', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    const sub = await createOk(server, ana, { plan_id: await planId(server, 'negocio') });
    await approve(server, admin, (await reportFor(server, ana, sub.id)).id);
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: true });
    expect(await myPlan(server, ana)).toBe('Negocio');
    const current = (await api(server, '/subscriptions/current', { token: ana.token }))
      .body as Subscription;
    // The approval recorded a completed payment of the plan's price.
    const payments = await api(server, `/subscriptions/${sub.id}/payments`, { token: ana.token });
    expect(payments.body.count).toBe(1);
    expect(payments.body.data[0]).toMatchObject({
      subscription_id: sub.id,
      status: 'completed',
      amount: sub.plan.price,
    });

    // Auto-renew is on: the term's end starts the grace period, whose end turns the membership off.
    await runJobs(server, new Date(Date.parse(current.end_date) + 1000));
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: true });
    const graceUntil = (await mine(server, ana)).find((s) => s.id === current.id)!.grace_until!;
    await runJobs(server, new Date(Date.parse(graceUntil) + 1000));
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: false });
    expect(await myPlan(server, ana)).toBe('Gratis');
    const permissions = await api(server, '/me/permissions', { token: ana.token });
    expect(permissions.body).toMatchObject({
      can_create_private_raffle: false,
      has_admin_panel_access: false,
    });
    expect(await typesOf(server, ana)).toContain('subscription_expired');
  });

  test('cancelling a Negocio subscription turns the membership off', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    const sub = await createOk(server, ana, { plan_id: await planId(server, 'negocio') });
    await approve(server, admin, (await reportFor(server, ana, sub.id)).id);
    expect((await membership(server, ana)).membership_active).toBe(true);
    const res = await api(server, `/subscriptions/${sub.id}/cancel`, {
      method: 'POST',
      token: ana.token,
    });
    expect(res.status).toBe(200);
    expect(await membership(server, ana)).toEqual({ type: 'business', membership_active: false });
    expect(await myPlan(server, ana)).toBe('Gratis');
  });
});
