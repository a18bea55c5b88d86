/**
 * The account's whole life (issue 37 part 3): the data export (the caller's own data only, never a
 * password hash or token) and the account's removal (confirmed with the password; refused while
 * raffles are open or tickets unpaid, listing them; afterwards sign-in fails, and nothing of the
 * user is left in the database but the masked buyer name on their tickets, checked with SQL on
 * both engines). Also who may call the two operations (anonymous and bad tokens 401).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { test, expect } from '../support/fixtures';
import {
  API_PASSWORD,
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  drawWinner,
  reportPayment,
  setTicketStatus,
  signUp,
  uploadPaymentScreenshot,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { freshSeed, patternPng } from '../support/images';
import type { RunningServer } from '../support/server';

/** One SQL query on the server's own database (sqlite3 CLI or PostgreSQL), rows as objects. */
async function sql(server: RunningServer, query: string): Promise<Record<string, unknown>[]> {
  if (server.database === 'sqlite') {
    const { stdout } = await promisify(execFile)('sqlite3', [
      '-json',
      path.join(server.dataDir, 'rifa.db'),
      query,
    ]);
    return stdout.trim() ? (JSON.parse(stdout) as Record<string, unknown>[]) : [];
  }
  const client = new pg.Client({ connectionString: server.env['DATABASE_URL'] });
  await client.connect();
  try {
    return (await client.query(query)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Every text column of every table, searched for `needle` (case-insensitive): "table.column" hits. */
async function whereFound(server: RunningServer, needle: string): Promise<string[]> {
  const columns =
    server.database === 'sqlite'
      ? await sql(
          server,
          'SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p ' +
            "WHERE m.type = 'table' AND p.type = 'TEXT' AND m.name NOT LIKE 'sqlite_%'",
        )
      : await sql(
          server,
          "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' " +
            "AND data_type IN ('text', 'character varying', 'jsonb', 'json')",
        );
  const hits: string[] = [];
  const literal = needle.toLowerCase().replace(/'/g, "''");
  for (const { t, c } of columns as { t: string; c: string }[]) {
    const cast = server.database === 'sqlite' ? `"${c}"` : `"${c}"::text`;
    const rows = await sql(
      server,
      `SELECT count(*) AS n FROM "${t}" WHERE lower(${cast}) LIKE '%${literal}%'`,
    );
    if (Number(rows[0]!['n']) > 0) hits.push(`${t}.${c}`);
  }
  return hits;
}

function deleteAccount(server: RunningServer, who: Session, password: string | undefined) {
  return api(server, '/me', {
    method: 'DELETE',
    token: who.token,
    body: JSON.stringify(password === undefined ? {} : { password }),
  });
}

function signIn(server: RunningServer, email: string) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: API_PASSWORD }),
  });
}

test('anonymous callers and bad tokens get 401 from both operations', async ({ server }) => {
  for (const token of [undefined, 'not-a-token']) {
    const exported = await api(server, '/me/export', token ? { token } : {});
    expect(exported.status).toBe(401);
    const deleted = await api(server, '/me', {
      method: 'DELETE',
      ...(token ? { token } : {}),
      body: JSON.stringify({ password: API_PASSWORD }),
    });
    expect(deleted.status).toBe(401);
  }
});

test('the export holds the caller’s own data and nothing secret or of others', async ({
  server,
}) => {
  const creator = await signUp(server, 'Carla', uniqueEmail('carla'));
  const buyer = await signUp(server, 'Beto Export', uniqueEmail('beto'));
  const other = await signUp(server, 'Otra', uniqueEmail('otra'));
  const raffle = await createRaffle(server, creator, { title: 'Nevera exportada' });
  const ticket = await buyTicket(server, buyer, raffle.id, [3]);
  await buyTicket(server, other, raffle.id, [4]);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 5,
    reference: '123456',
  });

  const res = await fetch(`${server.url}/api/v1/me/export`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('attachment');
  const text = await res.text();
  const data = JSON.parse(text);
  expect(data.account).toMatchObject({ id: buyer.userId, email: buyer.email });
  expect(data.profile).toMatchObject({ id: buyer.userId, name: 'Beto Export', email: buyer.email });
  expect(data.tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
  expect(data.tickets[0]).toMatchObject({ raffle_title: 'Nevera exportada', numbers: [3] });
  expect(data.raffles).toEqual([]);
  expect(data.payments).toHaveLength(1);
  expect(data.payments[0]).toMatchObject({ ticket_id: ticket.id, reference: '123456' });
  expect(Array.isArray(data.notifications)).toBe(true);
  // No secret and nobody else's data.
  expect(text).not.toContain('argon2');
  expect(text).not.toContain('password');
  expect(text).not.toContain(buyer.token);
  expect(text).not.toContain(other.email);
  expect(text).not.toContain(creator.email);

  // The creator's export: the raffle, and its buyers' contact is not part of it.
  const mine = await api(server, '/me/export', { token: creator.token });
  expect(mine.status).toBe(200);
  expect(mine.body.raffles.map((r: { id: string }) => r.id)).toEqual([raffle.id]);
  expect(mine.body.tickets).toEqual([]);
  expect(JSON.stringify(mine.body)).not.toContain(buyer.email);
  // The creator heard of the purchases: notifications are in the export.
  expect(mine.body.notifications.length).toBeGreaterThan(0);
});

test('deletion is refused with a wrong password, open raffles or unpaid tickets', async ({
  server,
}) => {
  const creator = await signUp(server, 'Rita', uniqueEmail('rita'));
  const buyer = await signUp(server, 'Pablo Pendiente', uniqueEmail('pablo'));
  const raffle = await createRaffle(server, creator, { title: 'Rifa abierta' });
  const ticket = await buyTicket(server, buyer, raffle.id, [9]);

  const missing = await deleteAccount(server, buyer, undefined);
  expect(missing.status).toBe(422);
  expect(missing.body.error.details.password).toBeTruthy();
  const wrong = await deleteAccount(server, buyer, 'otra clave cualquiera');
  expect(wrong.status).toBe(422);
  expect(wrong.body.error.details).toEqual({ password: 'La contraseña no es correcta' });

  const unpaid = await deleteAccount(server, buyer, API_PASSWORD);
  expect(unpaid.status).toBe(409);
  expect(unpaid.body.error.code).toBe('account_not_settled');
  expect(unpaid.body.error.details).toEqual({
    open_raffles: [],
    unpaid_tickets: [
      { id: ticket.id, raffle_id: raffle.id, raffle_title: 'Rifa abierta', numbers: [9] },
    ],
  });
  const open = await deleteAccount(server, creator, API_PASSWORD);
  expect(open.status).toBe(409);
  expect(open.body.error.details).toEqual({
    open_raffles: [{ id: raffle.id, title: 'Rifa abierta', status: 'active' }],
    unpaid_tickets: [],
  });
  // Nothing changed: both still sign in and read their profile.
  for (const who of [buyer, creator]) {
    expect((await signIn(server, who.email)).status).toBe(200);
    expect((await api(server, '/profiles/me', { token: who.token })).status).toBe(200);
  }
});

test('after deletion nothing of the buyer is left but the masked name; receipts stay', async ({
  server,
}) => {
  const creator = await signUp(server, 'Celia', uniqueEmail('celia'));
  const email = uniqueEmail('zoraida');
  const buyer = await signUp(server, 'Zoraida Quintero', email);
  const phone = '0414-7654321';
  expect(
    (
      await api(server, '/profiles/me', {
        method: 'PATCH',
        token: buyer.token,
        body: JSON.stringify({ phone }),
      })
    ).status,
  ).toBe(200);
  const raffle = await createRaffle(server, creator, { title: 'Bicicleta' });
  const ticket = await buyTicket(server, buyer, raffle.id, [11, 12]);
  const proof = await uploadPaymentScreenshot(server, buyer, patternPng(freshSeed()));
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 10,
    reference: '998877',
    phone_number: phone,
    screenshot_path: proof,
  });
  await setTicketStatus(server, creator, ticket.id, 'paid');
  const code = (
    (await api(server, `/tickets/${ticket.id}`, { token: buyer.token })).body as {
      receipt_code: string;
    }
  ).receipt_code;
  const receiptBefore = await api(server, `/receipts/${code}`);
  expect(receiptBefore.status).toBe(200);
  const sealBefore = await sql(
    server,
    `SELECT numbers_version, sold_tickets FROM raffles WHERE id = '${raffle.id}'`,
  );

  const deleted = await deleteAccount(server, buyer, API_PASSWORD);
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

  // Signed out everywhere, and sign-in fails.
  expect((await api(server, '/profiles/me', { token: buyer.token })).status).toBe(401);
  expect((await signIn(server, email)).status).toBe(400);
  // The ticket and its receipt: the same numbers, status and masked buyer.
  const receiptAfter = await api(server, `/receipts/${code}`);
  expect(receiptAfter.body).toEqual(receiptBefore.body);
  expect(
    await sql(
      server,
      `SELECT numbers_version, sold_tickets FROM raffles WHERE id = '${raffle.id}'`,
    ),
  ).toEqual(sealBefore);
  const rows = await sql(
    server,
    `SELECT user_id, buyer_name, buyer_email, buyer_phone, status FROM tickets WHERE id = '${ticket.id}'`,
  );
  expect(rows).toEqual([
    { user_id: null, buyer_name: 'Zoraida Q.', buyer_email: '', buyer_phone: '', status: 'paid' },
  ]);
  // Nothing else of the user anywhere: not the id, the e-mail, the full name, the phone or the proof.
  expect(await whereFound(server, buyer.userId)).toEqual([]);
  expect(await whereFound(server, email)).toEqual([]);
  expect(await whereFound(server, 'Zoraida Quintero')).toEqual([]);
  expect(await whereFound(server, '7654321')).toEqual([]);
  expect(await sql(server, `SELECT path FROM storage_objects WHERE path = '${proof}'`)).toEqual([]);
  // The creator's own account is untouched.
  expect((await api(server, '/profiles/me', { token: creator.token })).status).toBe(200);
});

test('a creator whose raffles are over is left as an anonymous "Cuenta eliminada"', async ({
  server,
}) => {
  const email = uniqueEmail('creador');
  const creator = await signUp(server, 'Horacio Creador', email);
  const raffle = await createRaffle(server, creator, { title: 'Rifa cancelada' });
  const cancel = await api(server, `/raffles/${raffle.id}/cancel`, {
    method: 'POST',
    token: creator.token,
  });
  expect(cancel.status).toBe(200);
  const deleted = await deleteAccount(server, creator, API_PASSWORD);
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  expect((await signIn(server, email)).status).toBe(400);
  // The raffle stays, its creator anonymous.
  const shown = await api(server, `/profiles/${creator.userId}`);
  expect(shown.body).toMatchObject({ name: 'Cuenta eliminada' });
  expect(await whereFound(server, email)).toEqual([]);
  expect(await whereFound(server, 'Horacio')).toEqual([]);
  expect(
    await sql(server, `SELECT count(*) AS n FROM sessions WHERE user_id = '${creator.userId}'`),
  ).toEqual([{ n: server.database === 'sqlite' ? 0 : '0' }]);
});

test("a deleted buyer's ratings leave the organiser's average and count", async ({ server }) => {
  test.setTimeout(60_000);
  const creator = await signUp(server, 'Rosa', uniqueEmail('rosa'));
  const fan = await signUp(server, 'Fan', uniqueEmail('fan'));
  const critic = await signUp(server, 'Critico', uniqueEmail('critico'));
  const raffle = await createClosingRaffle(server, creator, 8, { title: 'Licuadora' });
  const liked = await buyTicket(server, fan, raffle.id, [1]);
  const disliked = await buyTicket(server, critic, raffle.id, [2]);
  for (const t of [liked, disliked]) await setTicketStatus(server, creator, t.id, 'paid');
  await drawWinner(server, creator, raffle, 1);
  for (const [who, ticket, rating] of [
    [fan, liked, 5],
    [critic, disliked, 1],
  ] as const) {
    const res = await api(server, `/tickets/${ticket.id}/rating`, {
      method: 'POST',
      token: who.token,
      body: JSON.stringify({ rating }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const record = async () =>
    (await api(server, `/profiles/${creator.userId}`)).body as {
      rating: number;
      rating_count: number;
    };
  expect(await record()).toMatchObject({ rating: 3, rating_count: 2 });

  expect((await deleteAccount(server, critic, API_PASSWORD)).status).toBe(204);
  expect(await record()).toMatchObject({ rating: 5, rating_count: 1 });
  const list = await api(server, `/profiles/${creator.userId}/ratings`);
  expect((list.body as { count: number }).count).toBe(1);
});
