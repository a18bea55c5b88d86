/**
 * Bank statements in the back-office (issue 34 part 2), in Chromium at 390×844 against the real
 * binary. A business's cashier opens 'Estado de cuenta' from the back-office menu, keeps the
 * Banesco layout for the owner's account, uploads a statement, sees the business's report matched
 * and verifies it: the ticket is paid and she is recorded as the verifier. The super admin opens
 * the admin panel's 'Estado de cuenta' tab, chooses the platform's account, uploads its statement
 * and approves the subscription payment it matches: the subscription is active. Screenshots of
 * both outcomes are attached.
 */
import type { Page } from '@playwright/test';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  reportSubscriptionPayment,
  setExchangeRate,
  signUp,
  subscribe,
  superAdmin,
  SUPER_ADMIN_PASSWORD,
  uploadPaymentScreenshot,
  type Subscription,
} from '../support/api';
import { addCashier, businessOwner } from '../support/business';
import { businessSignIn, openPage, PHONE, snapshot, uniqueEmail } from '../support/browser';
import { freshSeed, patternPng } from '../support/images';
import { expect, test } from '../support/fixtures';

/** Today as the bank writes it (27/11/2026). */
function today(): string {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An amount as a Venezuelan bank writes it: 1.234,56. */
function esVe(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

async function upload(page: Page, lines: Array<[string, number]>) {
  const csv = ['Fecha;Referencia;Descripción;Monto']
    .concat(lines.map(([ref, amount]) => `${today()};${ref};PAGO MOVIL;${esVe(amount)}`))
    .join('\n');
  await page.getByTestId('statement-file').setInputFiles({
    name: 'movimientos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

test('a cashier imports the business statement and verifies the matches', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await businessOwner(server, 'RifasDelPuerto');
  await setExchangeRate(server, owner, 40);
  const account = await addPaymentMethod(server, owner, {
    type: 'pago_movil',
    name: 'Banesco del negocio',
    details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
  });
  const { id: raffleId } = await createRaffle(server, owner, {
    title: `Cesta ${Date.now()}`,
    ticket_price: 2.5,
  });
  const cashier = await signUp(server, 'CajeraDelPuerto', uniqueEmail('cajera'));
  await addCashier(server, owner, cashier);
  const buyer = await signUp(server, 'CarlaPagó', uniqueEmail('comprador'));
  const ticket = await buyTicket(server, buyer, raffleId, [7]);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    payment_method_id: account.id,
    amount: 100,
    currency: 'VES',
    reference: '0102987654321',
  });

  const page = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(page, cashier.email);
  await page.getByTestId('business-menu-toggle').click();
  await page
    .getByTestId('business-sider')
    .getByRole('link', { name: 'Estado de cuenta', exact: true })
    .click();
  await expect(page).toHaveURL(/\/business\/statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(page.getByTestId('statement-account')).toContainText('Banesco del negocio');

  await page.getByTestId('statement-save').click();
  await expect(page.getByTestId('statement-saved')).toBeVisible();
  await upload(page, [
    ['987654321', 100],
    ['11112222', 250],
  ]);
  await expect(page.getByTestId('statement-imported')).toHaveText('2 movimientos nuevos.');
  const matched = page.getByTestId('statement-matched');
  await expect(matched).toContainText('CarlaPagó');
  await expect(matched).toContainText('Últimos dígitos de la referencia');
  await expect(page.getByTestId('statement-unreported')).toContainText('Ref. 11112222');
  await snapshot(page, testInfo, 'business-statement-phone');

  await page.getByRole('button', { name: 'Verificar los coincidentes (1)' }).click();
  await expect(page.getByTestId('statement-verified')).toContainText('Se verificó 1 pago.');
  await expect(matched).toContainText('Ningún movimiento coincide');
  const payment = await api(server, `/tickets/${ticket.id}/payment`, { token: owner.token });
  expect(payment.body).toMatchObject({
    verification_status: 'verified',
    verified_by: cashier.userId,
  });
});

test('the super admin approves a subscription payment from the platform statement', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await superAdmin(server);
  const bank = `Banco ${freshSeed()}`;
  const config = await api(server, '/admin/mobile-payment-config', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({
      payment_method: 'pago_movil',
      bank,
      phone: '0414-7654321',
      id_number: 'J-123456789',
      holder: 'Rifa C.A.',
      is_active: true,
    }),
  });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  const payer = await signUp(server, 'LuisaSuscriptora', uniqueEmail('suscriptora'));
  const subscription = (await subscribe(server, payer, 'Negocio')) as unknown as Subscription;
  const proof = await uploadPaymentScreenshot(server, payer, patternPng(freshSeed()));
  const reference = `0134${freshSeed()}`;
  const reported = 1234.5;
  const payment = (await reportSubscriptionPayment(server, payer, {
    subscription_id: subscription.id,
    mobile_number: '0414-1234567',
    reference_number: reference,
    reported_amount: reported,
    reported_currency: 'VES',
    screenshot_path: proof,
  })) as unknown as { id: string; amount_ves: number | null };
  // What is owed in Bs: the price at the platform's rate when reported (else what was reported).
  const owed = payment.amount_ves ?? reported;

  const page = await openPage(browser, baseURL!, PHONE);
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña').fill(SUPER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/business\/admin$/);
  await page.getByRole('tab', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(/\?tab=estado-de-cuenta$/);

  // The platform's account: chosen among its accounts by its bank.
  const select = page.getByRole('combobox', { name: 'Cuenta' });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page.locator(`.ant-select-item-option[title="${bank}"]`).click({ timeout: 2_000 });
    await expect(page.getByTestId('statement-account')).toContainText(bank, { timeout: 2_000 });
  }).toPass();
  await page.getByTestId('statement-save').click();
  await expect(page.getByTestId('statement-saved')).toBeVisible();
  await upload(page, [[reference.slice(4), owed]]);
  await expect(page.getByTestId('statement-imported')).toHaveText('1 movimiento nuevo.');
  const matched = page.getByTestId('statement-matched');
  const pair = matched.locator('.rifa-statement__pair', { hasText: 'LuisaSuscriptora' });
  await expect(pair).toContainText('Suscripción al plan Negocio');
  await expect(pair).toContainText('Últimos dígitos de la referencia');
  await snapshot(page, testInfo, 'platform-statement-phone');

  await matched.getByTestId('statement-verify').click();
  await expect(page.getByTestId('statement-verified')).toBeVisible();
  await expect(pair).toHaveCount(0);
  const current = await api(server, '/subscriptions/current', { token: payer.token });
  expect(current.body).toMatchObject({ id: subscription.id, status: 'active' });
  const mine = await api(server, '/subscription-mobile-payments', { token: payer.token });
  expect(mine.body.data[0]).toMatchObject({ id: payment.id, status: 'approved' });
});
