/**
 * The test harness: starts the real `rifa-server` binary on a free loopback port with its own data
 * directory (SQLite) or its own fresh database (PostgreSQL), waits until it answers its health
 * check, and stops it again (SIGTERM, then SIGKILL after 10 s), removing everything it created.
 * It builds nothing: the release binary and web/dist must exist (see README.md).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgresql';

export interface StartOptions {
  database: DatabaseKind;
  /** Extra environment for the server (overrides the harness's defaults). */
  env?: Record<string, string>;
  /** A restart: run on the data of this earlier server (its data dir and database), which must
   * have exited; the data stays when the new one stops (the earlier one's stop() removes it). */
  restartOf?: RunningServer;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  database: DatabaseKind;
  /** The database configuration the server runs with (DATA_DIR and DATABASE_URL), for running
   * `rifa-server` operator commands such as grant-plan against the same database. */
  env: Record<string, string>;
  /** Its SITE_URL: the public origin, and the issuer of its access tokens. A restart keeps the
   * earlier server's, so the tokens it issued stay valid, as across a real restart. */
  siteUrl: string;
  /** The child process (for tests that signal it themselves). */
  process: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<ExitStatus>;
  /** Everything the server wrote to stdout and stderr so far, in arrival order. */
  logs(): string;
  /** SIGTERM, wait for the exit (SIGKILL after 10 s), remove the data dir, drop the database. */
  stop(): Promise<ExitStatus>;
}

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const serverBinary = path.resolve(
  e2eDir,
  process.env['RIFA_SERVER_BIN'] ?? '../build/release/rifa-server',
);
export const webDir = path.resolve(e2eDir, process.env['RIFA_WEB_DIR'] ?? '../web/dist');

const HEALTH_TIMEOUT_MS = 20_000;
const KILL_AFTER_MS = 10_000;

export const PG_MISSING_MESSAGE =
  'RIFA_TEST_PG_URL is not set, so the api-postgresql project cannot run. Start a throw-away ' +
  'cluster with `scripts/pg-cluster.sh start $(mktemp -d)` and export the URL it prints as ' +
  'RIFA_TEST_PG_URL, or set RIFA_E2E_SKIP_PG=1 to skip the PostgreSQL project.';

export function postgresAdminUrl(): string | undefined {
  const url = process.env['RIFA_TEST_PG_URL'];
  return url && url.trim() !== '' ? url.trim() : undefined;
}

/** A port that was free a moment ago on 127.0.0.1 (bind :0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates `rifa_e2e_<random>` on the test cluster; returns its name and URL. */
export async function createDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `rifa_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function checkPrerequisites(): void {
  if (!existsSync(serverBinary)) {
    throw new Error(
      `rifa-server binary not found at ${serverBinary}. Build it (make build, or ` +
        '`cd server && cmake --preset release && cmake --build --preset release`) or set RIFA_SERVER_BIN.',
    );
  }
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(
      `built web app not found (${path.join(webDir, 'index.html')} is missing). Run ` +
        '`cd web && npm run build` or set RIFA_WEB_DIR.',
    );
  }
}

function waitForExit(child: ChildProcess): Promise<ExitStatus> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET /api/v1/health until 200; false if the process exits or the time runs out. When the
 * server logs at info level, its own "listening on URL" line must be there too, so that another
 * process holding the same port is never mistaken for this one.
 */
async function waitHealthy(
  url: string,
  child: ChildProcess,
  exited: Promise<ExitStatus>,
  isOurs: () => boolean,
): Promise<boolean> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline && !gone && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200 && isOurs() && child.exitCode === null) return true;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return false;
}

async function launch(
  options: StartOptions,
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{
  child: ChildProcess;
  exited: Promise<ExitStatus>;
  output: string[];
  healthy: boolean;
}> {
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: process.env['HOME'] ?? tmpdir(),
    LANG: 'C.UTF-8',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    SITE_URL: options.restartOf?.siteUrl ?? url,
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(serverBinary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      output.push(`[harness] rifa-server exited: code ${String(code)}, signal ${String(signal)}\n`);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      output.push(`spawn failed: ${error.message}\n`);
      resolve({ code: null, signal: null });
    });
  });
  const logsInfo = ['debug', 'info'].includes(env['LOG_LEVEL'] ?? 'info');
  const isOurs = () => !logsInfo || output.join('').includes(`listening on ${url}`);
  const healthy = await waitHealthy(url, child, exited, isOurs);
  return { child, exited, output, healthy };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  checkPrerequisites();
  const adminUrl = postgresAdminUrl();
  if (options.database === 'postgresql' && !adminUrl) throw new Error(PG_MISSING_MESSAGE);

  const earlier = options.restartOf;
  const dataDir = earlier?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'rifa-e2e-')));
  let database: { name: string; url: string } | undefined;
  const cleanup = async () => {
    if (earlier) return;
    await rm(dataDir, { recursive: true, force: true });
    if (database && adminUrl) await dropDatabase(adminUrl, database.name);
  };

  try {
    if (options.database === 'postgresql' && adminUrl && !earlier)
      database = await createDatabase(adminUrl);
    const databaseUrl = earlier?.env['DATABASE_URL'] ?? database?.url;

    // The port may be taken between the probe and the bind (another worker): try a few ports.
    let failure = '';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const port = await freePort();
      const run = await launch(options, port, dataDir, databaseUrl);
      const logs = () => run.output.join('');
      if (run.healthy) {
        let stopped: Promise<ExitStatus> | undefined;
        const stop = () => {
          stopped ??= (async () => {
            if (run.child.exitCode === null && run.child.signalCode === null)
              run.child.kill('SIGTERM');
            const timer = setTimeout(() => run.child.kill('SIGKILL'), KILL_AFTER_MS);
            const status = await run.exited;
            clearTimeout(timer);
            await cleanup();
            return status;
          })();
          return stopped;
        };
        return {
          url: `http://127.0.0.1:${port}`,
          port,
          dataDir,
          database: options.database,
          env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
          siteUrl: options.env?.['SITE_URL'] ?? earlier?.siteUrl ?? `http://127.0.0.1:${port}`,
          process: run.child,
          exited: run.exited,
          logs,
          stop,
        };
      }
      if (run.child.exitCode === null && run.child.signalCode === null) {
        run.child.kill('SIGKILL');
      }
      const status = await run.exited;
      failure =
        `rifa-server did not become healthy on port ${port} within ${HEALTH_TIMEOUT_MS / 1000} s ` +
        `(exit code ${status.code}, signal ${status.signal}). Its output:\n${logs() || '(nothing)'}`;
      const portTaken = /address already in use|EADDRINUSE/i.test(logs());
      if (!portTaken) break;
    }
    throw new Error(failure);
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
}

/**
 * `rifa-server run-jobs --now <now>` against a running test server's database (its DATA_DIR or
 * DATABASE_URL): the scheduled jobs once, as of `now`, as an operator would run them. Returns how
 * many things the jobs did.
 */
export function runJobs(server: RunningServer, now: Date | string): Promise<number> {
  const at = typeof now === 'string' ? now : now.toISOString();
  return new Promise((resolve, reject) => {
    execFile(
      serverBinary,
      ['run-jobs', '--now', at],
      { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LOG_LEVEL: 'warn', ...server.env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`run-jobs failed: ${error.message}\n${stderr}`));
        else resolve(Number(stdout.trim()));
      },
    );
  });
}
