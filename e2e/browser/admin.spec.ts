/**
 * The super administrator's dashboard (issue 11), in Chromium against the real binary. Through the
 * API two users subscribe and report a pago móvil with a screenshot (Negocio, paid in full in
 * bolívares; Básico, short). The super admin signs in at /business/login and lands on
 * /business/admin: on a phone sees the figures and the pending count, opens the proof zoomed and
 * approves the Negocio payment, after which the payer's permissions open the back-office (API and
 * the payer's own browser); on a desktop rejects the Básico payment with a reason the payer sees
 * in the payment history, edits a payment account and the rate, changes a plan's price and reads
 * it all in the audit log. Screenshots of every tab at phone and desktop size are attached.
 */
import type { Page } from '@playwright/test';
import {
  api,
  reportSubscriptionPayment,
  signUp,
  subscribe,
  SUPER_ADMIN_PASSWORD,
  superAdmin,
  uploadPaymentScreenshot,
  type Session,
} from '../support/api';
import {
  DESKTOP,
  opened,
  openPage,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import { encodePng, freshSeed } from '../support/images';
import { startServer, type RunningServer } from '../support/server';

/** A tall "bank app screenshot", different for each seed (no duplicate flags between tests). */
function proofScreenshot(seed: number): Buffer {
  return encodePng(270, 480, (x, y) => {
    if (y < 60) return [0, (seed * 37) % 200, 169];
    const bar = y > 120 && y % 48 < 14 && x > 24 && x < 24 + ((y * 7 + seed) % 200);
    return bar ? [40, 40, 40] : [246, 246, 246];
  });
}

/** Signs in at /business/login; a super admin lands on the dashboard. */
async function businessSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function reportPagoMovil(
  server: RunningServer,
  user: Session,
  plan: string,
  amount: number,
  reference: string,
) {
  const subscription = await subscribe(server, user, plan);
  return reportSubscriptionPayment(server, user, {
    subscription_id: subscription.id,
    mobile_number: '0414-1234567',
    reference_number: reference,
    reported_amount: amount,
    reported_currency: 'VES',
    screenshot_path: await uploadPaymentScreenshot(server, user, proofScreenshot(freshSeed())),
  });
}

let dedicated: RunningServer | undefined;

test.describe('super admin', () => {
  // A server of its own: the test sets the platform's rate and adds plans and accounts, and its
  // sign-ups do not count against the shared worker server's limits.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('the super admin reviews subscription payments, accounts, the rate and plans', async ({
    browser,
  }, testInfo) => {
    const server = dedicated!;
    const baseURL = server.url;
    test.setTimeout(240_000);
    const admin = await superAdmin(server);
    const put = await api(server, '/admin/exchange-rate', {
      method: 'PUT',
      token: admin.token,
      body: JSON.stringify({ exchange_rate: 245.5 }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const plans = await api(server, '/admin/plans', { token: admin.token });
    const priceOf = (name: string) =>
      (plans.body as { data: { name: string; price: number }[] }).data.find((p) => p.name === name)!
        .price;
    const tag = Date.now().toString(36);
    const account = await api(server, '/admin/mobile-payment-config', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({
        payment_method: 'pago_movil',
        bank: `Banco ${tag}`,
        phone: '0414-7654321',
        id_number: 'J-123456789',
        holder: 'Rifa C.A.',
        is_active: false,
      }),
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const spare = await api(server, '/admin/plans', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({
        name: `Prueba ${tag}`,
        price: 9,
        is_active: false,
        max_tickets_per_raffle: 100,
      }),
    });
    expect(spare.status, JSON.stringify(spare.body)).toBe(201);

    // Luisa pays Negocio in full in bolívares; Pedro pays Básico 10 Bs short.
    const luisa = await signUp(server, `Luisa ${tag}`, uniqueEmail('luisa'));
    const pedro = await signUp(server, `Pedro ${tag}`, uniqueEmail('pedro'));
    const negocioBs = Math.round(priceOf('Negocio') * 245.5 * 100) / 100;
    await reportPagoMovil(server, luisa, 'Negocio', negocioBs, `7${Date.now() % 1e7}`);
    const basicoBs = Math.round(priceOf('Básico') * 245.5 * 100) / 100;
    await reportPagoMovil(server, pedro, 'Básico', basicoBs - 10, `8${Date.now() % 1e7}`);
    const before = await api(server, '/me/permissions', { token: luisa.token });
    expect(before.body.has_admin_panel_access).toBe(false);

    // On a phone: /business/login → /business/admin, the figures and what waits.
    const phone = await openPage(browser, baseURL, PHONE);
    await businessSignIn(phone, admin.email, SUPER_ADMIN_PASSWORD);
    await expect(phone).toHaveURL(/\/business\/admin$/);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    const users = await api(server, '/admin/dashboard', { token: admin.token });
    await expect(phone.getByTestId('stat-users')).toContainText(
      String(users.body.users.total).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
    );
    await expect(phone.getByTestId('admin-pending')).toContainText(
      `${users.body.pending.mobile_payments} pagos móviles por aprobar`,
    );
    expect(users.body.pending.mobile_payments).toBeGreaterThanOrEqual(2);
    await expect(phone.getByRole('img', { name: 'Tickets vendidos por día' })).toBeVisible();
    await phone.getByText('30 días', { exact: true }).click();
    await snapshot(phone, testInfo, 'admin-summary-phone');

    // Pagos: Luisa's payment with the amounts, the proof zoomed, then approved.
    await phone.getByRole('link', { name: 'Revisar pagos' }).click();
    await expect(phone).toHaveURL(/\?tab=pagos$/);
    const luisaCard = phone.getByTestId('admin-payment').filter({ hasText: luisa.email });
    await expect(luisaCard).toContainText(`Luisa ${tag}`);
    await expect(luisaCard).toContainText('Negocio');
    await expect(luisaCard.getByTestId('admin-payment-amounts')).toContainText(
      'a Bs 245,50 por dólar',
    );
    await expect(luisaCard.getByTestId('admin-payment-amounts')).toContainText('Monto completo');
    const proof = luisaCard
      .getByTestId('admin-payment-proof')
      .getByRole('img', { name: `Comprobante de pago de Luisa ${tag}` });
    await expect(proof).toHaveJSProperty('complete', true);
    expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(270);
    await snapshot(luisaCard, testInfo, 'admin-payment-card-phone');
    await proof.click();
    const preview = phone.locator('.ant-image-preview img');
    await expect(preview).toBeVisible();
    await phone.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await luisaCard.getByRole('button', { name: 'Aprobar' }).click();
    const approve = await opened(phone.getByRole('dialog', { name: 'Aprobar pago' }));
    await approve.getByLabel('Nota para el usuario (opcional)').fill('¡Bienvenida a Negocio!');
    await approve.getByRole('button', { name: 'Sí, aprobar' }).click();
    await expect(phone.getByText('Pago aprobado. El plan quedó activo.')).toBeVisible();
    await expect(luisaCard).toHaveCount(0);

    // Luisa's plan changed at once: private raffles and the back-office, in her own browser too.
    const after = await api(server, '/me/permissions', { token: luisa.token });
    expect(after.body).toMatchObject({
      has_admin_panel_access: true,
      can_create_private_raffle: true,
    });
    const luisaPage = await openPage(browser, baseURL, PHONE);
    await signIn(luisaPage, luisa.email);
    await luisaPage.goto('/business');
    await expect(luisaPage).toHaveURL(/\/business\/raffles$/);
    await expect(luisaPage.getByRole('heading', { level: 1, name: 'Rifas' })).toBeVisible();

    // On a desktop: Pedro's payment is short; rejecting needs a reason, which Pedro then reads.
    const page = await openPage(browser, baseURL, DESKTOP);
    await businessSignIn(page, admin.email, SUPER_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/business\/admin$/);
    await snapshot(page, testInfo, 'admin-summary-desktop');
    await page.getByRole('tab', { name: 'Pagos' }).click();
    const pedroCard = page.getByTestId('admin-payment').filter({ hasText: pedro.email });
    await expect(pedroCard.getByTestId('admin-payment-shortfall')).toHaveText(
      'Monto menor al esperado · Faltan Bs 10,00',
    );
    await snapshot(page, testInfo, 'admin-payments-desktop');
    await pedroCard.getByRole('button', { name: 'Rechazar' }).click();
    const reject = await opened(page.getByRole('dialog', { name: 'Rechazar pago' }));
    await reject.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(reject.getByText('Escribe el motivo del rechazo')).toBeVisible();
    const reason = 'Faltan Bs 10,00: envía la diferencia y repórtala de nuevo.';
    await reject.getByLabel('Motivo del rechazo').fill(reason);
    await reject.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(page.getByText('Pago rechazado. Se avisó al usuario.')).toBeVisible();
    await expect(pedroCard).toHaveCount(0);
    const pedroPayments = await api(server, '/subscription-mobile-payments', {
      token: pedro.token,
    });
    expect(pedroPayments.body.data[0]).toMatchObject({ status: 'rejected', admin_notes: reason });
    await page.getByText('Rechazados', { exact: true }).click();
    await expect(
      page
        .getByTestId('admin-payment')
        .filter({ hasText: pedro.email })
        .getByTestId('admin-payment-notes'),
    ).toHaveText(reason);
    const pedroPage = await openPage(browser, baseURL, PHONE);
    await signIn(pedroPage, pedro.email);
    await pedroPage.goto('/app/payment-history');
    await expect(pedroPage.getByText(reason)).toBeVisible();

    // Cuentas de pago: the rate typed with a comma, and an account's bank and switch.
    await page.getByRole('tab', { name: 'Cuentas de pago' }).click();
    await expect(page.getByTestId('admin-rate-value')).toHaveText('Bs 245,50 por dólar');
    await page.getByLabel('Nueva tasa').fill('250,75');
    await page.getByRole('button', { name: 'Guardar tasa' }).click();
    await expect(page.getByTestId('admin-rate-value')).toHaveText('Bs 250,75 por dólar');
    expect((await api(server, '/exchange-rate', { token: luisa.token })).body.exchange_rate).toBe(
      250.75,
    );
    const accountItem = page.getByTestId('admin-account').filter({ hasText: `Banco ${tag}` });
    await accountItem.getByRole('button', { name: 'Editar' }).click();
    const edit = await opened(page.getByRole('dialog', { name: 'Editar cuenta' }));
    await edit.getByLabel('Banco').fill(`Mercantil ${tag}`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuenta guardada.')).toBeVisible();
    const edited = page.getByTestId('admin-account').filter({ hasText: `Mercantil ${tag}` });
    await expect(edited).toContainText('Inactiva');
    await edited.getByRole('switch').click();
    await expect(edited).toContainText('Activa');
    await edited.getByRole('switch').click();
    await expect(edited).toContainText('Inactiva');
    const configs = await api(server, '/admin/mobile-payment-config', { token: admin.token });
    expect(
      (configs.body.data as { id: string; bank: string; is_active: boolean }[]).find(
        (c) => c.id === account.body.id,
      ),
    ).toMatchObject({ bank: `Mercantil ${tag}`, is_active: false });
    await snapshot(page, testInfo, 'admin-accounts-desktop');

    // Planes: a plan's price typed with a comma.
    await page.getByRole('tab', { name: 'Planes' }).click();
    const plan = page.getByRole('article', { name: `Prueba ${tag}` });
    await expect(plan.getByTestId('admin-plan-price')).toHaveText('$ 9,00 al mes');
    await plan.getByRole('button', { name: 'Editar' }).click();
    const planDialog = await opened(
      page.getByRole('dialog', { name: `Editar plan Prueba ${tag}` }),
    );
    await planDialog.getByLabel('Precio mensual (USD)').fill('12,50');
    await planDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(plan.getByTestId('admin-plan-price')).toHaveText('$ 12,50 al mes');
    const saved = await api(server, '/admin/plans', { token: admin.token });
    expect(
      (saved.body.data as { id: string; price: number }[]).find((p) => p.id === spare.body.id)!
        .price,
    ).toBe(12.5);
    await snapshot(page, testInfo, 'admin-plans-desktop');

    // Auditoría: the approval, the rejection, the rate and the plan, with who did them.
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const entries = page.getByTestId('admin-audit-entry').filter({ hasText: admin.email });
    await expect(entries.filter({ hasText: 'Aprobó un pago de suscripción' })).not.toHaveCount(0);
    await expect(entries.filter({ hasText: reason })).not.toHaveCount(0);
    await expect(entries.filter({ hasText: 'Cambió la tasa del dólar' })).not.toHaveCount(0);
    await expect(
      entries.filter({ hasText: 'Cambió un plan' }).filter({ hasText: 'Precio: $ 9,00 → $ 12,50' }),
    ).toHaveCount(1);
    await snapshot(page, testInfo, 'admin-audit-desktop');

    // The other tabs at phone size.
    for (const [tab, name] of [
      ['Cuentas', 'admin-accounts-phone'],
      ['Planes', 'admin-plans-phone'],
      ['Auditoría', 'admin-audit-phone'],
    ] as const) {
      await phone.getByRole('tab', { name: tab }).click();
      await expect(phone.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      await snapshot(phone, testInfo, name);
    }
  });
});
