/**
 * What a new user trips on, tried in Chromium on a phone (390×844) and a desktop: a price typed
 * with a comma, signing in from a raffle and from the round Crear button, the purchase
 * confirmation, and the phone profile and tickets screens laid out without cut or broken text,
 * nor sideways scrolling.
 */
import type { Locator, Page } from '@playwright/test';
import { addPaymentMethod, api, FIXTURE_PAGO_MOVIL, inDays, signUp } from '../support/api';
import {
  addPagoMovilInProfile,
  appShown,
  chooseLottery,
  localInDays,
  PHONE,
  register,
  uniqueEmail,
  opened,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

/** The password of accounts made by `signUp` (support/api.ts). */
const API_PASSWORD = 'correct horse battery';

async function signInHere(page: Page, email: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The element's content is not cut: nothing overflows its box (e.g. behind an ellipsis). */
async function expectWhole(locator: Locator): Promise<void> {
  const fits = await locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(fits, 'text is not cut').toBe(true);
}

test.describe('a new user', () => {
  test('types the price with a comma, and the raffle shows it in es-VE money', async ({ page }) => {
    await register(page, uniqueEmail('precio'), 'Ana Precio');
    await page.goto('/app/create-raffle');
    // Without a payment method the page says why the raffle cannot be published yet, and where
    // to add one; with one added there, the notice is gone.
    const notice = page.getByTestId('no-payment-method');
    await expect(notice).toContainText('Agrega un método de pago activo antes de publicar tu rifa');
    await notice.getByTestId('no-payment-method-link').click();
    await expect(page).toHaveURL(/\/app\/profile#payment-methods$/);
    // The page goes to the section (the router does not scroll to a '#').
    await expect(
      page.getByTestId('payment-methods').getByRole('button', { name: /Agregar método/ }),
    ).toBeInViewport();
    await addPagoMovilInProfile(page);
    await page.goto('/app/create-raffle');
    const form = page.getByTestId('raffle-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('no-payment-method')).toHaveCount(0);
    // The plan's limits are there before anything is typed.
    await expect(page.getByTestId('plan-summary')).toHaveText(
      'Tu plan Gratis permite 1 rifa activa de hasta 100 números.',
    );
    await form.getByLabel('Título').fill('Cesta navideña');
    await chooseLottery(page, form, 'Lotería del Zulia');
    await form.getByLabel('Cierre de ventas', { exact: true }).fill(localInDays(7));

    // 0 and negatives are refused with a message, not turned into 0.01.
    await form.getByLabel('Precio por número (USD)').fill('0');
    await form.getByRole('button', { name: 'Crear rifa' }).click();
    await expect(form.getByText('El precio debe ser mayor que 0')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/create-raffle$/);

    await form.getByLabel('Precio por número (USD)').fill('2,5');
    await form.getByRole('button', { name: 'Crear rifa' }).click();
    await expect(page).toHaveURL(/\/app\/raffle\//);
    await expect(page.getByTestId('raffle-price')).toHaveText('$ 2,50');

    // The edit form shows the amount as people write it.
    await page.goto('/app/my-raffles');
    await page
      .getByRole('button', { name: /Editar/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByLabel('Precio por número (USD)')).toHaveValue(
      '2,50',
    );
  });

  test('signs in from a raffle and comes back to it; buys after confirming', async ({
    page,
    server,
  }) => {
    const creator = await signUp(server, 'Creadora');
    await addPaymentMethod(server, creator, FIXTURE_PAGO_MOVIL);
    const created = await api(server, '/raffles', {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({
        title: 'Moto para compartir',
        ticket_price: 1234.5,
        total_tickets: 100,
        lottery: 'zulia',
        end_date: inDays(5),
      }),
    });
    expect(created.status).toBe(201);
    const raffleUrl = `/app/raffle/${created.body.id as string}`;
    const buyer = await signUp(server, 'Compradora');

    await page.goto(raffleUrl);
    await expect(page.getByTestId('raffle-price')).toHaveText('$ 1.234,50');
    await page
      .getByTestId('purchase-sign-in')
      .getByRole('link', { name: 'Iniciar sesión' })
      .click();
    await expect(page.getByTestId('sign-in-reason')).toContainText('volverás a esta rifa');
    await signInHere(page, buyer.email);
    await expect(page).toHaveURL(new RegExp(`${raffleUrl}$`));

    const grid = page.getByRole('group', { name: /^Números / });
    await grid.getByRole('button', { name: '05, libre', exact: true }).click();
    await page.getByRole('button', { name: 'Comprar', exact: true }).click();
    const dialog = await opened(page.getByRole('dialog', { name: 'Confirmar compra' }));
    await expect(dialog).toContainText('05');
    await expect(dialog).toContainText('Total: $ 1.234,50');
    await dialog.getByRole('button', { name: 'Sí, comprar' }).click();
    await expect(page.getByTestId('purchase-success')).toBeVisible();

    // Signed in, /login sends the visitor on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('a new user on a phone', () => {
  test.use({ viewport: PHONE });

  test('Crear says why it asks to sign in and then goes on to create', async ({ page, server }) => {
    const person = await signUp(server, 'Telefono');
    await page.goto('/app/timeline');
    await page.getByTestId('bottom-nav-create').click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByTestId('sign-in-reason')).toHaveText(
      'Inicia sesión para crear una rifa. Después seguirás con el formulario.',
    );
    await signInHere(page, person.email);
    await expect(page).toHaveURL(/\/app\/create-raffle$/);
    await expect(page.getByTestId('raffle-form')).toBeVisible();
  });

  test('the profile and tickets fit: a heading scale, nothing cut or broken', async ({
    page,
    server,
  }) => {
    const person = await signUp(server, 'Perfil');
    await addPaymentMethod(server, person, FIXTURE_PAGO_MOVIL);
    await page.goto('/login');
    await signInHere(page, person.email);
    await expect(page).toHaveURL(/\/app$/);

    // The phone profile: a heading scale, nothing cut, '0 calificaciones' in one piece.
    await page.goto('/app/profile');
    const pageTitle = page.getByRole('heading', { level: 1, name: 'Perfil' });
    const section = page.getByRole('heading', { level: 2, name: /Verificación de identidad/ });
    await expect(section).toBeVisible();
    const size = (l: Locator) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(pageTitle)).toBeGreaterThan(await size(section));
    for (const name of [/Verificación de identidad/, /Métodos de pago/, /Tu plan/]) {
      const heading = page.getByRole('heading', { level: 2, name });
      await expectWhole(heading);
      const head = heading.locator('xpath=ancestor::div[contains(@class,"ant-card-head-title")]');
      await expectWhole(head);
    }
    const ratings = page.getByText('0 calificaciones', { exact: true });
    const lines = await ratings.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
    // A payment method's actions ('Marcar como predeterminado · Editar · Eliminar') stay on the
    // screen: the page never scrolls sideways.
    const remove = page.getByTestId('payment-method').getByRole('button', { name: 'Eliminar' });
    const right = await remove.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // The tickets filter stays on one row.
    await page.goto('/app/tickets');
    await appShown(page);
    const filters = page.getByRole('radiogroup').locator('.ant-radio-button-wrapper');
    await expect(filters).toHaveCount(4);
    const tops = await filters.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
  });
});
