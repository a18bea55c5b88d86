import { defineConfig } from '@playwright/test';

/**
 * Three projects, one server per worker (started by the `server` fixture, never by `webServer`):
 *   api-sqlite, api-postgresql  the same specs in api/, against SQLite and against PostgreSQL
 *   browser                     the built SPA served by the binary (SQLite), in Debian's Chromium
 * api-postgresql needs RIFA_TEST_PG_URL (see README.md); without it the project fails, unless
 * RIFA_E2E_SKIP_PG=1 says to skip it.
 */
const pgMissing = !process.env['RIFA_TEST_PG_URL']?.trim();
const skipPg = process.env['RIFA_E2E_SKIP_PG'] === '1';
if (pgMissing && !process.env['TEST_WORKER_INDEX']) {
  // Said once, in the runner process; every api-postgresql test then fails (or is skipped).
  console.error(
    skipPg
      ? 'rifa e2e: RIFA_TEST_PG_URL is not set and RIFA_E2E_SKIP_PG=1: skipping api-postgresql.'
      : 'rifa e2e: RIFA_TEST_PG_URL is not set: api-postgresql will FAIL. Start a cluster with ' +
          '`scripts/pg-cluster.sh start $(mktemp -d)` and export its URL, or set RIFA_E2E_SKIP_PG=1.',
  );
}

export default defineConfig({
  reporter: 'list',
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Generous bounds for a loaded 2-core machine; no assertion depends on speed.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results',
  projects: [
    { name: 'api-sqlite', testDir: 'api' },
    { name: 'api-postgresql', testDir: 'api' },
    {
      name: 'browser',
      testDir: 'browser',
      fullyParallel: true,
      use: {
        browserName: 'chromium',
        headless: true,
        locale: 'es-VE',
        viewport: { width: 1280, height: 800 },
        // Traces cost CPU on every paint; RIFA_E2E_TRACE=1 records them (kept for failures).
        trace: process.env['RIFA_E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
        screenshot: 'only-on-failure',
        launchOptions: {
          executablePath: process.env['RIFA_CHROMIUM'] ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-gpu',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
