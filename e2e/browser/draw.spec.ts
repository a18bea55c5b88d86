/**
 * The draw on the raffle's screens (issue 10), in Chromium against the real binary. Set up through
 * the API: a raffle whose sales end and whose lottery draws seconds from now, a buyer whose ticket
 * the creator marks paid; once the draw time passed the job runner (`run-jobs --now`) closes sales
 * and seals the list. The buyer's raffle page shows the rule before the grid and the sealed list's
 * hash (the one `GET /raffles/{id}/seal` reports, which is the SHA-256 of the `.txt` download). The
 * creator enters the lottery's result through 'Registrar resultado' (the winning number previewed
 * as typed, then confirmed); the buyer's open page shows the result without a reload, the winning
 * number marked on the grid, and '¡Ganaste!' in /notifications. A second raffle whose drawn number
 * was not sold waits for the lottery's next draw, and a raffle that may end void says so before the
 * grid and in the purchase confirmation. Screenshots at 390×844 and 1280×800 of each state.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  addPaymentMethod,
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  setTicketStatus,
  signUp,
  untilPast,
  FIXTURE_PAGO_MOVIL,
} from '../support/api';
import {
  chooseLottery,
  chooseOption,
  DESKTOP,
  localInDays,
  numberButton,
  openPage,
  PHONE,
  signIn,
  snapshot,
  tinyPng,
  uniqueEmail,
  opened,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import { runJobs } from '../support/server';

/** The page whole at both sizes, back at `size` afterwards. */
async function bothSizes(
  page: Page,
  testInfo: Parameters<typeof snapshot>[1],
  name: string,
  size = PHONE,
) {
  await page.setViewportSize(PHONE);
  await snapshot(page, testInfo, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await snapshot(page, testInfo, `${name}-desktop`);
  await page.setViewportSize(size);
}

test('the rule and the seal before the draw; the creator draws and the buyer sees the win live', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Moto Bera ${Date.now()}`;
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  const buyer = await signUp(server, 'Gabriel Pérez', uniqueEmail('gabriel'));
  const raffle = await createClosingRaffle(server, creator, 10, { title });
  const ticket = await buyTicket(server, buyer, raffle.id, [21]);
  await setTicketStatus(server, creator, ticket.id, 'paid');

  // Before the close: the rule, in plain Spanish, before the grid.
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  const rule = page.getByTestId('draw-rule');
  await expect(rule).toContainText('Cómo se elige el ganador');
  await expect(rule).toContainText('sorteo de la Lotería del Zulia');
  await expect(rule).toContainText('las últimas 2 cifras del resultado');
  await expect(rule).toContainText('Solo participan los tickets pagados');
  await expect(rule).toContainText('decide el próximo sorteo de la misma lotería');
  await bothSizes(page, testInfo, 'rule');

  // The lottery's time passes; the job runner closes sales and seals the sold numbers.
  await untilPast(raffle.draw_at);
  await runJobs(server, new Date());
  const seal = await api(server, `/raffles/${raffle.id}/seal`);
  expect(seal.status, JSON.stringify(seal.body)).toBe(200);
  const sealed = seal.body as { sha256: string; line_count: number };
  const text = await fetch(`${server.url}/api/v1/raffles/${raffle.id}/seal.txt`);
  expect(
    createHash('sha256')
      .update(Buffer.from(await text.arrayBuffer()))
      .digest('hex'),
  ).toBe(sealed.sha256);

  await page.reload();
  const panel = page.getByTestId('seal-panel');
  await expect(panel.getByTestId('seal-hash')).toContainText(sealed.sha256);
  await expect(panel.getByTestId('seal-counts')).toHaveText(
    'Números vendidos: 1 · pagados: 1 · pendientes al cierre: 0',
  );
  await expect(panel.getByRole('link', { name: /Descargar lista sellada/ })).toHaveAttribute(
    'href',
    `/api/v1/raffles/${raffle.id}/seal.txt`,
  );
  await panel.getByText('Cómo comprobarlo').click();
  await expect(panel.getByText(`sha256sum rifa-${raffle.id}-sellado.txt`)).toBeVisible();
  await bothSizes(page, testInfo, 'sealed');

  // The creator, on a desktop, enters the result: 4821 gives 21.
  const owner = await openPage(browser, baseURL!, DESKTOP);
  await signIn(owner, creator.email);
  await owner.goto(`/app/raffle/${raffle.id}`);
  await owner.getByRole('button', { name: 'Registrar resultado' }).click();
  const modal = owner.getByTestId('draw-modal');
  const input = modal.getByLabel('Número publicado por la lotería');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await input.fill('48');
  await expect(modal.getByTestId('draw-preview')).toHaveText(/Número sorteado: 48/);
  await input.fill('4821');
  await expect(modal.getByTestId('draw-preview')).toHaveText(/Número sorteado: 21/);
  await modal
    .getByLabel('Enlace al resultado oficial (opcional)')
    .fill('https://www.loteriadelzulia.com/resultados');
  // The official result's photo, uploaded once the draw is recorded.
  await modal
    .getByLabel('Foto del resultado (opcional)')
    .setInputFiles({ name: 'resultado.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(modal.getByTestId('raffle-image-preview')).toBeVisible();
  await snapshot(owner, testInfo, 'draw-modal-desktop');
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const confirm = modal.getByTestId('draw-confirm');
  await expect(confirm).toContainText('Resultado de la lotería: 4821.');
  await expect(confirm.getByTestId('draw-confirm-outcome')).toHaveText('Gana el 21, de Gabriel P.');
  await expect(confirm).toContainText('No se puede cambiar después.');
  await confirm.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(owner.getByTestId('draw-outcome')).toHaveText('Ganó el número 21.');
  await expect(owner.getByRole('button', { name: 'Registrar resultado' })).toHaveCount(0);
  // The photo's upload follows the draw (no event announces it: the creator's page shows it).
  await expect(owner.getByTestId('draw-photo')).toHaveAttribute('src', /-result\.png\?v=/);

  // The buyer's page, never reloaded: the result, the masked winner, the number marked.
  const result = page.getByTestId('draw-result');
  await expect(result.getByTestId('draw-outcome')).toHaveText('Ganó el número 21.');
  await expect(result.getByTestId('draw-lottery-result')).toHaveText('4821');
  await expect(result.getByTestId('draw-winner-name')).toHaveText('Gabriel P.');
  await expect(result.getByRole('link', { name: 'Ver el resultado oficial' })).toHaveAttribute(
    'href',
    'https://www.loteriadelzulia.com/resultados',
  );
  const winnerCell = numberButton(page, '21');
  await expect(winnerCell).toHaveAccessibleName('21, ganador');
  await expect(winnerCell).toHaveClass(/rifa-number--winner/);
  await expect(page.locator('.rifa-number-legend')).toContainText('Ganador');
  await bothSizes(page, testInfo, 'drawn');

  // And the buyer is told.
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').filter({ hasText: '¡Ganaste!' })).toContainText(
    'Tu número 21 es el ganador',
  );
});

test('a drawn number nobody bought waits for the next draw; a void rule is said before buying', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  const buyer = await signUp(server, 'Olga Ruiz', uniqueEmail('olga'));
  const raffle = await createClosingRaffle(server, creator, 8, { title: `Cesta ${Date.now()}` });
  const ticket = await buyTicket(server, buyer, raffle.id, [7]);
  await setTicketStatus(server, creator, ticket.id, 'paid');
  await untilPast(raffle.draw_at);
  const drawn = await api(server, `/raffles/${raffle.id}/draw`, {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify({ lottery_result: '5533' }),
  });
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  const result = page.getByTestId('draw-result');
  await expect(result).toHaveAttribute('data-outcome', 'next_draw');
  await expect(result.getByTestId('draw-outcome')).toHaveText(
    'El 33 no se vendió: decide el próximo sorteo de la Lotería del Zulia.',
  );
  await expect(result.getByTestId('draw-winner-name')).toHaveCount(0);
  await bothSizes(page, testInfo, 'next-draw');

  // The creator may enter the next draw's result, from the raffle page and from Mis Rifas.
  const owner = await openPage(browser, baseURL!, PHONE);
  await signIn(owner, creator.email);
  await owner.goto('/app/my-raffles');
  const card = owner.locator(`[data-raffle-id="${raffle.id}"]`);
  await card.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(owner.getByTestId('draw-modal')).toBeVisible();

  // A raffle that may end void says so before the grid and in the purchase confirmation.
  // (another organiser: the free plan allows one active raffle)
  const seller = await signUp(server, 'Rosa Vendedora', uniqueEmail('rosa'));
  const voidRaffle = await createRaffle(server, seller, { unsold_rule: 'void' });
  await page.goto(`/app/raffle/${voidRaffle.id}`);
  await expect(page.getByTestId('draw-rule-void')).toContainText(
    'Si el número que salga no está vendido y pagado, la rifa queda sin ganador.',
  );
  await numberButton(page, '05').click();
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  const dialog = await opened(page.getByRole('dialog', { name: 'Confirmar compra' }));
  await expect(dialog.getByTestId('purchase-confirm-void')).toHaveText(
    'Si el número que salga no está vendido y pagado, la rifa queda sin ganador.',
  );
  await bothSizes(page, testInfo, 'void-rule');
});

test('the raffle form states the rule: the lottery draw follows the close until set, and the unsold rule', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  await addPaymentMethod(server, creator, FIXTURE_PAGO_MOVIL);
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto('/app/create-raffle');
  const form = page.getByTestId('raffle-form');
  await form.getByLabel('Título').fill(`Nevera ${Date.now()}`);
  await form.getByLabel('Precio por número (USD)').fill('3');
  await chooseLottery(page, form, 'Lotería del Zulia');
  // One moment for both: taken seconds apart, they could fall on either side of a minute.
  const now = Date.now();
  const close = localInDays(5, 0, now);
  await form.getByLabel('Cierre de ventas', { exact: true }).fill(close);
  // The lottery draw is the close until it is set.
  const drawAt = form.getByLabel('Sorteo de la lotería');
  await expect(drawAt).toHaveValue(close);
  // Before the close, or more than 30 days after it, is refused here as on the server.
  await drawAt.fill(localInDays(4));
  await expect(form).toContainText('El sorteo debe ser en la fecha de cierre o después');
  await drawAt.fill(localInDays(36));
  await expect(form).toContainText('El sorteo debe ser como máximo 30 días después del cierre');
  const draw = localInDays(5, 2, now);
  await drawAt.fill(draw);
  await chooseOption(
    page,
    form,
    'Si el número ganador no se vendió o no está pagado',
    'La rifa queda sin ganador',
  );
  await expect(form.getByTestId('unsold-rule-help')).toHaveText(
    'Nadie gana. Los compradores lo saben antes de comprar.',
  );
  await snapshot(page, testInfo, 'form-rule-phone');
  await form.getByRole('button', { name: 'Crear rifa' }).click();
  await expect(page).toHaveURL(/\/app\/raffle\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const created = await api(server, `/raffles/${id}`);
  expect(created.body).toMatchObject({ unsold_rule: 'void' });
  const body = created.body as { end_date: string; draw_at: string };
  expect(Date.parse(body.draw_at) - Date.parse(body.end_date)).toBe(2 * 3_600_000);
  await expect(page.getByTestId('draw-rule-void')).toBeVisible();
});
