/**
 * Shift closes beyond the cashiers (issue 36 part 3) on a 390×844 phone, in Chromium against the
 * real binary: a seller opens 'Cierre de caja' on /app/selling, sees what her counter sales of the
 * day collected by method, types what she counted (short by 2,50 Bs) and closes; the raffle's
 * creator opens the seller's close from the raffle's sellers screen and approves it. Then a
 * business owner closes her own counter sales in the back-office: she is one of the people the
 * screen offers, and her close is approved as it is made. Neither screen scrolls sideways at 390
 * or 1280 px, and axe finds nothing serious on the sellers' screens with the close open.
 * Screenshots are attached.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRaffle, setExchangeRate, signUp } from '../support/api';
import { businessOwner, counterSale } from '../support/business';
import {
  businessSignIn,
  DESKTOP,
  openPage,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import { addSeller, sellAsSeller } from '../support/sellers';

/** Whether the page is wider than its viewport (it would scroll sideways). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
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

test("a seller closes her shift and the raffle's creator signs it off", async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'CreadoraCierre', uniqueEmail('creadora'));
  await setExchangeRate(server, creator, 40);
  const ana = await signUp(server, 'AnaVendedora', uniqueEmail('ana'));
  const raffle = await createRaffle(server, creator, {
    ticket_price: 2.5,
    title: 'Cesta de cierre',
  });
  const seller = await addSeller(server, creator, raffle.id, ana);
  for (const [numbers, method, status] of [
    [[1, 2], 'pago_movil', 'paid'],
    [[3], 'efectivo_usd', 'paid'],
    [[4], 'efectivo_usd', 'pending'],
  ] as const) {
    const res = await sellAsSeller(server, ana, seller.id, {
      numbers,
      payment_method: method,
      status,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // The seller: pago móvil 200 Bs and 2,50 USD collected, 2,50 USD owed; she counted 197,50 Bs.
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, ana.email);
  await page.goto('/app/selling');
  const card = page.getByTestId('my-seller-card');
  await card.getByTestId('seller-shift-toggle').click();
  const shift = card.getByTestId('seller-shift');
  const totals = shift.getByTestId('shift-totals');
  await expect(totals.getByTestId('shift-collected')).toContainText('7,50');
  await expect(totals.getByTestId('shift-owed')).toContainText('2,50');
  await expect(totals.getByTestId('shift-method')).toHaveCount(2);
  await expect(totals.getByTestId('shift-method').nth(1)).toContainText('Pago móvil');
  await expect(totals.getByTestId('shift-method').nth(1)).toContainText('200,00');
  await shift.getByTestId('shift-counted-efectivo_usd').fill('2,5');
  await shift.getByTestId('shift-counted-pago_movil').fill('197,50');
  await shift.getByTestId('shift-submit').click();
  await expect(page.getByText('Caja cerrada. Falta la aprobación del organizador.')).toBeVisible();
  const mine = shift.getByTestId('shift-close');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Por aprobar');
  await expect(mine.getByTestId('shift-close-difference').nth(1)).toContainText('-2,50');
  await expect(mine.getByTestId('shift-sign-off')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await axeFindings(page)).toEqual([]);
  await snapshot(page, testInfo, 'seller-shift-close-390');
  await page.context().close();

  // The creator approves it from the raffle's sellers screen.
  const creatorPage = await openPage(browser, baseURL!, PHONE);
  await signIn(creatorPage, creator.email);
  await creatorPage.goto(`/app/raffle/${raffle.id}/sellers`);
  const sellerCard = creatorPage.getByTestId('seller-card');
  await sellerCard.getByTestId('seller-shift-toggle').click();
  const close = sellerCard.getByTestId('shift-close');
  await expect(close).toHaveCount(1);
  await expect(close).toContainText('AnaVendedora');
  await close.getByTestId('shift-sign-off').click();
  await expect(close.getByTestId('shift-close-signed')).toHaveText('Aprobado');
  await expect(close).toContainText('Aprobado el');
  expect(await scrollsSideways(creatorPage)).toBe(false);
  expect(await axeFindings(creatorPage)).toEqual([]);
  await snapshot(creatorPage, testInfo, 'seller-shift-signed-390');
  await creatorPage.setViewportSize(DESKTOP);
  expect(await scrollsSideways(creatorPage)).toBe(false);
  await creatorPage.context().close();
});

test('the business owner closes her own counter sales, approved as she closes', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await businessOwner(server, 'Olga Dueña');
  const raffle = await createRaffle(server, owner, { ticket_price: 3 });
  for (const [numbers, status] of [
    [[1, 2], 'paid'],
    [[3], 'pending'],
  ] as const) {
    const res = await counterSale(server, owner, raffle.id, {
      numbers,
      buyer_name: 'Cliente de Taquilla',
      payment_method: 'efectivo_usd',
      status,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  const page = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(page, owner.email);
  await page.goto('/business/shift-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Cierre de caja' })).toBeVisible();
  // No cashiers: the screen offers her own sales.
  await expect(page.getByTestId('shift-cashier')).toContainText('Olga Dueña (tus ventas)');
  const totals = page.getByTestId('shift-totals');
  await expect(totals.getByTestId('shift-collected')).toContainText('6,00');
  await expect(totals.getByTestId('shift-owed')).toContainText('3,00');
  await page.getByTestId('shift-counted-efectivo_usd').fill('6');
  await page.getByTestId('shift-submit').click();
  await expect(page.getByText('Caja cerrada y aprobada: son tus propias ventas.')).toBeVisible();
  const close = page.getByTestId('shift-close');
  await expect(close).toHaveCount(1);
  await expect(close).toContainText('Olga Dueña');
  await expect(close.getByTestId('shift-close-signed')).toHaveText('Aprobado');
  await expect(close).toContainText('Aprobado por quien lo cerró');
  await expect(close.getByTestId('shift-sign-off')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  await snapshot(page, testInfo, 'owner-shift-close-390');
  await page.setViewportSize(DESKTOP);
  expect(await scrollsSideways(page)).toBe(false);
  await page.context().close();
});
