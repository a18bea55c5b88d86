/**
 * The creator's side of paying (issue 9), in Chromium against the real binary: a buyer reports a
 * payment with a screenshot through the API; the creator, on a phone, sees the count on the top
 * bar, opens 'Pagos por verificar', zooms into the proof and verifies it, and the buyer's ticket is
 * paid. A second report reusing the reference (and the picture) arrives live, opens from its
 * notification filtered to the raffle, shows the duplicate warning with both proofs and the missing
 * amount, is reached from Mis Rifas too, and is rejected with notes that reach the buyer.
 * Screenshots of the page (phone and desktop) are attached.
 */
import type { Page } from '@playwright/test';
import {
  api,
  buyTicket,
  createRaffle,
  notificationsOf,
  reportPayment,
  setExchangeRate,
  signUp,
  uploadPaymentScreenshot,
} from '../support/api';
import { DESKTOP, openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { encodePng } from '../support/images';

/** A tall "bank app screenshot": light ground, a coloured header and a few dark text-like bars. */
function proofScreenshot(): Buffer {
  return encodePng(270, 480, (x, y) => {
    if (y < 60) return [0, 92, 169];
    const bar = y > 120 && y % 48 < 14 && x > 24 && x < 24 + ((y * 7) % 200);
    return bar ? [40, 40, 40] : [246, 246, 246];
  });
}

const badge = (page: Page) => page.getByTestId('topbar-payments-badge');
const cards = (page: Page) => page.getByTestId('pending-payment');

test('the creator checks the proof, verifies, sees a reused reference and rejects with notes', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Moto Bera ${Date.now()}`;
  const creator = await signUp(server, 'Organizadora');
  const buyer = await signUp(server, 'Carlos Comprador', uniqueEmail('carlos'));
  const profile = await api(server, '/profiles/me', {
    method: 'PATCH',
    token: buyer.token,
    body: JSON.stringify({ phone: '0414-1234567' }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  // A keeps a rate of Bs 245,50 per dollar: B may pay in bolívares.
  await setExchangeRate(server, creator, 245.5);
  const { id: raffleId } = await createRaffle(server, creator, { title, ticket_price: 2.5 });

  // B buys 07 and 08 ($ 5,00) and reports the full amount in bolívares with a screenshot.
  const { id: firstTicket } = await buyTicket(server, buyer, raffleId, [7, 8]);
  const image = proofScreenshot();
  await reportPayment(server, buyer, firstTicket, {
    method: 'pago_movil',
    amount: 1227.5,
    currency: 'VES',
    reference: '004512',
    bank: 'Banesco',
    phone_number: '0414-1234567',
    date: new Date().toISOString(),
    notes: 'Pagué desde la cuenta de mi esposa',
    screenshot_path: await uploadPaymentScreenshot(server, buyer, image),
  });

  // A, on a phone: the top bar counts the report; its icon, named, opens the page.
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await expect(badge(page)).toHaveText('1');
  await page.getByTestId('topbar-payments').hover();
  await expect(page.getByRole('tooltip', { name: 'Pagos por verificar' })).toBeVisible();
  await page.getByRole('link', { name: 'Pagos por verificar (1)' }).click();
  await expect(page).toHaveURL(/\/app\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos por verificar' })).toBeVisible();
  const card = cards(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card).toContainText('Carlos Comprador');
  await expect(card).toContainText('0414-1234567');
  await expect(card).toContainText(buyer.email);
  await expect(card.getByTestId('payment-numbers')).toHaveText('07, 08');
  await expect(card.getByTestId('payment-reference')).toHaveText('004512');
  const amounts = card.getByTestId('payment-amounts');
  await expect(amounts).toContainText('EsperadoBs 1.227,50');
  await expect(amounts).toContainText('ReportadoBs 1.227,50');
  await expect(amounts).toContainText('equivale a $ 5,00, tasa Bs 245,50 por dólar');
  await expect(amounts).toContainText('Monto completo');
  await expect(card).toContainText('Pagué desde la cuenta de mi esposa');
  await expect(card.getByTestId('duplicate-warnings')).toHaveCount(0);

  // The proof is the uploaded picture (served through its signed URL) and opens zoomed.
  const proof = card
    .getByTestId('payment-proof')
    .getByRole('img', { name: 'Comprobante de pago de Carlos Comprador' });
  await expect(proof).toHaveJSProperty('complete', true);
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(270);
  await snapshot(page, testInfo, 'payments-phone');
  await snapshot(card, testInfo, 'payment-card-phone');
  await proof.click();
  const preview = page.locator('.ant-image-preview img');
  await expect(preview).toBeVisible();
  // It opens fitted to the screen, not at the picture's own size: drawn as wide as the phone or
  // as tall as the room above the actions (antd alone: its own width, at most 70 % of the height).
  // Measured once antd's opening zoom (a scale transform) has ended.
  const drawnSize = () =>
    preview.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    });
  await expect
    .poll(async () => {
      const drawn = await drawnSize();
      return drawn.width >= PHONE.width * 0.95 || drawn.height >= PHONE.height * 0.8;
    })
    .toBe(true);
  expect((await drawnSize()).width).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, testInfo, 'proof-zoom-phone');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Verificar asks first; then the report leaves the page and the count, and B's ticket is paid.
  await card.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('button', { name: 'Sí, verificar' }).click();
  await expect(page.getByText('Pago verificado. El ticket quedó pagado.')).toBeVisible();
  await expect(page.getByTestId('pending-payments-empty')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  const paid = await api(server, `/tickets/${firstTicket}`, { token: buyer.token });
  expect(paid.body.status).toBe('paid');

  // B buys 09 and reports it in dollars with the same reference and picture, 0,50 short: the
  // count rises live (a payment_received notification), which opens this raffle's reports.
  const { id: secondTicket } = await buyTicket(server, buyer, raffleId, [9]);
  await reportPayment(server, buyer, secondTicket, {
    method: 'pago_movil',
    amount: 2,
    currency: 'USD',
    reference: '0045-12',
    bank: 'Banesco',
    screenshot_path: await uploadPaymentScreenshot(server, buyer, image),
  });
  await expect(badge(page)).toHaveText('1');
  await page.goto('/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: 'posible duplicado' });
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/payments\\?raffle=${raffleId}$`));
  await expect(page.getByTestId('pending-payments-filter')).toContainText(title);

  const flagged = cards(page);
  await expect(flagged).toHaveCount(1);
  await expect(flagged.getByTestId('payment-short')).toHaveText('Faltan $ 0,50');
  const warnings = flagged.getByTestId('duplicate-warnings');
  await expect(warnings).toContainText(
    `Referencia ya usada en el ticket de Carlos Comprador (${title})`,
  );
  await expect(warnings).toContainText('La misma imagen ya se usó en otro pago');
  await expect(
    warnings
      .getByTestId('duplicate-earlier-proof')
      .first()
      .getByRole('img', { name: 'Comprobante de pago de Carlos Comprador' }),
  ).toBeVisible();
  await expect(
    warnings.getByRole('link', { name: 'Ver el ticket anterior' }).first(),
  ).toHaveAttribute('href', `/app/tickets/${firstTicket}`);
  await snapshot(page, testInfo, 'duplicate-phone');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('sider-payments-badge')).toHaveText('1');
  await snapshot(page, testInfo, 'duplicate-desktop');

  // Mis Rifas links to the raffle's reports with their count.
  await page.goto('/app/my-raffles');
  await page.getByTestId('raffle-pending-payments').click();
  await expect(page).toHaveURL(new RegExp(`/app/payments\\?raffle=${raffleId}$`));

  // Rechazar needs notes; they reach B in a notification, and the ticket waits for a correction.
  await cards(page).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar pago' });
  // A click while antd's modal still zooms in can miss the button: click until the form answers.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(dialog).toContainText('Escribe al comprador qué debe corregir.', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  const notes = 'No encuentro la transferencia con esa referencia.';
  await dialog.getByLabel('Notas para el comprador').fill(notes);
  await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page.getByText('Pago rechazado. Se avisó al comprador.')).toBeVisible();
  await expect(page.getByTestId('pending-payments-empty')).toBeVisible();
  await expect(page.getByTestId('sider-payments-badge')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await notificationsOf(server, buyer)).data.some(
        (n) => n.type === 'verification_rejected' && n.message.includes(notes),
      ),
    )
    .toBe(true);
  const rejected = await api(server, `/tickets/${secondTicket}`, { token: buyer.token });
  expect(rejected.body).toMatchObject({ status: 'pending', payment_status: 'rejected' });
  await page.context().close();
});

test("the top bar's 'Pagos por verificar' shows only to someone with raffles", async ({
  browser,
  baseURL,
  server,
}) => {
  const buyer = await signUp(server, 'Sin Rifas', uniqueEmail('sinrifas'));
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  // Once the answer that decides it has come, the entry is not there.
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/me/pending-payments'));
  await page.reload();
  await answered;
  await expect(page.getByTestId('mobile-topbar')).toBeVisible();
  await expect(page.getByTestId('topbar-payments')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Pagos por verificar/ })).toHaveCount(0);

  // With a raffle, it is there, named.
  await createRaffle(server, buyer);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Pagos por verificar' })).toBeVisible();
});
