/**
 * Paying for tickets (issue 9): proof uploads (the spec's messages, size, types, a polyglot), payment
 * reports by the buyer only, review by the raffle's creator or a super admin (others 403/404 and
 * nothing changes), the hold stopped by a report, rejection with a fresh window and the correction,
 * the creator's exchange rate (expected amount and shortfall in bolívares), and duplicate-proof
 * detection by reference, identical bytes and a re-encoded copy of the same picture, across creators
 * without naming another creator's buyer. Runs on both databases against the real binary.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  notificationsOf,
  postPaymentReport,
  postPaymentScreenshot,
  reportPayment,
  setExchangeRate,
  signUp,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
} from '../support/api';
import { freshSeed, patternPng } from '../support/images';
import { startServer, type RunningServer } from '../support/server';

const TYPE_MESSAGE = 'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)';

interface Flag {
  kind: string;
  same_creator: boolean;
  reported_at: string;
  ticket_id: string | null;
  raffle_title: string | null;
  buyer_name: string | null;
  screenshot_url: string | null;
  distance: number | null;
}

interface Payment {
  id: string;
  ticket_id: string;
  verification_status: string;
  verified_by: string | null;
  verified_at: string | null;
  verification_notes: string | null;
  amount: number;
  currency: string;
  expected_amount: number;
  exchange_rate: number | null;
  shortfall: number;
  reference: string | null;
  screenshot_url: string | null;
  duplicate_flags: Flag[];
}

/** The buyer's ticket as their ticket list shows it (with expires_at and payment_status). */
async function ticketOf(server: RunningServer, buyer: Session, ticketId: string) {
  const res = await api(server, '/me/tickets?limit=100', { token: buyer.token });
  expect(res.status).toBe(200);
  const ticket = (res.body.data as Array<Record<string, unknown>>).find(
    (t) => t['id'] === ticketId,
  );
  expect(ticket, ticketId).toBeDefined();
  return ticket as Record<string, unknown>;
}

const paymentOf = (server: RunningServer, user: Session, ticketId: string) =>
  api(server, `/tickets/${ticketId}/payment`, { token: user.token });

const review = (
  server: RunningServer,
  user: Session,
  ticketId: string,
  action: string,
  body?: unknown,
) =>
  api(server, `/tickets/${ticketId}/payment/${action}`, {
    method: 'POST',
    token: user.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Pago móvil Banesco',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
};

/** A super administrator made with `rifa-server create-admin` on the server's database, signed in. */
let dedicated: RunningServer | undefined;

test.describe('payments', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('screenshot uploads: the spec messages, 5 MB + 1, wrong types, a polyglot re-encoded', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const picture = patternPng(freshSeed());

    const refused: Array<[string, Buffer, number, string]> = [
      ['empty', Buffer.alloc(0), 400, 'No se proporcionó ningún archivo'],
      [
        '5 MB + 1',
        Buffer.concat([picture, Buffer.alloc(5 * 1024 * 1024 + 1 - picture.length)]),
        413,
        'El archivo es demasiado grande. Máximo 5MB permitido',
      ],
      ['text', Buffer.from('no soy una imagen, solo texto'), 415, TYPE_MESSAGE],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 415, TYPE_MESSAGE],
      ['a truncated PNG', picture.subarray(0, 40), 415, TYPE_MESSAGE],
    ];
    for (const [label, body, status, message] of refused) {
      const res = await postPaymentScreenshot(server, ana, body);
      expect(res.status, label).toBe(status);
      expect(res.body.error?.message, label).toBe(message);
    }
    // A PNG whose chunks are in order but whose pixels cannot be decoded: refused after decoding.
    const idat = picture.indexOf('IDAT');
    const garbled = Buffer.from(picture);
    garbled.fill(0x41, idat + 4, idat + 30);
    const undecodable = await postPaymentScreenshot(server, ana, garbled);
    expect(undecodable.status).toBe(415);
    expect(undecodable.body.error?.message).toBe(TYPE_MESSAGE);

    const anonymous = await fetch(`${server.url}/api/v1/uploads/payment-screenshots`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(picture),
    });
    expect(anonymous.status).toBe(401);

    // A polyglot: a real PNG followed by a script. Accepted as the picture it is; the stored copy is
    // re-encoded from its pixels, so the payload is gone.
    const payload = '<script>alert("polyglot")</script>';
    const polyglot = Buffer.concat([picture, Buffer.from(payload)]);
    const stored = await postPaymentScreenshot(server, ana, polyglot, 'application/octet-stream');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.bucket).toBe('verification-documents');
    expect(stored.body.path).toMatch(
      new RegExp(`^${ana.userId}/payment-screenshots/\\d+(-\\d+)?\\.png$`),
    );
    expect(stored.body.content_type).toBe('image/png');
    const fetched = await fetch(new URL(stored.body.url, server.url));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.length).toBe(stored.body.size);
    expect(bytes.subarray(0, 8).equals(picture.subarray(0, 8))).toBe(true);
    expect(bytes.includes(Buffer.from('polyglot'))).toBe(false);

    // The private bucket is not public, and a second upload never overwrites the first.
    const pub = await fetch(
      `${server.url}/storage/v1/object/public/verification-documents/${stored.body.path}`,
    );
    expect(pub.status).toBe(404);
    const again = await postPaymentScreenshot(server, ana, polyglot);
    expect(again.status).toBe(201);
    expect(again.body.path).not.toBe(stored.body.path);
  });

  test('only the buyer reports; only the creator or a super admin sees the flags and verifies', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Bruno');
    const stranger = await signUp(server, 'Extraño');
    await addPaymentMethod(server, creator, PAGO_MOVIL);
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [1, 2]);
    const proof = await uploadPaymentScreenshot(server, buyer, patternPng(freshSeed()));
    const body = {
      method: 'pago_movil',
      amount: 5,
      reference: '0012345',
      bank: 'Banesco',
      screenshot_path: proof,
    };

    // Neither the creator nor a stranger can report the buyer's ticket.
    for (const other of [creator, stranger]) {
      const res = await postPaymentReport(server, other, ticket.id, body);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Ticket no encontrado');
    }
    // Someone else's proof is refused.
    const strangersProof = await uploadPaymentScreenshot(server, stranger, patternPng(freshSeed()));
    const foreign = await postPaymentReport(server, buyer, ticket.id, {
      ...body,
      screenshot_path: strangersProof,
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.details)).toEqual(['screenshot_path']);
    expect((await paymentOf(server, buyer, ticket.id)).status).toBe(404);

    const reported = await reportPayment(server, buyer, ticket.id, body);
    expect(reported).toMatchObject({
      ticket_id: ticket.id,
      verification_status: 'pending',
      amount: 5,
      currency: 'USD',
      expected_amount: 5,
      shortfall: 0,
      exchange_rate: null,
      duplicate_flags: [],
    });
    expect(reported.screenshot_url).toContain('/storage/v1/object/sign/verification-documents/');
    const again = await postPaymentReport(server, buyer, ticket.id, body);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('payment_exists');

    // The report froze the hold: no expiry while it is under review, and the buyer cannot cancel.
    const held = await ticketOf(server, buyer, ticket.id);
    expect(held).toHaveProperty('expires_at', null);
    expect(held).toHaveProperty('payment_status', 'pending');
    const cancel = await api(server, `/tickets/${ticket.id}/status`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('payment_under_review');

    // Who sees the report: the buyer, the creator, a super admin; nobody else.
    expect((await paymentOf(server, buyer, ticket.id)).status).toBe(200);
    expect((await paymentOf(server, creator, ticket.id)).status).toBe(200);
    const hidden = await paymentOf(server, stranger, ticket.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('Pago no encontrado');
    const proofUrl = (await paymentOf(server, creator, ticket.id)).body.screenshot_url as string;
    expect((await fetch(new URL(proofUrl, server.url))).status).toBe(200);

    // The buyer cannot review (403: they see the ticket); a stranger gets 404; nothing changes.
    for (const action of ['verify', 'reject']) {
      const byBuyer = await review(server, buyer, ticket.id, action, { notes: 'No me sirve' });
      expect(byBuyer.status, action).toBe(403);
      expect(
        (await review(server, stranger, ticket.id, action, { notes: 'No me sirve' })).status,
      ).toBe(404);
    }
    expect((await paymentOf(server, buyer, ticket.id)).body.verification_status).toBe('pending');

    const creatorsNotice = (await notificationsOf(server, creator)).data.find(
      (n) => n.type === 'payment_received',
    );
    expect(creatorsNotice?.message).toContain('Bruno');
    expect(creatorsNotice?.message).toContain('01 y 02');
    expect(creatorsNotice?.message).toContain('$ 5,00');
    expect(creatorsNotice?.message).not.toContain('duplicado');

    const verified = await review(server, creator, ticket.id, 'verify');
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      verification_status: 'verified',
      verified_by: creator.userId,
    });
    expect(verified.body.verified_at).not.toBeNull();
    expect((await ticketOf(server, buyer, ticket.id)).status).toBe('paid');
    expect((await notificationsOf(server, buyer)).data.map((n) => n.type)).toContain('ticket_paid');
    const twice = await review(server, creator, ticket.id, 'verify');
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_reviewed');
    const late = await api(server, `/tickets/${ticket.id}/payment`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ reference: '999' }),
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('payment_verified');

    // A super admin sees and verifies another creator's report.
    const admin = await superAdmin(server);
    const second = await buyTicket(server, buyer, raffle.id, [3]);
    await reportPayment(server, buyer, second.id, { method: 'pago_movil', amount: 2.5 });
    expect((await paymentOf(server, admin, second.id)).status).toBe(200);
    const byAdmin = await review(server, admin, second.id, 'verify');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.verified_by).toBe(admin.userId);
  });

  test('the method must be one the creator takes; a closed raffle takes no report', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Bea');
    const other = await signUp(server, 'Otra');
    const method = await addPaymentMethod(server, creator, PAGO_MOVIL);
    const foreignMethod = await addPaymentMethod(server, other, PAGO_MOVIL);
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [10]);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ method: 'zelle', amount: 2.5 }, 'method'],
      [
        { method: 'pago_movil', payment_method_id: foreignMethod.id, amount: 2.5 },
        'payment_method_id',
      ],
      [{ method: 'efectivo', payment_method_id: method.id, amount: 2.5 }, 'method'],
      [{ method: 'cheque', amount: 2.5 }, 'method'],
      [{ method: 'pago_movil', amount: 0 }, 'amount'],
      [{ method: 'pago_movil', amount: 1.234 }, 'amount'],
      [{ method: 'pago_movil', amount: 2.5, currency: 'EUR' }, 'currency'],
      [{ method: 'pago_movil', amount: 2.5, date: '2026-02-30T10:00:00Z' }, 'date'],
      [{ method: 'pago_movil', amount: 2.5, reference: 'x'.repeat(61) }, 'reference'],
      [{ amount: 2.5 }, 'method'],
    ];
    for (const [body, field] of cases) {
      const res = await postPaymentReport(server, buyer, ticket.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.details, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await paymentOf(server, buyer, ticket.id)).status).toBe(404);
    const ok = await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      payment_method_id: method.id,
      amount: 2.5,
      date: '2026-11-21T11:04:05-04:00',
    });
    expect(ok).toMatchObject({ payment_method_id: method.id, date: '2026-11-21T15:04:05.000Z' });

    const closing = await buyTicket(server, buyer, raffle.id, [11]);
    const cancelled = await api(server, `/raffles/${raffle.id}/cancel`, {
      method: 'POST',
      token: creator.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const closed = await postPaymentReport(server, buyer, closing.id, {
      method: 'pago_movil',
      amount: 2.5,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('raffle_closed');
  });

  test('a date out of range, a blank date or a blank method id is 422 on report and correction, never 500 or null', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Bea');
    const method = await addPaymentMethod(server, creator, PAGO_MOVIL);
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [12]);
    const base = { method: 'pago_movil', payment_method_id: method.id, amount: 2.5 };
    const RANGE = 'La fecha debe estar entre los años 1900 y 2199';
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ date: '9999-12-31T23:59:59Z' }, 'date', RANGE],
      [{ date: '0001-01-01T00:00:00Z' }, 'date', RANGE],
      [{ date: '2300-01-01T00:00:00Z' }, 'date', RANGE],
      [{ date: '1000-01-01T00:00:00Z' }, 'date', RANGE],
      [{ date: ' ' }, 'date'],
      [{ date: '' }, 'date'],
      [{ payment_method_id: '' }, 'payment_method_id'],
      [{ payment_method_id: ' ' }, 'payment_method_id'],
    ];
    const check = (res: { status: number; body: any }, field: string, message?: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details[field], JSON.stringify(res.body.error.details)).toEqual(
        message ?? expect.any(String),
      );
    };
    for (const [extra, field, message] of cases) {
      check(
        await postPaymentReport(server, buyer, ticket.id, { ...base, ...extra }),
        field,
        message,
      );
    }
    expect((await paymentOf(server, buyer, ticket.id)).status).toBe(404);

    const reported = await reportPayment(server, buyer, ticket.id, {
      ...base,
      date: '2026-11-21T11:04:05-04:00',
    });
    expect(reported).toMatchObject({
      payment_method_id: method.id,
      date: '2026-11-21T15:04:05.000Z',
    });
    for (const [extra, field, message] of cases) {
      const res = await api(server, `/tickets/${ticket.id}/payment`, {
        method: 'PATCH',
        token: buyer.token,
        body: JSON.stringify(extra),
      });
      check(res, field, message);
    }
    const unchanged = await paymentOf(server, buyer, ticket.id);
    expect(unchanged.body).toMatchObject({
      payment_method_id: method.id,
      date: '2026-11-21T15:04:05.000Z',
    });
  });

  test('the exchange rate: bolívares expected at the creator rate, the shortfall, 422 without a rate', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Carla');
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [20, 21]);

    const noRate = await postPaymentReport(server, buyer, ticket.id, {
      method: 'pago_movil',
      amount: 1000,
      currency: 'VES',
    });
    expect(noRate.status).toBe(422);
    expect(noRate.body.error.details).toEqual({
      currency: 'El creador no tiene una tasa en bolívares; paga en dólares',
    });

    for (const bad of [-1, 1_000_000.01, 245.555, '245,5']) {
      const res = await api(server, '/profiles/me', {
        method: 'PATCH',
        token: creator.token,
        body: JSON.stringify({ exchange_rate: bad }),
      });
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.error.details).toHaveProperty('exchange_rate');
    }
    const set = await setExchangeRate(server, creator, 245.5);
    expect(set.exchange_rate).toBe(245.5);
    expect(set.exchange_rate_at).not.toBeNull();
    const shown = await api(server, `/raffles/${raffle.id}`, { token: buyer.token });
    expect(shown.body.creator).toMatchObject({
      exchange_rate: 245.5,
      exchange_rate_at: set.exchange_rate_at,
    });

    // 2 numbers × $2.50 = $5.00 → Bs 1.227,50 at 245.50; 1.200 reported → 27,50 short.
    const ves = await reportPayment(server, buyer, ticket.id, {
      method: 'pago_movil',
      amount: 1200,
      currency: 'VES',
    });
    expect(ves).toMatchObject({
      currency: 'VES',
      amount: 1200,
      expected_amount: 1227.5,
      exchange_rate: 245.5,
      shortfall: 27.5,
    });
    const notice = (await notificationsOf(server, creator)).data.find(
      (n) => n.type === 'payment_received',
    );
    expect(notice?.message).toContain('Bs 1.200,00');

    const removed = await setExchangeRate(server, creator, 0);
    expect(removed).toMatchObject({ exchange_rate: null, exchange_rate_at: null });
    // The report keeps the rate it was made at.
    expect((await paymentOf(server, creator, ticket.id)).body.exchange_rate).toBe(245.5);
  });

  test('reject: notes required, a fresh window, the correction goes back to pending', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Diego');
    // The buyer pays by transferencia, one of the creator's methods (publishing needs one).
    await addPaymentMethod(server, creator, {
      type: 'transferencia',
      name: 'Cuenta corriente',
      details: {
        bank: 'Banesco',
        account_number: '01340000000000000000',
        holder: 'Creadora',
        id_number: 'V-12345678',
      },
    });
    const raffle = await createRaffle(server, creator);
    const ticket = await buyTicket(server, buyer, raffle.id, [30]);
    await reportPayment(server, buyer, ticket.id, {
      method: 'transferencia',
      amount: 2.5,
      reference: '111',
    });

    expect((await review(server, creator, ticket.id, 'reject')).status).toBe(422);
    const short = await review(server, creator, ticket.id, 'reject', { notes: ' no ' });
    expect(short.status).toBe(422);
    expect(short.body.error.details).toHaveProperty('notes');
    expect((await paymentOf(server, creator, ticket.id)).body.verification_status).toBe('pending');

    const before = Date.now();
    const rejected = await review(server, creator, ticket.id, 'reject', {
      notes: 'No encuentro esa referencia',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      verification_status: 'rejected',
      verified_by: creator.userId,
      verification_notes: 'No encuentro esa referencia',
    });
    // Half the raffle's 24-hour hold: 12 hours from the rejection.
    const held = await ticketOf(server, buyer, ticket.id);
    expect(held.status).toBe('pending');
    const expires = Date.parse(held.expires_at as string);
    expect(expires).toBeGreaterThanOrEqual(before + 12 * 3_600_000 - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000 + 5_000);
    const notice = (await notificationsOf(server, buyer)).data.find(
      (n) => n.type === 'verification_rejected',
    );
    expect(notice?.message).toContain('No encuentro esa referencia');
    expect(notice?.message).toContain('12 horas');
    expect(notice?.data).toMatchObject({ ticket_id: ticket.id, expires_at: held.expires_at });
    expect((await review(server, creator, ticket.id, 'reject', { notes: 'otra vez' })).status).toBe(
      409,
    );

    // Only the buyer corrects.
    const byCreator = await api(server, `/tickets/${ticket.id}/payment`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ reference: '222' }),
    });
    expect(byCreator.status).toBe(404);
    const corrected = await api(server, `/tickets/${ticket.id}/payment`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ reference: '222', notes: null }),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({
      verification_status: 'pending',
      verified_by: null,
      verified_at: null,
      verification_notes: null,
      reference: '222',
      method: 'transferencia',
      amount: 2.5,
    });
    expect(await ticketOf(server, buyer, ticket.id)).toHaveProperty('expires_at', null);
    const queue = await api(server, '/me/pending-payments', { token: creator.token });
    expect(queue.body.data.map((p: Payment) => p.ticket_id)).toContain(ticket.id);
  });

  test('duplicate flags: same reference, identical bytes, a re-encoded copy; across creators no buyer data', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const first = await signUp(server, 'Elena');
    const second = await signUp(server, 'Fabio');
    const raffle = await createRaffle(server, creator, { title: 'Rifa del televisor' });
    const seed = freshSeed();
    const picture = patternPng(seed);

    const t1 = await buyTicket(server, first, raffle.id, [40]);
    await reportPayment(server, first, t1.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: 'Ref. 00-4512',
      bank: 'Banco de Venezuela',
      screenshot_path: await uploadPaymentScreenshot(server, first, picture),
    });

    // The same reference digits at the same bank (written differently), and the very same file.
    const t2 = await buyTicket(server, second, raffle.id, [41]);
    const dup = await reportPayment(server, second, t2.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: '004512',
      bank: 'banco de  venezuela',
      screenshot_path: await uploadPaymentScreenshot(server, second, picture),
    });
    expect(dup.duplicate_flags).toEqual([]); // the buyer never sees them
    const seen = (await paymentOf(server, creator, t2.id)).body as Payment;
    expect(seen.duplicate_flags.map((f) => f.kind).sort()).toEqual(['reference', 'same_image']);
    for (const flag of seen.duplicate_flags) {
      expect(flag).toMatchObject({
        same_creator: true,
        ticket_id: t1.id,
        raffle_title: 'Rifa del televisor',
        buyer_name: 'Elena',
        distance: null,
      });
      expect(flag.screenshot_url).toContain('/storage/v1/object/sign/verification-documents/');
    }
    const warned = (await notificationsOf(server, creator)).data.filter(
      (n) => n.type === 'payment_received',
    );
    expect(warned.some((n) => n.message.includes('posible pago duplicado'))).toBe(true);

    // The same picture re-encoded (other compression; twice the size): similar, not the same bytes.
    const copies: Array<[number, Buffer]> = [
      [51, patternPng(seed, { level: 1 })],
      [52, patternPng(seed, { block: 16 })],
    ];
    for (const [number, copy] of copies) {
      expect(copy.equals(picture)).toBe(false);
      const t = await buyTicket(server, second, raffle.id, [number]);
      await reportPayment(server, second, t.id, {
        method: 'pago_movil',
        amount: 2.5,
        screenshot_path: await uploadPaymentScreenshot(server, second, copy),
      });
      const flags = ((await paymentOf(server, creator, t.id)).body as Payment).duplicate_flags;
      const similar = flags.filter((f) => f.kind === 'similar_image');
      expect(similar.length, JSON.stringify(flags)).toBeGreaterThanOrEqual(1);
      expect(flags.some((f) => f.kind === 'same_image')).toBe(false);
      for (const f of similar) expect(f.distance).toBeLessThanOrEqual(6);
      expect(similar.map((f) => f.ticket_id)).toContain(t1.id);
    }

    // Another picture and another reference: no flag.
    const t3 = await buyTicket(server, second, raffle.id, [45]);
    await reportPayment(server, second, t3.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: '987654',
      bank: 'Banco de Venezuela',
      screenshot_path: await uploadPaymentScreenshot(server, second, patternPng(freshSeed())),
    });
    expect(((await paymentOf(server, creator, t3.id)).body as Payment).duplicate_flags).toEqual([]);

    // Another creator's buyer reuses the file: flagged for that creator without naming our buyer;
    // the same reference at another creator is not a reference flag.
    const otherCreator = await signUp(server, 'Otrocreador');
    const otherBuyer = await signUp(server, 'Gina');
    const otherRaffle = await createRaffle(server, otherCreator);
    const t4 = await buyTicket(server, otherBuyer, otherRaffle.id, [1]);
    await reportPayment(server, otherBuyer, t4.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: '004512',
      bank: 'Banco de Venezuela',
      screenshot_path: await uploadPaymentScreenshot(server, otherBuyer, picture),
    });
    const across = ((await paymentOf(server, otherCreator, t4.id)).body as Payment).duplicate_flags;
    // The same file as t1's and t2's proofs, and near the two re-encoded copies.
    expect(across.filter((f) => f.kind === 'same_image').length).toBe(2);
    expect(across.filter((f) => f.kind === 'similar_image').length).toBe(2);
    expect(across.some((f) => f.kind === 'reference')).toBe(false);
    for (const flag of across) {
      expect(flag).toMatchObject({
        same_creator: false,
        ticket_id: null,
        raffle_title: null,
        buyer_name: null,
        screenshot_url: null,
      });
    }

    // The creator's queue: oldest first, each with its ticket and raffle, flags expanded.
    const queue = await api(server, `/me/pending-payments?raffle_id=${raffle.id}`, {
      token: creator.token,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.count).toBe(5);
    const items = queue.body.data as Array<
      Payment & { ticket: { id: string }; raffle: { id: string } }
    >;
    expect(items[0]?.ticket_id).toBe(t1.id);
    expect(items[1]?.ticket.id).toBe(t2.id);
    expect(items[1]?.raffle.id).toBe(raffle.id);
    expect(items[1]?.duplicate_flags.length).toBe(2);
    const badFilter = await api(server, '/me/pending-payments?raffle_id=nope', {
      token: creator.token,
    });
    expect(badFilter.status).toBe(422);
    const othersQueue = await api(server, '/me/pending-payments', { token: otherCreator.token });
    expect(othersQueue.body.count).toBe(1);
    expect(othersQueue.body.has_raffles).toBe(true);
    // Someone without raffles has nothing to verify, and is told so (the web hides the entry).
    const nobody = await signUp(server, 'Sin rifas', uniqueEmail());
    expect((await api(server, '/me/pending-payments', { token: nobody.token })).body).toEqual({
      data: [],
      count: 0,
      has_raffles: false,
    });
  });

  test('validate-payment: the creator marks paid directly, idempotent; others 403/404', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Hugo');
    const stranger = await signUp(server, 'Iris');
    const raffle = await createRaffle(server, creator);
    const cash = await buyTicket(server, buyer, raffle.id, [60]);
    const validate = (user: Session, id: string) =>
      api(server, `/tickets/${id}/validate-payment`, { method: 'POST', token: user.token });

    expect((await validate(buyer, cash.id)).status).toBe(403);
    expect((await validate(stranger, cash.id)).status).toBe(404);
    expect((await ticketOf(server, buyer, cash.id)).status).toBe('pending');
    const paid = await validate(creator, cash.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id: cash.id, status: 'paid' });
    const again = await validate(creator, cash.id);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('paid');
    expect(
      (await notificationsOf(server, buyer)).data.filter((n) => n.type === 'ticket_paid').length,
    ).toBe(1);

    // With a report under review, marking paid verifies it.
    const reported = await buyTicket(server, buyer, raffle.id, [61]);
    await reportPayment(server, buyer, reported.id, { method: 'efectivo', amount: 2.5 });
    expect((await validate(creator, reported.id)).status).toBe(200);
    expect((await paymentOf(server, buyer, reported.id)).body.verification_status).toBe('verified');
  });
});
