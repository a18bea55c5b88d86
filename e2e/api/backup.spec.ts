/**
 * Backups that restore (issue 37, part 1), on SQLite: a stream of purchases runs against the real
 * server while `rifa-server backup --to DIR` snapshots its database from another process. The
 * backup restores (`rifa-server restore --from`) into a fresh DATA_DIR with check-data ok, holds
 * every purchase acknowledged before the backup began, and its signing key restores too: a token
 * signed before the backup still works on a server started on the restored data.
 * The purchase rate reached is printed and recorded as an annotation (the issue asks 1,000/s).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { buyNumbers, createRaffle, signUp, type Session, type Ticket } from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { businessOwner } from '../support/business';
import { raffleTickets } from '../support/crash';
import {
  createDatabase,
  dropDatabase,
  postgresAdminUrl,
  serverBinary,
  startServer,
  type RunningServer,
} from '../support/server';

const BUYERS = 20;
const LOOPS = 48;
const TOTAL = 10000;
const BEFORE_BACKUP = 1500;
const AFTER_BACKUP = 600;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const scripts = path.resolve(path.dirname(serverBinary), '../../scripts');

/** A script of scripts/ with its arguments. */
function script(name: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(path.join(scripts, name), args, (error, stdout, stderr) =>
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
        stdout,
        stderr,
      }),
    );
  });
}

/** `rifa-server <args>` with the given DATA_DIR (and nothing else of this environment). */
function rifa(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      serverBinary,
      args,
      { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

const until = (condition: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (condition() ? resolve() : setTimeout(poll, 20));
    poll();
  });

test.describe('backups', () => {
  test('a backup taken during purchases restores with check-data ok and every acknowledged purchase', async ({
    database,
  }, testInfo) => {
    test.skip(
      database !== 'sqlite',
      'rifa-server backup is for SQLite (PostgreSQL: scripts/pg-backup.sh)',
    );
    test.setTimeout(180_000);
    const work = await mkdtemp(path.join(tmpdir(), 'rifa-backup-e2e-'));
    const server = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '1000', MAX_PENDING_HOLDS: '0' },
    });
    let restored: RunningServer | undefined;
    let stop = false;
    try {
      const owner = await businessOwner(server, 'Rifas Respaldo');
      const raffle = await createRaffle(server, owner, { total_tickets: TOTAL, ticket_price: 1 });
      const buyers: Session[] = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) =>
          signUp(server, `Respaldo${i}`, uniqueEmail('respaldo')),
        ),
      );

      // Each loop buys its own numbers (k, k + LOOPS, …), one at a time, as fast as answers come.
      const acknowledged: { ticket: Ticket; at: number }[] = [];
      const refused: string[] = [];
      const loop = async (k: number) => {
        for (let n = k; n < TOTAL && !stop; n += LOOPS) {
          const res = await buyNumbers(server, buyers[k % BUYERS]!, raffle.id, [n]);
          if (res.status === 201)
            acknowledged.push({ ticket: res.body as Ticket, at: performance.now() });
          else refused.push(`${n}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      };
      const started = performance.now();
      const loops = Promise.all(Array.from({ length: LOOPS }, (_, k) => loop(k)));

      await until(() => acknowledged.length >= BEFORE_BACKUP || stop);
      // Everything answered before this instant is acknowledged before the backup began.
      const backupBegan = performance.now();
      const ackedBefore = acknowledged.filter((a) => a.at <= backupBegan).map((a) => a.ticket);
      const backup = await rifa(['backup', '--to', path.join(work, 'backups')], server.env);
      const backupEnded = performance.now();
      const duringBackup = acknowledged.filter(
        (a) => a.at > backupBegan && a.at <= backupEnded,
      ).length;
      expect(backup.code, backup.stderr).toBe(0);
      const countAtEnd = acknowledged.length;
      await until(() => acknowledged.length >= countAtEnd + AFTER_BACKUP || stop);
      stop = true;
      await loops;
      const seconds = (performance.now() - started) / 1000;
      expect(refused, refused.slice(0, 5).join('\n')).toEqual([]);
      const rate = Math.round(acknowledged.length / seconds);
      const note = `${acknowledged.length} purchases in ${seconds.toFixed(1)} s (${rate}/s); the backup took ${Math.round(backupEnded - backupBegan)} ms, ${duringBackup} purchases acknowledged during it`;
      testInfo.annotations.push({ type: 'purchase rate', description: note });
      console.log(`backup.spec: ${note}`);
      expect(duringBackup, 'purchases went on while the backup ran').toBeGreaterThan(0);

      // The backup: a directory of its own, private, named in the manifest printed.
      const printed = JSON.parse(backup.stdout) as {
        backup: string;
        manifest: {
          schema_version: number;
          files: { name: string; bytes: number; sha256: string }[];
        };
      };
      expect(printed.manifest.files.map((f) => f.name).sort()).toEqual([
        'jwt-es256.pem',
        'rifa.db',
      ]);
      expect((await stat(printed.backup)).mode & 0o777).toBe(0o700);
      for (const name of await readdir(printed.backup))
        expect((await stat(path.join(printed.backup, name))).mode & 0o777, name).toBe(0o600);

      // A non-empty DATA_DIR is refused and left alone.
      const refusedRestore = await rifa(['restore', '--from', printed.backup], server.env);
      expect(refusedRestore.code).toBe(2);
      expect(refusedRestore.stderr).toContain('is not empty');

      // Restore into a fresh directory: checksums, then check-data, in the exit code.
      const restoredDir = path.join(work, 'restored');
      const restore = await rifa(['restore', '--from', printed.backup], { DATA_DIR: restoredDir });
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
      expect((JSON.parse(restore.stdout) as { ok: boolean }).ok).toBe(true);

      // A server on the restored data, with the same SITE_URL: the owner's token signed before
      // the backup still verifies, and every purchase acknowledged before the backup is there.
      restored = await startServer({
        database,
        restartOf: { ...server, dataDir: restoredDir, env: { DATA_DIR: restoredDir } },
      });
      const tickets = await raffleTickets(restored, owner, raffle.id);
      const present = new Map(tickets.map((t) => [t.id, t]));
      const missing = ackedBefore.filter((t) => !present.has(t.id));
      expect(
        missing.map((t) => t.id),
        'acknowledged before the backup, missing from it',
      ).toEqual([]);
      for (const t of ackedBefore) expect(present.get(t.id)!.numbers).toEqual(t.numbers);
      // Nothing in it that no answer announced.
      const announced = new Set(acknowledged.map((a) => a.ticket.id));
      expect(tickets.filter((t) => !announced.has(t.id)).map((t) => t.id)).toEqual([]);
      expect(tickets.length).toBeGreaterThanOrEqual(ackedBefore.length);
    } finally {
      stop = true;
      await restored?.stop();
      await server.stop();
      await rm(work, { recursive: true, force: true });
    }
  });

  test('BACKUP_DIR: serve takes backups on its schedule and keeps the BACKUP_KEEP newest', async ({
    database,
  }) => {
    test.skip(database !== 'sqlite', 'scheduled backups are for SQLite');
    test.setTimeout(60_000);
    const work = await mkdtemp(path.join(tmpdir(), 'rifa-backup-e2e-'));
    const dir = path.join(work, 'scheduled');
    const server = await startServer({
      database,
      env: { BACKUP_DIR: dir, BACKUP_INTERVAL: '1s', BACKUP_KEEP: '2' },
    });
    try {
      const names = async () =>
        (await readdir(dir).catch(() => [] as string[])).filter((n) =>
          n.startsWith('rifa-backup-'),
        );
      // Four backups taken (their names increase), two kept.
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            for (const n of await names()) seen.add(n);
            return seen.size;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(4);
      await expect.poll(async () => (await names()).length, { timeout: 10_000 }).toBe(2);
      const kept = (await names()).sort();
      // The oldest ones went: the first backup taken is no longer there.
      expect(kept).not.toContain([...seen].sort()[0]);
      const restore = await rifa(['restore', '--from', path.join(dir, kept[1]!, 'manifest.json')], {
        DATA_DIR: path.join(work, 'restored'),
      });
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    } finally {
      await server.stop();
      await rm(work, { recursive: true, force: true });
    }
  });

  test('PostgreSQL: scripts/pg-backup.sh and pg-restore.sh restore the sales and the signing key', async ({
    database,
  }) => {
    test.skip(database !== 'postgresql', 'the PostgreSQL scripts');
    test.setTimeout(90_000);
    const work = await mkdtemp(path.join(tmpdir(), 'rifa-pg-backup-e2e-'));
    const server = await startServer({ database, env: { MAX_PENDING_HOLDS: '0' } });
    const target = await createDatabase(postgresAdminUrl()!);
    let restored: RunningServer | undefined;
    try {
      const owner = await businessOwner(server, 'Rifas Respaldo PG');
      const raffle = await createRaffle(server, owner, { total_tickets: 100, ticket_price: 1 });
      const buyer = await signUp(server, 'RespaldoPG', uniqueEmail('respaldo-pg'));
      const bought: Ticket[] = [];
      for (let n = 0; n < 10; n += 1) {
        const res = await buyNumbers(server, buyer, raffle.id, [n]);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        bought.push(res.body as Ticket);
      }
      expect((await rifa(['backup', '--to', work], server.env)).stderr).toContain(
        'scripts/pg-backup.sh',
      );

      const databaseUrl = server.env['DATABASE_URL']!;
      const backup = await script('pg-backup.sh', [
        databaseUrl,
        path.join(server.dataDir, 'jwt-es256.pem'),
        path.join(work, 'backups'),
      ]);
      expect(backup.code, backup.stderr).toBe(0);
      const dir = backup.stdout.trim();
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      for (const name of await readdir(dir))
        expect((await stat(path.join(dir, name))).mode & 0o777, name).toBe(0o600);

      const restoredDir = path.join(work, 'restored');
      const key = path.join(restoredDir, 'jwt-es256.pem');
      const restore = await script('pg-restore.sh', [dir, target.url, key, serverBinary]);
      expect(restore.code, restore.stdout + restore.stderr).toBe(0);
      expect((JSON.parse(restore.stdout) as { ok: boolean }).ok).toBe(true);
      // Again into the same (no longer empty) database: refused.
      const again = await script('pg-restore.sh', [
        dir,
        target.url,
        path.join(work, 'other.pem'),
        serverBinary,
      ]);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('empty database');

      restored = await startServer({
        database,
        restartOf: {
          ...server,
          dataDir: restoredDir,
          env: { DATA_DIR: restoredDir, DATABASE_URL: target.url },
        },
      });
      const tickets = await raffleTickets(restored, owner, raffle.id);
      expect(tickets.map((t) => t.id).sort()).toEqual(bought.map((t) => t.id).sort());
    } finally {
      await restored?.stop();
      await server.stop();
      await dropDatabase(postgresAdminUrl()!, target.name);
      await rm(work, { recursive: true, force: true });
    }
  });
});
