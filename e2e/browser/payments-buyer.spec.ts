/**
 * The buyer's side of paying (issue 9), in Chromium against the real binary. A buyer buys on the
 * raffle page (which says how long numbers are held), goes from the confirmation to the ticket
 * page, sees the hold counting down, the total in dollars and in bolívares at the creator's rate
 * and the creator's pay-to details with a copy button per field, reports the payment with a
 * screenshot (uploaded with its preview) and sees 'Pago reportado'; Tickets shows the report's
 * status. An unpaid hold expires when the jobs run past its end (`rifa-server run-jobs --now`): the
 * ticket shows cancelled and its numbers are free again on the raffle page. Screenshots of the
 * ticket page (phone and desktop) are attached.
 */
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  FIXTURE_PAGO_MOVIL,
  setExchangeRate,
  signUp,
  type Session,
} from '../support/api';
import {
  chooseLottery,
  chooseOption,
  confirmPurchase,
  DESKTOP,
  numberButton,
  opened,
  openPage,
  PHONE,
  signIn,
  snapshot,
  tinyPng,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import { runJobs, type RunningServer } from '../support/server';

/** A page whose clipboard the test may read (the copy buttons). */
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** A creator with a Pago Móvil method and a rate of Bs 245,50 per dollar. */
async function creatorWithMethod(server: RunningServer): Promise<Session> {
  const creator = await signUp(server, 'Organizadora');
  await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
  });
  await setExchangeRate(server, creator, 245.5);
  return creator;
}

test('a buyer buys, sees the hold and how to pay, and reports the payment with a screenshot', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Cesta navideña ${Date.now()}`;
  const creator = await creatorWithMethod(server);
  const buyer = await signUp(server, 'Comprador');
  const { id: raffleId } = await createRaffle(server, creator, {
    title,
    ticket_price: 2.5,
    reservation_minutes: 60,
  });

  const page = await openPage(browser, baseURL!, PHONE, CLIPBOARD);
  await signIn(page, buyer.email);
  await page.goto(`/app/raffle/${raffleId}`);
  await expect(page.getByTestId('raffle-reservation')).toHaveText(
    'Al comprar, tus números quedan reservados por 1 hora mientras reportas tu pago.',
  );
  await numberButton(page, '07').click();
  await confirmPurchase(page);
  await expect(page.getByTestId('purchase-hold')).toContainText(
    'Tus números quedan reservados por 1 hora',
  );
  const success = await opened(
    page.getByRole('dialog').filter({ has: page.getByTestId('purchase-hold') }),
  );
  await success.getByRole('link', { name: 'Ver mi ticket y pagar' }).click();
  await expect(page).toHaveURL(/\/app\/tickets\/[0-9a-f-]{36}$/);

  // The ticket: reserved, its hold counting down (said to the minute), the totals and pay-to.
  const ticketPage = page.getByTestId('ticket-page');
  await expect(ticketPage.getByTestId('ticket-numbers')).toHaveText('07');
  await expect(page.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Reservado');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAccessibleName(/^Tu reserva vence en (59 minutos|1 hora)$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!); // it ticks
  await expect(page.getByTestId('total-usd')).toHaveText('$ 2,50');
  await expect(page.getByTestId('total-bs')).toHaveText('Bs 613,75');
  await expect(page.getByTestId('amount-in-bs')).toContainText('Bs 245,50 por dólar');
  const payTo = page.getByTestId('pay-to-method');
  await expect(payTo).toContainText('Pago móvil Banesco');
  await expect(payTo.getByRole('button', { name: /^Copiar / })).toHaveCount(3);
  await payTo.getByRole('button', { name: 'Copiar Teléfono' }).click();
  // As bank apps take it: digits only.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('04147654321');
  await snapshot(page, testInfo, 'ticket-page-phone');

  // The report: the method is the creator's only one, pago móvil, so the amount is the total in
  // bolívares at her rate; a screenshot.
  const form = page.getByTestId('payment-report-form');
  await expect(form.getByLabel('Bolívares (Bs)')).toBeChecked();
  await expect(form.getByLabel('Monto pagado')).toHaveValue('613,75');
  await form.getByLabel('Número de referencia').fill('004512');
  await form.getByLabel('Banco desde el que pagaste').fill('Mercantil');
  await form.getByTestId('screenshot-input').setInputFiles({
    name: 'pago.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(form.getByTestId('screenshot-uploaded')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
  await form.getByRole('button', { name: 'Reportar pago' }).click();

  await expect(page.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Pago reportado');
  const summary = page.getByTestId('payment-summary');
  await expect(summary.getByTestId('payment-status')).toHaveText('En revisión');
  await expect(summary.getByTestId('payment-amount')).toHaveText('Bs 613,75');
  await expect(summary.getByTestId('payment-reference')).toHaveText('004512');
  await expect(summary.getByRole('img', { name: 'Comprobante de tu pago' })).toBeVisible();
  // Her proof opens fitted to the phone's screen, like the creator's (not at its own size).
  await summary.getByRole('img', { name: 'Comprobante de tu pago' }).click();
  const preview = page.locator('.ant-image-preview img');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width))
    .toBeGreaterThanOrEqual(PHONE.width * 0.95);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(page.getByTestId('payment-report-form')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0); // a report stops the clock

  // The same page on a desktop: the paying side is done, the report shows beside the ticket.
  await page.setViewportSize(DESKTOP);
  await snapshot(page, testInfo, 'ticket-page-desktop-reported');

  // Tickets: the row says the payment was reported and opens the ticket again.
  await page.goto('/app/tickets');
  const row = page.getByTestId('ticket').filter({ hasText: title });
  await expect(row.getByTestId('ticket-payment-status')).toHaveText('Pago reportado');
  await row.getByTestId('ticket-open').click();
  await expect(page.getByTestId('payment-summary')).toBeVisible();
});

test('an unpaid hold expires and its numbers are free again', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Bono de 500 ${Date.now()}`;
  const creator = await creatorWithMethod(server);
  const buyer = await signUp(server, 'Comprador');
  const { id: raffleId } = await createRaffle(server, creator, {
    title,
    reservation_minutes: 15,
  });
  const { id: ticketId } = await buyTicket(server, buyer, raffleId, [11, 12]);

  const page = await openPage(browser, baseURL!, DESKTOP, CLIPBOARD);
  await signIn(page, buyer.email);
  await page.goto('/app/tickets');
  const row = page.getByTestId('ticket').filter({ hasText: title });
  await expect(row.getByTestId('ticket-hold')).toHaveText(/^Vence en (14|15) min$/);
  await page.setViewportSize(PHONE);
  await snapshot(page, testInfo, 'tickets-phone-held');
  await page.setViewportSize(DESKTOP);
  await row.getByTestId('ticket-open').click();
  await expect(page).toHaveURL(new RegExp(`/app/tickets/${ticketId}$`));
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^Tu reserva vence en 1[45] minutos$/);
  await expect(page.getByTestId('pay-to-method')).toBeVisible();
  await expect(page.getByTestId('payment-report-form')).toBeVisible();
  await snapshot(page, testInfo, 'ticket-page-desktop-held');
  await page.goto(`/app/raffle/${raffleId}`);
  await expect(numberButton(page, '11')).toBeDisabled();

  // The jobs run as of 16 minutes from now: the hold has ended, the ticket is cancelled.
  expect(await runJobs(server, new Date(Date.now() + 16 * 60_000))).toBeGreaterThan(0);
  await page.goto(`/app/tickets/${ticketId}`);
  await expect(page.getByTestId('ticket-page')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Cancelado');
  await expect(page.getByTestId('payment-report-form')).toHaveCount(0);

  await page.goto(`/app/raffle/${raffleId}`);
  await expect(numberButton(page, '11')).toBeEnabled();
  await expect(numberButton(page, '12')).toBeEnabled();
  await page.goto('/app/tickets');
  await expect(
    page.getByTestId('ticket').filter({ hasText: title }).getByTestId('ticket-status'),
  ).toHaveText('Cancelado');
});

test("the creator keeps a dollar rate and chooses a raffle's time to pay", async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'Organizadora');
  await addPaymentMethod(server, creator, FIXTURE_PAGO_MOVIL);
  await page.setViewportSize(PHONE);
  await signIn(page, creator.email);

  // Profile: 'Tasa del dólar (Bs)', typed as people write it, saved with its date.
  await page.goto('/app/profile');
  const card = page.getByTestId('exchange-rate-card');
  await expect(card.getByTestId('exchange-rate-date')).toHaveText(
    'Sin tasa: tus compradores ven solo dólares.',
  );
  await card.getByLabel('Bolívares por dólar').fill('245,50');
  await card.getByRole('button', { name: 'Guardar tasa' }).click();
  await expect(card.getByTestId('exchange-rate-date')).toHaveText(/^Actualizada el \d+ \w+ \d{4}/);
  const me = await api(server, '/profiles/me', { token: creator.token });
  expect(me.body.exchange_rate).toBe(245.5);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, 'profile-rate-phone');

  // A raffle held 30 minutes per purchase: the raffle page says so.
  await page.goto('/app/create-raffle');
  const form = page.getByTestId('raffle-form');
  const title = `Combo parrillero ${Date.now()}`;
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Precio por número (USD)').fill('2');
  await chooseLottery(page, form, 'Lotería del Zulia');
  const end = new Date(Date.now() + 10 * 86_400_000 - new Date().getTimezoneOffset() * 60_000);
  await form.getByLabel('Cierre de ventas', { exact: true }).fill(end.toISOString().slice(0, 16));
  await expect(form.getByTestId('reservation-help')).toContainText('Cuánto tiempo quedan');
  await chooseOption(page, form, 'Tiempo para pagar', '30 minutos');
  await form.getByRole('button', { name: 'Crear rifa' }).click();
  await expect(page).toHaveURL(/\/app\/raffle\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('raffle-reservation')).toHaveText(
    'Al comprar, tus números quedan reservados por 30 minutos mientras reportas tu pago.',
  );
  const raffleId = new URL(page.url()).pathname.split('/').at(-1)!;
  const raffle = await api(server, `/raffles/${raffleId}`, { token: creator.token });
  expect(raffle.body.reservation_minutes).toBe(30);
});
