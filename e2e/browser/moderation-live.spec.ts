/**
 * Moderation follow-ups in Chromium at 390×844 (issue 37 part 4), against the real binary.
 * - A buyer has a raffle's page open when the super admin takes it down: the page turns into
 *   "Rifa no disponible" with the reason, without a reload (the `raffle.blocked` event).
 * - An organiser is signed in when the super admin suspends him: the next time the app talks to
 *   the server (here a reload), his session is refused, the refresh answers `user_banned`, and the
 *   app signs him out saying in Spanish that the account is suspended.
 * Screenshots of both are attached.
 */
import type { Page } from '@playwright/test';
import { api, buyTicket, createRaffle, signUp, superAdmin } from '../support/api';
import { openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';

/** Every text frame the page's WebSockets receive. */
function moderationFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return frames;
}

function framesOf(frames: string[], type: string, key: string, value: string): number {
  return frames.filter((f) => {
    const message = JSON.parse(f) as Record<string, unknown>;
    return message.type === type && message[key] === value;
  }).length;
}

test('a buyer with the raffle open sees it taken down without a reload', async ({
  server,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString().slice(-6);
  const creator = await signUp(server, `CreadoraVivo${tag}`, uniqueEmail('creavivo'));
  const title = `Televisor fantasma ${tag}`;
  const raffle = await createRaffle(server, creator, { title });
  const buyer = await signUp(server, `CompradorVivo${tag}`, uniqueEmail('compvivo'));
  await buyTicket(server, buyer, raffle.id, [12]);
  const admin = await superAdmin(server);

  const page = await openPage(browser, server.url, PHONE);
  const frames = moderationFrames(page);
  await signIn(page, buyer.email);
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  await page.goto(`/app/raffle/${raffle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page follows the raffle's topic before the take-down happens.
  await expect.poll(() => framesOf(frames, 'subscribed', 'topic', `raffle:${raffle.id}`)).toBe(1);
  const navigations = reloads;

  const down = await api(server, `/admin/raffles/${raffle.id}/take-down`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ reason: 'Premio inexistente' }),
  });
  expect(down.status).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: 'Rifa no disponible' })).toBeVisible();
  await expect(page.getByTestId('raffle-unavailable')).toHaveText(
    'Esta rifa fue dada de baja por la administración y no está disponible',
  );
  // (The buyer's notification toast says it too; the page itself is what is checked.)
  await expect(
    page.getByTestId('raffle-detail').getByText('Motivo: Premio inexistente'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprar' })).toHaveCount(0);
  // It came by the event, with no navigation of the page.
  expect(framesOf(frames, 'event', 'event', 'raffle.blocked')).toBe(1);
  expect(reloads).toBe(navigations);
  await snapshot(page, testInfo, 'raffle-taken-down-live');
});

test('a suspended organiser is signed out with the Spanish message that the account is suspended', async ({
  server,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString().slice(-6);
  const organiser = await signUp(server, `OrganizadorSuspendido${tag}`, uniqueEmail('orgsusp'));
  const admin = await superAdmin(server);

  const page = await openPage(browser, server.url, PHONE);
  await signIn(page, organiser.email);
  expect(await page.evaluate(() => window.localStorage.getItem('rifa-auth'))).not.toBeNull();

  const suspended = await api(server, `/admin/users/${organiser.userId}/suspend`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ reason: 'Rifas sin premio' }),
  });
  expect(suspended.status).toBe(200);

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/auth/v1/token?grant_type=refresh_token')) {
      refreshes.push(response.status());
    }
  });
  await page.reload();
  const notice = page.getByRole('dialog').filter({ hasText: 'Tu sesión se cerró' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('signed-out-suspended')).toHaveText(
    'Tu cuenta está suspendida por la administración de Rifa. Si crees que es un error, escríbenos.',
  );
  expect(refreshes).toContain(403);
  expect(await page.evaluate(() => window.localStorage.getItem('rifa-auth'))).toBeNull();
  await snapshot(page, testInfo, 'signed-out-suspended');
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
