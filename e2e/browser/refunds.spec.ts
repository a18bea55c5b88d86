/**
 * Money to return (issue 34 part 3), in Chromium against the real binary.
 * A creator on a phone (390×844) finds the cancelled part-paid ticket in 'Pagos por verificar''s short
 * list of money to return and "A devolver Bs …" on it in her list of tickets sold, marks it returned ('Marcar devuelto', confirmed) and sees "Devuelto Bs … el <fecha>";
 * the buyer, on her phone, finds it on her ticket and among her notifications.
 * The business back-office: the owner (1280×800) cancels a part-paid online ticket from Tickets
 * Vendidos with the creator's confirmation (the abono must be returned), sees "A devolver" and marks it
 * returned; a cashier on a phone cancels an unpaid online ticket. Screenshots are attached.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  setExchangeRate,
  setTicketStatus,
  signUp,
  type Session,
} from '../support/api';
import { addCashier, businessOwner } from '../support/business';
import {
  businessSignIn,
  DESKTOP,
  openPage,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** "Devuelto Bs 100,00 ($ 2,50) el 29 nov 2026" (the day in Spanish, whatever today is). */
const RETURNED = /^Devuelto Bs 100,00 \(\$ 2,50\) el \d{1,2} \S+ \d{4}$/;

/** A $5,00 ticket of `buyer` (numbers `numbers`) with Bs 100,00 ($2,50) verified by `creator`. */
async function partPaidTicket(
  server: RunningServer,
  creator: Session,
  buyer: Session,
  raffleId: string,
  numbers: number[],
  reference: string,
) {
  const ticket = await buyTicket(server, buyer, raffleId, numbers);
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 100,
    currency: 'VES',
    reference,
  });
  const verified = await api(server, `/tickets/${ticket.id}/payment/verify`, {
    method: 'POST',
    token: creator.token,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return ticket;
}

/**
 * The page's (or only the part `only` selects) serious or critical axe findings (WCAG 2.1 A and AA),
 * as "rule: targets".
 */
async function axeFindings(page: Page, only?: string): Promise<string[]> {
  // Away from the rows: a hovered table row is not what is being checked.
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Confirms the open Popconfirm with its `ok` button. */
async function confirm(page: Page, ok: string) {
  await page.locator('.ant-popover:visible').getByRole('button', { name: ok }).click();
}

test('the creator marks a cancelled abono returned; the buyer sees it returned', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'OrganizadoraReintegro');
  await setExchangeRate(server, creator, 40);
  const buyer = await signUp(server, 'CompradoraReintegro');
  const title = `Rifa reintegro ${Date.now()}`;
  const raffle = await createRaffle(server, creator, { title, ticket_price: 2.5 });
  const ticket = await partPaidTicket(server, creator, buyer, raffle.id, [12, 13], 'R1');
  await setTicketStatus(server, creator, ticket.id, 'cancelled');

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  // The payments review lists it among the money to return.
  await page.goto('/app/payments');
  const due = page.getByTestId('refunds-due');
  await expect(due.getByTestId('refund-due')).toHaveCount(1);
  await expect(due.getByTestId('refund-due')).toContainText('CompradoraReintegro');
  await expect(due.getByTestId('refund-due')).toContainText(`${title} · Números 12, 13`);
  await expect(due.getByTestId('refund-due-amount')).toHaveText('A devolver Bs 100,00 ($ 2,50)');
  await snapshot(page, testInfo, 'refunds-due-review-phone');
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/app/my-raffles');
  const card = page.getByTestId('my-raffle').filter({ hasText: title });
  await card.getByRole('button', { name: 'Ver tickets vendidos' }).click();
  const sold = card.getByTestId('raffle-ticket').filter({ hasText: 'CompradoraReintegro' });
  await expect(sold).toHaveAttribute('data-status', 'cancelled');
  await expect(sold.getByTestId('ticket-refund-owed')).toHaveText('A devolver Bs 100,00 ($ 2,50)');
  await sold.getByTestId('mark-refunded').click();
  await expect(page.getByText('¿Ya devolviste este dinero al comprador?')).toBeVisible();
  await expect(
    page.getByText(
      'Registra que le devolviste Bs 100,00 ($ 2,50). Le avisaremos y dejará de figurar como pendiente por devolver.',
    ),
  ).toBeVisible();
  await confirm(page, 'Sí, ya lo devolví');
  await expect(page.getByText('Devolución registrada. Avisamos al comprador.')).toBeVisible();
  await expect(sold.getByTestId('ticket-refunded')).toHaveText(RETURNED);
  await expect(sold.getByTestId('ticket-refund-owed')).toHaveCount(0);
  await expect(sold.getByTestId('mark-refunded')).toHaveCount(0);
  await snapshot(page, testInfo, 'refund-marked-phone');
  expect(await axeFindings(page)).toEqual([]);
  // Nothing is left on the payments review's list.
  await page.goto('/app/payments');
  await expect(page.getByTestId('pending-payments-empty')).toBeVisible();
  await expect(page.getByTestId('refunds-due')).toHaveCount(0);
  // It stays so after a reload (the server's record, not the screen's).
  await page.goto('/app/my-raffles');
  await page
    .getByTestId('my-raffle')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Ver tickets vendidos' })
    .click();
  await expect(
    page
      .getByTestId('raffle-ticket')
      .filter({ hasText: 'CompradoraReintegro' })
      .getByTestId('ticket-refunded'),
  ).toHaveText(RETURNED);

  // The buyer: her ticket says it was returned, nothing is left "A devolver", and she was told.
  const buyerPage = await openPage(browser, baseURL!, PHONE);
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/app/tickets/${ticket.id}`);
  await expect(buyerPage.getByTestId('ticket-page')).toHaveAttribute('data-status', 'cancelled');
  const returned = buyerPage.getByTestId('parts-returned');
  await expect(returned.locator('strong')).toHaveText(RETURNED);
  await expect(returned).toContainText('El organizador registró que te devolvió este dinero.');
  await expect(buyerPage.getByTestId('parts-to-return')).toHaveCount(0);
  await snapshot(buyerPage, testInfo, 'refund-buyer-ticket-phone');
  // The whole ticket page, its status tags ('Verificado') included.
  expect(await axeFindings(buyerPage)).toEqual([]);
  await buyerPage.goto('/notifications');
  const notice = buyerPage.getByTestId('notification').filter({ hasText: 'Dinero devuelto' });
  await expect(notice).toContainText(
    `El organizador registró que te devolvió Bs 100,00 ($ 2,50) por tu ticket de los números 12 y 13 en «${title}».`,
  );
  await expect(notice.getByRole('img', { name: 'Dinero devuelto' })).toBeVisible();
  await snapshot(buyerPage, testInfo, 'refund-buyer-notice-phone');
});

test('the back-office cancels online tickets: the owner a part-paid one, a cashier an unpaid one', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = await businessOwner(server, 'NegocioReintegro');
  await setExchangeRate(server, owner, 40);
  const person = await signUp(server, 'CajeraReintegro', uniqueEmail('cajera'));
  await addCashier(server, owner, person);
  const title = `Rifa negocio ${Date.now()}`;
  const raffle = await createRaffle(server, owner, { title, ticket_price: 2.5 });
  const abonada = await signUp(server, 'CompradoraAbonada');
  await partPaidTicket(server, owner, abonada, raffle.id, [21, 22], 'N1');
  const sinPago = await signUp(server, 'CompradoraSinPago');
  await buyTicket(server, sinPago, raffle.id, [30]);

  // The owner, on a desktop: the part-paid ticket, cancelled with the creator's confirmation.
  const page = await openPage(browser, baseURL!, DESKTOP);
  await businessSignIn(page, owner.email);
  await page.goto('/business/tickets');
  const row = page.getByTestId('sold-ticket').filter({ hasText: 'CompradoraAbonada' });
  await expect(row).toContainText('En línea');
  await row.getByTestId('cancel-online-ticket').click();
  await expect(page.getByText('¿Cancelar un ticket con abonos verificados?')).toBeVisible();
  await expect(
    page.getByText(
      'El comprador ya abonó parte del precio. Sus números (21, 22) quedarán libres para otros y debes devolverle lo abonado.',
    ),
  ).toBeVisible();
  await snapshot(page, testInfo, 'backoffice-cancel-confirm-desktop');
  await confirm(page, 'Cancelar y devolver el pago');
  await expect(page.getByText('Ticket cancelado.')).toBeVisible();
  await expect(row.getByTestId('sold-ticket-status')).toHaveText('Cancelado');
  await expect(row.getByTestId('cancel-online-ticket')).toHaveCount(0);
  await expect(row.getByTestId('ticket-refund-owed')).toHaveText('A devolver Bs 100,00 ($ 2,50)');
  await row.getByTestId('mark-refunded').click();
  await confirm(page, 'Sí, ya lo devolví');
  await expect(row.getByTestId('ticket-refunded')).toHaveText(RETURNED);
  await snapshot(page, testInfo, 'backoffice-refunded-desktop');
  expect(await axeFindings(page)).toEqual([]);
  // The numbers are free again.
  const numbers = await api(server, `/raffles/${raffle.id}/numbers`);
  expect(numbers.body.taken).toEqual([30]);

  // A cashier, on a phone: the unpaid online ticket, with the plain confirmation.
  const cashierPage = await openPage(browser, baseURL!, PHONE);
  await businessSignIn(cashierPage, person.email);
  await cashierPage.goto('/business/tickets');
  const card = cashierPage.getByTestId('sold-ticket').filter({ hasText: 'CompradoraSinPago' });
  await expect(card.getByTestId('sold-ticket-status')).toHaveText('Pendiente');
  await card.getByTestId('cancel-online-ticket').click();
  await expect(
    cashierPage.getByText('¿Cancelar este ticket? Sus números quedarán libres.'),
  ).toBeVisible();
  await snapshot(cashierPage, testInfo, 'backoffice-cancel-confirm-phone');
  await confirm(cashierPage, 'Cancelar ticket');
  await expect(cashierPage.getByText('Ticket cancelado.')).toBeVisible();
  await expect(card.getByTestId('sold-ticket-status')).toHaveText('Cancelado');
  await expect(card.getByTestId('ticket-refund-owed')).toHaveCount(0);
  await snapshot(cashierPage, testInfo, 'backoffice-cancelled-phone');
  expect(await axeFindings(cashierPage)).toEqual([]);
  expect((await api(server, `/raffles/${raffle.id}/numbers`)).body.taken).toEqual([]);
});
