/**
 * Who may do what in the business back-office (issue 12, spec §5, §6, §8), on EVERY `/business/*`
 * operation of the contract (read from api/openapi.yaml, so a new route cannot escape this table):
 * anonymous, an ordinary user, a super admin without a business, a business whose membership ended
 * and its still-active cashier, an inactive cashier, an active cashier, and the owner. Each refusal
 * has its status and code, and nothing changes. Access is evaluated on every request: deactivating
 * or removing a cashier ends their access on the next one. Both databases.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  addPaymentMethod,
  createRaffle,
  FIXTURE_PAGO_MOVIL,
  signUp,
  superAdmin,
} from '../support/api';
import {
  BUSINESS_DENIED as DENIED,
  CASHIERS_OWNER_ONLY,
  CASHIER_NOT_FOUND as NOT_FOUND,
  MEMBERSHIP_INACTIVE as INACTIVE,
  SETTINGS_OWNER_ONLY,
  addCashier,
  businessOwner,
  paidPlan,
  patchCashier,
} from '../support/business';
import { contractOperations } from '../support/contract';
import { startServer, type RunningServer } from '../support/server';

const UNAUTHORIZED = 'unauthorized';

interface Answer {
  status: number;
  body: unknown;
}

/** Any /api/v1 call; the body parsed when it is JSON (the CSV export is not). */
async function call(
  server: RunningServer,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  // A string body is a file (a bank statement's CSV); anything else goes as JSON.
  const csv = typeof body === 'string';
  const headers: Record<string, string> = { 'content-type': csv ? 'text/csv' : 'application/json' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: csv ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') && text;
  return { status: res.status, body: json ? JSON.parse(text) : text };
}

/** One concrete request for each `/business/*` operation of the contract. */
interface Target {
  raffleId: string;
  cashierId: string;
  newcomer: string;
  /** The owner's pending counter sale, and a shift close of the target cashier. */
  pendingSaleId: string;
  closeId: string;
  /** The owner's pago móvil account (its statements) and a cashier invitation of the owner. */
  accountId: string;
  invitationId: string;
}
/** Today as a bank's statement writes it (27/11/2026). */
function bankDay(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
let invited = 0;
/** The shift of the requests: around now. */
const SHIFT = {
  from: new Date(Date.now() - 3_600_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
};
let saleNumber = 10;
const REQUESTS: Record<string, (t: Target) => { path: string; body?: unknown }> = {
  'GET /business/me': () => ({ path: '/business/me' }),
  'GET /business/raffles': () => ({ path: '/business/raffles' }),
  'GET /business/tickets': () => ({ path: '/business/tickets' }),
  'GET /business/tickets/export': () => ({ path: '/business/tickets/export' }),
  'POST /business/raffles/{id}/tickets': (t) => ({
    path: `/business/raffles/${t.raffleId}/tickets`,
    body: { numbers: [(saleNumber += 1)], buyer_name: 'Comprador en taquilla' },
  }),
  'GET /business/cashiers': () => ({ path: '/business/cashiers' }),
  'POST /business/cashiers': (t) => ({ path: '/business/cashiers', body: { email: t.newcomer } }),
  'GET /business/cashiers/{id}': (t) => ({ path: `/business/cashiers/${t.cashierId}` }),
  'PATCH /business/cashiers/{id}': (t) => ({
    path: `/business/cashiers/${t.cashierId}`,
    body: { name: 'Cambiado', is_active: false },
  }),
  'DELETE /business/cashiers/{id}': (t) => ({ path: `/business/cashiers/${t.cashierId}` }),
  'GET /business/cashiers/{id}/tickets': (t) => ({
    path: `/business/cashiers/${t.cashierId}/tickets`,
  }),
  'POST /business/tickets/{id}/settle': (t) => ({
    path: `/business/tickets/${t.pendingSaleId}/settle`,
    body: { status: 'paid' },
  }),
  'GET /business/cashiers/{id}/shift': (t) => ({
    path: `/business/cashiers/${t.cashierId}/shift?from=${encodeURIComponent(SHIFT.from)}&to=${encodeURIComponent(SHIFT.to)}`,
  }),
  'POST /business/cashiers/{id}/shift-closes': (t) => ({
    path: `/business/cashiers/${t.cashierId}/shift-closes`,
    body: { ...SHIFT, counted: [] },
  }),
  'GET /business/shift-closes': () => ({ path: '/business/shift-closes' }),
  'POST /business/shift-closes/{id}/sign-off': (t) => ({
    path: `/business/shift-closes/${t.closeId}/sign-off`,
  }),
  'GET /business/shift-closes/{id}/export': (t) => ({
    path: `/business/shift-closes/${t.closeId}/export`,
  }),
  'GET /business/statements/accounts': () => ({ path: '/business/statements/accounts' }),
  'GET /business/statements/{method_id}/settings': (t) => ({
    path: `/business/statements/${t.accountId}/settings`,
  }),
  'PUT /business/statements/{method_id}/settings': (t) => ({
    path: `/business/statements/${t.accountId}/settings`,
    body: { preset: 'banesco' },
  }),
  'POST /business/statements/{method_id}/imports': (t) => ({
    path: `/business/statements/${t.accountId}/imports`,
    body: `Fecha;Referencia;Descripción;Monto\n${bankDay()};00451234;PAGO MOVIL;100,00\n`,
  }),
  'GET /business/statements/{method_id}/outcome': (t) => ({
    path: `/business/statements/${t.accountId}/outcome`,
  }),
  'POST /business/statements/{method_id}/verify-matches': (t) => ({
    path: `/business/statements/${t.accountId}/verify-matches`,
  }),
  // A pair that does not match: past the access check 409 not_a_candidate (refused people get
  // 401/403 before).
  'POST /business/statements/{method_id}/verify-pair': (t) => ({
    path: `/business/statements/${t.accountId}/verify-pair`,
    body: { movement_id: crypto.randomUUID(), payment_id: crypto.randomUUID() },
  }),
  'GET /business/statements/{method_id}/movements.csv': (t) => ({
    path: `/business/statements/${t.accountId}/movements.csv`,
  }),
  'GET /business/cashier-invitations': () => ({ path: '/business/cashier-invitations' }),
  'POST /business/cashier-invitations': () => ({
    path: '/business/cashier-invitations',
    body: { email: uniqueEmail(`invitado${(invited += 1)}`) },
  }),
  'DELETE /business/cashier-invitations/{id}': (t) => ({
    path: `/business/cashier-invitations/${t.invitationId}`,
  }),
  'GET /business/settings': () => ({ path: '/business/settings' }),
  'PATCH /business/settings': () => ({
    path: '/business/settings',
    body: { name: 'Tomado', whatsapp: '0414-0000000', exchange_rate: 1 },
  }),
};

/** Every `/business/*` operation of the contract as "METHOD /business/…", deletions last. */
function businessOperations(): string[] {
  const names = contractOperations()
    .map((op) => op.name.replace(/^(\w+) \/api\/v1/, '$1 '))
    .filter((name) => / \/business\//.test(name));
  return names.sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
}

/** Answers past the access check that are not the method's usual one. */
const AFTER_ACCESS: Record<string, number> = {
  'POST /business/statements/{method_id}/verify-matches': 200,
  'POST /business/statements/{method_id}/verify-pair': 409,
};
const CASHIER_MAY = new Set([
  'GET /business/statements/accounts',
  'GET /business/statements/{method_id}/settings',
  'PUT /business/statements/{method_id}/settings',
  'POST /business/statements/{method_id}/imports',
  'GET /business/statements/{method_id}/outcome',
  'POST /business/statements/{method_id}/verify-matches',
  'POST /business/statements/{method_id}/verify-pair',
  'GET /business/statements/{method_id}/movements.csv',
  'GET /business/me',
  'GET /business/raffles',
  'GET /business/tickets',
  'GET /business/tickets/export',
  'POST /business/raffles/{id}/tickets',
  'GET /business/shift-closes',
]);

/** A cashier's refusals of the shift operations: another's sale, shift or close, the sign-off. */
const CASHIER_REFUSED: Record<string, { status: number; error: unknown }> = {
  'POST /business/tickets/{id}/settle': {
    status: 403,
    error: {
      code: 'forbidden',
      message: 'Solo quien hizo la venta o el administrador del negocio puede liquidarla',
    },
  },
  'GET /business/cashiers/{id}/shift': { status: 404, error: NOT_FOUND },
  'POST /business/cashiers/{id}/shift-closes': { status: 404, error: NOT_FOUND },
  'POST /business/shift-closes/{id}/sign-off': {
    status: 403,
    error: {
      code: 'forbidden',
      message: 'Solo el administrador del negocio puede aprobar un cierre de caja',
    },
  },
  'GET /business/shift-closes/{id}/export': {
    status: 404,
    error: { code: 'not_found', message: 'Cierre de caja no encontrado' },
  },
};

/** What an active cashier gets: their business's sales, never cashiers nor settings. */
function forActiveCashier(operation: string): { status: number; error?: unknown } {
  if (CASHIER_MAY.has(operation))
    return { status: AFTER_ACCESS[operation] ?? (operation.startsWith('POST') ? 201 : 200) };
  if (operation in CASHIER_REFUSED) return CASHIER_REFUSED[operation]!;
  if (operation.includes('/settings')) return { status: 403, error: SETTINGS_OWNER_ONLY };
  // Another cashier's tickets are not theirs to see.
  if (operation.endsWith('/tickets')) return { status: 404, error: NOT_FOUND };
  return { status: 403, error: CASHIERS_OWNER_ONLY };
}

const OWNER_STATUS: Record<string, number> = { POST: 201, DELETE: 204 };
/** POST operations that change something existing (200, not 201). */
const OWNER_UPDATES = new Set([
  'POST /business/tickets/{id}/settle',
  'POST /business/shift-closes/{id}/sign-off',
]);

let dedicated: RunningServer | undefined;

test.describe('business access', () => {
  // A server of its own: a membership ends here by paying another plan.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the access matrix on every business operation of the contract', async () => {
    const server = dedicated!;
    const operations = businessOperations();
    expect(
      operations.filter((op) => !(op in REQUESTS)),
      'operations without a request',
    ).toEqual([]);
    expect(operations.length).toBe(Object.keys(REQUESTS).length);

    const admin = await superAdmin(server);
    const user = await signUp(server, 'Usuario Común', uniqueEmail('usuario'));
    const newcomer = await signUp(server, 'Recién Llegado', uniqueEmail('nuevo'));
    const owner = await businessOwner(server, 'Rifas El Lago');
    const [active, idle, victim] = await Promise.all(
      ['Cajera Activa', 'Cajero Inactivo', 'Cajero Objetivo'].map((name) =>
        signUp(server, name, uniqueEmail('cajero')),
      ),
    );
    await addCashier(server, owner, active!);
    await addCashier(server, owner, idle!, { is_active: false });
    await addCashier(server, owner, victim!);
    const account = await addPaymentMethod(server, owner, FIXTURE_PAGO_MOVIL);
    const raffle = await createRaffle(server, owner);
    const invitation = await call(server, 'POST', '/business/cashier-invitations', owner.token, {
      email: uniqueEmail('invitada'),
    });
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
    const pendingSale = await call(
      server,
      'POST',
      `/business/raffles/${raffle.id}/tickets`,
      owner.token,
      {
        numbers: [1],
        buyer_name: 'Fiado en taquilla',
        status: 'pending',
      },
    );
    expect(pendingSale.status).toBe(201);
    const close = await call(
      server,
      'POST',
      `/business/cashiers/${victim!.userId}/shift-closes`,
      owner.token,
      { ...SHIFT, counted: [] },
    );
    expect(close.status, JSON.stringify(close.body)).toBe(201);
    const target: Target = {
      raffleId: raffle.id,
      cashierId: victim!.userId,
      newcomer: newcomer.email,
      pendingSaleId: (pendingSale.body as { id: string }).id,
      closeId: (close.body as { id: string }).id,
      accountId: account.id,
      invitationId: (invitation.body as { id: string }).id,
    };

    // A business whose membership ended (another plan replaced Negocio) and its active cashier.
    const lapsed = await signUp(server, 'Rifas Vencidas', uniqueEmail('vencido'));
    await paidPlan(server, admin, lapsed, 'Negocio');
    const stranded = await signUp(server, 'Cajero Varado', uniqueEmail('varado'));
    await addCashier(server, lapsed, stranded);
    await paidPlan(server, admin, lapsed, 'Pro');

    const snapshot = async () =>
      Promise.all(
        [
          '/business/cashiers',
          '/business/settings',
          '/business/tickets',
          `/raffles/${raffle.id}/numbers`,
        ].map(async (path) => (await call(server, 'GET', path, owner.token)).body),
      );
    const before = await snapshot();

    const refused: [string, string | undefined, (op: string) => Answer][] = [
      ['anonymous', undefined, () => ({ status: 401, body: UNAUTHORIZED })],
      ['ordinary user', user.token, () => ({ status: 403, body: DENIED })],
      [
        'super admin without a business',
        admin.token,
        (op) =>
          op === 'GET /business/me'
            ? {
                status: 200,
                body: { role: 'super_admin', label: 'Super Administrador', business: null },
              }
            : { status: 403, body: DENIED },
      ],
      ['owner without membership', lapsed.token, () => ({ status: 403, body: DENIED })],
      [
        'active cashier of a lapsed business',
        stranded.token,
        () => ({ status: 403, body: INACTIVE }),
      ],
      ['inactive cashier', idle!.token, () => ({ status: 403, body: DENIED })],
    ];
    for (const [who, token, expected] of refused) {
      for (const operation of operations) {
        const [method] = operation.split(' ');
        const request = REQUESTS[operation]!(target);
        const res = await call(server, method!, request.path, token, request.body);
        const want = expected(operation);
        expect(res.status, `${who}: ${operation}`).toBe(want.status);
        if (want.status === 401) {
          expect((res.body as { error: { code: string } }).error.code).toBe(UNAUTHORIZED);
        } else if (want.status === 403) {
          expect((res.body as { error: unknown }).error, `${who}: ${operation}`).toEqual(want.body);
        } else {
          expect(res.body).toEqual(want.body);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    expect((await call(server, 'GET', '/business/me', newcomer.token)).status).toBe(403);

    // The active cashier sells and sees the sales, and manages nothing.
    for (const operation of operations) {
      const [method] = operation.split(' ');
      const request = REQUESTS[operation]!(target);
      const res = await call(server, method!, request.path, active!.token, request.body);
      const want = forActiveCashier(operation);
      expect(res.status, `active cashier: ${operation} ${JSON.stringify(res.body)}`).toBe(
        want.status,
      );
      if (want.error) expect((res.body as { error: unknown }).error).toEqual(want.error);
    }
    // Only her sale is new: the cashiers (apart from her sales) and the settings are as they were.
    type Cashiers = { data: { id: string; sales: { tickets: number } }[] };
    const [cashiersBefore, settingsBefore] = before as [Cashiers, unknown];
    const [cashiersAfter, settingsAfter] = (await snapshot()) as [Cashiers, unknown];
    const withoutSales = (list: Cashiers) => list.data.map((c) => ({ ...c, sales: null }));
    expect(withoutSales(cashiersAfter)).toEqual(withoutSales(cashiersBefore));
    expect(cashiersAfter.data.find((c) => c.id === active!.userId)!.sales.tickets).toBe(1);
    expect(settingsAfter).toEqual(settingsBefore);

    // The owner may do all of it (the requests above were valid ones).
    for (const operation of operations) {
      const [method] = operation.split(' ');
      const request = REQUESTS[operation]!(target);
      const res = await call(server, method!, request.path, owner.token, request.body);
      expect(res.status, `owner: ${operation} ${JSON.stringify(res.body)}`).toBe(
        AFTER_ACCESS[operation] ??
          (OWNER_UPDATES.has(operation) ? 200 : (OWNER_STATUS[method!] ?? 200)),
      );
    }
  });

  test('deactivating or removing a cashier ends their access on the next request', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Rifas Oriente');
    const cashier = await signUp(server, 'Cajera', uniqueEmail('cajera'));
    await addCashier(server, owner, cashier);
    const raffle = await createRaffle(server, owner);
    const raffles = () => call(server, 'GET', '/business/raffles', cashier.token);

    expect((await raffles()).status).toBe(200);
    expect((await patchCashier(server, owner, cashier.userId, { is_active: false })).status).toBe(
      200,
    );
    const off = await raffles();
    expect(off.status).toBe(403);
    expect((off.body as { error: unknown }).error).toEqual(DENIED);
    const sale = await call(
      server,
      'POST',
      `/business/raffles/${raffle.id}/tickets`,
      cashier.token,
      {
        numbers: [1],
        buyer_name: 'Nadie',
      },
    );
    expect(sale.status).toBe(403);
    expect((sale.body as { error: unknown }).error).toEqual(DENIED);
    expect((await call(server, 'GET', `/raffles/${raffle.id}/numbers`)).body).toMatchObject({
      taken: [],
    });

    expect((await patchCashier(server, owner, cashier.userId, { is_active: true })).status).toBe(
      200,
    );
    expect((await raffles()).status).toBe(200);
    const removed = await call(
      server,
      'DELETE',
      `/business/cashiers/${cashier.userId}`,
      owner.token,
    );
    expect(removed.status).toBe(204);
    const gone = await raffles();
    expect(gone.status).toBe(403);
    expect((gone.body as { error: unknown }).error).toEqual(DENIED);
  });
});
