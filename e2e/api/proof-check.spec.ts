/**
 * The reviewer's proof check (issue 34): a report's proof, once read by OCR, is shown to the
 * raffle's creator (and the super admin for subscription payments) beside what the payer typed,
 * with the flags computed by the server: the amount or the reference differ, the date is before
 * the purchase, the money went to a phone or bank that is none of the payee's, the picture is no
 * receipt. The buyer never gets it; nothing is verified or rejected by it. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  pendingSubscriptionPayment,
  reportPayment,
  setExchangeRate,
  signUp,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
} from '../support/api';
import { receiptPng, todayInVenezuela } from '../support/receipts';
import { startServer, type RunningServer } from '../support/server';

interface CheckField {
  field: string;
  reported: string | null;
  read: string | null;
  confidence: number | null;
  mismatch: boolean;
}
interface ProofCheck {
  status: string;
  receipt: boolean | null;
  fields: CheckField[];
  flags: string[];
}

const field = (check: ProofCheck, name: string) => check.fields.find((f) => f.field === name);

/** Polls the uploader's reading until the reader is done with it (the job runs every 200 ms here). */
async function read(server: RunningServer, user: Session, path: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const res = await api(
      server,
      `/uploads/payment-screenshots/reading?path=${encodeURIComponent(path)}`,
      { token: user.token },
    );
    expect(res.status).toBe(200);
    if (res.body.status === 'read' || res.body.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the proof ${path} was not read in 20 s`);
}

let dedicated: RunningServer | undefined;

test.describe('proof check', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ database }) => {
    // The job runner ticks once an hour here: each proof is read because its upload offered it
    // to the readers at once (the buyer's form waits for its fields), not at the runner's next tick.
    dedicated = await startServer({
      database,
      env: { JOBS_INTERVAL_MS: '3600000', RATE_LIMIT_MULTIPLIER: '100' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  /** Carla takes pago móvil at Banco de Venezuela, 0424-5556677, at Bs 493,82 per dollar. */
  async function creatorWithRaffle(server: RunningServer) {
    const carla = await signUp(server, 'Carla');
    await addPaymentMethod(server, carla, {
      type: 'pago_movil',
      name: 'Pago móvil BDV',
      details: { bank: 'Banco de Venezuela', phone: '0424-5556677', id_number: 'V-12345678' },
    });
    await setExchangeRate(server, carla, 493.82);
    const raffle = await createRaffle(server, carla);
    return { carla, raffle };
  }

  test('a matching receipt: the creator sees both sides and no flag; the buyer sees none of it', async () => {
    const server = dedicated!;
    const { carla, raffle } = await creatorWithRaffle(server);
    const ana = await signUp(server, 'Ana');
    const stranger = await signUp(server, 'Luis');
    const ticket = await buyTicket(server, ana, raffle.id, [7]);
    const path = await uploadPaymentScreenshot(
      server,
      ana,
      await receiptPng({ date: todayInVenezuela() }),
    );
    await read(server, ana, path);
    // $2,50 at Bs 493,82 is Bs 1.234,55: the Bs 1.234,56 read is within 1%. The bank's full
    // reference ends with the digits the buyer typed.
    await reportPayment(server, ana, ticket.id, {
      method: 'pago_movil',
      amount: 2.5,
      currency: 'USD',
      reference: '12345678',
      screenshot_path: path,
    });

    const seen = await api(server, `/tickets/${ticket.id}/payment`, { token: carla.token });
    expect(seen.status).toBe(200);
    const check = seen.body.proof_check as ProofCheck;
    expect(check.status).toBe('read');
    expect(check.receipt).toBe(true);
    expect(check.flags).toEqual([]);
    expect(field(check, 'amount')).toMatchObject({ reported: '2.50', read: '1234.56' });
    expect(field(check, 'currency')).toMatchObject({
      reported: 'USD',
      read: 'VES',
      mismatch: true,
    });
    expect(field(check, 'reference')).toMatchObject({
      reported: '12345678',
      read: '004512345678',
      mismatch: false,
    });
    expect(field(check, 'destination_phone')).toMatchObject({
      read: '04245556677',
      mismatch: false,
    });
    expect(field(check, 'destination_bank')?.read).toBe('Banco de Venezuela (0102)');

    const pending = await api(server, '/me/pending-payments', { token: carla.token });
    expect(pending.status).toBe(200);
    const item = (pending.body.data as Array<{ ticket_id: string; proof_check: ProofCheck }>).find(
      (p) => p.ticket_id === ticket.id,
    );
    expect(item?.proof_check.flags).toEqual([]);

    const own = await api(server, `/tickets/${ticket.id}/payment`, { token: ana.token });
    expect(own.status).toBe(200);
    expect(own.body.proof_check).toBeNull();
    expect(
      (await api(server, `/tickets/${ticket.id}/payment`, { token: stranger.token })).status,
    ).toBe(404);
  });

  test('amount, reference, an earlier date and money sent elsewhere are flagged', async () => {
    const server = dedicated!;
    const { carla, raffle } = await creatorWithRaffle(server);
    const ana = await signUp(server, 'Ana');
    const ticket = await buyTicket(server, ana, raffle.id, [8]);
    const path = await uploadPaymentScreenshot(
      server,
      ana,
      await receiptPng({
        amount: 'Bs. 500,00',
        reference: '99887766',
        date: '20/11/2026',
        destinationBank: '0134 - Banesco',
        phone: '0412-999-8877',
      }),
    );
    await read(server, ana, path);
    await reportPayment(server, ana, ticket.id, {
      method: 'pago_movil',
      amount: 2.5,
      currency: 'USD',
      reference: '004512345678',
      screenshot_path: path,
    });
    const seen = await api(server, `/tickets/${ticket.id}/payment`, { token: carla.token });
    const check = seen.body.proof_check as ProofCheck;
    expect(check.flags.sort()).toEqual(
      ['amount_differs', 'date_before_purchase', 'destination_not_own', 'reference_differs'].sort(),
    );
    expect(field(check, 'date')?.read).toBe('2026-11-20');
    // The flags are information: the report still waits for the creator.
    expect(seen.body.verification_status).toBe('pending');

    // The queue checks each report of a page against its own proof (one batch for the page).
    const bare = await buyTicket(server, ana, raffle.id, [9]);
    await reportPayment(server, ana, bare.id, { method: 'pago_movil', amount: 2.5 });
    const queue = await api(server, '/me/pending-payments', { token: carla.token });
    const checks = new Map(
      (queue.body.data as Array<{ ticket_id: string; proof_check: ProofCheck }>).map((p) => [
        p.ticket_id,
        p.proof_check,
      ]),
    );
    const listed = checks.get(ticket.id)!;
    expect({ ...listed, flags: [...listed.flags].sort() }).toEqual(check); // check's flags are sorted
    expect(checks.get(bare.id)?.status).toBe('none');
  });

  test('the super admin gets a subscription proof that is no receipt flagged unreadable', async () => {
    const server = dedicated!;
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Pedro');
    const { paymentId } = await pendingSubscriptionPayment(server, payer, 'Pro');
    let check: ProofCheck | undefined;
    for (let i = 0; i < 100; i += 1) {
      const res = await api(server, '/admin/mobile-payments?status=pending&limit=100', {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      const item = (res.body.data as Array<{ id: string; proof_check: ProofCheck }>).find(
        (p) => p.id === paymentId,
      );
      check = item?.proof_check;
      if (check && (check.status === 'read' || check.status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(check?.flags).toEqual(['unreadable']);
    expect(check?.receipt).toBe(false);
    const mine = await api(server, '/subscription-mobile-payments', { token: payer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data[0].proof_check).toBeUndefined();
  });
});
