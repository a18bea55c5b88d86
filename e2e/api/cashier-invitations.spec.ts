/**
 * Cashier invitations by link (issue 36 part 1), on both databases: the business owner invites by
 * e-mail or phone, registered or not, through the sellers' invitation links (`role` cashier); the
 * person signs up from the link and accepts, and is an active cashier of the business. Declined,
 * withdrawn, expired or already-used links are closed; another account cannot take a used one;
 * the rules of `POST /business/cashiers` apply at acceptance; and every role on every new route.
 * `POST /business/cashiers` keeps "El usuario debe estar registrado" (business-cashiers.spec.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { test, expect } from '../support/fixtures';
import { api, signUp, type Session } from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { addCashier, businessOwner } from '../support/business';
import { mailsTo, startSmtpServer, type SmtpServer } from '../support/smtp';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;
let smtp: SmtpServer | undefined;

/** One SQL statement on the server's own database (sqlite3 CLI or PostgreSQL). */
async function sqlExec(server: RunningServer, query: string): Promise<void> {
  if (server.database === 'sqlite') {
    await promisify(execFile)('sqlite3', [path.join(server.dataDir, 'rifa.db'), query]);
    return;
  }
  const client = new pg.Client({ connectionString: server.env['DATABASE_URL'] });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** `POST /business/cashier-invitations` by `owner`; the answer as is. */
function inviteCashier(server: RunningServer, owner: Session, body: Record<string, unknown>) {
  return api(server, '/business/cashier-invitations', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify(body),
  });
}

/** An invitation made (expects 201): its id and the token of its link. */
async function invitation(server: RunningServer, owner: Session, body: Record<string, unknown>) {
  const res = await inviteCashier(server, owner, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = res.body.invite_url as string;
  expect(url).toMatch(/\/app\/invitation\/[A-Za-z0-9_-]{32}$/);
  return { id: res.body.id as string, token: url.split('/').pop()!, body: res.body };
}

const answer = (server: RunningServer, token: string, choice: string, who?: Session) =>
  api(server, `/seller-invitations/${token}/${choice}`, {
    method: 'POST',
    ...(who ? { token: who.token } : {}),
  });

test.describe('cashier invitations', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    smtp = await startSmtpServer();
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', SMTP_URL: smtp.url },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
    await smtp?.close();
  });

  test('an unregistered e-mail gets a link, signs up and accepts: an active cashier', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Negocio Enlace');
    const email = uniqueEmail('cajera');
    const made = await invitation(server, owner, {
      email: email.toUpperCase(),
      name: 'Ana Cajera',
    });
    expect(made.body).toMatchObject({
      email,
      phone: '',
      name: 'Ana Cajera',
      status: 'invited',
      open: true,
    });
    await expect.poll(() => mailsTo(smtp!, email, 'Te invitaron a ser cajero').length).toBe(1);
    // The owner sees it waiting, without its link.
    const waiting = await api(server, '/business/cashier-invitations', { token: owner.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toHaveLength(1);
    expect(waiting.body.data[0]).toMatchObject({ id: made.id, status: 'invited' });
    expect(waiting.body.data[0].invite_url).toBeUndefined();

    // Anyone reads what the link offers; accepting needs an account.
    const seen = await api(server, `/seller-invitations/${made.token}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      role: 'cashier',
      status: 'invited',
      business_name: 'Negocio Enlace',
      name: 'Ana Cajera',
      expires_at: made.body.expires_at,
      open: true,
    });
    expect((await answer(server, made.token, 'accept')).status).toBe(401);

    const ana = await signUp(server, 'AnaNueva', email);
    const accepted = await answer(server, made.token, 'accept', ana);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({
      role: 'cashier',
      business_id: owner.userId,
      business_name: 'Negocio Enlace',
    });
    // Twice by the same account: the same answer.
    expect((await answer(server, made.token, 'accept', ana)).body).toEqual(accepted.body);
    // She works for the business: the back-office knows her as its cashier, the owner lists her.
    const me = await api(server, '/business/me', { token: ana.token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({ role: 'cashier', business: { id: owner.userId } });
    const cashiers = await api(server, '/business/cashiers', { token: owner.token });
    expect(cashiers.body.data).toEqual([
      expect.objectContaining({ id: ana.userId, email, name: 'Ana Cajera', is_active: true }),
    ]);
    expect(
      (await api(server, '/business/cashier-invitations', { token: owner.token })).body.data,
    ).toEqual([]);
    // Used: another account holding the link cannot take it, nor decline it.
    const other = await signUp(server, 'OtraPersona', uniqueEmail('otra'));
    const taken = await answer(server, made.token, 'accept', other);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('invitation_closed');
    expect((await answer(server, made.token, 'decline', other)).status).toBe(409);
    expect((await api(server, `/seller-invitations/${made.token}`)).body).toMatchObject({
      status: 'accepted',
      open: false,
    });
  });

  test('by phone, registered or not; declined, withdrawn and expired links are closed', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Negocio Telefono');
    const luis = await signUp(server, 'LuisRegistrado', uniqueEmail('luis'));

    // By phone: a link only (no mail); a registered person declines it.
    const byPhone = await invitation(server, owner, { phone: '0414-1234567' });
    expect(byPhone.body).toMatchObject({ email: '', phone: '0414-1234567', name: '' });
    expect((await answer(server, byPhone.token, 'decline')).status).toBe(401);
    expect((await answer(server, byPhone.token, 'decline', luis)).status).toBe(204);
    expect((await api(server, `/seller-invitations/${byPhone.token}`)).body).toMatchObject({
      status: 'declined',
      open: false,
    });
    const afterDecline = await answer(server, byPhone.token, 'accept', luis);
    expect(afterDecline.status).toBe(409);
    expect(afterDecline.body.error.code).toBe('invitation_closed');

    // Withdrawn by the owner: closed; withdrawing twice is 404.
    const withdrawn = await invitation(server, owner, { email: luis.email });
    const del = await api(server, `/business/cashier-invitations/${withdrawn.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(del.status).toBe(204);
    expect(
      (
        await api(server, `/business/cashier-invitations/${withdrawn.id}`, {
          method: 'DELETE',
          token: owner.token,
        })
      ).status,
    ).toBe(404);
    expect((await answer(server, withdrawn.token, 'accept', luis)).body.error.code).toBe(
      'invitation_closed',
    );

    // Expired: shown closed, refused; an unknown token is 404.
    const expired = await invitation(server, owner, { email: luis.email });
    await sqlExec(
      server,
      `UPDATE cashier_invitations SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = '${expired.id}'`,
    );
    expect((await api(server, `/seller-invitations/${expired.token}`)).body).toMatchObject({
      status: 'invited',
      open: false,
    });
    const late = await answer(server, expired.token, 'accept', luis);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('invitation_closed');
    expect((await api(server, `/seller-invitations/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await answer(server, 'y'.repeat(32), 'accept', luis)).status).toBe(404);
    // Nothing made Luis a cashier.
    expect((await api(server, '/business/me', { token: luis.token })).status).toBe(403);

    // A registered person accepts a fresh one.
    const fresh = await invitation(server, owner, { email: luis.email });
    expect((await answer(server, fresh.token, 'accept', luis)).status).toBe(200);
    expect((await api(server, '/business/me', { token: luis.token })).body.role).toBe('cashier');
  });

  test('the cashier rules apply when a link is made and when it is accepted', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Negocio Reglas');
    const otherOwner = await businessOwner(server, 'Negocio Vecino');
    const cashier = await signUp(server, 'CajeroActual', uniqueEmail('cajero'));
    await addCashier(server, owner, cashier);
    const elsewhere = await signUp(server, 'CajeroVecino', uniqueEmail('vecino'));
    await addCashier(server, otherOwner, elsewhere);

    // Making: one of e-mail and phone; the owner's own e-mail and a cashier here are refused.
    const neither = await inviteCashier(server, owner, { name: 'Sin datos' });
    expect(neither.status).toBe(422);
    expect(neither.body.error.details.email).toContain('uno de los dos');
    const both = await inviteCashier(server, owner, {
      email: uniqueEmail('x'),
      phone: '0414-1234567',
    });
    expect(both.status).toBe(422);
    const badPhone = await inviteCashier(server, owner, { phone: '123' });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.error.details.phone).toBeTruthy();
    const self = await inviteCashier(server, owner, { email: owner.email });
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('cashier_is_owner');
    const here = await inviteCashier(server, owner, { email: cashier.email });
    expect(here.status).toBe(409);
    expect(here.body.error.code).toBe('cashier_exists');

    // Accepting: by phone, so anyone may hold the link; the rules follow who accepts.
    const link = await invitation(server, owner, { phone: '0424-7654321' });
    const byOwner = await answer(server, link.token, 'accept', owner);
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.error.code).toBe('cashier_is_owner');
    const byOtherOwner = await answer(server, link.token, 'accept', otherOwner);
    expect(byOtherOwner.status).toBe(409);
    expect(byOtherOwner.body.error.code).toBe('owner_of_other_business');
    const byCashierElsewhere = await answer(server, link.token, 'accept', elsewhere);
    expect(byCashierElsewhere.status).toBe(409);
    expect(byCashierElsewhere.body.error.code).toBe('cashier_of_other_business');
    const byCashierHere = await answer(server, link.token, 'accept', cashier);
    expect(byCashierHere.status).toBe(409);
    expect(byCashierHere.body.error.code).toBe('cashier_exists');
    // None of them used it up: it is still open.
    expect((await api(server, `/seller-invitations/${link.token}`)).body.open).toBe(true);
  });

  test('every role on the owner routes: nobody, a buyer, a cashier, another business', async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Negocio Roles');
    const other = await businessOwner(server, 'Negocio Otro');
    const buyer = await signUp(server, 'Compradora', uniqueEmail('compradora'));
    const cashier = await signUp(server, 'CajeraRoles', uniqueEmail('cajera'));
    await addCashier(server, owner, cashier);
    const made = await invitation(server, owner, { phone: '0412-1112233' });
    const routes = [
      { method: 'GET', path: '/business/cashier-invitations' },
      {
        method: 'POST',
        path: '/business/cashier-invitations',
        body: JSON.stringify({ phone: '0414-0000000' }),
      },
      { method: 'DELETE', path: `/business/cashier-invitations/${made.id}` },
    ];
    for (const route of routes) {
      const init = { method: route.method, ...(route.body ? { body: route.body } : {}) };
      expect((await api(server, route.path, init)).status, route.path).toBe(401);
      expect((await api(server, route.path, { ...init, token: buyer.token })).status).toBe(403);
      const asCashier = await api(server, route.path, { ...init, token: cashier.token });
      expect(asCashier.status, route.path).toBe(403);
      expect(asCashier.body.error.message).toBe(
        'Solo el administrador del negocio puede gestionar cajeros',
      );
    }
    // Another business neither sees nor withdraws it.
    expect(
      (await api(server, '/business/cashier-invitations', { token: other.token })).body.data,
    ).toEqual([]);
    const foreign = await api(server, `/business/cashier-invitations/${made.id}`, {
      method: 'DELETE',
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await api(server, `/seller-invitations/${made.token}`)).body.open).toBe(true);
  });
});
