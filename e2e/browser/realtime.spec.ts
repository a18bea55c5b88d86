/**
 * Realtime in Chromium against the real binary (issue 8): a visitor on a phone watches a raffle
 * while another person buys → the visitor's grid shows the numbers taken without a reload (by the
 * `raffle.numbers` event, not by the poll) and drops the number they had chosen; the creator's
 * badge counts up as the purchases happen, /notifications opens the raffle, and marking all read
 * empties the badge; when the creator cancels, the buyer gets a toast that links to the raffle and
 * the visitor's page shows it cancelled. Screenshots of /notifications (phone, desktop) and of the
 * toast are attached.
 */
import type { Page } from '@playwright/test';
import { api, buyNumbers, createRaffle, signUp } from '../support/api';
import { DESKTOP, numberButton, openPage, PHONE, signIn, opened } from '../support/browser';
import { expect, test } from '../support/fixtures';

/** Every text frame the page's WebSockets receive. */
function receivedFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return frames;
}

/** How many times the server confirmed `topic` to the page (one more after each page load). */
function confirmations(frames: string[], topic: string): number {
  return frames.filter((f) => {
    const message = JSON.parse(f) as { type?: string; topic?: string };
    return message.type === 'subscribed' && message.topic === topic;
  }).length;
}

test('a purchase shows live on another phone, on the creator badge and in /notifications', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Combo parrillero ${Date.now()}`;
  const creator = await signUp(server, 'Creadora');
  const buyer = await signUp(server, 'Comprador');
  const { id: raffleId } = await createRaffle(server, creator, { title, ticket_price: 2 });
  const rafflePath = `/app/raffle/${raffleId}`;

  // The creator, on a desktop, is somewhere else in the app: no unread notifications yet.
  const owner = await openPage(browser, baseURL!, DESKTOP);
  const ownerFrames = receivedFrames(owner);
  await signIn(owner, creator.email);
  await owner.goto('/app/timeline');
  const ownerBadge = owner.getByTestId('sider-notifications-badge');
  // No count: the entry's plain name, and no badge (there is none at zero).
  await expect(owner.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(ownerBadge).toHaveCount(0);
  await expect.poll(() => confirmations(ownerFrames, 'user')).toBeGreaterThan(0);

  // A visitor on a phone opens the raffle and chooses 07; the page subscribes to its topic.
  const visitor = await openPage(browser, baseURL!, PHONE);
  const visitorFrames = receivedFrames(visitor);
  let visitorNumberReads = 0;
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1/raffles/${raffleId}/numbers`) {
      visitorNumberReads += 1;
    }
  });
  await visitor.goto(rafflePath);
  await numberButton(visitor, '07').click();
  await expect(numberButton(visitor, '07')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => confirmations(visitorFrames, `raffle:${raffleId}`)).toBe(1);

  // The buyer buys 07 and 42 in the app.
  const shopper = await openPage(browser, baseURL!, DESKTOP);
  const shopperFrames = receivedFrames(shopper);
  await signIn(shopper, buyer.email);
  await shopper.goto(rafflePath);
  await numberButton(shopper, '07').click();
  await numberButton(shopper, '42').click();
  await shopper.getByRole('button', { name: 'Comprar', exact: true }).click();
  const dialog = await opened(shopper.getByRole('dialog', { name: 'Confirmar compra' }));
  await expect(dialog).toBeVisible();
  const readsBefore = visitorNumberReads;
  await dialog.getByRole('button', { name: 'Sí, comprar' }).click();
  await expect(shopper.getByTestId('purchase-success')).toBeVisible();

  // The visitor's grid shows them taken, its choice dropped with a notice, no reload, no re-read.
  await expect(numberButton(visitor, '07')).toBeDisabled();
  await expect(numberButton(visitor, '42')).toBeDisabled();
  await expect(visitor.getByTestId('selection-lost')).toContainText('07');
  expect(visitorFrames.some((f) => f.includes('"raffle.numbers"'))).toBe(true);
  expect(visitorNumberReads).toBe(readsBefore);

  // The creator's badge counts the purchase; a second one (through the API) counts too.
  await expect(ownerBadge).toHaveText('1');
  expect((await buyNumbers(server, buyer, raffleId, [55])).status).toBe(201);
  await expect(ownerBadge).toHaveText('2');
  await expect(numberButton(visitor, '55')).toBeDisabled();

  // /notifications lists both; opening one goes to the raffle and reads it.
  await owner
    .getByTestId('app-sider')
    .getByRole('link', { name: /^Notificaciones/ })
    .click();
  await expect(owner).toHaveURL(/\/notifications$/);
  const items = owner.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  await expect(items.first()).toContainText(title);
  await expect(owner.getByTestId('notifications-unread')).toHaveText('2 sin leer');
  await owner.screenshot({
    path: testInfo.outputPath('notifications-desktop.png'),
    fullPage: true,
  });
  await owner.setViewportSize(PHONE);
  await expect(owner.getByTestId('topbar-notifications-badge')).toHaveText('2');
  await owner.screenshot({ path: testInfo.outputPath('notifications-phone.png'), fullPage: true });
  await owner.setViewportSize(DESKTOP);

  await items.last().getByRole('link').click();
  await expect(owner).toHaveURL(new RegExp(`${rafflePath}$`));
  await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  await expect(ownerBadge).toHaveText('1');

  // Back on /notifications, 'Marcar todas como leídas' empties the badge.
  await owner.goBack();
  await expect(owner).toHaveURL(/\/notifications$/);
  await owner.getByRole('button', { name: /Marcar todas como leídas/ }).click();
  await expect(ownerBadge).toHaveCount(0);
  await expect(owner.getByTestId('notifications-unread')).toHaveText('Todas leídas');
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(items.last()).toHaveAttribute('data-read', 'true');

  // The creator cancels: the buyer, elsewhere in the app, gets the high-priority toast with a
  // link to the raffle, and the visitor's page shows the raffle cancelled without a reload.
  const loads = confirmations(shopperFrames, 'user');
  await shopper.goto('/app/tickets');
  await expect(shopper.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect.poll(() => confirmations(shopperFrames, 'user')).toBe(loads + 1);
  const cancelled = await api(server, `/raffles/${raffleId}/cancel`, {
    method: 'POST',
    token: creator.token,
  });
  expect(cancelled.status).toBe(200);
  const toast = shopper.getByTestId('notification-toast');
  await expect(toast).toContainText('Rifa cancelada');
  await expect(toast).toContainText(title);
  await shopper.screenshot({ path: testInfo.outputPath('toast-desktop.png') });
  await toast.getByRole('link', { name: 'Ver' }).click();
  await expect(shopper).toHaveURL(new RegExp(`${rafflePath}$`));
  await expect(shopper.getByTestId('raffle-closed')).toBeVisible();
  await expect(visitor.getByTestId('raffle-closed')).toContainText(
    'Esta rifa fue cancelada por su organizador.',
  );

  for (const name of [
    'notifications-desktop.png',
    'notifications-phone.png',
    'toast-desktop.png',
  ]) {
    await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
  }
});
