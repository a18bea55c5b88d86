/**
 * In Chromium at 390×844 against the real binary (issue 37 part 4 follow-up).
 * - A buyer has their ticket's page open, with the report form, when the super admin takes the
 *   raffle down: the screenshot they then choose is refused by the server (the upload names the
 *   ticket) and the form says why, in the server's Spanish words; nothing is stored. Opened again,
 *   the ticket page says the raffle is not available instead of offering the form.
 * - The seller's and creator's sellers pages and the profile (where antd's `Space` had the
 *   deprecated `direction`) log no console warning or error.
 */
import type { Page } from '@playwright/test';
import { addPaymentMethod, api, buyTicket, createRaffle, signUp, superAdmin } from '../support/api';
import { openPage, PHONE, signIn, snapshot, tinyPng, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { addSeller } from '../support/sellers';

/** Console warnings and errors, and uncaught errors, of a page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('a screenshot chosen on a ticket whose raffle was taken down meanwhile is refused with the reason', async ({
  browser,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await superAdmin(server);
  const creator = await signUp(server, 'OrganizadoraBaja', uniqueEmail('orgbaja'));
  await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
  });
  const raffle = await createRaffle(server, creator, {
    title: `Rifa dada de baja ${Date.now()}`,
    reservation_minutes: 60,
  });
  const buyer = await signUp(server, 'CompradorBaja', uniqueEmail('compbaja'));
  const ticket = await buyTicket(server, buyer, raffle.id, [7]);

  const page = await openPage(browser, server.url, PHONE);
  await signIn(page, buyer.email);
  await page.goto(`/app/tickets/${ticket.id}`);
  const form = page.getByTestId('payment-report-form');
  await expect(form).toBeVisible();

  const down = await api(server, `/admin/raffles/${raffle.id}/take-down`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ reason: 'Premio inexistente' }),
  });
  expect(down.status).toBe(200);

  await form.getByTestId('screenshot-input').setInputFiles({
    name: 'pago.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(form.getByTestId('screenshot-error')).toHaveText(
    'Error al subir archivo: Esta rifa fue dada de baja por la administración y no está disponible',
  );
  await expect(form.getByTestId('screenshot-uploaded')).toHaveCount(0);
  await snapshot(page, testInfo, 'upload-refused');

  // Opened again, the ticket says why it cannot be paid instead of a form that waits forever.
  await page.reload();
  await expect(page.getByTestId('ticket-numbers')).toHaveText('07');
  await expect(page.getByTestId('ticket-raffle-unavailable')).toContainText('Rifa no disponible');
  await expect(page.getByTestId('ticket-raffle-unavailable')).toContainText(
    'Esta rifa fue dada de baja por la administración',
  );
  await expect(page.getByTestId('payment-report-form')).toHaveCount(0);
  await expect(page.getByTestId('pay-to')).toHaveCount(0);
  // No countdown asking to report a payment the raffle no longer takes.
  await expect(page.locator('.rifa-ticket-hold')).toHaveCount(0);
  await snapshot(page, testInfo, 'ticket-of-raffle-taken-down');
});

test('the sellers pages and the profile log no console warning', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'CreadoraConsola', uniqueEmail('creconsola'));
  const raffle = await createRaffle(server, creator, { title: `Consola limpia ${Date.now()}` });
  const seller = await signUp(server, 'VendedoraConsola', uniqueEmail('venconsola'));
  await addSeller(server, creator, raffle.id, seller, {
    block: { start: 10, end: 19, locked: false },
  });

  const sellerPage = await openPage(browser, server.url, PHONE);
  const sellerProblems = watchConsole(sellerPage);
  await signIn(sellerPage, seller.email);
  await sellerPage.goto('/app/selling');
  await expect(sellerPage.getByTestId('my-seller-card')).toContainText('Consola limpia');
  await sellerPage.goto('/app/profile');
  await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible();

  const creatorPage = await openPage(browser, server.url, PHONE);
  const creatorProblems = watchConsole(creatorPage);
  await signIn(creatorPage, creator.email);
  await creatorPage.goto(`/app/raffle/${raffle.id}/sellers`);
  await expect(creatorPage.getByTestId('invite-seller-form')).toBeVisible();
  await expect(
    creatorPage.locator('[data-testid="seller-card"][data-seller="VendedoraConsola"]'),
  ).toBeVisible();

  expect(sellerProblems).toEqual([]);
  expect(creatorProblems).toEqual([]);
});
