/**
 * GET /business/me (issue 11): who the caller is in the back-office, evaluated on every request. A
 * business owner with an active membership is 'Administrador', an active cashier of such a
 * business 'Cajero', a super admin 'Super Administrador'; everyone else gets 403 with the spec's
 * message, and a cashier whose business lost its membership 'El negocio asociado no tiene
 * membresía activa.'. The membership comes from approving a Negocio payment (and goes when another
 * plan replaces it). Cashier rows are written straight into the database: managing cashiers is
 * another issue's API. Both databases.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures';
import {
  api,
  pendingSubscriptionPayment,
  reviewSubscriptionPayment,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

const DENIED = {
  code: 'business_access_denied',
  message: 'Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.',
};
const INACTIVE = {
  code: 'business_membership_inactive',
  message: 'El negocio asociado no tiene membresía activa.',
};

/** One SQL statement on the server's own database (sqlite3 or psql, as an operator would). */
async function sql(server: RunningServer, statement: string): Promise<void> {
  const url = server.env['DATABASE_URL'];
  if (url?.startsWith('postgres')) {
    await promisify(execFile)('psql', [url, '-v', 'ON_ERROR_STOP=1', '-c', statement]);
  } else {
    await promisify(execFile)('sqlite3', [
      '-cmd',
      '.timeout 5000',
      path.join(server.dataDir, 'rifa.db'),
      statement,
    ]);
  }
}

/** `cashier` works for `business` (`active` or not). */
function addCashier(server: RunningServer, business: Session, cashier: Session, active: boolean) {
  const now = new Date().toISOString();
  return sql(
    server,
    `INSERT INTO cashiers (id, business_id, email, name, is_active, created_at, updated_at) VALUES ` +
      `('${cashier.userId}', '${business.userId}', '${cashier.email}', 'Cajero', ${active ? 'TRUE' : 'FALSE'}, '${now}', '${now}')`,
  );
}

function businessMe(server: RunningServer, who: Session) {
  return api(server, '/business/me', { token: who.token });
}

/** `user` pays `plan` and a super admin approves it. */
async function paidPlan(server: RunningServer, admin: Session, user: Session, plan: string) {
  const { paymentId } = await pendingSubscriptionPayment(server, user, plan);
  const res = await reviewSubscriptionPayment(server, admin, paymentId, 'approve');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let dedicated: RunningServer | undefined;

test.describe('business/me', () => {
  // A server of its own with generous limits: these tests sign up many accounts.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('anonymous 401; a plain user 403; a super admin is the Super Administrador', async () => {
    const server = dedicated!;
    expect((await api(server, '/business/me')).status).toBe(401);
    const user = await signUp(server, 'Usuario Común', uniqueEmail());
    const denied = await businessMe(server, user);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toEqual(DENIED);

    const admin = await superAdmin(server);
    const me = await businessMe(server, admin);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ role: 'super_admin', label: 'Super Administrador', business: null });
  });

  test('owner and cashiers follow the membership on every request', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const owner = await signUp(server, 'Rifas El Lago', uniqueEmail());
    const cashier = await signUp(server, 'Cajera Ana', uniqueEmail());
    const idle = await signUp(server, 'Cajero Inactivo', uniqueEmail());
    await addCashier(server, owner, cashier, true);
    await addCashier(server, owner, idle, false);

    // Before the business has a membership.
    expect((await businessMe(server, owner)).body.error).toEqual(DENIED);
    const early = await businessMe(server, cashier);
    expect(early.status).toBe(403);
    expect(early.body.error).toEqual(INACTIVE);

    // Negocio approved: the owner is the Administrador, the active cashier the Cajero.
    await paidPlan(server, admin, owner, 'Negocio');
    const business = { id: owner.userId, name: 'Rifas El Lago' };
    const ownerMe = await businessMe(server, owner);
    expect(ownerMe.status).toBe(200);
    expect(ownerMe.body).toEqual({ role: 'business', label: 'Administrador', business });
    const cashierMe = await businessMe(server, cashier);
    expect(cashierMe.status).toBe(200);
    expect(cashierMe.body).toEqual({ role: 'cashier', label: 'Cajero', business });
    const idleMe = await businessMe(server, idle);
    expect(idleMe.status).toBe(403);
    expect(idleMe.body.error).toEqual(DENIED);

    // Another plan replaces Negocio: the membership is off at once for both.
    await paidPlan(server, admin, owner, 'Pro');
    const ownerAfter = await businessMe(server, owner);
    expect(ownerAfter.status).toBe(403);
    expect(ownerAfter.body.error).toEqual(DENIED);
    const cashierAfter = await businessMe(server, cashier);
    expect(cashierAfter.status).toBe(403);
    expect(cashierAfter.body.error).toEqual(INACTIVE);
  });
});
