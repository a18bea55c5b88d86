/**
 * WhatsApp for every message a person sends (issue 36 part 4), in Chromium at 390×844 against
 * the real binary. Nothing opens wa.me (nothing external is reachable): each link's href is read
 * and its number (normalised to +58) and Spanish text checked. A buyer registers with her phone;
 * the creator reminds her of the hold, verifies her payment and tells her, draws and tells the
 * winner; the winner writes to the creator; the buyer shares the raffle and her receipt; a
 * business owner sends a counter receipt. Screenshots attached.
 */
import type { Locator, Page } from '@playwright/test';
import {
  api,
  API_PASSWORD,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  drawWinner,
  reportPayment,
  setTicketStatus,
  signUp,
  type Session,
} from '../support/api';
import { businessOwner } from '../support/business';
import {
  DESKTOP,
  numberButton,
  openPage,
  PASSWORD,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';
import type { RunningServer } from '../support/server';

/** The number and the text of a wa.me link. */
async function whatsappOf(link: Locator): Promise<{ to: string; text: string }> {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\//);
  expect(await link.getAttribute('target')).toBe('_blank');
  const url = new URL(href);
  return { to: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

/** A session for an account registered through the UI. */
async function sessionOf(server: RunningServer, email: string): Promise<Session> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id, email };
}

async function openTickets(page: Page, title: string): Promise<Locator> {
  await page.goto('/app/my-raffles');
  const card = page.getByTestId('my-raffle').filter({ hasText: title });
  await card.getByRole('button', { name: 'Ver tickets vendidos' }).click();
  return card.getByTestId('raffle-ticket');
}

test('the WhatsApp links carry the right number and text', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Moto Bera ${Date.now()}`;
  const creator = await signUp(server, 'Rosa Organizadora', uniqueEmail('rosa'));
  expect(
    (
      await api(server, '/profiles/me', {
        method: 'PATCH',
        token: creator.token,
        body: JSON.stringify({ whatsapp: '0424-7654321' }),
      })
    ).status,
  ).toBe(200);

  // The buyer registers on her phone with a phone number, written her way.
  const buyerPage = await openPage(browser, baseURL!, PHONE);
  const buyerEmail = uniqueEmail('luisa');
  await buyerPage.goto('/register');
  await buyerPage.getByLabel('Nombre').fill('Luisa Compradora');
  await buyerPage.getByLabel('Correo electrónico').fill(buyerEmail);
  await buyerPage.getByLabel('Teléfono (opcional)').fill('414 123 45');
  await buyerPage.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await buyerPage.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await buyerPage.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    buyerPage.getByText('Usa un número como 0414-1234567 o +58 414 1234567'),
  ).toBeVisible();
  await snapshot(buyerPage, testInfo, 'register-phone-invalid-phone');
  await buyerPage.getByLabel('Teléfono (opcional)').fill('414 123 4567');
  await buyerPage.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(buyerPage).toHaveURL(/\/app$/);
  const buyer = await sessionOf(server, buyerEmail);
  const me = await api(server, '/profiles/me', { token: buyer.token });
  expect(me.body.phone).toBe('414 123 4567');

  // The buyer holds 07 and 08: the creator reminds her of the hold's end.
  const raffle = await createRaffle(server, creator, { title, ticket_price: 2.5 });
  const ticket = (await buyTicket(server, buyer, raffle.id, [7, 8])) as { id: string };
  const creatorPage = await openPage(browser, baseURL!, PHONE);
  await signIn(creatorPage, creator.email);
  const held = await openTickets(creatorPage, title);
  const remind = await whatsappOf(held.getByRole('link', { name: /Recordar por WhatsApp/ }));
  expect(remind.to).toBe('584141234567');
  expect(remind.text).toMatch(
    new RegExp(
      `^Hola Luisa, te escribo por la rifa «${title}»\\. Tus números 07, 08 están apartados hasta el .+\\. Si ya pagaste, reporta el pago en Rifa para no perderlos\\.$`,
    ),
  );
  await snapshot(creatorPage, testInfo, 'creator-tickets-hold-phone');

  // She reports a payment; the creator verifies it and tells her, with the receipt.
  await reportPayment(server, buyer, ticket.id, {
    method: 'pago_movil',
    amount: 5,
    currency: 'USD',
    reference: '778812',
    bank: 'Banesco',
    phone_number: '0414-1234567',
    date: new Date().toISOString(),
  });
  // And holds 09, whose report the creator rejects below.
  const second = (await buyTicket(server, buyer, raffle.id, [9])) as { id: string };
  await reportPayment(server, buyer, second.id, {
    method: 'pago_movil',
    amount: 2.5,
    currency: 'USD',
    reference: '778813',
    bank: 'Banesco',
    phone_number: '0414-1234567',
    date: new Date().toISOString(),
  });
  await creatorPage.goto('/app/payments');
  await creatorPage
    .locator(`[data-testid="pending-payment"][data-ticket-id="${ticket.id}"]`)
    .getByRole('button', { name: 'Verificar' })
    .click();
  await creatorPage
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /Sí, verificar|Verificar/ })
    .click();
  const verified = await whatsappOf(creatorPage.getByTestId('payment-decided-whatsapp'));
  expect(verified.to).toBe('584141234567');
  expect(verified.text).toMatch(
    new RegExp(
      `^Hola Luisa, verifiqué tu pago de la rifa «${title}»\\. Tus números 07, 08 ya están pagados\\. Tu recibo: ${baseURL}/t/[0-9a-f]{32}$`,
    ),
  );
  await snapshot(creatorPage, testInfo, 'creator-payment-verified-phone');

  // The other report is rejected with a reason; the message carries it.
  const reason = 'No encuentro la transferencia con esa referencia';
  await creatorPage
    .locator(`[data-testid="pending-payment"][data-ticket-id="${second.id}"]`)
    .getByRole('button', { name: 'Rechazar' })
    .click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Rechazar pago' });
  await dialog.getByLabel('Notas para el comprador').fill(reason);
  await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(creatorPage.getByTestId('payment-decided')).toContainText('Pago rechazado');
  const rejected = await whatsappOf(creatorPage.getByTestId('payment-decided-whatsapp'));
  expect(rejected.to).toBe('584141234567');
  expect(rejected.text).toBe(
    `Hola Luisa, no pude verificar tu pago de los números 09 de la rifa «${title}». Motivo: ${reason}. Puedes reportarlo de nuevo en Rifa o escribirme por aquí.`,
  );
  await snapshot(creatorPage, testInfo, 'creator-payment-rejected-phone');
  const paid = await openTickets(creatorPage, title);
  expect(
    (await whatsappOf(paid.getByRole('link', { name: /Avisar por WhatsApp/ }))).text,
  ).toContain('ya están pagados');

  // The buyer shares the raffle (price, lottery, draw date) and her receipt with anyone.
  await buyerPage.goto(`/app/raffle/${raffle.id}`);
  await buyerPage.getByTestId('share-raffle').click();
  const share = await whatsappOf(buyerPage.getByTestId('share-whatsapp'));
  expect(share.to).toBe('');
  expect(share.text).toMatch(
    new RegExp(
      `^Participa en la rifa «${title}»: cada número cuesta \\$ 2,50 y se sortea con Lotería del Zulia el .+\\. ${baseURL}/app/raffle/${raffle.id}$`,
    ),
  );
  await snapshot(buyerPage, testInfo, 'buyer-share-raffle-phone');
  await buyerPage.goto(`/app/tickets/${ticket.id}`);
  const receipt = await whatsappOf(buyerPage.getByTestId('receipt-whatsapp'));
  expect(receipt.to).toBe('');
  expect(receipt.text).toMatch(
    new RegExp(
      `^Estos son mis números de la rifa «${title}»: 07, 08\\. Compruébalo en mi recibo: ${baseURL}/t/[0-9a-f]{32}$`,
    ),
  );
  await snapshot(buyerPage, testInfo, 'buyer-ticket-receipt-phone');
});

test('the creator tells the winner; the winner writes to the creator', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Cesta ${Date.now()}`;
  const creator = await signUp(server, 'Rosa Organizadora', uniqueEmail('rosa'));
  await api(server, '/profiles/me', {
    method: 'PATCH',
    token: creator.token,
    body: JSON.stringify({ phone: '0212-5550000', whatsapp: '+58 424 7654321' }),
  });
  const winner = await signUp(server, 'Gabriel Pérez', uniqueEmail('gabriel'));
  await api(server, '/profiles/me', {
    method: 'PATCH',
    token: winner.token,
    body: JSON.stringify({ phone: '0416-3332211' }),
  });
  const raffle = await createClosingRaffle(server, creator, 8, { title });
  const won = (await buyTicket(server, winner, raffle.id, [42])) as { id: string };
  await setTicketStatus(server, creator, won.id, 'paid');
  await drawWinner(server, creator, raffle, 42);

  const creatorPage = await openPage(browser, baseURL!, PHONE);
  await signIn(creatorPage, creator.email);
  const tickets = await openTickets(creatorPage, title);
  const toWinner = await whatsappOf(
    tickets.getByRole('link', { name: /Avisar al ganador por WhatsApp/ }),
  );
  expect(toWinner.to).toBe('584163332211');
  expect(toWinner.text).toMatch(
    new RegExp(
      `^¡Felicidades, Gabriel! Tu número 42 ganó la rifa «${title}»\\. Resultado del sorteo: Lotería del Zulia 42\\.`,
    ),
  );
  await snapshot(creatorPage, testInfo, 'creator-tells-winner-phone');

  const winnerPage = await openPage(browser, baseURL!, PHONE);
  await signIn(winnerPage, winner.email);
  await winnerPage.goto(`/app/tickets/${won.id}`);
  const toCreator = await whatsappOf(winnerPage.getByTestId('winner-contact-creator'));
  expect(toCreator.to).toBe('584247654321');
  expect(toCreator.text).toBe(
    `Hola, gané la rifa «${title}» con el número 42. ¿Cómo coordinamos la entrega del premio?`,
  );
  await snapshot(winnerPage, testInfo, 'winner-writes-creator-phone');
});

test('a counter sale sends its receipt to the customer', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await businessOwner(server, 'Olga Negocio');
  const raffle = await createRaffle(server, owner, {
    title: `Parrillera ${Date.now()}`,
    ticket_price: 2,
  });
  const page = await openPage(browser, baseURL!, PHONE);
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/business\/raffles$/);
  await page.goto(`/business/raffles/${raffle.id}/sell`);
  await numberButton(page, '05').click();
  await page.getByLabel('Nombre del comprador').fill('José Rodríguez');
  await page.getByLabel('Teléfono (opcional)').fill('0424-555 1234');
  await page.getByTestId('sale-submit').click();
  const done = page.getByTestId('sale-done');
  const sent = await whatsappOf(done.getByTestId('sale-whatsapp'));
  expect(sent.to).toBe('584245551234');
  expect(sent.text).toMatch(
    new RegExp(
      `^Hola José, gracias por tu compra en la rifa «Parrillera \\d+»\\. Tus números: 05\\. Tu recibo: ${baseURL}/t/[0-9a-f]{32}$`,
    ),
  );
  await expect(done.getByTestId('sale-charged')).toContainText('Pago: Pagado');
  await expect(done.getByTestId('total-usd')).toHaveText('$ 2,00');
  await snapshot(page, testInfo, 'counter-sale-whatsapp-phone');

  // Tickets Vendidos fits a 1280-px screen: no sideways scrolling of the table or the page.
  await page.setViewportSize(DESKTOP);
  await page.goto('/business/tickets');
  await expect(page.getByTestId('sold-ticket')).toHaveCount(1);
  const overflow = await page.evaluate(() => {
    const table = document.querySelector(
      '.ant-table-content, .ant-table-body',
    ) as HTMLElement | null;
    return {
      table: table ? table.scrollWidth - table.clientWidth : 0,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  await snapshot(page, testInfo, 'business-tickets-desktop');
  expect(overflow).toEqual({ table: 0, page: 0 });
});
