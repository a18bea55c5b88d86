/**
 * Raffles and buying in Chromium, three people at once (issue "Raffles and buying"):
 * A creates a raffle with an image → it is in the timeline → B buys three numbers → C sees them
 * taken and, racing B for another number, gets the conflict message and a refreshed grid → B's
 * ticket is in /app/tickets → B's favourite survives a reload → the sample raffles appear when
 * the list request fails.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addPaymentMethod, api, FIXTURE_PAGO_MOVIL, inDays, signUp } from '../support/api';
import {
  addPagoMovilInProfile,
  chooseLottery,
  confirmPurchase as buy,
  localInDays,
  numberButton,
  register,
  tinyPng,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

/** A second or third person: their own browser context (own storage, own session). */
async function person(
  browser: Browser,
  baseURL: string,
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    baseURL,
    locale: 'es-VE',
    viewport: { width: 1280, height: 800 },
  });
  return { ctx, page: await ctx.newPage() };
}

test('create, list, buy, race for a number, tickets, favourite, samples', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `Cesta navideña ${Date.now()}`;

  // A creates a raffle with an image.
  await register(page, uniqueEmail('creadora'), 'Ana Creadora');
  await addPagoMovilInProfile(page);
  await page.goto('/app/create-raffle');
  const form = page.getByTestId('raffle-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descripción').fill('Jamón, pan de jamón y una botella de ron.');
  await form.getByLabel('Precio por número (USD)').fill('2.5');
  await form.getByRole('radio', { name: /^100 / }).check();
  await chooseLottery(page, form, 'Lotería del Zulia');
  await form.getByLabel('Cierre de ventas', { exact: true }).fill(localInDays(10));
  await page.getByTestId('raffle-image-input').setInputFiles({
    name: 'cesta.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(page.getByTestId('raffle-image-preview')).toBeVisible();
  await form.getByRole('button', { name: /Publicar|Crear/ }).click();
  await expect(page).toHaveURL(/\/app\/raffle\/[0-9a-f-]{36}$/);
  const raffleUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Imagen de la rifa ${title}` })).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/raffle-images\//,
  );

  // It appears in the timeline.
  await page.goto('/app/timeline');
  await expect(page.getByTestId('raffle-card').filter({ hasText: title })).toBeVisible();

  // B buys three numbers.
  const b = await person(browser, baseURL!);
  const c = await person(browser, baseURL!);
  try {
    await register(b.page, uniqueEmail('comprador'), 'Beto Comprador');
    await b.page.goto(raffleUrl);
    for (const n of ['07', '21', '42']) await numberButton(b.page, n).click();
    await expect(numberButton(b.page, '21')).toHaveAttribute('aria-pressed', 'true');
    await expect(b.page.getByTestId('selection-total')).toContainText('7,50');
    await buy(b.page);
    const success = b.page.getByTestId('purchase-success');
    await expect(success).toBeVisible();
    await expect(success.getByTestId('ticket-numbers')).toContainText('07');
    await expect(success.getByTestId('ticket-numbers')).toContainText('42');
    await expect(success.getByTestId('ticket-status')).toHaveText('Pendiente');
    await b.page.getByRole('button', { name: 'Seguir comprando' }).click();

    // C sees them taken, then races B for 55: B buys first, C gets the conflict. C's phone has no
    // realtime connection (refused), else B's purchase would reach C's grid before C buys
    // (realtime.spec.ts covers that); the conflict is what a buyer without one meets.
    await c.page.routeWebSocket('**/realtime/v1', (ws) => ws.close());
    await register(c.page, uniqueEmail('rival'), 'Carla Rival');
    await c.page.goto(raffleUrl);
    for (const n of ['07', '21', '42']) await expect(numberButton(c.page, n)).toBeDisabled();
    await numberButton(c.page, '55').click();
    await expect(numberButton(c.page, '55')).toHaveAttribute('aria-pressed', 'true');
    // Without realtime the grid still refreshes every 15 s, and a refresh landing before C buys
    // would take 55 out of C's selection (the panel names it) instead of the conflict this checks:
    // until C's purchase is answered, C's refreshes get the grid as C loaded it.
    const numbersPath = `/api/v1${raffleUrl.replace('/app/raffle/', '/raffles/')}/numbers`;
    const loaded = await (await fetch(`${baseURL}${numbersPath}`)).text();
    let answered = false;
    await c.page.route(`**${numbersPath}`, (route) =>
      answered
        ? route.fallback()
        : route.fulfill({ status: 200, contentType: 'application/json', body: loaded }),
    );
    const purchaseAnswer = c.page
      .waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/tickets'))
      .then(() => (answered = true));

    await numberButton(b.page, '55').click();
    await buy(b.page);
    await expect(b.page.getByTestId('purchase-success')).toBeVisible();
    await b.page.getByRole('button', { name: 'Seguir comprando' }).click();

    await buy(c.page);
    await purchaseAnswer;
    await expect(c.page.getByTestId('purchase-error')).toContainText(
      'Algunos números ya no están disponibles',
    );
    await expect(c.page.getByTestId('purchase-error')).toContainText('55');
    await expect(numberButton(c.page, '55')).toBeDisabled();
    await expect(c.page.getByTestId('purchase-success')).toBeHidden();

    // B's tickets.
    await b.page.goto('/app/tickets');
    const ticket = b.page.getByText(title).first();
    await expect(ticket).toBeVisible();
    await expect(b.page.getByText('07').first()).toBeVisible();
    await expect(b.page.getByText('Pendiente').first()).toBeVisible();

    // B's favourite survives a reload.
    await b.page.goto(raffleUrl);
    const heart = b.page.getByRole('button', { name: 'Agregar a favoritos' }).first();
    const saved = b.page.waitForResponse(
      (r) => r.url().includes('/api/v1/me/favorites/') && r.request().method() === 'PUT',
    );
    await heart.click();
    expect((await saved).ok()).toBe(true);
    await expect(
      b.page.getByRole('button', { name: 'Quitar de favoritos' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await b.page.reload();
    await expect(
      b.page.getByRole('button', { name: 'Quitar de favoritos' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    // When the list request fails, the timeline shows the sample raffles, marked as examples.
    await c.page.route('**/api/v1/raffles?**', (route) => route.abort('failed'));
    await c.page.goto('/app/timeline');
    await expect(c.page.getByText('Error al cargar las rifas').first()).toBeVisible();
    await expect(c.page.getByText('Rifas de ejemplo').first()).toBeVisible();
    const samples = c.page.getByTestId('raffle-card');
    await expect(samples.first()).toBeVisible();
    await expect(samples.first()).toContainText('Ejemplo');
    await expect(c.page.getByText(title)).toHaveCount(0);
  } finally {
    await b.ctx.close();
    await c.ctx.close();
  }
});

test('a selection survives crossing the phone/desktop breakpoint', async ({ page, server }) => {
  const stamp = Date.now();
  const creator = await signUp(server, 'Ana', `giro-${stamp}@ejemplo.com`);
  await addPaymentMethod(server, creator, FIXTURE_PAGO_MOVIL);
  const created = await api(server, '/raffles', {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify({
      title: 'Rifa para girar la tableta',
      ticket_price: 1,
      total_tickets: 100,
      lottery: 'caracas',
      end_date: inDays(5),
    }),
  });
  expect(created.status).toBe(201);
  await page.goto(`/app/raffle/${created.body.id}`);
  await numberButton(page, '31').click();
  await expect(numberButton(page, '31')).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 800, height: 1100 }); // a tablet turned upright
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await expect(numberButton(page, '31')).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('app-sider')).toBeVisible();
  await expect(numberButton(page, '31')).toHaveAttribute('aria-pressed', 'true');
});
