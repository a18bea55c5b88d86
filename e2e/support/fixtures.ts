/**
 * Playwright fixtures. Each worker runs its own rifa-server, on the database its project names
 * (api-postgresql: PostgreSQL; every other project: SQLite), started on the worker's first test
 * that asks for `server` and stopped when the worker ends. Browser tests get `baseURL` pointed
 * at that server.
 */
import { test as base, expect } from '@playwright/test';
import { recordContractViolations } from './contract-recorder';
import {
  PG_MISSING_MESSAGE,
  postgresAdminUrl,
  startServer,
  type DatabaseKind,
  type RunningServer,
} from './server';

export function databaseForProject(projectName: string): DatabaseKind {
  return projectName.endsWith('postgresql') ? 'postgresql' : 'sqlite';
}

/** Whether this project is PostgreSQL without a cluster and the caller asked to skip it. */
function skipPostgres(projectName: string): boolean {
  return (
    databaseForProject(projectName) === 'postgresql' &&
    !postgresAdminUrl() &&
    process.env['RIFA_E2E_SKIP_PG'] === '1'
  );
}

interface TestFixtures {
  /** The worker's running server (started on first use). */
  server: RunningServer;
  _postgresGate: void;
  _contract: void;
}

interface WorkerFixtures {
  /** The database of this project. */
  database: DatabaseKind;
  _workerServer: { get(): Promise<RunningServer> };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  database: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(databaseForProject(workerInfo.project.name));
    },
    { scope: 'worker' },
  ],

  // Worker fixtures are set up before any test-level skip can happen, so the server starts
  // lazily: a skipped project never needs a database. Every spec file of a worker signs up its
  // users on this one server from one address, so its limits are generous (RATE_LIMIT_MULTIPLIER);
  // the limits themselves are tested on servers of their own (rate-limits, recovery, realtime).
  _workerServer: [
    async ({ database }, use) => {
      let starting: Promise<RunningServer> | undefined;
      await use({
        get: () => {
          starting ??= startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
          return starting;
        },
      });
      if (starting) {
        const server = await starting.catch(() => undefined);
        await server?.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // Runs before each test's other fixtures: skips the PostgreSQL project when told to, and
  // otherwise fails it loudly when there is no cluster to run it on.
  _postgresGate: [
    async ({ database }, use, testInfo) => {
      testInfo.skip(
        skipPostgres(testInfo.project.name),
        'RIFA_E2E_SKIP_PG=1 and no RIFA_TEST_PG_URL',
      );
      if (database === 'postgresql' && !postgresAdminUrl()) {
        throw new Error(`[${testInfo.project.name}] ${PG_MISSING_MESSAGE}`);
      }
      await use();
    },
    { auto: true },
  ],

  // API projects: every answer from /api/v1 and /storage/v1 that the test receives is checked
  // against api/openapi.yaml (support/contract-recorder.ts); any mismatch fails the test.
  _contract: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if (!testInfo.project.name.startsWith('api-')) {
        await use();
        return;
      }
      const stop = recordContractViolations();
      try {
        await use();
      } finally {
        const violations = await stop();
        if (violations.length > 0) {
          throw new Error(
            `${violations.length} answer(s) do not match api/openapi.yaml:\n\n${violations.join('\n\n')}`,
          );
        }
      }
    },
    { auto: true },
  ],

  server: async ({ _workerServer, _postgresGate }, use, testInfo) => {
    void _postgresGate;
    const server = await _workerServer.get();
    if (server.process.exitCode !== null || server.process.signalCode !== null) {
      throw new Error(
        `this worker's rifa-server is no longer running. Its output:\n${server.logs()}`,
      );
    }
    await use(server);
    // A failed test carries the server's output (and whether the process is gone).
    if (testInfo.status !== testInfo.expectedStatus) {
      const { exitCode, signalCode } = server.process;
      const state =
        exitCode === null && signalCode === null
          ? 'running'
          : `exited (code ${String(exitCode)}, signal ${String(signalCode)})`;
      await testInfo.attach('rifa-server output', {
        body: `rifa-server ${server.url}: ${state}\n\n${server.logs()}`,
        contentType: 'text/plain',
      });
    }
  },

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
