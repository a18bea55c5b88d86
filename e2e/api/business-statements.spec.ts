/**
 * Bank statements for a business and for the platform (issue 34 part 2) on the real binary, on both
 * databases. A business's active cashier (and its owner) imports a statement of the owner's account
 * and verifies the business's raffles' reports only (another creator's report with the same
 * reference stays untouched), recorded as the verifier with the rule; a deactivated or removed
 * cashier, a cashier of another business, a plain user and no session are refused on every route.
 * The super admin imports the platform's account statement and "Verificar los coincidentes"
 * approves the matching subscription payment as the manual approval does (subscription active,
 * payer told, audit); anyone else is refused; concurrent imports and verifications approve each
 * payment once.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  addPaymentMethod,
  buyTicket,
  createRaffle,
  notificationsOf,
  reportPayment,
  reportSubscriptionPayment,
  setExchangeRate,
  signUp,
  subscribe,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
  type Subscription,
} from '../support/api';
import { addCashier, businessOwner, patchCashier } from '../support/business';
import { freshSeed, patternPng } from '../support/images';
import { startServer, type RunningServer } from '../support/server';

interface Outcome {
  matched: Array<{
    movement: { id: string; reference: string };
    report: { payment_id: string; ticket_id: string; buyer_name: string; raffle_title: string };
    rule: string;
    exact: boolean;
  }>;
  unreported: Array<{ movement: { reference: string }; holds: unknown[] }>;
  unpaid: Array<{ payment_id: string; ticket_id: string }>;
}

const PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Banesco del negocio',
  details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
};

/** Today as the bank writes it (27/11/2026). */
function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An amount as a Venezuelan bank writes it: 1.234,56. */
function esVe(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

function statement(lines: Array<[string, number]>): Buffer {
  return Buffer.from(
    ['Fecha;Referencia;Descripción;Monto']
      .concat(
        lines.map(([reference, amount]) => `${today()};${reference};PAGO MOVIL;${esVe(amount)}`),
      )
      .join('\n'),
  );
}

function importFile(server: RunningServer, who: Session | null, path: string, body: Buffer) {
  return fetch(`${server.url}/api/v1${path}/imports`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    body: new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

/** A request to /api/v1; the body parsed when it is JSON (the export is CSV). */
async function call(
  server: RunningServer,
  who: Session | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: json && text ? JSON.parse(text) : text };
}

/** Every route of one statement scope, with a body where it takes one. */
function routes(base: string, account: string): Array<[string, string, unknown]> {
  const pair = { movement_id: crypto.randomUUID(), payment_id: crypto.randomUUID() };
  return [
    ['GET', `${base}/accounts`, undefined],
    ['GET', `${base}/${account}/settings`, undefined],
    ['PUT', `${base}/${account}/settings`, { preset: 'banesco' }],
    ['GET', `${base}/${account}/outcome`, undefined],
    ['POST', `${base}/${account}/verify-matches`, undefined],
    ['POST', `${base}/${account}/verify-pair`, pair],
    ['GET', `${base}/${account}/movements.csv`, undefined],
  ];
}

let dedicated: RunningServer | undefined;

test.describe('bank statements of a business and of the platform', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    // Its own server: the platform's rate and payment accounts are one per platform.
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  /** A business (Bs 40 per dollar) with a pago móvil account, a raffle at $2,50 and a cashier. */
  async function business(server: RunningServer) {
    const owner = await businessOwner(server, 'RifasDelLago');
    await setExchangeRate(server, owner, 40);
    const account = (await addPaymentMethod(server, owner, PAGO_MOVIL)).id;
    const raffle = (await createRaffle(server, owner, { ticket_price: 2.5 })).id;
    const cashier = await signUp(server, 'CajeraDelLago', uniqueEmail('cajera'));
    const cashierRow = await addCashier(server, owner, cashier);
    return { owner, account, raffle, cashier, cashierRow };
  }

  async function reported(
    server: RunningServer,
    raffle: string,
    account: string | undefined,
    n: number,
    reference: string,
  ) {
    const buyer = await signUp(server, 'Compradora');
    const ticket = await buyTicket(server, buyer, raffle, [n]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      ...(account ? { payment_method_id: account } : {}),
      amount: 100,
      currency: 'VES',
      reference,
    });
    return { buyer, ticket: ticket.id };
  }

  test('a cashier imports and verifies the business raffles reports only', async () => {
    const server = dedicated!;
    const { owner, account, raffle, cashier } = await business(server);
    const paid = await reported(server, raffle, account, 1, '0134111122223333');
    const waiting = await reported(server, raffle, account, 2, '55556666');
    // Another creator's report with a reference the statement holds: not the business's.
    const stranger = await signUp(server, 'OtraCreadora');
    await setExchangeRate(server, stranger, 40);
    const foreignRaffle = (await createRaffle(server, stranger, { ticket_price: 2.5 })).id;
    const foreign = await reported(server, foreignRaffle, undefined, 1, '99990000');

    const accounts = await call(server, cashier, 'GET', '/business/statements/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body.data).toEqual([
      { id: account, type: 'pago_movil', name: PAGO_MOVIL.name },
    ]);
    const saved = await call(server, cashier, 'PUT', `/business/statements/${account}/settings`, {
      preset: 'banesco',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ownerReads = await call(server, owner, 'GET', `/business/statements/${account}/settings`);
    expect(ownerReads.body.mapping).toEqual(saved.body.mapping);

    const file = statement([
      ['111122223333', 100],
      ['99990000', 100],
    ]);
    const imported = await importFile(server, cashier, `/business/statements/${account}`, file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ imported: 2, duplicates: 0 });
    const outcome = imported.body.outcome as Outcome;
    expect(outcome.matched.map((m) => [m.report.ticket_id, m.rule, m.exact])).toEqual([
      [paid.ticket, 'reference_suffix', true],
    ]);
    expect(outcome.unreported.map((u) => u.movement.reference)).toEqual(['99990000']);
    expect(outcome.unpaid.map((r) => r.ticket_id)).toEqual([waiting.ticket]);
    // The owner sees the same movements (one business, one set).
    const again = await importFile(server, owner, `/business/statements/${account}`, file);
    expect(again.body).toMatchObject({ imported: 0, duplicates: 2 });

    const verified = await call(
      server,
      cashier,
      'POST',
      `/business/statements/${account}/verify-matches`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verified: 1, skipped: 0 });
    const payment = await call(server, owner, 'GET', `/tickets/${paid.ticket}/payment`);
    expect(payment.body).toMatchObject({
      verification_status: 'verified',
      verified_by: cashier.userId,
    });
    expect((await notificationsOf(server, paid.buyer)).data.map((n) => n.type)).toContain(
      'ticket_paid',
    );
    const untouched = await call(server, stranger, 'GET', `/tickets/${foreign.ticket}/payment`);
    expect(untouched.body.verification_status).toBe('pending');

    // The export records the rule of the verified movement.
    const csv = await fetch(`${server.url}/api/v1/business/statements/${account}/movements.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    }).then((r) => r.text());
    expect(csv).toContain('"111122223333";"PAGO MOVIL";"100,00";"verificado";"reference_suffix"');
  });

  test('role × route: owner and active cashier in; former, removed, foreign cashiers and others out', async () => {
    const server = dedicated!;
    const { owner, account, cashier } = await business(server);
    const former = await signUp(server, 'CajeraAnterior', uniqueEmail('cajera'));
    const formerRow = await addCashier(server, owner, former);
    expect((await patchCashier(server, owner, formerRow.id, { is_active: false })).status).toBe(
      200,
    );
    const removed = await signUp(server, 'CajeraRetirada', uniqueEmail('cajera'));
    const removedRow = await addCashier(server, owner, removed);
    expect(
      (await call(server, owner, 'DELETE', `/business/cashiers/${removedRow.id}`)).status,
    ).toBe(204);
    const other = await business(server);
    const plain = await signUp(server, 'UsuariaCualquiera');
    const admin = await superAdmin(server);

    for (const [method, path, body] of routes('/business/statements', account)) {
      const label = `${method} ${path}`;
      for (const who of [owner, cashier]) {
        const res = await call(server, who, method, path, body);
        // verify-pair of an unknown pair: 409 not_a_candidate, reached past the access check.
        expect(res.status, label).toBe(path.endsWith('verify-pair') ? 409 : 200);
      }
      for (const who of [former, removed, plain, admin]) {
        const res = await call(server, who, method, path, body);
        expect(res.status, `${label} ${who.email}`).toBe(403);
        expect(res.body.error.code).toBe('business_access_denied');
      }
      // A cashier of another business reaches only her own business's accounts.
      const foreign = await call(server, other.cashier, method, path, body);
      if (path.endsWith('/accounts')) {
        expect(foreign.body.data.map((a: { id: string }) => a.id)).toEqual([other.account]);
      } else {
        expect(foreign.status, label).toBe(404);
      }
      expect((await call(server, null, method, path, body)).status, label).toBe(401);
    }
    expect(
      (await importFile(server, former, `/business/statements/${account}`, statement([]))).status,
    ).toBe(403);
    expect(
      (await importFile(server, other.cashier, `/business/statements/${account}`, statement([])))
        .status,
    ).toBe(404);
  });

  /** A platform pago móvil account (Bs 40 per dollar) with its columns set; its id. */
  async function platformAccount(server: RunningServer, admin: Session) {
    const rate = await call(server, admin, 'PUT', '/admin/exchange-rate', { exchange_rate: 40 });
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const config = await call(server, admin, 'POST', '/admin/mobile-payment-config', {
      payment_method: 'pago_movil',
      bank: `Banco ${freshSeed()}`,
      phone: '0414-7654321',
      id_number: 'J-123456789',
      holder: 'Rifa C.A.',
      is_active: true,
    });
    expect(config.status, JSON.stringify(config.body)).toBe(201);
    const id = config.body.id as string;
    const saved = await call(server, admin, 'PUT', `/admin/statements/${id}/settings`, {
      preset: 'banesco',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id, bank: config.body.bank as string };
  }

  /** A user's pending Negocio subscription paid by pago móvil with `reference`; what it owes in Bs. */
  async function pendingPayment(server: RunningServer, reference: string) {
    const payer = await signUp(server, 'Suscriptora');
    const subscription = (await subscribe(server, payer, 'Negocio')) as unknown as Subscription;
    const proof = await uploadPaymentScreenshot(server, payer, patternPng(freshSeed()));
    const payment = await reportSubscriptionPayment(server, payer, {
      subscription_id: subscription.id,
      mobile_number: '0414-1234567',
      reference_number: reference,
      reported_amount: subscription.plan.price,
      reported_currency: 'USD',
      screenshot_path: proof,
    });
    return {
      payer,
      subscription: subscription.id,
      payment: payment.id,
      bs: subscription.plan.price * 40,
    };
  }

  test('the super admin approves a subscription payment from the platform statement', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const { id: account, bank } = await platformAccount(server, admin);
    const reference = `0102${freshSeed()}`;
    const due = await pendingPayment(server, reference);
    const accounts = await call(server, admin, 'GET', '/admin/statements/accounts');
    expect(accounts.body.data).toContainEqual({ id: account, type: 'pago_movil', name: bank });

    const imported = await importFile(
      server,
      admin,
      `/admin/statements/${account}`,
      statement([
        [reference.slice(4), due.bs],
        ['424242', 3],
      ]),
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const outcome = imported.body.outcome as Outcome;
    const match = outcome.matched.find((m) => m.report.payment_id === due.payment);
    expect(match).toMatchObject({
      rule: 'reference_suffix',
      exact: true,
      report: { ticket_id: due.subscription, buyer_name: 'Suscriptora', raffle_title: 'Negocio' },
    });
    expect(outcome.unreported.map((u) => u.movement.reference)).toEqual(['424242']);
    expect(outcome.unreported[0]!.holds).toEqual([]);

    const verified = await call(
      server,
      admin,
      'POST',
      `/admin/statements/${account}/verify-matches`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBeGreaterThanOrEqual(1);
    const approved = await call(
      server,
      admin,
      'GET',
      '/admin/mobile-payments?status=approved&limit=100',
    );
    const row = (approved.body.data as Array<{ id: string; admin_notes: string | null }>).find(
      (p) => p.id === due.payment,
    );
    expect(row?.admin_notes).toBe(
      'Verificado con el estado de cuenta: últimos dígitos de la referencia',
    );
    const current = await call(server, due.payer, 'GET', '/subscriptions/current');
    expect(current.body).toMatchObject({ id: due.subscription, status: 'active' });
    expect((await notificationsOf(server, due.payer)).data.map((n) => n.type)).toContain(
      'verification_approved',
    );
    const audit = await call(
      server,
      admin,
      'GET',
      '/admin/audit-log?entity=subscription_mobile_payment&limit=100',
    );
    expect(
      (audit.body.data as Array<{ action: string; entity_id: string }>).some(
        (e) => e.action === 'mobile_payment.approved' && e.entity_id === due.payment,
      ),
    ).toBe(true);
    // Verified once: the movement paid it, nothing left to approve.
    const after = await call(server, admin, 'GET', `/admin/statements/${account}/outcome`);
    expect((after.body as Outcome).matched.some((m) => m.report.payment_id === due.payment)).toBe(
      false,
    );
    const csv = await fetch(`${server.url}/api/v1/admin/statements/${account}/movements.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    }).then((r) => r.text());
    expect(csv).toContain('"verificado";"reference_suffix"');

    // Only the super admin: a business owner, a plain user 403; no session 401.
    const owner = await businessOwner(server, 'NegocioCurioso');
    const plain = await signUp(server, 'Curiosa');
    for (const [method, path, body] of routes('/admin/statements', account)) {
      for (const who of [owner, plain]) {
        const res = await call(server, who, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect((await call(server, null, method, path, body)).status).toBe(401);
    }
    expect(
      (await importFile(server, plain, `/admin/statements/${account}`, statement([]))).status,
    ).toBe(403);
    const unknown = await call(
      server,
      admin,
      'GET',
      `/admin/statements/${crypto.randomUUID()}/outcome`,
    );
    expect(unknown.status).toBe(404);
  });

  test('concurrent imports and verifications approve each subscription payment once', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const { id: account } = await platformAccount(server, admin);
    const lines: Array<[string, number]> = [];
    const dues = [];
    for (let i = 0; i < 4; i++) {
      const reference = `${freshSeed()}${i}`;
      const due = await pendingPayment(server, reference);
      dues.push(due);
      lines.push([reference, due.bs]);
    }
    const file = statement(lines);
    const imports = await Promise.all(
      [1, 2].map(() => importFile(server, admin, `/admin/statements/${account}`, file)),
    );
    expect(imports.map((r) => r.status)).toEqual([201, 201]);
    expect(imports[0]!.body.imported + imports[1]!.body.imported).toBe(4);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        call(server, admin, 'POST', `/admin/statements/${account}/verify-matches`),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((sum, r) => sum + (r.body.verified as number), 0)).toBe(4);
    for (const due of dues) {
      const payments = await call(server, due.payer, 'GET', '/subscription-mobile-payments');
      expect(payments.body.data.map((p: { status: string }) => p.status)).toEqual(['approved']);
      const history = await call(
        server,
        due.payer,
        'GET',
        `/subscriptions/${due.subscription}/payments`,
      );
      expect(history.body.count).toBe(1);
    }
  });
});
