/**
 * Subscriptions from the user's side (issue 11), in Chromium against the real binary. A user picks
 * Negocio in the profile's plans and lands on /app/mobile-payment: the amount in dollars and in
 * bolívares at the platform's rate, the platform's account with copy buttons, the report form with
 * a screenshot; 'Pago enviado: lo revisaremos pronto', then 'Pendiente' in /app/payment-history.
 * The super admin approves through the API: without a reload the history shows the active plan and
 * the back-office link, and the create page (reached by the app's navigation) allows a private
 * raffle. A later report rejected through the API shows its notes in the history. An auto-renewing
 * term that ended shows its grace period and the prepared renewal to pay (on a server of its own,
 * whose job clock moves ahead). Screenshots at phone and desktop size are attached.
 */
import type { Page } from '@playwright/test';
import {
  api,
  grantPlan,
  signUp,
  superAdmin,
  type Session,
  type Subscription,
} from '../support/api';
import { DESKTOP, openPage, PHONE, signIn, snapshot, tinyPng } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { runJobs, startServer, type RunningServer } from '../support/server';

/** A page whose clipboard the test may read (the copy buttons). */
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

const ACCOUNT = {
  payment_method: 'pago_movil',
  bank: 'Banco de Venezuela',
  phone: '0414-5550000',
  id_number: 'J-40123456-7',
  holder: 'Rifa Plataforma C.A.',
  instructions: 'Escribe tu correo en el concepto del pago.',
  is_active: true,
};

/** The platform's account and its rate of Bs 245,50 per dollar, set by a super admin. */
async function platformReady(server: RunningServer): Promise<Session> {
  const admin = await superAdmin(server);
  const account = await api(server, '/admin/mobile-payment-config', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify(ACCOUNT),
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const rate = await api(server, '/admin/exchange-rate', {
    method: 'PUT',
    token: admin.token,
    body: JSON.stringify({ exchange_rate: 245.5 }),
  });
  expect(rate.status, JSON.stringify(rate.body)).toBe(200);
  return admin;
}

/** The id of `user`'s payment waiting for review, as the super admin lists it. */
async function pendingPaymentOf(server: RunningServer, admin: Session, user: Session) {
  const list = await api(server, '/admin/mobile-payments?status=pending&limit=100', {
    token: admin.token,
  });
  expect(list.status).toBe(200);
  const payment = (list.body as { data: { id: string; user_id: string }[] }).data.find(
    (p) => p.user_id === user.userId,
  );
  expect(payment, 'the user payment under review').toBeDefined();
  return payment!.id;
}

async function review(
  server: RunningServer,
  admin: Session,
  id: string,
  verdict: 'approve' | 'reject',
  notes: string,
) {
  const res = await api(server, `/admin/mobile-payments/${id}/${verdict}`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ notes }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Fills and sends the report form of /app/mobile-payment. */
async function reportPayment(page: Page, reference: string) {
  const form = page.getByTestId('mobile-payment-form');
  await form.getByLabel('Número de referencia').fill(reference);
  await form.getByLabel('Teléfono desde el que pagaste').fill('0412-1234567');
  await form.getByTestId('screenshot-input').setInputFiles({
    name: 'pago.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(form.getByTestId('screenshot-uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Enviar pago' }).click();
}

let dedicated: RunningServer | undefined;

test.describe('subscriptions', () => {
  // A server of its own with generous limits: the shared worker server's sign-ups are counted.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('a user subscribes to Negocio by pago móvil and gets the plan at once when it is approved', async ({
    browser,
  }, testInfo) => {
    const server = dedicated!;
    const baseURL = server.url;
    test.setTimeout(240_000);
    const admin = await platformReady(server);
    const user = await signUp(server, 'Suscriptora');

    const page = await openPage(browser, baseURL, PHONE, CLIPBOARD);
    await signIn(page, user.email);
    await page.goto('/app/profile#plan');
    const negocio = page.getByTestId('plan-negocio');
    await expect(negocio).toContainText('Panel de negocio con hasta 10 cajeros');
    // Opened at #plan, the section shows below the top bar (the page goes there).
    await expect(page.getByTestId('profile-plan-name')).toBeInViewport();
    await snapshot(page, testInfo, 'profile-plans-phone');
    await negocio.getByRole('button', { name: 'Elegir el plan Negocio' }).click();
    await expect(page).toHaveURL(/\/app\/mobile-payment$/);

    // How much: $ 40,00 and, at Bs 245,50 per dollar, Bs 9.820,00.
    const pending = page.getByTestId('pending-subscription');
    await expect(pending).toContainText('Pagar el plan Negocio');
    await expect(pending.getByTestId('total-usd')).toHaveText('$ 40,00');
    await expect(pending.getByTestId('total-bs')).toHaveText('Bs 9.820,00');
    await expect(pending).toContainText('Bs 245,50 por dólar');

    // Where: the platform's account, each field copied with its button.
    const account = page.getByTestId('payment-account');
    await expect(account).toContainText('Banco de Venezuela');
    await expect(account).toContainText('Rifa Plataforma C.A.');
    await expect(account).toContainText('Escribe tu correo en el concepto del pago.');
    await account.getByRole('button', { name: 'Copiar teléfono' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('0414-5550000');
    await account.getByRole('button', { name: 'Copiar cédula o rif' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('J-40123456-7');
    await expect(page.getByTestId('mobile-payment-form').getByLabel('Monto pagado')).toHaveValue(
      '9.820,00',
    );
    await snapshot(page, testInfo, 'mobile-payment-phone');

    await reportPayment(page, '00123456');
    await expect(page.getByTestId('payment-sent')).toContainText(
      'Pago enviado: lo revisaremos pronto',
    );
    await snapshot(page, testInfo, 'mobile-payment-sent-phone');
    await page.getByRole('link', { name: 'Ver historial de pagos' }).click();
    await expect(page).toHaveURL(/\/app\/payment-history$/);
    const report = page.getByTestId('mobile-payment').first();
    await expect(report.getByTestId('mobile-payment-status')).toHaveText('Pendiente');
    await expect(report).toContainText('Bs 9.820,00');
    await expect(page.getByTestId('no-subscription')).toBeVisible();
    await expect(page.getByTestId('pending-note')).toBeVisible();

    // Approved by the super admin: the open page follows without a reload.
    await review(server, admin, await pendingPaymentOf(server, admin, user), 'approve', '');
    const current = page.getByTestId('current-subscription');
    await expect(current.getByTestId('subscription-plan')).toContainText('Negocio');
    await expect(current.getByTestId('subscription-status')).toHaveText('Activa');
    await expect(current.getByTestId('back-office-link')).toBeVisible();
    await expect(report.getByTestId('mobile-payment-status')).toHaveText('Aprobado');
    await expect(page.getByTestId('completed-payment')).toContainText('Negocio · $ 40,00');
    await snapshot(page, testInfo, 'payment-history-phone');

    // The create page, reached by the app's own navigation, allows a private raffle now.
    await page.getByTestId('bottom-nav-create').click();
    await expect(page).toHaveURL(/\/app\/create-raffle$/);
    await expect(page.getByTestId('plan-summary')).toContainText('Tu plan Negocio');
    await expect(page.getByRole('switch', { name: 'Rifa privada' })).toBeEnabled();
    await expect(page.getByTestId('private-reason')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Rifa privada' }).click();
    await expect(page.getByRole('switch', { name: 'Rifa privada' })).toBeChecked();

    // Pago móvil now says the plan is active, and until when, above the plans to renew or change.
    await page.goto('/app/mobile-payment');
    await expect(page.getByTestId('active-plan')).toContainText(
      'Tu plan Negocio está activo hasta el',
    );
    await expect(page.getByRole('heading', { name: 'Elige tu plan' })).toBeVisible();
    await page.context().close();
  });

  test('a rejected subscription payment shows the administrator notes in the history', async ({
    browser,
  }, testInfo) => {
    const server = dedicated!;
    const baseURL = server.url;
    test.setTimeout(180_000);
    const admin = await platformReady(server);
    const user = await signUp(server, 'Pagador');

    const page = await openPage(browser, baseURL, DESKTOP);
    await signIn(page, user.email);
    await page.goto('/app/mobile-payment?plan=pro');
    const chooser = page.getByTestId('plan-chooser');
    await expect(chooser.getByRole('radio', { name: /Pro/ })).toBeChecked();
    await expect(chooser.getByTestId('choose-gratis')).toHaveCount(0);
    await snapshot(page, testInfo, 'plan-chooser-desktop');
    await chooser.getByRole('button', { name: 'Continuar con Pro' }).click();
    await expect(page.getByTestId('pending-subscription')).toContainText('Pagar el plan Pro');
    await snapshot(page, testInfo, 'mobile-payment-desktop');
    await reportPayment(page, 'REF-7788');
    await expect(page.getByTestId('payment-sent')).toBeVisible();

    await page.goto('/app/payment-history');
    const report = page.getByTestId('mobile-payment').first();
    await expect(report.getByTestId('mobile-payment-status')).toHaveText('Pendiente');
    const notes = 'No encontramos un pago con la referencia REF-7788.';
    await review(server, admin, await pendingPaymentOf(server, admin, user), 'reject', notes);
    await expect(report.getByTestId('mobile-payment-status')).toHaveText('Rechazado');
    await expect(report.getByTestId('mobile-payment-notes')).toContainText(notes);
    await snapshot(page, testInfo, 'payment-history-desktop');

    // 'Enviar otro pago' goes back to the pending subscription, with the notes above the form.
    await page.getByRole('link', { name: 'Enviar otro pago' }).click();
    await expect(page.getByTestId('previous-rejected')).toContainText(`Motivo: ${notes}`);
    await page.context().close();
  });
});

test('the history shows the grace period and the prepared renewal of an auto-renewing plan', async ({
  browser,
  database,
}, testInfo) => {
  test.setTimeout(180_000);
  // The job runner moves this server's clock past the term's end: a server of its own.
  const server = await startServer({ database });
  try {
    const user = await signUp(server, 'Renovadora');
    await grantPlan(server, user.email, 'Pro');
    const sub = (await api(server, '/subscriptions/current', { token: user.token }))
      .body as Subscription;
    await runJobs(server, new Date(Date.parse(sub.end_date) + 1000));
    const page = await openPage(browser, server.url, PHONE);
    await signIn(page, user.email);
    await page.goto('/app/payment-history');
    const card = page.getByTestId('current-subscription');
    await expect(card.getByTestId('grace-note')).toContainText('estás en el período de gracia');
    await expect(card.getByTestId('subscription-grace')).toHaveText(/^\d{1,2} \p{L}{3} \d{4}$/u);
    const note = card.getByTestId('pending-note');
    await expect(note).toContainText(
      /Preparamos la renovación de tu plan Pro: págala con Pago móvil antes del \d{1,2} \p{L}{3} \d{4}/u,
    );
    await snapshot(page, testInfo, 'payment-history-grace-phone');
    await note.getByRole('link', { name: 'Completar el pago' }).click();
    await expect(page.getByTestId('pending-subscription')).toContainText(
      'La renovación de tu plan',
    );
    await page.context().close();
  } finally {
    await server.stop();
  }
});
