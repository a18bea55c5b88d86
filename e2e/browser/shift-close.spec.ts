/**
 * Settling and closing counter sales (issue 36 part 3) on a 390×844 phone, in Chromium against the
 * real binary. A cashier has sold by pago móvil and in dollars, and one sale is pending: she marks
 * it 'Cobrado' in Tickets Vendidos, opens 'Cierre de caja', sees what each method collected, types
 * what she counted (short by 2,50 Bs) and closes; the close shows the difference. The owner opens
 * the same page, approves the close and it reads 'Aprobado'. Screenshots are attached.
 */
import { createRaffle, setExchangeRate, signUp } from '../support/api';
import { addCashier, businessOwner, counterSale } from '../support/business';
import { businessSignIn, openPage, PHONE, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';

test('a cashier settles a sale and closes her shift; the owner signs it off', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await businessOwner(server, 'Olga Negocio');
  await setExchangeRate(server, owner, 40);
  const ana = await signUp(server, 'Ana Cajera', uniqueEmail('ana'));
  await addCashier(server, owner, ana, { name: 'Ana Taquilla' });
  const raffle = await createRaffle(server, owner, { ticket_price: 2.5 });
  for (const [numbers, method, status] of [
    [[1, 2], 'pago_movil', 'paid'],
    [[3], 'efectivo_usd', 'paid'],
    [[4], 'efectivo_usd', 'pending'],
  ] as const) {
    const res = await counterSale(server, ana, raffle.id, {
      numbers,
      buyer_name: 'Cliente de Taquilla',
      payment_method: method,
      status,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // The cashier settles the pending sale from Tickets Vendidos.
  const page = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(page, ana.email);
  await page.goto('/business/tickets?status=pending');
  const pending = page.getByTestId('sold-ticket');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Efectivo USD');
  await pending.getByTestId('settle-paid').click();
  await expect(page.getByText('Venta cobrada.')).toBeVisible();
  await expect(page.getByTestId('sold-ticket')).toHaveCount(0);

  // Her shift: pago móvil 200 Bs, dollars 5; she counted 197,50 Bs and 5 USD.
  await page.goto('/business/shift-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Cierre de caja' })).toBeVisible();
  const totals = page.getByTestId('shift-totals');
  await expect(totals.getByTestId('shift-collected')).toContainText('10,00');
  await expect(totals.getByTestId('shift-owed')).toContainText('0');
  await expect(totals.getByTestId('shift-method')).toHaveCount(2);
  await expect(totals.getByTestId('shift-method').nth(1)).toContainText('Pago móvil');
  await expect(totals.getByTestId('shift-method').nth(1)).toContainText('200,00');
  await page.getByTestId('shift-counted-efectivo_usd').fill('5');
  await page.getByTestId('shift-counted-pago_movil').fill('197,50');
  await snapshot(page, testInfo, 'shift-close-counted-390');
  await page.getByTestId('shift-submit').click();
  await expect(
    page.getByText('Caja cerrada. Falta la aprobación del administrador.'),
  ).toBeVisible();
  const close = page.getByTestId('shift-close');
  await expect(close).toHaveCount(1);
  await expect(close).toContainText('Por aprobar');
  await expect(close.getByTestId('shift-close-difference').nth(1)).toContainText('-2,50');
  await expect(close.getByTestId('shift-sign-off')).toHaveCount(0);
  await snapshot(page, testInfo, 'shift-close-cashier-390');
  await page.context().close();

  // The owner approves it.
  const ownerPage = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(ownerPage, owner.email);
  await ownerPage.goto('/business/shift-close');
  const ownerClose = ownerPage.getByTestId('shift-close');
  await expect(ownerClose).toHaveCount(1);
  await expect(ownerClose).toContainText('Ana Taquilla');
  await ownerClose.getByTestId('shift-sign-off').click();
  await expect(ownerClose.getByTestId('shift-close-signed')).toHaveText('Aprobado');
  await expect(ownerClose).toContainText('Aprobado el');
  await snapshot(ownerPage, testInfo, 'shift-close-owner-390');
  await ownerPage.context().close();
});
