/**
 * Proof reading (issue 34): an uploaded payment screenshot is read by OCR off the request path (the
 * proof_reading job feeds the server's pool of readers), and the uploader gets the fields read from
 * GET /uploads/payment-screenshots/reading, for the report form to propose. A picture with no text
 * is read as not a receipt. Nobody else sees a reading. An instance started with PROOF_READERS=0
 * reads nothing: its proofs wait, pending, for an instance that reads. The receipt is rendered here
 * by Debian's Chromium, so no image is committed.
 */
import { test, expect } from '../support/fixtures';
import { api, signUp, uploadPaymentScreenshot, type Session } from '../support/api';
import { freshSeed, patternPng } from '../support/images';
import { receiptPng } from '../support/receipts';
import { startServer, type RunningServer } from '../support/server';

interface Field {
  value: string;
  text: string;
  confidence: number;
  name?: string;
}
interface Reading {
  path: string;
  status: 'pending' | 'reading' | 'read' | 'failed';
  receipt: boolean | null;
  fields: (Record<string, Field | null> & { phones: Field[] }) | null;
  error: string | null;
}

async function readingOf(server: RunningServer, user: Session, path: string) {
  return api(server, `/uploads/payment-screenshots/reading?path=${encodeURIComponent(path)}`, {
    token: user.token,
  });
}

/** Polls until the reading is done (the job runs every 200 ms here; one proof takes ~0.3 s). */
async function finished(server: RunningServer, user: Session, path: string): Promise<Reading> {
  for (let i = 0; i < 100; i += 1) {
    const res = await readingOf(server, user, path);
    expect(res.status).toBe(200);
    const reading = res.body as Reading;
    if (reading.status === 'read' || reading.status === 'failed') return reading;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the proof ${path} was not read in 20 s`);
}

let dedicated: RunningServer | undefined;

test.describe('proof reading', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { JOBS_INTERVAL_MS: '200' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the uploader gets the fields read from her screenshot; nobody else sees them', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const luis = await signUp(server, 'Luis');
    const path = await uploadPaymentScreenshot(server, ana, await receiptPng());

    const reading = await finished(server, ana, path);
    expect(reading.status).toBe('read');
    expect(reading.path).toBe(path);
    expect(reading.receipt).toBe(true);
    const fields = reading.fields!;
    expect(fields['reference']?.value).toBe('004512345678');
    expect(fields['reference']?.text).toContain('Referencia');
    expect(fields['reference']?.confidence).toBeGreaterThan(0.5);
    expect(fields['amount']?.value).toBe('1234.56');
    expect(fields['currency']?.value).toBe('VES');
    expect(fields['date']?.value).toBe('2026-11-27');
    expect(fields['time']?.value).toBe('14:32');
    expect(fields['destination_bank']?.value).toBe('0102');
    expect(fields['destination_bank']?.name).toBe('Banco de Venezuela');
    expect(fields.phones.map((p) => p.value)).toEqual(['04245556677']);
    expect(fields['cedula']?.value).toBe('V-18456789');

    expect((await readingOf(server, luis, path)).status).toBe(404);
    expect((await readingOf(server, ana, `${ana.userId}/payment-screenshots/1.png`)).status).toBe(
      404,
    );
    expect((await api(server, '/uploads/payment-screenshots/reading')).status).toBe(401);
    expect(
      (await api(server, '/uploads/payment-screenshots/reading', { token: ana.token })).status,
    ).toBe(404);
  });

  test('a picture with no text is read as not a receipt', async () => {
    const server = dedicated!;
    const ana = await signUp(server, 'Ana');
    const path = await uploadPaymentScreenshot(server, ana, patternPng(freshSeed()));
    const reading = await finished(server, ana, path);
    expect(reading.status).toBe('read');
    expect(reading.receipt).toBe(false);
    expect(reading.fields!['reference']).toBeNull();
    expect(reading.fields!['amount']).toBeNull();
  });
});

test('an instance with PROOF_READERS=0 reads nothing; one that reads, on the same data, reads what waits', async ({
  database,
}) => {
  const env = { JOBS_INTERVAL_MS: '200' };
  const holds = await startServer({ database, env: { ...env, PROOF_READERS: '0' } });
  let reads: RunningServer | undefined;
  try {
    const ana = await signUp(holds, 'Ana');
    const path = await uploadPaymentScreenshot(holds, ana, await receiptPng());
    // Ten of its job's ticks: nothing claims the proof.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const waiting = await readingOf(holds, ana, path);
    expect(waiting.status).toBe(200);
    expect((waiting.body as Reading).status).toBe('pending');

    holds.process.kill('SIGTERM');
    await holds.exited;
    reads = await startServer({ database, env, restartOf: holds });
    const reading = await finished(reads, ana, path);
    expect(reading.status).toBe('read');
    expect(reading.fields!['reference']?.value).toBe('004512345678');
  } finally {
    await reads?.stop();
    await holds.stop();
  }
});
