/**
 * The service worker (web/scripts/service-worker.js) in Chromium: a second visit opens the shell
 * and the pages already seen with the server gone and the phone offline, says so in Spanish, and no
 * answer of the API, the auth server or the storage ever lands in a cache. The offline test runs its
 * own server, so stopping it leaves the other tests' server alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { register, uniqueEmail } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const OFFLINE = 'Sin conexión a internet';

/** Waits until the service worker controls the page (installed, activated, clients claimed). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Every URL in every Cache Storage cache of the origin, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

let own: RunningServer | undefined;
test.afterEach(async () => {
  await own?.stop();
  own = undefined;
});

test('a second visit opens offline from the cache and says there is no connection', async ({
  page,
  context,
}) => {
  own = await startServer({ database: 'sqlite' });
  await page.goto(`${own.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByWorker(page);
  await page.goto(`${own.url}/app/timeline`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // No server and no network: the shell and the route seen before still open.
  await own.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await page.goto(`${own.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

  // Back online: the message goes away.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('keeps the shell and the hashed assets, never an API, auth or storage answer', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // Signed in, the pages read personal data through the API while the worker controls them.
  await register(page, uniqueEmail('offline'));
  await page.goto('/app/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await page.goto('/app/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();

  const cached = await cachedUrls(page);
  const all = Object.values(cached).flat();
  const shell = Object.entries(cached).find(([name]) => name.startsWith('rifa-shell-'));
  expect(shell?.[1]).toContain('/index.html');
  expect(all.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(all.filter((url) => /^\/(api|auth|realtime|storage)\//.test(url))).toEqual([]);
  expect(all.every((url) => url.startsWith('/assets/') || /^\/[\w.-]+$/.test(url))).toBe(true);
});
