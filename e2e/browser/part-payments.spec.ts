/**
 * An abono (issue 34 part 3), on a phone (390×844) against the real binary: the buyer pays half of
 * her ticket in bolívares, the creator sees "Abono 1 de la boleta" with what verifying it leaves owing
 * and verifies it, the buyer's ticket says "Faltan Bs …" and lists the part, she reports the rest with
 * the form prefilled with what is owed, the creator verifies "Abono 2" and the ticket is paid.
 * Then a part-paid ticket: its buyer has no 'Cancelar ticket' any more; the creator cancels it from
 * her list of tickets sold and sees "A devolver Bs …" there.
 */
import {
  addPaymentMethod,
  api,
  buyTicket,
  createRaffle,
  reportPayment,
  setExchangeRate,
  signUp,
} from '../support/api';
import { openPage, PHONE, signIn, snapshot } from '../support/browser';
import { expect, test } from '../support/fixtures';

test('a buyer pays in two parts (abonos) and the ticket ends paid', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'OrganizadoraAbonos');
  await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
  });
  await setExchangeRate(server, creator, 40);
  const buyer = await signUp(server, 'CompradoraAbonos');
  const raffle = await createRaffle(server, creator, {
    title: `Rifa por abonos ${Date.now()}`,
    ticket_price: 5,
  });
  const ticket = await buyTicket(server, buyer, raffle.id, [7]);

  // The buyer pays half: Bs 100,00 of Bs 200,00.
  const buyerPage = await openPage(browser, baseURL!, PHONE);
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/app/tickets/${ticket.id}`);
  const form = buyerPage.getByTestId('payment-report-form');
  await expect(form.getByLabel('Monto pagado')).toHaveValue('200,00');
  await form.getByLabel('Monto pagado').fill('100,00');
  await form.getByLabel('Número de referencia').fill('1001');
  await form.getByRole('button', { name: 'Reportar pago' }).click();
  await expect(buyerPage.getByTestId('ticket-timeline')).toHaveAttribute(
    'data-step',
    'Pago reportado',
  );

  // The creator sees it as the first part, short of the price, and verifies it.
  const creatorPage = await openPage(browser, baseURL!, PHONE);
  await signIn(creatorPage, creator.email);
  await creatorPage.goto('/app/payments');
  const card = creatorPage.getByTestId('pending-payment');
  const part = card.getByTestId('payment-part');
  await expect(part).toContainText('Abono 1 de la boleta');
  await expect(part.getByTestId('payment-part-after')).toHaveText(
    'Si verificas este abono, faltarán Bs 100,00 ($ 2,50)',
  );
  await snapshot(creatorPage, testInfo, 'abono-review-phone');
  await card.getByRole('button', { name: 'Verificar' }).click();
  await creatorPage.getByRole('button', { name: 'Sí, verificar' }).click();
  await expect(
    creatorPage.getByText('Abono verificado. La boleta sigue pendiente hasta completar el pago.'),
  ).toBeVisible();

  // The buyer: what is still owed, the part listed, and another report for the rest.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('ticket-page')).toHaveAttribute('data-status', 'pending');
  await expect(buyerPage.getByTestId('ticket-timeline')).toHaveAttribute('data-step', 'Abonado');
  await expect(buyerPage.getByTestId('parts-owed')).toHaveText('Faltan Bs 100,00 ($ 2,50)');
  const parts = buyerPage.getByTestId('ticket-part');
  await expect(parts).toHaveCount(1);
  await expect(parts.first()).toHaveAttribute('data-status', 'verified');
  await expect(parts.first()).toContainText('Abono 1');
  await expect(parts.first()).toContainText('Bs 100,00');
  await expect(buyerPage.getByRole('timer')).toHaveCount(0); // no hold: money was received
  await snapshot(buyerPage, testInfo, 'abono-owed-phone');
  await buyerPage.getByTestId('report-another-part').click();
  const rest = buyerPage.getByTestId('payment-report-form');
  await expect(rest.getByLabel('Monto pagado')).toHaveValue('100,00');
  await rest.getByLabel('Número de referencia').fill('1002');
  await rest.getByRole('button', { name: 'Enviar abono' }).click();
  await expect(buyerPage.getByTestId('payment-report-form')).toHaveCount(0);
  await expect(buyerPage.getByTestId('ticket-part')).toHaveCount(2);
  await expect(buyerPage.getByTestId('ticket-part').nth(1)).toHaveAttribute(
    'data-status',
    'pending',
  );

  // The creator verifies the second part: it covers the ticket.
  await creatorPage.reload();
  const second = creatorPage.getByTestId('pending-payment');
  await expect(second.getByTestId('payment-part')).toContainText('Abono 2 de la boleta');
  await expect(second.getByTestId('payment-part')).toContainText('Verificado hasta ahora: $ 2,50');
  await expect(second.getByTestId('payment-part-after')).toHaveText(
    'Si verificas este abono, la boleta queda pagada',
  );
  await second.getByRole('button', { name: 'Verificar' }).click();
  await creatorPage.getByRole('button', { name: 'Sí, verificar' }).click();
  await expect(creatorPage.getByText('Pago verificado. El ticket quedó pagado.')).toBeVisible();

  // The buyer's ticket is paid, both parts verified.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('ticket-page')).toHaveAttribute('data-status', 'paid');
  await expect(buyerPage.getByTestId('parts-covered')).toHaveText('Pagado por completo');
  await expect(
    buyerPage.locator('[data-testid="ticket-part"][data-status="verified"]'),
  ).toHaveCount(2);
  await snapshot(buyerPage, testInfo, 'abono-paid-phone');
});

test('a part-paid ticket: only the creator cancels it, and she sees what to return', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'OrganizadoraDevuelve');
  await addPaymentMethod(server, creator, {
    type: 'pago_movil',
    name: 'Pago móvil Banesco',
    details: { bank: 'Banesco', phone: '0414-7654321', id_number: 'V-12345678' },
  });
  await setExchangeRate(server, creator, 40);
  const buyer = await signUp(server, 'CompradoraDevuelta');
  const title = `Rifa devuelta ${Date.now()}`;
  const raffle = await createRaffle(server, creator, { title, ticket_price: 5 });
  const ticket = await buyTicket(server, buyer, raffle.id, [12]);
  // Bs 100,00 of Bs 200,00 paid and verified.
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 100,
    currency: 'VES',
    reference: '5001',
  });
  const verified = await api(server, `/tickets/${ticket.id}/payment/verify`, {
    method: 'POST',
    token: creator.token,
  });
  expect(verified.status).toBe(200);

  // The buyer's list: the ticket is still pending, but there is no 'Cancelar ticket' on it.
  const buyerPage = await openPage(browser, baseURL!, PHONE);
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto('/app/tickets');
  const mine = buyerPage.getByTestId('ticket').filter({ hasText: title });
  await expect(mine.getByTestId('ticket-status')).toHaveText('Pendiente');
  await expect(mine.getByTestId('ticket-open')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancelar ticket' })).toHaveCount(0);

  // The creator cancels it from the tickets sold: the confirmation says she must return the abono.
  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, creator.email);
  await page.goto('/app/my-raffles');
  const card = page.getByTestId('my-raffle').filter({ hasText: title });
  await card.getByRole('button', { name: 'Ver tickets vendidos' }).click();
  const sold = card.getByTestId('raffle-ticket').filter({ hasText: 'CompradoraDevuelta' });
  await expect(sold).toHaveAttribute('data-status', 'pending');
  await expect(sold.getByTestId('ticket-refund-owed')).toHaveCount(0);
  await sold.getByRole('button', { name: 'Cancelar ticket' }).click();
  await expect(page.getByText('¿Cancelar un ticket con abonos verificados?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar y devolver el pago' }).click();
  await expect(page.getByText('Ticket cancelado.')).toBeVisible();
  await expect(sold).toHaveAttribute('data-status', 'cancelled');
  await expect(sold.getByTestId('ticket-refund-owed')).toHaveText('A devolver Bs 100,00 ($ 2,50)');
  await snapshot(page, testInfo, 'abono-to-return-phone');

  // The buyer's ticket page says the same.
  await buyerPage.goto(`/app/tickets/${ticket.id}`);
  await expect(buyerPage.getByTestId('ticket-page')).toHaveAttribute('data-status', 'cancelled');
  await expect(buyerPage.getByTestId('parts-to-return')).toContainText(
    'A devolver Bs 100,00 ($ 2,50)',
  );
});
