/**
 * Counter sales that work offline (issue 36 part 2) in Chromium at 390×844 against the real binary:
 * a seller with a block sells five numbers with no connection (Playwright's offline mode), sees a
 * receipt 'pendiente de sincronizar' for each, reloads the page offline (the service worker serves
 * the app, IndexedDB what the last visit loaded and the queue), comes back online and the queue is
 * sent: each sale 'sincronizada' with its receipt, and the creator sees them among the raffle's
 * tickets. Then the creator gives the block to someone else during the outage: the seller sees
 * each queued sale 'rechazada' with the server's reason and what to do, and nothing is sold twice.
 * And the queue is sent wherever the app is open: back online on the timeline, or on another page
 * opened later, the sales reach the server and a notice says how many, with a link to her page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { api, createRaffle, signUp, type Session } from '../support/api';
import { openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { addSeller, sellAsSeller } from '../support/sellers';

/** Waits until the service worker controls the page (installed, activated, clients claimed). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** axe's serious and critical violations on the page as it is (WCAG 2.x A and AA), by rule. */
async function axeFindings(page: Page): Promise<string[]> {
  // antd's motions (a fade from transparent) end before the page is judged on contrast.
  await expect(
    page.locator('.ant-motion-collapse, [class*="-appear"], [class*="-enter"]'),
  ).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How many seller snapshots the page kept in IndexedDB (what a visit offline sells from). */
function keptSnapshots(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open('rifa-offline-sales', 1);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('snapshots').objectStore('snapshots').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
        req.onerror = () => resolve(0);
      }),
  );
}

/** The seller's page, signed in, controlled by the service worker, her block kept for offline. */
async function sellerReady(page: Page, email: string): Promise<Locator> {
  await signIn(page, email);
  await controlledByWorker(page);
  await page.goto('/app/selling');
  const card = page.getByTestId('my-seller-card');
  await expect(card).toBeVisible();
  await expect.poll(() => keptSnapshots(page)).toBe(1);
  return card;
}

/** One sale at the counter offline: picked on her block's grid, the receipt shown, closed. */
async function sellOffline(page: Page, card: Locator, number: string, buyer: string) {
  await card.getByTestId('seller-sell').click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByTestId('block-picker')
    .getByRole('button', { name: number, exact: true })
    .click();
  await expect(dialog.getByTestId('seller-sale-numbers')).toHaveValue(number);
  await dialog.getByTestId('seller-sale-buyer').fill(buyer);
  await dialog.getByTestId('seller-sell-submit').click();
  const receipt = dialog.getByTestId('offline-receipt');
  await expect(receipt).toContainText('pendiente de sincronizar');
  await expect(receipt).toContainText(number);
  await expect(receipt).toContainText(buyer);
  await expect(receipt).toContainText('$ 2,50');
  await expect(receipt).toContainText('Efectivo USD');
  return dialog;
}

test('a seller sells five numbers offline, comes back online, the creator sees them', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Carmen Creadora', uniqueEmail('carmen'));
  const ana = await signUp(server, 'Ana Vendedora', uniqueEmail('ana'));
  const title = `Cesta sin señal ${Date.now()}`;
  const raffle = await createRaffle(server, creator, { title, ticket_price: 2.5 });
  await addSeller(server, creator, raffle.id, ana, {
    block: { start: 10, end: 19, locked: false },
  });
  // 12 was sold before the outage (by Ana, online): taken on her grid offline too.
  const mine = await api(server, '/me/sellers', { token: ana.token });
  const sellerId = mine.body.data[0].id as string;
  expect((await sellAsSeller(server, ana, sellerId, { numbers: [12] }, 'antes')).status).toBe(201);

  const page = await openPage(browser, server.url, PHONE);
  const card = await sellerReady(page, ana.email);
  await card.getByTestId('seller-sell').click();
  await expect(
    page.getByTestId('block-picker').getByRole('button', { name: '12', exact: true }),
  ).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  // No connection: three sales on the page as it was loaded.
  await page.context().setOffline(true);
  for (const [n, buyer] of [
    ['10', 'María Pérez'],
    ['11', 'José Gómez'],
    ['13', 'Luisa Díaz'],
  ] as const) {
    const dialog = await sellOffline(page, card, n, buyer);
    if (n === '10') {
      await snapshot(page, testInfo, 'offline-receipt');
      expect(await axeFindings(page)).toEqual([]);
    }
    await dialog.getByTestId('offline-receipt-close').click();
    await expect(dialog).toBeHidden();
  }
  // A number outside her block cannot be sold offline.
  await card.getByTestId('seller-sell').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByTestId('seller-sale-numbers').fill('25');
  await dialog.getByTestId('seller-sale-buyer').fill('Pedro Ruiz');
  await dialog.getByTestId('seller-sell-submit').click();
  await expect(dialog.getByTestId('seller-sale-error')).toHaveText(
    'Sin conexión solo puedes vender números de tu talonario (10–19): 25 no lo son.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // A reload offline: the service worker serves the app, IndexedDB her block and her queue.
  await page.reload();
  await expect(page.getByTestId('offline-kept')).toBeVisible();
  await expect(page.getByTestId('offline-pending')).toContainText(
    '3 ventas pendientes de sincronizar',
  );
  await card.getByTestId('seller-sell').click();
  dialog = page.getByRole('dialog');
  // Queued numbers are taken on her own grid.
  for (const n of ['10', '11', '12', '13']) {
    await expect(
      dialog.getByTestId('block-picker').getByRole('button', { name: n, exact: true }),
    ).toBeDisabled();
  }
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  for (const [n, buyer] of [
    ['14', 'Ana Torres'],
    ['15', 'Rosa Mora'],
  ] as const) {
    const d = await sellOffline(page, card, n, buyer);
    await d.getByTestId('offline-receipt-close').click();
  }
  await expect(page.getByTestId('offline-pending')).toContainText(
    '5 ventas pendientes de sincronizar',
  );
  const queued = card.getByTestId('offline-sale');
  await expect(queued).toHaveCount(5);
  await expect(queued.filter({ hasText: 'pendiente de sincronizar' })).toHaveCount(5);
  await snapshot(page, testInfo, 'offline-queue');
  expect(await axeFindings(page)).toEqual([]);

  // Back online: the queue is sent by itself; each sale synced with its receipt.
  await page.context().setOffline(false);
  await expect(card.locator('[data-testid="offline-sale"][data-state="synced"]')).toHaveCount(5);
  await expect(page.getByTestId('offline-pending')).toHaveCount(0);
  await expect(card.getByTestId('offline-sale-receipt')).toHaveCount(5);
  await expect(card.getByTestId('offline-sale-receipt').first()).toHaveAttribute(
    'href',
    /^\/t\/[A-Za-z0-9_-]+$/,
  );
  await expect(card.getByTestId('my-seller-sales')).toContainText('Rosa Mora');
  await snapshot(page, testInfo, 'synced');

  // The creator sees the five sales among the raffle's tickets.
  const owner = await openPage(browser, server.url, PHONE);
  await signIn(owner, creator.email);
  await owner.goto('/app/my-raffles');
  const raffleCard = owner.getByTestId('my-raffle').filter({ hasText: title });
  await raffleCard.getByRole('button', { name: 'Ver tickets vendidos' }).click();
  const tickets = raffleCard.getByTestId('raffle-ticket');
  await expect(tickets).toHaveCount(6);
  for (const buyer of ['María Pérez', 'José Gómez', 'Luisa Díaz', 'Ana Torres', 'Rosa Mora']) {
    await expect(tickets.filter({ hasText: buyer })).toHaveCount(1);
  }
  await snapshot(owner, testInfo, 'creator-sees-sales');
  const taken = await api(server, `/raffles/${raffle.id}/numbers`);
  expect(taken.body.taken).toEqual([10, 11, 12, 13, 14, 15]);
});

test('the creator gives the block to someone else during the outage: the seller sees the refusals', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Carmen Creadora', uniqueEmail('carmen'));
  const ana = await signUp(server, 'Ana Vendedora', uniqueEmail('ana'));
  const bea: Session = await signUp(server, 'Bea Vendedora', uniqueEmail('bea'));
  const raffle = await createRaffle(server, creator, { title: 'Talonario cambiado' });
  const anaSeller = await addSeller(server, creator, raffle.id, ana, {
    block: { start: 10, end: 19, locked: false },
  });
  const beaSeller = await addSeller(server, creator, raffle.id, bea);

  const page = await openPage(browser, server.url, PHONE);
  const card = await sellerReady(page, ana.email);
  await page.context().setOffline(true);
  for (const [n, buyer] of [
    ['10', 'María Pérez'],
    ['11', 'José Gómez'],
  ] as const) {
    const dialog = await sellOffline(page, card, n, buyer);
    await dialog.getByTestId('offline-receipt-close').click();
  }

  // Meanwhile the creator takes the block back and gives it to Bea, who sells 10.
  const patch = (sellerId: string, block: unknown) =>
    api(server, `/raffles/${raffle.id}/sellers/${sellerId}`, {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ block }),
    });
  expect((await patch(anaSeller.id, null)).status).toBe(200);
  expect((await patch(beaSeller.id, { start: 10, end: 19, locked: false })).status).toBe(200);
  expect((await sellAsSeller(server, bea, beaSeller.id, { numbers: [10] }, 'bea-10')).status).toBe(
    201,
  );

  // Back online: both refused, each with the server's reason and what to do.
  await page.context().setOffline(false);
  const rejected = card.locator('[data-testid="offline-sale"][data-state="rejected"]');
  await expect(rejected).toHaveCount(2);
  await expect(rejected.filter({ hasText: 'María Pérez' })).toContainText(
    'Algunos números ya no están disponibles',
  );
  await expect(rejected.filter({ hasText: 'José Gómez' })).toContainText(
    'Estos números ya no son de tu talonario (el organizador lo retiró o lo cambió)',
  );
  await expect(rejected.first()).toContainText('devuelve el dinero al comprador');
  await expect(page.getByTestId('offline-pending')).toHaveCount(0);
  await expect(card).toContainText('Sin talonario');
  await snapshot(page, testInfo, 'refused');
  expect(await axeFindings(page)).toEqual([]);

  // Nothing sold twice: 10 is Bea's, 11 nobody's.
  const taken = await api(server, `/raffles/${raffle.id}/numbers`);
  expect(taken.body.taken).toEqual([10]);
  // Dismissed, a refused sale leaves the list.
  await rejected
    .filter({ hasText: 'José Gómez' })
    .getByRole('button', { name: 'Quitar de la lista' })
    .click();
  await expect(rejected).toHaveCount(1);
});

test('the queue is sent from any page: back online on the timeline, or opening the app later', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Carmen Creadora', uniqueEmail('carmen'));
  const ana = await signUp(server, 'Ana Vendedora', uniqueEmail('ana'));
  const raffle = await createRaffle(server, creator, { title: 'Cola en cualquier página' });
  await addSeller(server, creator, raffle.id, ana, {
    block: { start: 30, end: 39, locked: false },
  });

  const page = await openPage(browser, server.url, PHONE);
  const card = await sellerReady(page, ana.email);
  // The timeline once online (its page's code loaded), then back to her page.
  await page.getByTestId('bottom-nav-timeline').click();
  await expect(page).toHaveURL(/\/app\/timeline$/);
  await page.goBack();
  await expect(card).toBeVisible();

  // No connection: two sales queued on her page, then she goes to the timeline.
  await page.context().setOffline(true);
  for (const [n, buyer] of [
    ['30', 'María Pérez'],
    ['31', 'José Gómez'],
  ] as const) {
    const dialog = await sellOffline(page, card, n, buyer);
    await dialog.getByTestId('offline-receipt-close').click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('offline-pending')).toContainText(
    '2 ventas pendientes de sincronizar',
  );
  await page.getByTestId('bottom-nav-timeline').click();
  await expect(page).toHaveURL(/\/app\/timeline$/);
  expect(await api(server, `/raffles/${raffle.id}/numbers`).then((r) => r.body.taken)).toEqual([]);

  // The connection returns there: the sales reach the server and a notice says so, with a link.
  await page.context().setOffline(false);
  const notice = page.getByTestId('offline-sync-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Ventas sin conexión');
  await expect(notice.getByTestId('offline-sync-notice-text')).toHaveText('2 ventas sincronizadas');
  await expect(page).toHaveURL(/\/app\/timeline$/);
  await expect
    .poll(() => api(server, `/raffles/${raffle.id}/numbers`).then((r) => r.body.taken))
    .toEqual([30, 31]);
  expect(await axeFindings(page)).toEqual([]);
  await snapshot(page, testInfo, 'synced-on-timeline');
  await notice.getByRole('link', { name: 'Ver mis ventas' }).click();
  await expect(page).toHaveURL(/\/app\/selling$/);
  await expect(notice).toHaveCount(0);
  await expect(card.locator('[data-testid="offline-sale"][data-state="synced"]')).toHaveCount(2);
  await expect(page.getByTestId('offline-pending')).toHaveCount(0);

  // Another sale offline; the tab is closed. Opening the app later on another page sends it.
  await page.context().setOffline(true);
  const dialog = await sellOffline(page, card, '32', 'Luisa Díaz');
  await dialog.getByTestId('offline-receipt-close').click();
  await expect(page.getByTestId('offline-pending')).toContainText(
    '1 venta pendiente de sincronizar',
  );
  const context = page.context();
  await page.close();
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('/app/tickets');
  const laterNotice = later.getByTestId('offline-sync-notice');
  await expect(laterNotice.getByTestId('offline-sync-notice-text')).toHaveText(
    '1 venta sincronizada',
  );
  await expect(later).toHaveURL(/\/app\/tickets$/);
  await expect
    .poll(() => api(server, `/raffles/${raffle.id}/numbers`).then((r) => r.body.taken))
    .toEqual([30, 31, 32]);
  // Nothing left to send: the page's own list says so too.
  await laterNotice.getByRole('link', { name: 'Ver mis ventas' }).click();
  await expect(later.getByTestId('offline-sale')).toHaveCount(3);
  await expect(later.locator('[data-testid="offline-sale"][data-state="synced"]')).toHaveCount(3);
  await expect(later.getByTestId('offline-pending')).toHaveCount(0);
});
