/**
 * Verifiable tickets, the win, ratings and the organiser's record (issue 10), in Chromium against
 * the real binary. Set up through the API: a raffle whose lottery draws seconds from now, two paid
 * buyers, the creator's draw with `winner_number`. In the browser the winner opens the ticket page
 * and sees '¡Ganaste!', takes the receipt's link shown next to the QR code and opens it signed out:
 * the receipt shows the win, the masked buyer and the sealed list (also as printed). Back on the
 * ticket page the winner rates the organiser (5 stars and a comment) and confirms the prize; the
 * other buyer sees 'No ganaste esta vez' and 'Califica'; the raffle page's creator card and the
 * organiser page show the rating and '1 premio entregado'. An unknown code says so. Screenshots at
 * 390×844 and 1280×800 are attached.
 */
import {
  api,
  buyTicket,
  createClosingRaffle,
  setTicketStatus,
  signUp,
  untilPast,
} from '../support/api';
import { DESKTOP, openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';

test('the winner sees the win, opens the receipt signed out, rates the organiser and confirms the prize', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Moto Bera ${Date.now()}`;
  const creator = await signUp(server, 'Carla Organizadora', uniqueEmail('carla'));
  const winner = await signUp(server, 'Gabriel Pérez', uniqueEmail('gabriel'));
  const other = await signUp(server, 'Olga Ruiz', uniqueEmail('olga'));
  const raffle = await createClosingRaffle(server, creator, 10, { title });
  const winning = await buyTicket(server, winner, raffle.id, [42]);
  const losing = await buyTicket(server, other, raffle.id, [7]);
  await setTicketStatus(server, creator, winning.id, 'paid');
  await setTicketStatus(server, creator, losing.id, 'paid');
  await untilPast(raffle.draw_at);
  const drawn = await api(server, `/raffles/${raffle.id}/draw`, {
    method: 'POST',
    token: creator.token,
    body: JSON.stringify({ winner_number: 42 }),
  });
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);

  // The winner's ticket page: the win, the prize to confirm, the rating form, the receipt's QR.
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, winner.email);
  await page.goto(`/app/tickets/${winning.id}`);
  const result = page.getByTestId('ticket-result');
  await expect(result).toHaveAttribute('data-outcome', 'won');
  await expect(result).toContainText('¡Ganaste!');
  await expect(result).toContainText('Tu número 42 es el ganador de la rifa.');
  const receiptCard = page.getByTestId('receipt-card');
  await expect(receiptCard.getByRole('img', { name: 'Código QR del recibo' })).toBeVisible();
  const link = receiptCard.getByTestId('receipt-link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/t\/[0-9a-f]{32}$/);
  await expect(link).toHaveText(`${baseURL}${href}`);
  await snapshot(page, testInfo, 'ticket-won-phone');
  await page.setViewportSize(DESKTOP);
  await snapshot(page, testInfo, 'ticket-won-desktop');
  await page.setViewportSize(PHONE);

  // The receipt, signed out, from the link next to the QR code.
  const visitor = await openPage(browser, baseURL!, PHONE);
  await visitor.goto(href!);
  const receipt = visitor.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-title')).toHaveText(title);
  await expect(receipt.getByTestId('receipt-winner')).toHaveText('¡Ticket ganador!');
  await expect(receipt.getByTestId('receipt-numbers')).toHaveText('42');
  await expect(receipt.getByTestId('receipt-status')).toHaveText('Pagado');
  await expect(receipt).toContainText('Gabriel P.');
  await expect(receipt).not.toContainText('Pérez');
  await expect(receipt.getByTestId('receipt-seal')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(receipt.getByTestId('receipt-in-seal')).toHaveText(
    'En la lista sellada como pagado',
  );
  await expect(visitor).toHaveTitle('Recibo de ticket · Rifa');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  await snapshot(visitor, testInfo, 'receipt-phone');
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await snapshot(visitor, testInfo, 'receipt-print');
  await visitor.emulateMedia({ media: 'screen' });
  await visitor.setViewportSize(DESKTOP);
  await snapshot(visitor, testInfo, 'receipt-desktop');

  // An unknown code: a clear empty state, not an error page.
  await visitor.goto(`/t/${'0'.repeat(32)}`);
  await expect(visitor.getByTestId('receipt-not-found')).toContainText(
    'Este recibo no existe. Revisa el enlace o el código.',
  );

  // 'Imprimir recibo' opens the receipt in a new tab, which opens the print dialog once shown.
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });
  const [printTab] = await Promise.all([
    page.context().waitForEvent('page'),
    receiptCard.getByRole('button', { name: 'Imprimir recibo' }).click(),
  ]);
  await expect(printTab).toHaveURL(`${baseURL}${href}?imprimir=1`);
  await expect(printTab.getByTestId('receipt-winner')).toBeVisible();
  await expect(printTab.locator('html')).toHaveAttribute('data-printed', 'true');
  await printTab.close();

  // Back on the ticket page: the winner rates the organiser, then confirms the prize.
  const rateCard = page.getByTestId('rate-card');
  await rateCard.locator('.ant-rate-star').nth(4).locator('div').first().click();
  await rateCard.getByLabel('Comentario (opcional)').fill('Entregó la moto el mismo día');
  await rateCard.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(page.getByTestId('rating-given')).toHaveAttribute('data-rating', '5');
  await page.getByTestId('confirm-prize').click();
  await page.getByRole('button', { name: 'Sí, lo recibí' }).click();
  await expect(page.getByTestId('prize-confirmed')).toContainText('Premio recibido el');
  await expect(page.getByTestId('confirm-prize')).toHaveCount(0);
  await snapshot(page, testInfo, 'ticket-won-rated-phone');

  // The tickets list: the winning ticket is tagged, and already rated.
  await page.goto('/app/tickets');
  const row = page.getByTestId('ticket').filter({ hasText: title });
  await expect(row.getByTestId('ticket-winner')).toHaveText('Ganador');
  await expect(row.getByTestId('ticket-rate-hint')).toHaveCount(0);

  // The other buyer lost, and may still rate.
  const loser = await openPage(browser, baseURL!, PHONE);
  await signIn(loser, other.email);
  await loser.goto(`/app/tickets/${losing.id}`);
  await expect(loser.getByTestId('ticket-result')).toHaveAttribute('data-outcome', 'lost');
  await expect(loser.getByTestId('ticket-result')).toContainText('No ganaste esta vez');
  await expect(loser.getByTestId('ticket-result')).toContainText('El número ganador fue 42.');
  await expect(loser.getByTestId('rate-card')).toContainText('Califica al organizador');
  await snapshot(loser, testInfo, 'ticket-lost-phone');
  await loser.goto('/app/tickets');
  const loserRow = loser.getByTestId('ticket').filter({ hasText: title });
  await expect(loserRow.getByTestId('ticket-rate-hint')).toHaveText('Califica');
  await expect(loserRow.getByTestId('ticket-winner')).toHaveCount(0);

  // The organiser's record on the raffle page, and their page with the rating.
  await page.goto(`/app/raffle/${raffle.id}`);
  const card = page.getByTestId('raffle-creator');
  await expect(card.getByTestId('organiser-rating')).toHaveText('5,0 (1 calificación)');
  await expect(card.getByTestId('organiser-raffles')).toHaveText('1 rifa completada');
  await expect(card.getByTestId('organiser-prizes')).toHaveText('1 premio entregado');
  await page.setViewportSize(DESKTOP);
  await snapshot(card, testInfo, 'raffle-creator-card');
  await page.setViewportSize(PHONE);
  await card.getByTestId('raffle-creator-link').click();
  await expect(page).toHaveURL(new RegExp(`/app/users/${creator.userId}$`));
  const organiser = page.getByTestId('organiser-card');
  await expect(organiser.getByRole('heading', { level: 1 })).toHaveText('Carla Organizadora');
  await expect(organiser.getByTestId('organiser-prizes')).toHaveText('1 premio entregado');
  const rating = page.getByTestId('rating');
  await expect(rating).toHaveCount(1);
  await expect(rating.getByTestId('rating-comment')).toHaveText('Entregó la moto el mismo día');
  await expect(rating).toContainText('Gabriel P.');
  await expect(rating.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('organiser-raffle-list')).toContainText(title);
  await snapshot(page, testInfo, 'organiser-phone');
  await page.setViewportSize(DESKTOP);
  await snapshot(page, testInfo, 'organiser-desktop');
});

test('an organiser without ratings says so', async ({ browser, baseURL, server }) => {
  const creator = await signUp(server, 'Nuevo Organizador', uniqueEmail('nuevo'));
  const page = await openPage(browser, baseURL!, PHONE);
  await page.goto(`/app/users/${creator.userId}`);
  await expect(page.getByTestId('organiser-record')).toContainText('Sin calificaciones');
  await expect(page.getByTestId('organiser-record')).toContainText('0 rifas completadas');
  await expect(page.getByTestId('ratings-empty')).toContainText('Todavía no tiene calificaciones');
});
