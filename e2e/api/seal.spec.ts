/**
 * The seal (issue 10): when sales end the job runner (`rifa-server run-jobs --now <after the end>`)
 * closes them and seals the sold numbers: one line `NN;<ticket id>;<paid|pending>` per number, sorted,
 * its SHA-256 (recomputed here with node:crypto), the exact bytes as seal.txt and a CSV with masked
 * names. After the seal nothing changes a ticket except a pending one becoming paid (listed in
 * `paid_after_seal`); the hold expiry leaves sealed holds; the end date is fixed; the raffle can
 * still be cancelled. Both databases; every JSON answer is checked against the contract.
 */
import { createHash } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyNumbers,
  buyTicket,
  createRaffle,
  inDays,
  notificationsOf,
  postPaymentReport,
  setTicketStatus,
  signUp,
  type Ticket,
} from '../support/api';
import { runJobs, type RunningServer } from '../support/server';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const SEALED_MESSAGE =
  'Las ventas de esta rifa ya cerraron y la lista de números está sellada: los tickets ya no cambian';

interface Seal {
  raffle_id: string;
  sha256: string;
  sealed_at: string;
  line_count: number;
  paid_count: number;
  pending_count: number;
  digits: number;
  paid_after_seal: { ticket_id: string; numbers: number[]; paid_at: string }[];
}

async function sealOf(server: RunningServer, raffleId: string): Promise<Seal> {
  const res = await api(server, `/raffles/${raffleId}/seal`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Seal;
}

async function download(server: RunningServer, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

test.describe('the seal', () => {
  test('sales close at the end: the canonical list, its SHA-256, the files, and only payments after it', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Creadora');
    const maria = await signUp(server, 'María González', uniqueEmail());
    const beto = await signUp(server, 'Beto Pérez', uniqueEmail());
    // Holds last 72 hours, past the end: the unpaid one is still held when sales close.
    const raffle = await createRaffle(server, creator, {
      end_date: inDays(2),
      reservation_minutes: 4320,
    });
    const endDate = (raffle as unknown as { end_date: string }).end_date;

    const paid = await buyTicket(server, maria, raffle.id, [42, 7]);
    await setTicketStatus(server, creator, paid.id, 'paid');
    const hold = await buyTicket(server, beto, raffle.id, [3]);
    const later = await buyTicket(server, beto, raffle.id, [60]);
    await setTicketStatus(server, beto, later.id, 'cancelled'); // cancelled: not in the list

    const before = await api(server, `/raffles/${raffle.id}/seal`);
    expect(before.status).toBe(404);
    expect(before.body.error).toEqual({
      code: 'not_sealed',
      message: 'Las ventas de esta rifa todavía no se han cerrado',
    });
    // Still selling: the job leaves it.
    await runJobs(server, after(endDate, -60_000));
    expect((await api(server, `/raffles/${raffle.id}`)).body.sales_closed_at).toBeNull();

    const sealedAt = after(endDate, 1000);
    expect(await runJobs(server, sealedAt)).toBeGreaterThanOrEqual(1);
    const closed = (await api(server, `/raffles/${raffle.id}`)).body;
    expect(closed.status).toBe('waiting');
    expect(closed.sales_closed_at).toBe(sealedAt);

    const expected = `03;${hold.id};pending\n07;${paid.id};paid\n42;${paid.id};paid\n`;
    const seal = await sealOf(server, raffle.id);
    expect(seal).toEqual({
      raffle_id: raffle.id,
      sha256: sha256(expected),
      sealed_at: sealedAt,
      line_count: 3,
      paid_count: 2,
      pending_count: 1,
      digits: 2,
      paid_after_seal: [],
    });
    expect(closed.seal_sha256).toBe(seal.sha256);

    const text = await download(server, `/raffles/${raffle.id}/seal.txt`);
    expect(text.status).toBe(200);
    expect(text.type).toBe('text/plain; charset=utf-8');
    expect(text.disposition).toBe(`attachment; filename="rifa-${raffle.id}-sellado.txt"`);
    expect(text.bytes.toString('utf8')).toBe(expected);
    expect(sha256(text.bytes)).toBe(seal.sha256);

    const csv = await download(server, `/raffles/${raffle.id}/seal.csv`);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toBe(`attachment; filename="rifa-${raffle.id}-lista.csv"`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.subarray(3).toString('utf8')).toBe(
      'numero;ticket;estado;comprador\n' +
        `03;${hold.id};pendiente;Beto P.\n` +
        `07;${paid.id};pagado;María G.\n` +
        `42;${paid.id};pagado;María G.\n`,
    );
    expect(csv.bytes.toString('utf8')).not.toContain('González');

    // Nothing changes a ticket now but a pending one being paid.
    for (const [who, ticket, status] of [
      [beto, hold, 'cancelled'],
      [creator, hold, 'cancelled'],
      [creator, paid, 'pending'],
      [creator, paid, 'cancelled'],
    ] as const) {
      const res = await api(server, `/tickets/${(ticket as Ticket).id}/status`, {
        method: 'PATCH',
        token: who.token,
        body: JSON.stringify({ status }),
      });
      expect(res.status, `${status} ${JSON.stringify(res.body)}`).toBe(409);
      expect(res.body.error).toEqual({ code: 'raffle_sealed', message: SEALED_MESSAGE });
    }
    expect((await buyNumbers(server, beto, raffle.id, [50])).status).toBe(409);
    // The end date is fixed once sealed.
    const moved = await api(server, `/raffles/${raffle.id}`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ end_date: inDays(3) }),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('raffle_sealed');
    // Long past the hold's own end, the expiry job leaves it: it is in the list.
    expect(hold.expires_at).not.toBeNull();
    await runJobs(server, after(hold.expires_at!, 3 * 86_400_000));
    const kept = await api(server, `/tickets/${hold.id}`, { token: beto.token });
    expect(kept.body.status).toBe('pending');
    expect(kept.body.expires_at).toBeNull();

    // Paying it is allowed: reported, then verified; the seal itself does not move.
    const report = await postPaymentReport(server, beto, hold.id, {
      method: 'pago_movil',
      amount: 2.5,
      reference: '0012345678',
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    // A rejection after the seal starts no new hold: the numbers stay in the list.
    const rejected = await api(server, `/tickets/${hold.id}/payment/reject`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ notes: 'La referencia no aparece' }),
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(
      (await api(server, `/tickets/${hold.id}`, { token: beto.token })).body.expires_at,
    ).toBeNull();
    const told = (await notificationsOf(server, beto)).data.find(
      (n) => n.type === 'verification_rejected' && n.data.ticket_id === hold.id,
    );
    expect(told?.message).toContain('lista sellada');
    expect(told?.data.expires_at).toBeUndefined();
    const corrected = await api(server, `/tickets/${hold.id}/payment`, {
      method: 'PATCH',
      token: beto.token,
      body: JSON.stringify({ reference: '0087654321' }),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const verified = await api(server, `/tickets/${hold.id}/payment/verify`, {
      method: 'POST',
      token: creator.token,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const resealed = await sealOf(server, raffle.id);
    expect(resealed.sha256).toBe(seal.sha256);
    expect(resealed.sealed_at).toBe(sealedAt);
    expect(resealed.paid_after_seal).toHaveLength(1);
    expect(resealed.paid_after_seal[0]).toMatchObject({ ticket_id: hold.id, numbers: [3] });
    expect((await download(server, `/raffles/${raffle.id}/seal.txt`)).bytes.toString('utf8')).toBe(
      expected,
    );
    // A second run seals nothing again.
    await runJobs(server, after(sealedAt, 60_000));
    expect((await sealOf(server, raffle.id)).sealed_at).toBe(sealedAt);

    // A sealed raffle can still be cancelled (before its draw); then it cannot be drawn.
    const cancelled = await api(server, `/raffles/${raffle.id}/cancel`, {
      method: 'POST',
      token: creator.token,
    });
    expect(cancelled.status).toBe(200);
    const draw = await api(server, `/raffles/${raffle.id}/draw`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ winner_number: 3 }),
    });
    expect(draw.status).toBe(409);
    expect(draw.body.error.code).toBe('raffle_closed');
  });

  test('a sold-out raffle is sealed at once, before its end date', async ({ server }) => {
    const creator = await signUp(server, 'Creadora');
    const buyer = await signUp(server, 'Comprador Único', uniqueEmail());
    const raffle = await createRaffle(server, creator, { end_date: inDays(5) });
    const all = Array.from({ length: 100 }, (_, n) => n);
    const ticket = await buyTicket(server, buyer, raffle.id, all);
    expect((await api(server, `/raffles/${raffle.id}`)).body.status).toBe('waiting');
    await runJobs(server, new Date().toISOString());
    const seal = await sealOf(server, raffle.id);
    expect(seal.line_count).toBe(100);
    expect(seal.pending_count).toBe(100);
    const text = (await download(server, `/raffles/${raffle.id}/seal.txt`)).bytes.toString('utf8');
    expect(text.split('\n')[0]).toBe(`00;${ticket.id};pending`);
    expect(text.split('\n')[99]).toBe(`99;${ticket.id};pending`);
    expect(sha256(text)).toBe(seal.sha256);
    // Sealed: the buyer can no longer give the numbers back.
    const res = await api(server, `/tickets/${ticket.id}/status`, {
      method: 'PATCH',
      token: buyer.token,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('raffle_sealed');
  });
});
