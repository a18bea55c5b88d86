/**
 * A payment screenshot uploaded for a ticket (issue 37 part 4 follow-up):
 * `POST /uploads/payment-screenshots?ticket_id=…` is refused like the report itself — someone
 * else's ticket (or none) is 404, a raffle taken down or whose organiser is suspended is the
 * report's `410 raffle_unavailable` — before anything is stored: no file, nothing for the proof
 * reader. Restored, the upload and the report with it go through. Without `ticket_id` (a
 * subscription's mobile payment) nothing changes. Both databases; every answer is checked against
 * the contract by the fixture.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  signUp,
  superAdmin,
  type Session,
} from '../support/api';
import { freshSeed, patternPng } from '../support/images';
import type { RunningServer } from '../support/server';

const UNAVAILABLE = 'raffle_unavailable';
const TAKEN_DOWN_MESSAGE = 'Esta rifa fue dada de baja por la administración y no está disponible';
const SUSPENDED_MESSAGE = 'Esta rifa no está disponible: su organizador fue suspendido';

/** `POST /uploads/payment-screenshots[?ticket_id=…]` with a fresh PNG; the answer as is. */
async function upload(server: RunningServer, who: Session, ticketId?: string | null) {
  const query = ticketId ? `?ticket_id=${encodeURIComponent(ticketId)}` : '';
  const res = await fetch(`${server.url}/api/v1/uploads/payment-screenshots${query}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${who.token}` },
    body: new Uint8Array(patternPng(freshSeed())),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

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

/**
 * How many payment screenshots are stored for `who`, and whether the proof reader has anything of
 * theirs that is not one of them (its work is the stored files: a refused upload leaves none).
 */
async function storedProofs(server: RunningServer, who: Session) {
  const folder = `${who.userId}/payment-screenshots/%`;
  const files = (
    await sql(
      server,
      `SELECT path FROM storage_objects WHERE bucket = 'verification-documents' AND path LIKE '${folder}'`,
    )
  ).map((row) => String(row.path));
  const readings = (
    await sql(server, `SELECT path FROM proof_readings WHERE path LIKE '${folder}'`)
  ).map((row) => String(row.path));
  return {
    files: files.length,
    readingsWithoutFile: readings.filter((p) => !files.includes(p)).length,
  };
}

function post(server: RunningServer, who: Session, route: string, body?: unknown) {
  return api(server, route, {
    method: 'POST',
    token: who.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

test('for a ticket: the buyer’s own only; another’s, an unknown or no ticket is 404, a malformed id 422; without a ticket it is a subscription’s', async ({
  server,
}) => {
  const creator = await signUp(server, 'CreadoraComprobantes', uniqueEmail('crcomp'));
  const raffle = await createRaffle(server, creator, { title: `Comprobantes ${Date.now()}` });
  const buyer = await signUp(server, 'CompradorComprobantes', uniqueEmail('cmcomp'));
  const stranger = await signUp(server, 'ExtranoComprobantes', uniqueEmail('excomp'));
  const ticket = await buyTicket(server, buyer, raffle.id, [3]);

  const own = await upload(server, buyer, ticket.id);
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  expect(own.body.path).toMatch(new RegExp(`^${buyer.userId}/payment-screenshots/`));
  // The proof uploaded for the ticket is the report's.
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 5,
    currency: 'USD',
    reference: '004512',
    screenshot_path: own.body.path,
  });

  const others = await upload(server, stranger, ticket.id);
  expect([others.status, others.body.error.message]).toEqual([404, 'Ticket no encontrado']);
  const unknown = await upload(server, buyer, crypto.randomUUID());
  expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  const malformed = await upload(server, buyer, 'no-es-un-id');
  expect(malformed.status).toBe(422);
  expect(malformed.body.error.details).toHaveProperty('ticket_id');
  expect(await storedProofs(server, stranger)).toEqual({ files: 0, readingsWithoutFile: 0 });

  // A subscription's mobile payment names no ticket.
  const subscription = await upload(server, stranger);
  expect(subscription.status).toBe(201);
  expect((await storedProofs(server, stranger)).files).toBe(1);
});

test('a taken-down raffle refuses the upload with the report’s 410 and stores nothing; restored, it goes through', async ({
  server,
}) => {
  const admin = await superAdmin(server);
  const creator = await signUp(server, 'CreadoraBaja', uniqueEmail('crbaja'));
  const raffle = await createRaffle(server, creator, {
    title: `Baja de comprobantes ${Date.now()}`,
  });
  const buyer = await signUp(server, 'CompradoraBaja', uniqueEmail('cmbaja'));
  const ticket = await buyTicket(server, buyer, raffle.id, [8]);
  expect((await upload(server, buyer, ticket.id)).status).toBe(201);

  const down = await post(server, admin, `/admin/raffles/${raffle.id}/take-down`, {
    reason: 'Premio inexistente',
  });
  expect(down.status).toBe(200);
  const refused = await upload(server, buyer, ticket.id);
  expect(refused.status, JSON.stringify(refused.body)).toBe(410);
  expect(refused.body.error).toEqual({
    code: UNAVAILABLE,
    message: TAKEN_DOWN_MESSAGE,
    details: { reason: 'taken_down', note: 'Premio inexistente' },
  });
  // The same answer as the report of that ticket.
  const report = await post(server, buyer, `/tickets/${ticket.id}/payment`, {
    method: 'pago_movil',
    amount: 5,
  });
  expect([report.status, report.body.error]).toEqual([410, refused.body.error]);
  // Nothing stored, so nothing for the proof reader.
  expect(await storedProofs(server, buyer)).toEqual({ files: 1, readingsWithoutFile: 0 });

  expect((await post(server, admin, `/admin/raffles/${raffle.id}/restore`)).status).toBe(200);
  const again = await upload(server, buyer, ticket.id);
  expect(again.status, JSON.stringify(again.body)).toBe(201);
  expect((await storedProofs(server, buyer)).files).toBe(2);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 5,
    currency: 'USD',
    reference: '004513',
    screenshot_path: again.body.path,
  });
});

test('a suspended organiser’s raffle refuses the upload with 410 organiser_suspended; reinstated, it goes through', async ({
  server,
}) => {
  const admin = await superAdmin(server);
  const organiser = await signUp(server, 'OrganizadorSuspendido', uniqueEmail('orsusp'));
  const raffle = await createRaffle(server, organiser, { title: `Suspendida ${Date.now()}` });
  const buyer = await signUp(server, 'CompradorSuspendida', uniqueEmail('cmsusp'));
  const ticket = await buyTicket(server, buyer, raffle.id, [12]);

  const suspended = await post(server, admin, `/admin/users/${organiser.userId}/suspend`, {
    reason: 'Estafa reportada',
  });
  expect(suspended.status).toBe(200);
  const refused = await upload(server, buyer, ticket.id);
  expect(refused.status).toBe(410);
  expect(refused.body.error).toEqual({
    code: UNAVAILABLE,
    message: SUSPENDED_MESSAGE,
    details: { reason: 'organiser_suspended' },
  });
  expect(await storedProofs(server, buyer)).toEqual({ files: 0, readingsWithoutFile: 0 });
  // The buyer's other proofs (a subscription's) are no ticket's and still go through.
  expect((await upload(server, buyer)).status).toBe(201);

  expect((await post(server, admin, `/admin/users/${organiser.userId}/reinstate`)).status).toBe(
    200,
  );
  expect((await upload(server, buyer, ticket.id)).status).toBe(201);
  expect((await storedProofs(server, buyer)).files).toBe(2);
});
