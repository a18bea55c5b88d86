/**
 * Subscription mobile payments (issue 11): the payer reports a pago móvil for an own pending
 * subscription (Spanish 422 messages for each field, numbers only for the amount, the proof must be
 * the payer's own upload, one payment under review at a time, the amount and rate set by the
 * server), lists only their own, and the super admin alone lists them for review (others 403, and
 * nothing changes) with the payer and the duplicate flags: the same reference, the same screenshot
 * reused (also from a ticket payment report) and a re-encoded copy. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createRaffle,
  grantPlan,
  planId,
  postSubscriptionPayment,
  reportPayment,
  reportSubscriptionPayment,
  signUp,
  subscribe,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
} from '../support/api';
import { freshSeed, patternPng } from '../support/images';
import { startServer, type RunningServer } from '../support/server';

interface Flag {
  kind: 'reference' | 'same_image' | 'similar_image';
  source: 'subscription' | 'ticket';
  reported_at: string;
  payment_id: string | null;
  user_name: string | null;
  screenshot_url: string | null;
  distance: number | null;
}

interface MobilePayment {
  id: string;
  user_id: string;
  subscription_id: string;
  plan: { id: string; name: string; price: number };
  amount: number;
  amount_ves: number | null;
  exchange_rate: number | null;
  reported_amount: number;
  reported_currency: string;
  shortfall: boolean;
  mobile_number: string;
  payment_method: string;
  reference_number: string;
  screenshot_url: string | null;
  status: string;
  user?: { id: string; name: string; email: string | null };
  duplicate_flags?: Flag[];
}

const FORBIDDEN = { code: 'forbidden', message: 'Solo el super administrador puede hacer esto' };

/** A valid report for `subscriptionId` with `payer`'s fresh screenshot; `extra` overrides fields. */
async function report(
  server: RunningServer,
  payer: Session,
  subscriptionId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    subscription_id: subscriptionId,
    mobile_number: '0414-1234567',
    reference_number: `${freshSeed()}`,
    reported_amount: 10,
    reported_currency: 'USD',
    screenshot_path: await uploadPaymentScreenshot(server, payer, patternPng(freshSeed())),
    ...extra,
  };
}

async function myPayments(server: RunningServer, user: Session): Promise<MobilePayment[]> {
  const res = await api(server, '/subscription-mobile-payments?limit=100', { token: user.token });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data as MobilePayment[];
}

async function adminList(server: RunningServer, admin: Session, query = '') {
  const res = await api(server, `/admin/mobile-payments${query}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: MobilePayment[]; count: number };
}

/** Every page of the admin's list for `status`, oldest or newest first as the server orders it. */
async function allForAdmin(server: RunningServer, admin: Session, status: string) {
  const out: MobilePayment[] = [];
  for (let page = 0; ; page++) {
    const { data, count } = await adminList(
      server,
      admin,
      `?status=${status}&limit=100&page=${page}`,
    );
    out.push(...data);
    if (out.length >= count || data.length === 0) return out;
  }
}

test.describe('subscription mobile payments', () => {
  test('the report: field rules, own proof, own pending subscription, one under review', async ({
    server,
  }) => {
    const ana = await signUp(server, 'Ana');
    const eve = await signUp(server, 'Eva');
    const sub = await subscribe(server, ana, 'Pro');
    const price = (await api(server, `/plans/${await planId(server, 'pro')}`)).body.price as number;
    const valid = await report(server, ana, sub.id);

    const refused: Array<[string, Record<string, unknown>, string]> = [
      [
        'mobile_number',
        { mobile_number: '12345' },
        'Número de teléfono inválido (por ejemplo 0414-1234567)',
      ],
      [
        'mobile_number',
        { mobile_number: undefined },
        'Número de teléfono inválido (por ejemplo 0414-1234567)',
      ],
      [
        'reference_number',
        { reference_number: '12' },
        'La referencia debe tener entre 4 y 30 letras, números o guiones',
      ],
      [
        'reference_number',
        { reference_number: 'ref 123!' },
        'La referencia debe tener entre 4 y 30 letras, números o guiones',
      ],
      [
        'reported_amount',
        { reported_amount: 0 },
        'El monto debe ser mayor que 0, con hasta dos decimales',
      ],
      [
        'reported_amount',
        { reported_amount: 1.234 },
        'El monto debe ser mayor que 0, con hasta dos decimales',
      ],
      [
        'reported_amount',
        { reported_amount: '1.234,56' },
        'El monto debe ser mayor que 0, con hasta dos decimales',
      ],
      [
        'reported_amount',
        { reported_amount: undefined },
        'El monto debe ser mayor que 0, con hasta dos decimales',
      ],
      ['reported_currency', { reported_currency: 'EUR' }, 'Moneda inválida: USD o VES'],
      [
        'payment_method',
        { payment_method: 'bitcoin' },
        'Tipo de método inválido: pago_movil, transferencia, zelle o efectivo',
      ],
      ['screenshot_path', { screenshot_path: undefined }, 'Sube el comprobante del pago'],
      ['subscription_id', { subscription_id: 'abc' }, 'Elige la suscripción que pagas'],
    ];
    for (const [field, change, message] of refused) {
      const res = await postSubscriptionPayment(server, ana, { ...valid, ...change });
      expect(res.status, `${field} ${JSON.stringify(change)}`).toBe(422);
      expect(res.body.error.details, field).toEqual({ [field]: message });
    }
    // Another user's screenshot, or a path outside the payer's folder.
    const evesProof = await uploadPaymentScreenshot(server, eve, patternPng(freshSeed()));
    for (const path of [evesProof, `${ana.userId}/../${evesProof}`]) {
      const res = await postSubscriptionPayment(server, ana, { ...valid, screenshot_path: path });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.error.details)).toEqual(['screenshot_path']);
    }
    // Someone else's subscription is not found; an active one is not pending.
    const notMine = await postSubscriptionPayment(server, eve, {
      ...(await report(server, eve, sub.id)),
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toEqual({ code: 'not_found', message: 'Suscripción no encontrada' });
    await grantPlan(server, eve.email, 'Básico');
    const evesActive = (await api(server, '/subscriptions/current', { token: eve.token })).body;
    const active = await postSubscriptionPayment(
      server,
      eve,
      await report(server, eve, evesActive.id),
    );
    expect(active.status).toBe(409);
    expect(active.body.error).toEqual({
      code: 'subscription_not_pending',
      message: 'Esta suscripción no está pendiente de pago',
    });
    expect(await myPayments(server, ana)).toEqual([]);

    // Mass assignment is ignored: the user, amount and status are the server's.
    const res = await postSubscriptionPayment(server, ana, {
      ...valid,
      reported_amount: price - 1,
      user_id: eve.userId,
      amount: 1,
      status: 'approved',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const paid = res.body as MobilePayment;
    expect(paid).toMatchObject({
      user_id: ana.userId,
      subscription_id: sub.id,
      amount: price,
      reported_amount: price - 1,
      reported_currency: 'USD',
      shortfall: true,
      mobile_number: '0414-1234567',
      payment_method: 'pago_movil',
      status: 'pending',
    });
    expect(paid.plan.name).toBe('Pro');
    expect(paid.screenshot_url).toContain('/storage/v1/object/sign/verification-documents/');
    expect((await fetch(new URL(paid.screenshot_url!, server.url))).status).toBe(200);

    // One payment under review per subscription.
    const second = await postSubscriptionPayment(server, ana, await report(server, ana, sub.id));
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'mobile_payment_pending',
      message: 'Ya enviaste un pago para esta suscripción; espera su revisión',
    });

    // Each payer lists only their own; VES is the default currency.
    const bob = await signUp(server, 'Bob');
    const bobs = await subscribe(server, bob, 'Básico');
    const { reported_currency: _omit, ...inBolivares } = await report(server, bob, bobs.id);
    void _omit;
    const ves = await reportSubscriptionPayment(server, bob, inBolivares);
    expect(ves).toMatchObject({ reported_currency: 'VES', payment_method: 'pago_movil' });
    expect((await myPayments(server, ana)).map((p) => p.id)).toEqual([paid.id]);
    expect((await myPayments(server, bob)).map((p) => p.id)).toEqual([ves.id]);
    expect(await myPayments(server, eve)).toEqual([]);
  });

  test('at the same time: one report per subscription, one pending subscription per user', async ({
    server,
  }) => {
    const ana = await signUp(server, 'Ana');
    const sub = await subscribe(server, ana, 'Pro');
    const bodies = await Promise.all([1, 2, 3].map(() => report(server, ana, sub.id)));
    const answers = await Promise.all(bodies.map((b) => postSubscriptionPayment(server, ana, b)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.error.code).toBe('mobile_payment_pending');
    }
    expect((await myPayments(server, ana)).length).toBe(1);

    const bob = await signUp(server, 'Bob');
    const pro = await planId(server, 'pro');
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        api(server, '/subscriptions', {
          method: 'POST',
          token: bob.token,
          body: JSON.stringify({ plan_id: pro }),
        }),
      ),
    );
    expect(created.map((c) => c.status)).toEqual([201, 201, 201]);
    const listed = await api(server, '/subscriptions?limit=100', { token: bob.token });
    const statuses = (listed.body.data as Array<{ status: string }>).map((x) => x.status).sort();
    expect(statuses).toEqual(['cancelled', 'cancelled', 'pending']);
  });

  test('only a super admin lists payments for review, with the payer and in order', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    const sub = await subscribe(server, ana, 'Pro');
    const paid = await reportSubscriptionPayment(server, ana, await report(server, ana, sub.id));

    for (const query of ['', '?status=all', '?status=pending', '?status=paid']) {
      const res = await api(server, `/admin/mobile-payments${query}`, { token: ana.token });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(FORBIDDEN);
    }
    expect((await api(server, '/admin/mobile-payments')).status).toBe(401);
    const bad = await api(server, '/admin/mobile-payments?status=paid', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.details)).toEqual(['status']);
    // The refused calls changed nothing.
    expect((await myPayments(server, ana)).map((p) => [p.id, p.status])).toEqual([
      [paid.id, 'pending'],
    ]);

    const bob = await signUp(server, 'Bob');
    const bobs = await subscribe(server, bob, 'Básico');
    const later = await reportSubscriptionPayment(server, bob, await report(server, bob, bobs.id));

    const pending = await allForAdmin(server, admin, 'pending');
    const ids = pending.map((p) => p.id);
    expect(ids.indexOf(paid.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(paid.id)).toBeLessThan(ids.indexOf(later.id)); // oldest first
    const seen = pending.find((p) => p.id === paid.id)!;
    expect(seen.user).toEqual({ id: ana.userId, name: 'Ana', email: ana.email });
    expect(seen.duplicate_flags).toEqual([]);
    expect(seen.screenshot_url).toContain('/storage/v1/object/sign/verification-documents/');
    // Default status is pending; `all` is newest first.
    expect((await adminList(server, admin)).count).toBe(
      (await adminList(server, admin, '?status=pending')).count,
    );
    const all = await allForAdmin(server, admin, 'all');
    const allIds = all.map((p) => p.id);
    expect(allIds.indexOf(later.id)).toBeLessThan(allIds.indexOf(paid.id));
    expect(
      (await adminList(server, admin, '?status=approved&limit=1')).data.length,
    ).toBeLessThanOrEqual(1);
  });

  test('duplicate flags: same reference, the same screenshot (also a ticket proof), a re-encoded copy', async ({
    server,
  }) => {
    const admin = await superAdmin(server);
    const seed = freshSeed();
    const picture = patternPng(seed);
    const reference = `77${freshSeed()}`;

    // A ticket payment report with the picture first.
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador');
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [7]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      amount: 2.5,
      screenshot_path: await uploadPaymentScreenshot(server, buyer, picture),
    });

    const ana = await signUp(server, 'Ana');
    const first = await reportSubscriptionPayment(
      server,
      ana,
      await report(server, ana, (await subscribe(server, ana, 'Pro')).id, {
        reference_number: reference,
        screenshot_path: await uploadPaymentScreenshot(server, ana, picture),
      }),
    );
    const bob = await signUp(server, 'Bob');
    // The same reference digits written differently, and the very same file.
    const second = await reportSubscriptionPayment(
      server,
      bob,
      await report(server, bob, (await subscribe(server, bob, 'Pro')).id, {
        reference_number: `${reference.slice(0, 4)}-${reference.slice(4)}`,
        screenshot_path: await uploadPaymentScreenshot(server, bob, picture),
      }),
    );
    const cleo = await signUp(server, 'Cleo');
    const copy = patternPng(seed, { level: 1 });
    expect(copy.equals(picture)).toBe(false);
    const third = await reportSubscriptionPayment(
      server,
      cleo,
      await report(server, cleo, (await subscribe(server, cleo, 'Básico')).id, {
        screenshot_path: await uploadPaymentScreenshot(server, cleo, copy),
      }),
    );
    // The payer never sees flags.
    expect(second).not.toHaveProperty('duplicate_flags');

    const pending = await allForAdmin(server, admin, 'pending');
    const flagsOf = (id: string) => pending.find((p) => p.id === id)!.duplicate_flags!;

    const anas = flagsOf(first.id);
    expect(anas.map((f) => [f.kind, f.source])).toEqual([['same_image', 'ticket']]);
    expect(anas[0]).toMatchObject({
      payment_id: null,
      user_name: null,
      screenshot_url: null,
      distance: null,
    });

    const bobs = flagsOf(second.id);
    expect(bobs.map((f) => [f.kind, f.source]).sort()).toEqual([
      ['reference', 'subscription'],
      ['same_image', 'subscription'],
      ['same_image', 'ticket'],
    ]);
    for (const flag of bobs.filter((f) => f.source === 'subscription')) {
      expect(flag).toMatchObject({ payment_id: first.id, user_name: 'Ana', distance: null });
      expect(flag.screenshot_url).toContain('/storage/v1/object/sign/verification-documents/');
    }

    const cleos = flagsOf(third.id);
    expect(
      cleos.every((f) => f.kind === 'similar_image'),
      JSON.stringify(cleos),
    ).toBe(true);
    expect(cleos.map((f) => f.source).sort()).toEqual(['subscription', 'subscription', 'ticket']);
    expect(
      cleos
        .filter((f) => f.source === 'subscription')
        .map((f) => f.payment_id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    for (const flag of cleos) expect(flag.distance).toBeLessThanOrEqual(6);
  });
});

// The platform's rate is one row: a dedicated server keeps other specs from seeing it change.
let dedicated: RunningServer | undefined;

test.describe('subscription mobile payments at the platform rate', () => {
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the amount in bolívares is the price at the rate when reported, kept with it', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const ana = await signUp(server, 'Ana');
    const sub = await subscribe(server, ana, 'Pro');
    const price = Math.round(((await api(server, '/plans/pro')).body.price as number) * 100);
    // Without a rate: no amount in bolívares, and a VES report is not compared.
    const before = await reportSubscriptionPayment(
      server,
      ana,
      await report(server, ana, sub.id, { reported_currency: 'VES', reported_amount: 1 }),
    );
    expect(before).toMatchObject({ amount_ves: null, exchange_rate: null, shortfall: false });

    const rate = await api(server, '/admin/exchange-rate', {
      method: 'PUT',
      token: admin.token,
      body: JSON.stringify({ exchange_rate: 245.55 }),
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const bob = await signUp(server, 'Bob');
    const bobs = await subscribe(server, bob, 'Pro');
    // price × 245.55, rounded half up to the cent (integer arithmetic on the server).
    const expected = Math.floor((price * 24555 + 50) / 100) / 100;
    const short = await reportSubscriptionPayment(
      server,
      bob,
      await report(server, bob, bobs.id, {
        reported_currency: 'VES',
        reported_amount: Math.round(expected * 100 - 1) / 100,
      }),
    );
    expect(short).toMatchObject({
      amount: price / 100,
      amount_ves: expected,
      exchange_rate: 245.55,
      reported_currency: 'VES',
      shortfall: true,
    });
    // A later rate does not change what was reported.
    await api(server, '/admin/exchange-rate', {
      method: 'PUT',
      token: admin.token,
      body: JSON.stringify({ exchange_rate: 300 }),
    });
    const listed = await myPayments(server, bob);
    expect(listed[0]).toMatchObject({ id: short.id, amount_ves: expected, exchange_rate: 245.55 });
  });
});
