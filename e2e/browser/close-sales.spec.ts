/**
 * Closing sales early and the draw's confirmation (issue 39, items 11 and 12), in Chromium against
 * the real binary. The creator closes sales from the raffle page after a confirmation; the page
 * then says sales are closed and the list is sealed (the seal the end date's job would make). In
 * the draw dialog the confirmation names the winner the server's rule picks (an unsold number goes
 * to the nearest paid one) before anything is recorded. Screenshots at 390×844 and 1280×800 of both
 * dialogs.
 */
import type { Page } from '@playwright/test';
import {
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  setTicketStatus,
  signUp,
  untilPast,
} from '../support/api';
import { DESKTOP, openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';

async function bothSizes(page: Page, testInfo: Parameters<typeof snapshot>[1], name: string) {
  await page.setViewportSize(PHONE);
  await snapshot(page, testInfo, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await snapshot(page, testInfo, `${name}-desktop`);
}

test('the creator closes sales early, after a confirmation, and the list is sealed', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  const buyer = await signUp(server, 'Gabriel Pérez', uniqueEmail('gabriel'));
  const raffle = await createRaffle(server, creator, { title: `Cesta ${Date.now()}` });
  const ticket = await buyTicket(server, buyer, raffle.id, [21]);
  await setTicketStatus(server, creator, ticket.id, 'paid');

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  const notice = page.getByTestId('owner-notice');
  await expect(notice).toContainText('Aquí tus compradores eligen sus números.');
  await notice.getByRole('button', { name: 'Cerrar ventas' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '¿Cerrar las ventas ahora?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('La lista de números vendidos queda sellada');
  await bothSizes(page, testInfo, 'close-sales-dialog');
  // 'Volver' leaves it selling.
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();
  expect((await api(server, `/raffles/${raffle.id}`)).body.sales_closed_at).toBeNull();

  await notice.getByRole('button', { name: 'Cerrar ventas' }).click();
  await dialog.getByRole('button', { name: 'Sí, cerrar ventas' }).click();
  await expect(page.getByText('Ventas cerradas: la lista de números quedó sellada.')).toBeVisible();
  await expect(notice).toContainText('Las ventas están cerradas');
  await expect(notice).not.toContainText('Aquí tus compradores eligen sus números.');
  await expect(notice.getByRole('button', { name: 'Cerrar ventas' })).toHaveCount(0);
  await expect(page.getByTestId('seal-panel')).toBeVisible();

  const closed = (await api(server, `/raffles/${raffle.id}`)).body;
  expect(closed.status).toBe('waiting');
  expect(closed.sales_closed_at).not.toBeNull();
  const seal = await api(server, `/raffles/${raffle.id}/seal`);
  expect(seal.status).toBe(200);
  expect(seal.body).toMatchObject({ line_count: 1, paid_count: 1 });
});

test('the draw confirmation names the winner the rule picks before recording it', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  const luis = await signUp(server, 'Luis Pérez', uniqueEmail('luis'));
  const raffle = await createClosingRaffle(server, creator, 8, {
    title: `Nevera ${Date.now()}`,
    unsold_rule: 'nearest_sold',
  });
  const ticket = await buyTicket(server, luis, raffle.id, [7]);
  await setTicketStatus(server, creator, ticket.id, 'paid');
  await untilPast(raffle.draw_at);

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto(`/app/raffle/${raffle.id}`);
  await page.getByRole('button', { name: 'Registrar resultado' }).click();
  const modal = page.getByTestId('draw-modal');
  // Nothing typed: no empty space before the link's field.
  await expect(modal.getByLabel('Número publicado por la lotería')).toBeVisible();
  await expect(modal.getByTestId('draw-preview')).toHaveCount(0);
  await bothSizes(page, testInfo, 'draw-dialog-empty');
  await modal.getByLabel('Número publicado por la lotería').fill('1205');
  // While typing, only the drawn number: the winner is the server's to say.
  await expect(modal.getByTestId('draw-preview')).toHaveText(/Número sorteado: 05/);
  await expect(modal.getByTestId('draw-preview')).not.toContainText('ganador');
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const confirm = modal.getByTestId('draw-confirm');
  await expect(confirm.getByTestId('draw-confirm-outcome')).toHaveText(
    'El 05 no está vendido y pagado; por la regla gana el 07, de Luis P.',
  );
  await bothSizes(page, testInfo, 'draw-dialog-confirm');
  // Not recorded yet.
  expect((await api(server, `/raffles/${raffle.id}/draws`)).body.data).toEqual([]);

  await confirm.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(page.getByTestId('draw-result').getByTestId('draw-winner-name')).toHaveText(
    'Luis P.',
  );
  const drawn = (await api(server, `/raffles/${raffle.id}`)).body;
  expect(drawn).toMatchObject({ status: 'completed', winner_number: 7 });
});
