/**
 * The super admin's review of subscription mobile payments (issue 11). Approval activates the
 * subscription for a month from now, or from the end of the current term of the same plan (a
 * renewal extends it), replaces an active subscription to another plan, records a completed
 * subscription payment, and turns a Negocio subscriber into a business with an active membership;
 * rejection needs a reason, keeps the subscription pending and shows the reason to the payer. A
 * payment is decided once (409 already_reviewed). The payer is notified; the audit log names the
 * admin. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  notificationsOf,
  pendingSubscriptionPayment,
  reviewSubscriptionPayment,
  signUp,
  superAdmin,
  type Session,
  type Subscription,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

interface AdminPayment {
  id: string;
  user_id: string;
  subscription_id: string;
  status: 'pending' | 'approved' | 'rejected';
  admin_id: string | null;
  admin_notes: string | null;
  reviewed_at: string | null;
  user: { id: string; name: string; email: string | null };
}

const ALREADY_REVIEWED = { code: 'already_reviewed', message: 'Este pago ya fue revisado' };

async function get<T>(server: RunningServer, who: Session, path: string): Promise<T> {
  const res = await api(server, path, { token: who.token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as T;
}

async function approve(
  server: RunningServer,
  admin: Session,
  paymentId: string,
  body?: Record<string, unknown>,
) {
  const res = await reviewSubscriptionPayment(server, admin, paymentId, 'approve', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminPayment;
}

/** `user`'s subscriptions (newest first). */
async function subscriptionsOf(server: RunningServer, user: Session) {
  return (await get<{ data: Subscription[] }>(server, user, '/subscriptions?limit=100')).data;
}

/** `iso` plus one calendar month (UTC), as the server's add_months computes it. */
function plusMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString();
}

/** The audit entries about one mobile payment, newest first. */
async function auditOf(server: RunningServer, admin: Session, paymentId: string) {
  const res = await get<{
    data: {
      action: string;
      entity_id: string;
      actor: { id: string } | null;
      data: Record<string, unknown>;
      created_at: string;
    }[];
  }>(server, admin, '/admin/audit-log?entity=subscription_mobile_payment&limit=100');
  return res.data.filter((e) => e.entity_id === paymentId);
}

let dedicated: RunningServer | undefined;

test.describe('reviewing subscription payments', () => {
  // A server of its own with generous limits: these tests sign up many accounts.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('approving Negocio: an active month, a payment record, a business with back-office access', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Negocio Lara', uniqueEmail());
    expect((await api(server, '/business/me', { token: payer.token })).status).toBe(403);
    const before = await get<{
      periods: { today: { subscription_revenue: number } };
      pending: { mobile_payments: number };
    }>(server, admin, '/admin/dashboard');
    const { subscriptionId, paymentId, price } = await pendingSubscriptionPayment(
      server,
      payer,
      'Negocio',
    );

    const approved = await approve(server, admin, paymentId, { notes: '  Recibido, gracias  ' });
    expect(approved).toMatchObject({
      id: paymentId,
      status: 'approved',
      admin_id: admin.userId,
      admin_notes: 'Recibido, gracias',
      user: { id: payer.userId, name: 'Negocio Lara', email: payer.email },
    });
    expect(Math.abs(Date.parse(approved.reviewed_at!) - Date.now())).toBeLessThan(60_000);

    // The subscription: active from now for one calendar month.
    const mine = await get<{ plan: { slug: string }; subscription: Subscription }>(
      server,
      payer,
      '/me/plan',
    );
    expect(mine.plan.slug).toBe('negocio');
    const sub = mine.subscription;
    expect(sub).toMatchObject({ id: subscriptionId, status: 'active' });
    expect(Math.abs(Date.parse(sub.start_date) - Date.parse(approved.reviewed_at!))).toBeLessThan(
      2_000,
    );
    expect(sub.end_date).toBe(plusMonth(sub.start_date));
    expect(sub.next_payment_date).toBe(sub.end_date);
    expect(sub.last_payment_date).toBe(approved.reviewed_at);

    // A completed subscription payment of the reported amount.
    const payments = await get<{ data: { amount: number; status: string }[] }>(
      server,
      payer,
      `/subscriptions/${subscriptionId}/payments`,
    );
    expect(payments.data).toEqual([
      expect.objectContaining({ amount: price, status: 'completed' }),
    ]);

    // Negocio: private raffles, the back-office, a business with an active membership.
    expect(await get(server, payer, '/me/permissions')).toEqual({
      can_create_public_raffle: true,
      can_create_private_raffle: true,
      has_admin_panel_access: true,
      active_raffles: 0,
      max_active_raffles: null,
    });
    expect(await get(server, payer, '/profiles/me')).toMatchObject({
      type: 'business',
      membership_active: true,
    });
    expect(await get(server, payer, '/business/me')).toEqual({
      role: 'business',
      label: 'Administrador',
      business: { id: payer.userId, name: 'Negocio Lara' },
    });

    // The payer is told.
    await expect
      .poll(async () => (await notificationsOf(server, payer)).data.map((n) => n.type))
      .toContain('verification_approved');
    const notice = (await notificationsOf(server, payer)).data.find(
      (n) => n.type === 'verification_approved',
    )!;
    expect(notice.title).toBe('Pago aprobado');
    expect(notice.message).toContain('Negocio');

    // Decided once: approving again, or rejecting now, is refused and changes nothing.
    for (const [decision, body] of [
      ['approve', undefined],
      ['reject', { notes: 'Demasiado tarde' }],
    ] as const) {
      const again = await reviewSubscriptionPayment(server, admin, paymentId, decision, body);
      expect(again.status, decision).toBe(409);
      expect(again.body.error).toEqual(ALREADY_REVIEWED);
    }
    expect(
      (await get<{ data: unknown[] }>(server, payer, `/subscriptions/${subscriptionId}/payments`))
        .data,
    ).toHaveLength(1);

    // The audit and the dashboard.
    const audit = await auditOf(server, admin, paymentId);
    expect(audit.map((e) => e.action)).toEqual(['mobile_payment.approved']);
    expect(audit[0]!.actor?.id).toBe(admin.userId);
    expect(audit[0]!.data).toMatchObject({
      subscription_id: subscriptionId,
      user_id: payer.userId,
      user_name: 'Negocio Lara',
      user_email: payer.email,
      notes: 'Recibido, gracias',
      end_date: sub.end_date,
    });
    const after = await get<{
      periods: { today: { subscription_revenue: number } };
      pending: { mobile_payments: number };
    }>(server, admin, '/admin/dashboard');
    expect(
      Math.round(
        (after.periods.today.subscription_revenue - before.periods.today.subscription_revenue) *
          100,
      ) / 100,
    ).toBe(price);
  });

  test('rejecting needs a reason; the subscription stays pending and the payer reads why', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Pagador Rechazado', uniqueEmail());
    const { subscriptionId, paymentId } = await pendingSubscriptionPayment(server, payer, 'Pro');

    const reason = 'Escribe el motivo del rechazo';
    for (const body of [undefined, {}, { notes: null }, { notes: '   ' }]) {
      const res = await reviewSubscriptionPayment(server, admin, paymentId, 'reject', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.details).toEqual({ notes: reason });
    }
    const long = await reviewSubscriptionPayment(server, admin, paymentId, 'reject', {
      notes: 'x'.repeat(501),
    });
    expect(long.status).toBe(422);
    expect(long.body.error.details).toEqual({
      notes: 'Las notas no pueden superar 500 caracteres',
    });
    const approveLong = await reviewSubscriptionPayment(server, admin, paymentId, 'approve', {
      notes: 'x'.repeat(501),
    });
    expect(approveLong.status).toBe(422);

    const rejected = await reviewSubscriptionPayment(server, admin, paymentId, 'reject', {
      notes: '  La referencia no coincide con ningún pago recibido.  ',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      admin_id: admin.userId,
      admin_notes: 'La referencia no coincide con ningún pago recibido.',
    });

    // The subscription is still pending; the plan is still the free one.
    const subs = await subscriptionsOf(server, payer);
    expect(subs.find((s) => s.id === subscriptionId)?.status).toBe('pending');
    expect((await get<{ plan: { slug: string } }>(server, payer, '/me/plan')).plan.slug).toBe(
      'gratis',
    );
    expect((await get<{ type: string }>(server, payer, '/profiles/me')).type).toBe('user');

    // The payer sees the notes in the payment history and is notified.
    const history = await get<{
      data: { id: string; status: string; admin_notes: string | null }[];
    }>(server, payer, '/subscription-mobile-payments');
    expect(history.data.find((p) => p.id === paymentId)).toMatchObject({
      status: 'rejected',
      admin_notes: 'La referencia no coincide con ningún pago recibido.',
    });
    await expect
      .poll(async () => (await notificationsOf(server, payer)).data.map((n) => n.type))
      .toContain('verification_rejected');
    const notice = (await notificationsOf(server, payer)).data.find(
      (n) => n.type === 'verification_rejected',
    )!;
    expect(notice.message).toContain('La referencia no coincide con ningún pago recibido.');

    // A rejected payment is not approved later.
    const late = await reviewSubscriptionPayment(server, admin, paymentId, 'approve');
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual(ALREADY_REVIEWED);

    const audit = await auditOf(server, admin, paymentId);
    expect(audit.map((e) => e.action)).toEqual(['mobile_payment.rejected']);
    expect(audit[0]!.data).toMatchObject({
      user_name: 'Pagador Rechazado',
      user_email: payer.email,
      notes: 'La referencia no coincide con ningún pago recibido.',
    });
    expect(audit[0]!.actor?.id).toBe(admin.userId);
  });

  test('a renewal extends the term; another plan is replaced and the membership follows', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Renovadora');
    const first = await pendingSubscriptionPayment(server, payer, 'Negocio');
    await approve(server, admin, first.paymentId);
    const current = (await get<{ subscription: Subscription }>(server, payer, '/me/plan'))
      .subscription;

    // Paying Negocio again: the new term starts where the current one ends.
    const renewal = await pendingSubscriptionPayment(server, payer, 'Negocio');
    await approve(server, admin, renewal.paymentId);
    let subs = await subscriptionsOf(server, payer);
    const renewed = subs.find((s) => s.id === renewal.subscriptionId)!;
    expect(renewed.status).toBe('active');
    expect(renewed.start_date).toBe(current.end_date);
    expect(renewed.end_date).toBe(plusMonth(current.end_date));
    expect(subs.find((s) => s.id === current.id)?.status).toBe('active');
    // The current term is still the one in force.
    expect(
      (await get<{ subscription: Subscription }>(server, payer, '/me/plan')).subscription.id,
    ).toBe(current.id);

    // Paying Pro: both Negocio subscriptions are replaced (cancelled, no renewal) and the back-office closes.
    const pro = await pendingSubscriptionPayment(server, payer, 'Pro');
    await approve(server, admin, pro.paymentId);
    subs = await subscriptionsOf(server, payer);
    for (const id of [current.id, renewal.subscriptionId]) {
      expect(subs.find((s) => s.id === id)).toMatchObject({
        status: 'cancelled',
        auto_renew: false,
      });
    }
    const now = await get<{ plan: { slug: string }; subscription: Subscription }>(
      server,
      payer,
      '/me/plan',
    );
    expect(now.plan.slug).toBe('pro');
    expect(Date.parse(now.subscription.start_date)).toBeLessThanOrEqual(Date.now());
    expect(await get(server, payer, '/me/permissions')).toEqual({
      can_create_public_raffle: true,
      can_create_private_raffle: true,
      has_admin_panel_access: false,
      active_raffles: 0,
      max_active_raffles: null,
    });
    expect(await get(server, payer, '/profiles/me')).toMatchObject({
      type: 'business',
      membership_active: false,
    });
    const denied = await api(server, '/business/me', { token: payer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('business_access_denied');

    const audit = await auditOf(server, admin, pro.paymentId);
    expect(audit[0]!.data['replaced_subscriptions']).toEqual(
      expect.arrayContaining([current.id, renewal.subscriptionId]),
    );
  });

  test('two admins approving at once approve once; unknown payments are 404', async () => {
    const server = dedicated!;
    const [one, two] = [await superAdmin(server), await superAdmin(server)];
    const payer = await signUp(server, 'Doble');
    const { subscriptionId, paymentId } = await pendingSubscriptionPayment(server, payer, 'Básico');
    const answers = await Promise.all([
      reviewSubscriptionPayment(server, one, paymentId, 'approve'),
      reviewSubscriptionPayment(server, two, paymentId, 'approve'),
      reviewSubscriptionPayment(server, one, paymentId, 'reject', { notes: 'No' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error).toEqual(ALREADY_REVIEWED);
    }
    const winner = answers.find((a) => a.status === 200)!.body as AdminPayment;
    const payments = await get<{ data: unknown[] }>(
      server,
      payer,
      `/subscriptions/${subscriptionId}/payments`,
    );
    expect(payments.data).toHaveLength(winner.status === 'approved' ? 1 : 0);
    expect((await auditOf(server, one, paymentId)).length).toBe(1);

    for (const id of ['3f8a4c1e-2b7d-4e9f-a1c3-5d6e7f809a1b', 'no-es-un-id']) {
      const missing = await reviewSubscriptionPayment(server, one, id, 'approve');
      expect(missing.status, id).toBe(404);
      expect(missing.body.error).toEqual({ code: 'not_found', message: 'Pago no encontrado' });
    }
  });
});
