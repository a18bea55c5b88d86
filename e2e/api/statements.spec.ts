/**
 * Bank statements (issue 34 part 2) on the real binary, on both databases: the creator sets an
 * account's columns once, imports a statement (Windows-1252, es-VE amounts), a re-import stores
 * nothing twice, bad files answer a Spanish error per line and store nothing (a bad line, UTF-16,
 * an XLSX, 50 MB), a formula cell comes back as text and is exported safely, the outcome lists the
 * match, the money with no report (with the open hold of that amount) and the report with no money,
 * "verify the matches" pays the ticket and tells the buyer, two verifications at once pay each report
 * once, and only the account's owner reaches any of it. Two deposits with no reference on one day stay
 * two movements (a re-import still adds nothing), and the creator's data export lists her movements
 * with the reports they paid.
 */
import { test, expect } from '../support/fixtures';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  notificationsOf,
  reportPayment,
  setExchangeRate,
  signUp,
  type Session,
} from '../support/api';
import { startServer, type RunningServer } from '../support/server';

interface Outcome {
  matched: Array<{
    movement: { reference: string };
    report: { ticket_id: string };
    rule: string;
    exact: boolean;
  }>;
  ambiguous: unknown[];
  unreported: Array<{
    movement: { reference: string; description: string };
    holds: Array<{ ticket_id: string }>;
  }>;
  unpaid: Array<{ ticket_id: string }>;
}

const PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Pago móvil Banesco',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
};

/** Today as the bank writes it (27/11/2026). */
function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

function importFile(server: RunningServer, who: Session | null, account: string, body: Buffer) {
  return fetch(`${server.url}/api/v1/me/statements/${account}/imports`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    body: new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

const movementsCount = async (server: RunningServer, who: Session, account: string) => {
  const res = await fetch(`${server.url}/api/v1/me/statements/${account}/movements.csv`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.status).toBe(200);
  return (await res.text()).trim().split('\r\n').length - 1;
};

let dedicated: RunningServer | undefined;

test.describe('bank statements', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  /** A creator (Bs 40 per dollar) with a pago móvil account and a raffle at $2,50 (Bs 100,00). */
  async function creatorWithAccount(server: RunningServer) {
    const creator = await signUp(server, 'Creadora');
    await setExchangeRate(server, creator, 40);
    const account = (await addPaymentMethod(server, creator, PAGO_MOVIL)).id;
    const raffle = await createRaffle(server, creator);
    return { creator, account, raffle: raffle.id };
  }

  async function reportedTicket(
    server: RunningServer,
    raffle: string,
    account: string,
    number: number,
    reference: string,
  ) {
    const buyer = await signUp(server, 'Compradora');
    const ticket = await buyTicket(server, buyer, raffle, [number]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      payment_method_id: account,
      amount: 100,
      currency: 'VES',
      reference,
    });
    return { buyer, ticket: ticket.id };
  }

  test('import once, bad files refused line by line, outcome, verify the matches', async () => {
    const server = dedicated!;
    const { creator, account, raffle } = await creatorWithAccount(server);
    const paid = await reportedTicket(server, raffle, account, 1, '0102123456789');
    const unpaid = await reportedTicket(server, raffle, account, 2, '44443333');
    const holder = await signUp(server, 'Reservó');
    const held = await buyTicket(server, holder, raffle, [3]);

    // No columns yet: the import says so.
    const early = await importFile(server, creator, account, Buffer.from(`${today()};1;x;1,00\n`));
    expect(early.status).toBe(422);
    expect(early.body.error.details).toHaveProperty('mapping');

    const settings = await api(server, `/me/statements/${account}/settings`, {
      method: 'PUT',
      token: creator.token,
      body: JSON.stringify({ preset: 'banesco', tolerance_bp: 100, window_days: 3 }),
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.mapping).toEqual({
      date: 0,
      reference: 1,
      description: 2,
      amount: 3,
      credit: null,
      debit: null,
    });
    const read = await api(server, `/me/statements/${account}/settings`, { token: creator.token });
    expect(read.body.mapping).toEqual(settings.body.mapping);
    expect(read.body.presets.map((p: { id: string }) => p.id)).toEqual([
      'banesco',
      'mercantil',
      'venezuela',
    ]);

    // Windows-1252, a title, a header, a blank line, a debit, and a formula in a description.
    const text =
      'Banesco - Movimientos\r\nFecha;Referencia;Descripción;Monto\r\n\r\n' +
      `${today()};123456789;Pagó José Peña;100,00\r\n` +
      `${today()};999999;"=HYPERLINK(""http://x"")";100,00\r\n` +
      `${today()};555;Comisión;-1,50\r\n`;
    const cp1252 = Buffer.from(text, 'latin1');
    const first = await importFile(server, creator, account, cp1252);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ imported: 2, duplicates: 0, skipped: 4 });
    const outcome = first.body.outcome as Outcome;
    expect(outcome.matched).toHaveLength(1);
    expect(outcome.matched[0]).toMatchObject({ rule: 'reference_suffix', exact: true });
    expect(outcome.matched[0]!.report.ticket_id).toBe(paid.ticket);
    expect(outcome.unreported).toHaveLength(1);
    expect(outcome.unreported[0]!.movement.description).toBe('=HYPERLINK("http://x")');
    expect(outcome.unreported[0]!.holds.map((h) => h.ticket_id)).toEqual([held.id]);
    expect(outcome.unpaid.map((r) => r.ticket_id)).toEqual([unpaid.ticket]);

    const again = await importFile(server, creator, account, cp1252);
    expect(again.body).toMatchObject({ imported: 0, duplicates: 2 });

    // Bad files: a Spanish message per line, nothing stored.
    const badLines = await importFile(
      server,
      creator,
      account,
      Buffer.from(
        `Fecha;Referencia;Descripción;Monto\n${today()};1;ok;1,00\n32/11/2026;2;x;1,00\n${today()};3;x;diez\n`,
      ),
    );
    expect(badLines.status).toBe(422);
    expect(badLines.body.error.code).toBe('statement_unreadable');
    expect(badLines.body.error.details.lines).toEqual([
      { line: 3, message: 'fecha «32/11/2026» no válida (usa 27/11/2026)' },
      { line: 4, message: 'monto «diez» no válido (usa 1.234,56 o 1234.56)' },
    ]);
    const utf16 = await importFile(server, creator, account, Buffer.from(text, 'utf16le'));
    expect(utf16.status).toBe(422);
    expect(utf16.body.error.details.lines[0].message).toContain('UTF-16');
    const xlsx = await importFile(
      server,
      creator,
      account,
      Buffer.from('PK\x03\x04 not really a workbook'),
    );
    expect(xlsx.body.error.details.lines[0].message).toContain('XLSX');
    const huge = await importFile(server, creator, account, Buffer.alloc(50 * 1024 * 1024, 'a'));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('El archivo es demasiado grande. Máximo 5MB permitido');
    expect(await movementsCount(server, creator, account)).toBe(2);

    // The export: the formula as text behind a quote.
    const exported = await fetch(`${server.url}/api/v1/me/statements/${account}/movements.csv`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = await exported.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('"Pagó José Peña"');

    // Verify the matches: the ticket paid, the buyer told, nothing left to verify.
    const verified = await api(server, `/me/statements/${account}/verify-matches`, {
      method: 'POST',
      token: creator.token,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verified: 1, skipped: 0 });
    expect((verified.body.outcome as Outcome).matched).toHaveLength(0);
    const payment = await api(server, `/tickets/${paid.ticket}/payment`, { token: creator.token });
    expect(payment.body).toMatchObject({
      verification_status: 'verified',
      verified_by: creator.userId,
    });
    const told = await notificationsOf(server, paid.buyer);
    expect(told.data.map((n) => n.type)).toContain('ticket_paid');
    const unchanged = await api(server, `/tickets/${unpaid.ticket}/payment`, {
      token: creator.token,
    });
    expect(unchanged.body.verification_status).toBe('pending');
  });

  test('deposits with no reference stay apart; the data export lists movements and matches', async () => {
    const server = dedicated!;
    const { creator, account, raffle } = await creatorWithAccount(server);
    const paid = await reportedTicket(server, raffle, account, 40, '0102777000111');
    await api(server, `/me/statements/${account}/settings`, {
      method: 'PUT',
      token: creator.token,
      body: JSON.stringify({ preset: 'banesco' }),
    });
    // Two cash deposits of Bs 100,00 on one day with no reference, and the reported pago móvil.
    const lines = [
      'Fecha;Referencia;Descripción;Monto',
      `${today()};;DEPOSITO EFECTIVO;100,00`,
      `${today()};;DEPOSITO EFECTIVO;100,00`,
      `${today()};777000111;PAGO MOVIL;100,00`,
    ];
    const file = Buffer.from(lines.join('\n'));
    const first = await importFile(server, creator, account, file);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ imported: 3, duplicates: 0 });
    expect(await movementsCount(server, creator, account)).toBe(3);
    // The same file again stores nothing; a longer export of the day adds only its new deposit.
    expect((await importFile(server, creator, account, file)).body).toMatchObject({
      imported: 0,
      duplicates: 3,
    });
    const longer = Buffer.from([...lines, `${today()};;DEPOSITO EFECTIVO;100,00`].join('\n'));
    expect((await importFile(server, creator, account, longer)).body).toMatchObject({
      imported: 1,
      duplicates: 3,
    });
    expect(await movementsCount(server, creator, account)).toBe(4);
    const verified = await api(server, `/me/statements/${account}/verify-matches`, {
      method: 'POST',
      token: creator.token,
    });
    expect(verified.body).toMatchObject({ verified: 1 });

    // The creator's data export: every movement of her account, the match with its report and ticket.
    const exported = await api(server, '/me/export', { token: creator.token });
    expect(exported.status).toBe(200);
    const movements = exported.body.statement_movements as Array<Record<string, unknown>>;
    expect(movements).toHaveLength(4);
    const cash = movements.filter((m) => m.reference === '');
    expect(cash.map((m) => m.occurrence).sort()).toEqual([1, 2, 3]);
    for (const m of cash) {
      expect(m).toMatchObject({
        payment_method_id: account,
        account_name: 'Pago móvil Banesco',
        amount_cents: 10000,
        description: 'DEPOSITO EFECTIVO',
        payment_id: null,
        matched_ticket_id: null,
        match_rule: null,
        verified_by: null,
      });
    }
    const matched = movements.find((m) => m.reference === '777000111');
    const payment = await api(server, `/tickets/${paid.ticket}/payment`, { token: creator.token });
    expect(matched).toMatchObject({
      payment_id: payment.body.id,
      matched_ticket_id: paid.ticket,
      match_rule: 'reference_suffix',
      verified_by: creator.userId,
    });
    expect(typeof matched!.verified_at).toBe('string');
    // The buyer's export has none of the creator's movements.
    const theirs = await api(server, '/me/export', { token: paid.buyer.token });
    expect(theirs.body.statement_movements).toEqual([]);
  });

  test('two verifications at once pay each report once', async () => {
    const server = dedicated!;
    const { creator, account, raffle } = await creatorWithAccount(server);
    const lines = ['Fecha;Referencia;Descripción;Monto'];
    for (let i = 0; i < 5; i++) {
      await reportedTicket(server, raffle, account, 10 + i, `8000${i}`);
      lines.push(`${today()};8000${i};PAGO MOVIL;100,00`);
    }
    await api(server, `/me/statements/${account}/settings`, {
      method: 'PUT',
      token: creator.token,
      body: JSON.stringify({ preset: 'banesco' }),
    });
    const file = Buffer.from(lines.join('\n'));
    const imports = await Promise.all([1, 2].map(() => importFile(server, creator, account, file)));
    expect(imports.map((r) => r.status)).toEqual([201, 201]);
    expect(imports[0]!.body.imported + imports[1]!.body.imported).toBe(5);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        api(server, `/me/statements/${account}/verify-matches`, {
          method: 'POST',
          token: creator.token,
        }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((sum, r) => sum + (r.body.verified as number), 0)).toBe(5);
    const pending = await api(server, '/me/pending-payments?limit=100', { token: creator.token });
    expect(pending.body.count).toBe(0);
  });

  test('only the account owner: others 404, no session 401', async () => {
    const server = dedicated!;
    const { creator, account } = await creatorWithAccount(server);
    const other = await signUp(server, 'Otra');
    const cash = (
      await addPaymentMethod(server, creator, { type: 'efectivo', name: 'Efectivo', details: {} })
    ).id;
    const routes: Array<[string, string, string | null]> = [
      ['GET', 'settings', null],
      ['PUT', 'settings', JSON.stringify({ preset: 'banesco' })],
      ['GET', 'outcome', null],
      ['POST', 'verify-matches', null],
      ['GET', 'movements.csv', null],
      [
        'POST',
        'verify-pair',
        JSON.stringify({ movement_id: crypto.randomUUID(), payment_id: crypto.randomUUID() }),
      ],
    ];
    for (const [method, path, body] of routes) {
      const asOther = await api(server, `/me/statements/${account}/${path}`, {
        method,
        token: other.token,
        body,
      });
      expect(asOther.status, `${method} ${path}`).toBe(404);
      const anonymous = await api(server, `/me/statements/${account}/${path}`, { method, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const cashAccount = await api(server, `/me/statements/${cash}/${path}`, {
        method,
        token: creator.token,
        body,
      });
      expect(cashAccount.status, `${method} ${path}`).toBe(422);
    }
    const noPair = await api(server, `/me/statements/${account}/verify-pair`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ movement_id: crypto.randomUUID(), payment_id: crypto.randomUUID() }),
    });
    expect(noPair.status).toBe(409);
    expect(noPair.body.error.code).toBe('not_a_candidate');
    expect((await importFile(server, other, account, Buffer.from('x'))).status).toBe(404);
    expect((await importFile(server, null, account, Buffer.from('x'))).status).toBe(401);
    const badColumns = await api(server, `/me/statements/${account}/settings`, {
      method: 'PUT',
      token: creator.token,
      body: JSON.stringify({ date: 0, reference: 99 }),
    });
    expect(badColumns.status).toBe(422);
    expect(Object.keys(badColumns.body.error.details).sort()).toEqual(['amount', 'reference']);
  });
});
