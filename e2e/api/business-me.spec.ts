/**
 * GET /business/me (issue 11): who the caller is in the back-office, evaluated on every request. A
 * business owner with an active membership is 'Administrador', an active cashier of such a
 * business 'Cajero', a super admin 'Super Administrador'; everyone else gets 403 with the spec's
 * message, and a cashier whose business lost its membership 'El negocio asociado no tiene
 * membresía activa.'. The membership comes from approving a Negocio payment (and goes when another
 * plan replaces it); the owner adds the cashiers through the API. Both databases.
 */
import { test, expect } from '../support/fixtures';
import { api, signUp, superAdmin, type Session } from '../support/api';
import { uniqueEmail } from '../support/accounts';
import {
  BUSINESS_DENIED as DENIED,
  MEMBERSHIP_INACTIVE as INACTIVE,
  addCashier,
  paidPlan,
} from '../support/business';
import { startServer, type RunningServer } from '../support/server';

function businessMe(server: RunningServer, who: Session) {
  return api(server, '/business/me', { token: who.token });
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

    // Before the business has a membership.
    expect((await businessMe(server, owner)).body.error).toEqual(DENIED);

    // Negocio approved: the owner is the Administrador, the active cashier the Cajero.
    await paidPlan(server, admin, owner, 'Negocio');
    await addCashier(server, owner, cashier);
    await addCashier(server, owner, idle, { is_active: false });
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
