/**
 * Several instances, one of them lost (issue 37, part 5), in its short form: the failover driver
 * (bench/failover/failover.mjs, whose full form is bench/failover.sh) on a fresh database of the
 * test cluster. Three rifa-server instances behind nginx running deploy/nginx.conf itself, 100
 * buyers racing through nginx for the numbers of one raffle with an Idempotency-Key on every
 * purchase, WebSocket subscribers on every instance and through nginx, and instance 2 frozen
 * (SIGSTOP) after 30 purchases and killed with SIGKILL 0.3 s later, with requests inside it. The driver checks the database and the subscribers and reports
 * facts; this spec asserts them. PostgreSQL only (SQLite is one instance). Everything the driver
 * starts runs in its own process group, stopped when the test ends, also on failure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { createDatabase, dropDatabase, postgresAdminUrl, serverBinary } from '../support/server';

const BUYERS = 100;
const KILL_AFTER = 30;
const SUBSCRIBERS = 2; // per instance, and as many through nginx

const driver = path.resolve(path.dirname(serverBinary), '../../bench/failover/failover.mjs');

interface SubscriberResult {
  label: string;
  survived: boolean;
  events: number;
  problems: string[];
}

interface Upload {
  status: number | string;
  body: unknown;
}

interface Report {
  problems: string[];
  uploads: { throughNginx: Upload; direct: Upload };
  failover: {
    killedInstance: number;
    killedAfterAcks: number;
    numbersSold: number;
    distinctNumbers: number;
    tickets: number;
    acknowledged: number;
    lostAcknowledged: number;
    buyersWithTwoTickets: number;
    unacknowledgedTickets: number;
    doubleTaps: number;
    doubleTapsReplayed: number;
    raffleStatus: string;
    soldTickets: number;
    cutRequests: number;
    retriedSameKey: number;
    eventsExpected: number;
    subscriberResults: SubscriberResult[];
  };
}

// Set while a run is going: stops the driver's process group, drops its database, removes its
// files. In afterEach, which also runs when the test times out.
let cleanup: (() => Promise<void>) | undefined;

test.afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** Signals the driver's process group; false when it is gone. */
function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

test.describe('several instances, one lost', () => {
  test('SIGKILL of one of three instances behind deploy/nginx.conf mid-sale loses nothing acknowledged', async ({
    database,
  }, testInfo) => {
    test.skip(database !== 'postgresql', 'several instances share one PostgreSQL database');
    test.setTimeout(240_000);
    const admin = postgresAdminUrl();
    if (!admin) throw new Error('RIFA_TEST_PG_URL is not set');

    const db = await createDatabase(admin);
    const dir = await mkdtemp(path.join(tmpdir(), 'rifa-e2e-failover-'));
    cleanup = async () => {
      await dropDatabase(admin, db.name);
      await rm(dir, { recursive: true, force: true });
    };
    const reportFile = path.join(dir, 'report.json');
    // Node 20 has WebSocket behind a flag; later versions have it on.
    const flags =
      typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined'
        ? ['--experimental-websocket']
        : [];
    const child = spawn(
      process.execPath,
      [
        ...flags,
        driver,
        '--bin',
        serverBinary,
        '--buyers',
        String(BUYERS),
        '--kill-after',
        String(KILL_AFTER),
        '--subscribers',
        String(SUBSCRIBERS),
        '--database-url',
        db.url,
        '--workdir',
        path.join(dir, 'run'),
        '--json',
        reportFile,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const dropAndRemove = cleanup;
    cleanup = async () => {
      // The driver stops what it started on SIGTERM; whatever is left of its group then gets SIGKILL.
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        signalGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid && signalGroup(child.pid, 'SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      if (child.pid) signalGroup(child.pid, 'SIGKILL');
      await dropAndRemove();
    };
    const code = await exited;
    await testInfo.attach('failover driver output', { body: output, contentType: 'text/plain' });
    expect(code, output).not.toBe(2); // the run itself was made
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report;
    const f = report.failover;

    // deploy/nginx.conf answers an upload over its limit as rifa-server does.
    expect(report.uploads.throughNginx).toEqual(report.uploads.direct);
    expect(report.uploads.direct).toEqual({
      status: 413,
      body: {
        error: {
          code: 'file_too_large',
          message: 'El archivo es demasiado grande. Máximo 5MB permitido',
        },
      },
    });

    // The kill happened mid-sale and cut requests, which were re-sent with their key.
    expect(f.killedInstance).toBe(2);
    expect(f.killedAfterAcks).toBe(KILL_AFTER);
    expect(f.cutRequests).toBeGreaterThan(0);
    expect(f.retriedSameKey).toBe(f.cutRequests);

    // No number sold twice; every buyer got one; the raffle sold out.
    expect(f.numbersSold).toBe(BUYERS);
    expect(f.distinctNumbers).toBe(BUYERS);
    expect(f.soldTickets).toBe(BUYERS);
    expect(f.raffleStatus).toBe('waiting');

    // Every acknowledged purchase exists; nothing exists that was not acknowledged.
    expect(f.acknowledged).toBe(BUYERS);
    expect(f.lostAcknowledged).toBe(0);
    expect(f.tickets).toBe(BUYERS);
    expect(f.unacknowledgedTickets).toBe(0);

    // Retries with the same key did not buy twice; a re-sent acknowledged purchase is a replay.
    expect(f.buyersWithTwoTickets).toBe(0);
    expect(f.doubleTaps).toBe(BUYERS / 10);
    expect(f.doubleTapsReplayed).toBe(f.doubleTaps);

    // Subscribers: those on the killed instance were cut; on the survivors, each got every event.
    const results = f.subscriberResults;
    expect(results.filter((r) => r.label.startsWith('instance 2')).every((r) => !r.survived)).toBe(
      true,
    );
    const onSurvivors = results.filter((r) => /^instance [13] /.test(r.label));
    expect(onSurvivors).toHaveLength(2 * SUBSCRIBERS);
    for (const r of results.filter((x) => x.survived)) {
      expect(r.problems, r.label).toEqual([]);
      expect(r.events, r.label).toBe(f.eventsExpected);
    }
    expect(onSurvivors.every((r) => r.survived)).toBe(true);
    expect(f.eventsExpected).toBe(BUYERS);

    expect(report.problems).toEqual([]);
    expect(code).toBe(0);
  });
});
