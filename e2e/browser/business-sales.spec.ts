/**
 * The business's raffles, counter sales and sold tickets (issue 12), in Chromium against the real
 * binary. An owner with Negocio signs in at /business/login, creates a raffle from the back-office
 * (the app's form, landing back on Rifas with the raffle's figures), opens 'Vender' and chooses four
 * numbers; one of them is bought online meanwhile (this phone has no realtime connection, so the
 * server's 409 is what it meets): the sale is refused naming it, the other three stay chosen and
 * are sold to a guest, paid at the counter. The success step shows the receipt's QR code and
 * 'Imprimir recibo' opens the printable receipt. Rifas shows the figures in USD and Bs; Tickets
 * Vendidos shows both sales with their sellers and the totals, filters by 'En línea' (kept in the
 * URL) and downloads that filter as CSV. A cashier on a phone sees only 'Vender' and 'Ver rifa',
 * sells three numbers as pending, finds the sale under 'Yo'; the owner finds it under that cashier.
 * Screenshots at 390×844 and 1280×800 are attached.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  addPaymentMethod,
  buyNumbers,
  createRaffle,
  FIXTURE_PAGO_MOVIL,
  setExchangeRate,
  signUp,
} from '../support/api';
import { addCashier, businessOwner } from '../support/business';
import {
  businessSignIn,
  chooseLottery,
  DESKTOP,
  localInDays,
  numberButton,
  openPage,
  PHONE,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

/** Chooses `option` in the sold tickets' seller filter. */
async function chooseSeller(page: Page, option: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Vendedor' }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

test('an owner creates a raffle, sells at the counter, prints the receipt and finds the sales', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(300_000);
  const title = `Parrillera ${Date.now()}`;
  const owner = await businessOwner(server, 'Olga Negocio');
  await setExchangeRate(server, owner, 40);
  // Publishing needs an active payment method: the business's own, which its buyers see.
  await addPaymentMethod(server, owner, FIXTURE_PAGO_MOVIL);
  const online = await signUp(server, 'Beto Comprador', uniqueEmail('beto'));

  const page = await openPage(browser, baseURL!, DESKTOP);
  // No realtime on this device: a number sold elsewhere reaches it only through the server's 409.
  await page.routeWebSocket('**/realtime/v1', (ws) => ws.close());
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });

  await businessSignIn(page, owner.email);

  // 'Crear rifa' is the app's form; saving lands back on the business's raffles.
  await page.getByRole('link', { name: 'Crear rifa' }).click();
  await expect(page).toHaveURL(/\/business\/raffles\/new$/);
  const form = page.getByTestId('raffle-form');
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descripción').fill('Parrillera de acero con cubierta.');
  await form.getByLabel('Precio por número (USD)').fill('2');
  await form.getByRole('radio', { name: /^100 / }).check();
  await chooseLottery(page, form, 'Lotería del Zulia');
  await form.getByLabel('Cierre de ventas', { exact: true }).fill(localInDays(10));
  await form.getByRole('button', { name: /Publicar|Crear/ }).click();
  await expect(page).toHaveURL(/\/business\/raffles$/);
  const card = page.getByTestId('business-raffle').filter({ hasText: title });
  await expect(card.getByTestId('business-raffle-sold')).toHaveText('0 de 100 números vendidos');
  await expect(page.getByTestId('business-raffles-rate')).toContainText('40,00 Bs/USD');

  // The counter sale: four numbers chosen, one of them bought online meanwhile.
  await card.getByTestId('business-raffle-sell').click();
  await expect(page).toHaveURL(/\/business\/raffles\/[0-9a-f-]{36}\/sell$/);
  const raffleId = new URL(page.url()).pathname.split('/')[3]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Venta en taquilla' })).toBeVisible();
  for (const n of ['05', '06', '07', '08']) {
    await numberButton(page, n).click();
    await expect(numberButton(page, n)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('sale-count')).toHaveText('4 números');
  await expect(page.getByTestId('total-usd')).toHaveText('$ 8,00');
  await expect(page.getByTestId('total-bs')).toHaveText('Bs 320,00');
  const bought = await buyNumbers(server, online, raffleId, [8]);
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);

  await page.getByLabel('Nombre del comprador').fill('José Rodríguez');
  await page.getByLabel('Teléfono (opcional)').fill('0424-5551234');
  await page.getByTestId('sale-submit').click();
  const refusal = page.getByTestId('sale-error');
  await expect(refusal).toContainText('Algunos números ya no están disponibles');
  await expect(refusal).toContainText('Ya vendidos: 08.');
  await expect(page.getByTestId('sale-numbers')).toHaveText('05, 06, 07');
  await expect(numberButton(page, '08')).toBeDisabled();
  await expect(page.getByTestId('total-usd')).toHaveText('$ 6,00');
  await snapshot(page, testInfo, 'counter-sale-refused-desktop');

  await page.getByTestId('sale-submit').click();
  const done = page.getByTestId('sale-done');
  await expect(done).toContainText('Venta registrada');
  await expect(done).toContainText('Números 05, 06, 07 para José Rodríguez.');
  await expect(done.getByRole('img', { name: 'Código QR del recibo' })).toBeVisible();
  const receiptHref = await done.getByTestId('receipt-link').getAttribute('href');
  expect(receiptHref).toMatch(/^\/t\/[0-9a-f]{32}$/);
  await snapshot(page, testInfo, 'counter-sale-done-desktop');

  // 'Imprimir recibo': the printable receipt in a new tab, which prints itself.
  const [printTab] = await Promise.all([
    page.context().waitForEvent('page'),
    done.getByRole('button', { name: 'Imprimir recibo' }).click(),
  ]);
  await expect(printTab).toHaveURL(`${baseURL}${receiptHref}?imprimir=1`);
  await expect(printTab.getByTestId('receipt-title')).toHaveText(title);
  await expect(printTab.getByTestId('receipt-numbers')).toHaveText('05 · 06 · 07');
  await expect(printTab.getByTestId('receipt-status')).toHaveText('Pagado');
  // The paper carries the QR code of its own address.
  await expect(printTab.getByRole('img', { name: 'Código QR del recibo' })).toBeVisible();
  await expect(printTab.locator('html')).toHaveAttribute('data-printed', 'true');
  await printTab.close();

  // 'Nueva venta' clears the form for the next buyer.
  await page.getByTestId('sale-new').click();
  await expect(page.getByTestId('sale-count')).toHaveText('Ningún número elegido');
  await expect(page.getByLabel('Nombre del comprador')).toHaveValue('');
  for (const n of ['05', '06', '07', '08']) await expect(numberButton(page, n)).toBeDisabled();

  // Rifas: four of 100 sold, three paid ($ 6,00 = Bs 240,00) and one pending ($ 2,00 = Bs 80,00).
  await page.getByRole('link', { name: 'Volver a Rifas' }).click();
  await expect(card.getByTestId('business-raffle-sold')).toHaveText('4 de 100 números vendidos');
  await expect(card.getByTestId('business-raffle-paid')).toContainText('$ 6,00');
  await expect(card.getByTestId('business-raffle-paid')).toContainText('Bs 240,00');
  await expect(card.getByTestId('business-raffle-pending')).toContainText('$ 2,00');
  await expect(card.getByTestId('business-raffle-pending')).toContainText('Bs 80,00');
  await snapshot(page, testInfo, 'business-raffles-desktop');

  // Tickets Vendidos: both sales, who sold them, and the totals.
  await page.goto('/business/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets Vendidos' })).toBeVisible();
  await expect(page.getByTestId('sales-total-tickets')).toHaveText('Tickets2');
  await expect(page.getByTestId('sales-total-numbers')).toHaveText('Números4');
  await expect(page.getByTestId('sales-total-amount')).toHaveText('Monto vendido$ 8,00');
  await expect(page.getByTestId('sales-total-paid')).toHaveText('Cobrado$ 6,00');
  await expect(page.getByTestId('sales-total-pending')).toHaveText('Por cobrar$ 2,00');
  const counterRow = page.getByTestId('sold-ticket').filter({ hasText: 'José Rodríguez' });
  await expect(counterRow.getByTestId('sold-ticket-numbers')).toHaveText('05, 06, 07');
  await expect(counterRow).toContainText('Olga Negocio');
  await expect(counterRow).toContainText('0424-5551234');
  const onlineRow = page.getByTestId('sold-ticket').filter({ hasText: 'Beto Comprador' });
  await expect(onlineRow).toContainText('En línea');
  await snapshot(page, testInfo, 'business-tickets-desktop');

  // 'En línea' only: the filter goes into the URL and the totals follow it.
  await chooseSeller(page, 'En línea');
  await expect(page).toHaveURL(/[?&]seller=online/);
  await expect(page.getByTestId('sales-total-tickets')).toHaveText('Tickets1');
  await expect(page.getByTestId('sales-total-pending')).toHaveText('Por cobrar$ 2,00');
  await expect(onlineRow).toBeVisible();
  await expect(counterRow).toHaveCount(0);

  // The CSV of that filter: the one online ticket, as a spreadsheet in Spanish reads it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('tickets-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(rows[0]).toBe(
    'Fecha;Rifa;Números;Comprador;Teléfono;Correo;Estado;Pago;Vendido por;Monto (USD);Monto (Bs);Tasa (Bs/USD)',
  );
  expect(rows.slice(1).filter((row) => row !== '')).toHaveLength(1);
  const fields = rows[1]!.split(';');
  expect(fields.slice(1, 4)).toEqual([title, '08', 'Beto Comprador']);
  expect(fields[5]).toBe(online.email);
  expect(fields[6]).toBe('Pendiente');
  expect(fields.slice(8)).toEqual(['En línea', '2,00', '', '']);

  // The same screens on a phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('sold-ticket').filter({ hasText: 'Beto Comprador' })).toBeVisible();
  await snapshot(page, testInfo, 'business-tickets-phone');
  await page.goto('/business/raffles');
  await expect(card).toBeVisible();
  await snapshot(page, testInfo, 'business-raffles-phone');
  await page.goto(`/business/raffles/${raffleId}/sell`);
  await expect(numberButton(page, '05')).toBeDisabled();
  await numberButton(page, '10').click();
  await expect(page.getByTestId('sale-count')).toHaveText('1 número');
  await snapshot(page, testInfo, 'counter-sale-phone');
});

test('a cashier sells at the counter on a phone; the owner finds the sale under that cashier', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Bicicleta ${Date.now()}`;
  const owner = await businessOwner(server, 'Rosa Negocio');
  const raffle = await createRaffle(server, owner, { title, ticket_price: 3 });
  const person = await signUp(server, 'Carla Cajera', uniqueEmail('carla'));
  const cashier = await addCashier(server, owner, person);

  // The cashier: sell and view only, no create or edit.
  const page = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(page, person.email);
  const card = page.getByTestId('business-raffle').filter({ hasText: title });
  await expect(card.getByTestId('business-raffle-sell')).toBeVisible();
  await expect(card.getByTestId('business-raffle-view')).toBeVisible();
  await expect(card.getByTestId('business-raffle-edit')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Crear rifa' })).toHaveCount(0);
  await snapshot(page, testInfo, 'cashier-raffles-phone');

  await card.getByTestId('business-raffle-sell').click();
  await expect(page).toHaveURL(`${baseURL}/business/raffles/${raffle.id}/sell`);
  for (const n of ['11', '12', '13']) await numberButton(page, n).click();
  await expect(page.getByTestId('total-usd')).toHaveText('$ 9,00');
  // Without a rate the screen says so instead of an amount in bolívares.
  await expect(page.getByTestId('no-rate')).toHaveText('El negocio no tiene tasa en bolívares.');
  await page.getByLabel('Nombre del comprador').fill('Pedro Pérez');
  await page.getByLabel('Correo electrónico (opcional)').fill('pedro@ejemplo.com');
  // (antd's radio button is its label: the input itself takes no pointer events.)
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Pendiente' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Pendiente' })).toBeChecked();
  await page.getByTestId('sale-submit').click();
  const done = page.getByTestId('sale-done');
  await expect(done).toContainText('Números 11, 12, 13 para Pedro Pérez.');
  await expect(done.getByRole('img', { name: 'Código QR del recibo' })).toBeVisible();
  await snapshot(page, testInfo, 'cashier-sale-done-phone');

  // The cashier's sold tickets: 'En línea' and 'Yo' to choose from; their sale under 'Yo'.
  await page.goto('/business/tickets');
  await chooseSeller(page, 'Yo');
  await expect(page).toHaveURL(new RegExp(`[?&]seller=${person.userId}`));
  const row = page.getByTestId('sold-ticket').filter({ hasText: 'Pedro Pérez' });
  await expect(row).toContainText('Carla Cajera');
  await expect(row).toContainText('Pendiente');
  await expect(page.getByTestId('sales-total-pending')).toHaveText('Por cobrar$ 9,00');

  // The owner filters by that cashier.
  const ownerPage = await openPage(browser, baseURL!, DESKTOP);
  await businessSignIn(ownerPage, owner.email);
  await ownerPage.goto('/business/tickets');
  await chooseSeller(ownerPage, `${cashier.name} (cajero)`);
  await expect(ownerPage).toHaveURL(new RegExp(`[?&]seller=${cashier.id}`));
  const ownerRow = ownerPage.getByTestId('sold-ticket').filter({ hasText: 'Pedro Pérez' });
  await expect(ownerRow.getByTestId('sold-ticket-numbers')).toHaveText('11, 12, 13');
  await expect(ownerRow).toContainText('Carla Cajera');
  await expect(ownerPage.getByTestId('sales-total-tickets')).toHaveText('Tickets1');
  await expect(ownerPage.getByTestId('sales-total-numbers')).toHaveText('Números3');
  await snapshot(ownerPage, testInfo, 'owner-tickets-by-cashier-desktop');
});
