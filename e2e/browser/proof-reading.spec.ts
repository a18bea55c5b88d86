/**
 * Proofs read by OCR (issue 34), in Chromium at 390×844 against the real binary: the buyer uploads
 * a receipt (rendered by Chromium, with known text) and the report form proposes the amount, the
 * currency and the date read from it, keeping the reference she had typed; the creator's 'Pagos
 * por verificar' shows what she typed beside what the picture says, and flags the reference that
 * differs. The subscription payment form fills itself the same way. Screenshots at 390×844 and
 * 1280×800 are attached.
 */
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  pendingSubscriptionPayment,
  setExchangeRate,
  signUp,
  subscribe,
  superAdmin,
  SUPER_ADMIN_PASSWORD,
} from '../support/api';
import { DESKTOP, openPage, PHONE, signIn, snapshot } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { receiptPng, todayInVenezuela } from '../support/receipts';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

test.describe('proof reading', () => {
  // A server of its own whose jobs (the proof reader's feed) run every 200 ms.
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      env: { JOBS_INTERVAL_MS: '200', RATE_LIMIT_MULTIPLIER: '100' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the form fills itself from the screenshot and the creator sees the reference flagged', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const server = dedicated!;
    const title = `Cesta OCR ${Date.now()}`;
    const creator = await signUp(server, 'Organizadora');
    await addPaymentMethod(server, creator, {
      type: 'pago_movil',
      name: 'Pago móvil BDV',
      details: { bank: 'Banco de Venezuela', phone: '0424-5556677', id_number: 'V-12345678' },
    });
    await setExchangeRate(server, creator, 493.82);
    const { id: raffleId } = await createRaffle(server, creator, { title, ticket_price: 2.5 });
    const buyer = await signUp(server, 'Ana');
    const ticket = await buyTicket(server, buyer, raffleId, [7]);
    const today = todayInVenezuela();

    const page = await openPage(browser, server.url, PHONE);
    await signIn(page, buyer.email);
    await page.goto(`/app/tickets/${ticket.id}`);
    const form = page.getByTestId('payment-report-form');
    // Pago móvil: the amount starts as the total in bolívares at the creator's rate.
    await expect(form.getByLabel('Monto pagado')).toHaveValue('1.234,55');
    // She types a reference first: the reading never overwrites it.
    await form.getByLabel('Número de referencia').fill('11112222');
    await form.getByTestId('screenshot-input').setInputFiles({
      name: 'pago.png',
      mimeType: 'image/png',
      buffer: await receiptPng({ date: today }),
    });
    await expect(form.getByTestId('screenshot-uploaded')).toBeVisible();
    const note = form.getByTestId('proof-reading-note');
    await expect(note).toHaveText(
      'Completamos el monto y la fecha con lo que dice el comprobante. Revísalo arriba y corrige lo que haga falta.',
      { timeout: 30_000 },
    );
    await expect(form.getByLabel('Monto pagado')).toHaveValue('1.234,56');
    await expect(form.getByLabel('Bolívares (Bs)')).toBeChecked();
    const [d, m, y] = today.split('/');
    await expect(form.getByLabel('Fecha del pago')).toHaveValue(`${y}-${m}-${d}T14:32`);
    await expect(form.getByLabel('Número de referencia')).toHaveValue('11112222');
    await expect(form.getByTestId('proposed-amount')).toHaveText('Leído del comprobante: revísalo');
    await expect(form.getByTestId('proposed-reference')).toHaveCount(0);
    await snapshot(page, testInfo, 'report-form-read-phone');
    await form.getByRole('button', { name: 'Reportar pago' }).click();
    await expect(page.getByTestId('payment-summary')).toBeVisible();

    // The creator, on a phone: both sides per field, the reference flagged.
    const creatorPage = await openPage(browser, server.url, PHONE);
    await signIn(creatorPage, creator.email);
    await creatorPage.goto('/app/payments');
    const card = creatorPage.getByTestId('pending-payment').filter({ hasText: title });
    await expect(card.getByTestId('proof-flagged')).toHaveText('Revisar comprobante');
    const check = card.getByTestId('proof-check');
    await expect(check.getByTestId('proof-flag-reference_differs')).toHaveText(
      'La referencia no coincide',
    );
    await expect(check.getByTestId('proof-flag-amount_differs')).toHaveCount(0);
    await expect(check.getByTestId('proof-field-reference')).toContainText('11112222');
    await expect(check.getByTestId('proof-field-reference')).toContainText('004512345678');
    await expect(check.getByTestId('proof-field-reference')).toContainText('No coincide');
    await expect(check.getByTestId('proof-field-amount')).toContainText('1.234,56');
    await expect(check.getByTestId('proof-field-destination_bank')).toContainText(
      'Banco de Venezuela (0102)',
    );
    await snapshot(creatorPage, testInfo, 'payments-proof-check-phone');
    await snapshot(card, testInfo, 'payment-card-proof-check-phone');
    await creatorPage.setViewportSize(DESKTOP);
    await snapshot(creatorPage, testInfo, 'payments-proof-check-desktop');
    // The ticket's page, as its creator sees it, shows the same comparison.
    await creatorPage.goto(`/app/tickets/${ticket.id}`);
    await expect(
      creatorPage.getByTestId('proof-check').getByTestId('proof-flag-reference_differs'),
    ).toBeVisible();
    await snapshot(creatorPage, testInfo, 'ticket-proof-check-desktop');
  });

  test('the super admin sees a subscription proof that is no receipt flagged', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const server = dedicated!;
    const admin = await superAdmin(server);
    const payer = await signUp(server, 'Pedro');
    // A picture with no text (support/api's pattern): read as not a receipt.
    const { paymentId } = await pendingSubscriptionPayment(server, payer, 'Pro');
    await expect
      .poll(
        async () => {
          const res = await api(server, '/admin/mobile-payments?status=pending&limit=100', {
            token: admin.token,
          });
          const item = (
            res.body.data as Array<{ id: string; proof_check: { status: string } }>
          ).find((p) => p.id === paymentId);
          return item?.proof_check.status;
        },
        { timeout: 30_000 },
      )
      .toBe('read');

    const page = await openPage(browser, server.url, PHONE);
    await page.goto('/business/login');
    await page.getByLabel('Correo electrónico').fill(admin.email);
    await page.getByLabel('Contraseña').fill(SUPER_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/business\/admin$/);
    await page.goto('/business/admin?tab=pagos');
    const card = page.getByTestId('admin-payment').filter({ hasText: payer.email });
    await expect(card.getByTestId('proof-flag-unreadable')).toHaveText(
      'No parece un comprobante de pago',
    );
    await snapshot(card, testInfo, 'admin-payment-proof-check-phone');
  });

  test('the subscription payment form fills the reference and the amount from the screenshot', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const server = dedicated!;
    const payer = await signUp(server, 'Pablo');
    // Paid in dollars as the receipt says: the amount is proposed without the platform's rate.
    await subscribe(server, payer, 'Pro');
    const page = await openPage(browser, server.url, PHONE);
    await signIn(page, payer.email);
    await page.goto('/app/mobile-payment');
    const form = page.getByTestId('mobile-payment-form');
    await form.getByLabel('Teléfono desde el que pagaste').fill('0414-1234567');
    await form.getByTestId('screenshot-input').setInputFiles({
      name: 'pago.png',
      mimeType: 'image/png',
      buffer: await receiptPng({ amount: 'USD 10,00', reference: '87654321' }),
    });
    await expect(form.getByTestId('proof-reading-note')).toContainText(
      'con lo que dice el comprobante',
      { timeout: 30_000 },
    );
    await expect(form.getByLabel('Número de referencia')).toHaveValue('87654321');
    await expect(form.getByLabel('Monto pagado')).toHaveValue('10,00');
    await expect(form.getByLabel('Dólares (USD)')).toBeChecked();
    await expect(form.getByTestId('proposed-reference')).toHaveText(
      'Leído del comprobante: revísalo',
    );
    await expect(form.getByLabel('Teléfono desde el que pagaste')).toHaveValue('0414-1234567');
    await snapshot(page, testInfo, 'subscription-form-filled-phone');
  });
});
