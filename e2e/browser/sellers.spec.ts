/**
 * Sellers (issue 36 part 1) in Chromium at 390×844 against the real binary: the creator invites a
 * registered seller with a block (talonario) and a phone-only person (whose link goes by WhatsApp),
 * the seller sells from their block at their counter (and is refused a number outside it), and the
 * creator sees the figures and pays the commission. Screenshots are attached.
 */
import { api, createRaffle, signUp } from '../support/api';
import {
  appShown,
  confirmPurchase,
  numberButton,
  openPage,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

test('a creator invites a seller, the seller sells from their block, the creator sees the figures', async ({
  browser,
  server,
}, testInfo) => {
  const creator = await signUp(server, 'Carmen Creadora', uniqueEmail('creadora'));
  const ana = await signUp(server, 'Ana Vendedora', uniqueEmail('ana'));
  const raffle = await createRaffle(server, creator, {
    title: 'Cesta navideña',
    ticket_price: 2.5,
  });

  // The creator, on her raffle, opens 'Vendedores' and invites Ana with the block 10–19.
  const creatorPage = await openPage(browser, server.url, PHONE);
  await signIn(creatorPage, creator.email);
  await creatorPage.goto(`/app/raffle/${raffle.id}`);
  await creatorPage.getByTestId('raffle-sellers-link').click();
  await expect(creatorPage).toHaveURL(new RegExp(`/app/raffle/${raffle.id}/sellers$`));
  await expect(creatorPage.getByRole('heading', { level: 1, name: 'Vendedores' })).toBeVisible();
  const form = creatorPage.getByTestId('invite-seller-form');
  await form.getByLabel('Correo del vendedor').fill(ana.email);
  await form.getByLabel('Valor de la comisión').fill('10');
  await form.getByText('Asignar talonario').click();
  await form.getByLabel('Desde el número').fill('10');
  await form.getByLabel('Hasta el número').fill('19');
  await creatorPage.getByTestId('invite-seller-submit').click();
  const anaCard = creatorPage.locator('[data-testid="seller-card"][data-seller="Ana Vendedora"]');
  await expect(anaCard).toContainText('Activo');
  await expect(anaCard).toContainText('Talonario 10–19');
  await expect(anaCard).toContainText('10 % de lo cobrado');

  // Someone without an account, by phone: the link to share, by WhatsApp to that number.
  await form.getByText('Teléfono', { exact: true }).click();
  await form.getByLabel('Teléfono del vendedor').fill('0414-1234567');
  await creatorPage.getByTestId('invite-seller-submit').click();
  const link = creatorPage.getByTestId('invitation-link');
  await expect(link).toBeVisible();
  await expect(creatorPage.getByTestId('invitation-url')).toHaveValue(
    /\/app\/invitation\/[A-Za-z0-9_-]{32}$/,
  );
  await expect(creatorPage.getByTestId('invitation-whatsapp')).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/584141234567\?text=.*Cesta%20navide%C3%B1a/,
  );
  await snapshot(creatorPage, testInfo, 'creator-invites');

  // Ana, on her page, sells two numbers of her block at the counter…
  const sellerPage = await openPage(browser, server.url, PHONE);
  await signIn(sellerPage, ana.email);
  await sellerPage.goto('/app/selling');
  const card = sellerPage.getByTestId('my-seller-card');
  await expect(card).toContainText('Cesta navideña');
  await expect(card).toContainText(`/app/raffle/${raffle.id}?v=`);
  await card.getByTestId('seller-sell').click();
  let dialog = sellerPage.getByRole('dialog');
  await expect(dialog).toContainText('Solo de tu talonario: 10–19.');
  await dialog.getByTestId('seller-sale-numbers').fill('20');
  await dialog.getByTestId('seller-sale-buyer').fill('María Pérez');
  await dialog.getByTestId('seller-sell-submit').click();
  // …is refused one outside it, in the server's words…
  await expect(dialog.getByTestId('seller-sale-error')).toContainText(
    'Solo puedes vender números de tu talonario (10–19)',
  );
  await snapshot(sellerPage, testInfo, 'seller-outside-block');
  await dialog.getByTestId('seller-sale-numbers').fill('10 11');
  await dialog.getByTestId('seller-sell-submit').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('my-seller-sales')).toContainText('10, 11');
  await expect(card.getByTestId('my-seller-sales')).toContainText('María Pérez');
  await expect(card.getByTestId('seller-figure-due')).toHaveText(/0,50/);
  await snapshot(sellerPage, testInfo, 'seller-sold');

  // A buyer who opens Ana's link signed out, signs in, comes back to the raffle (without ?v=) and
  // buys: the purchase is credited to Ana.
  const mine = await api(server, '/me/sellers', { token: ana.token });
  const buyer = await signUp(server, 'Bruno Comprador', uniqueEmail('bruno'));
  const buyerPage = await openPage(browser, server.url, PHONE);
  await buyerPage.goto(`/app/raffle/${raffle.id}?v=${String(mine.body.data[0].code)}`);
  await appShown(buyerPage);
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/app/raffle/${raffle.id}`);
  await appShown(buyerPage);
  await numberButton(buyerPage, '50').click();
  await confirmPurchase(buyerPage);
  await expect
    .poll(
      async () =>
        (await api(server, '/me/sellers', { token: ana.token })).body.data[0].figures
          .online_tickets,
    )
    .toBe(1);

  // The creator sees Ana's figures and pays her commission.
  await creatorPage.reload();
  await expect(anaCard.getByTestId('seller-figure-tickets')).toHaveText('2');
  await expect(anaCard.getByTestId('seller-figure-online')).toHaveText('1');
  await expect(anaCard.getByTestId('seller-figure-counter')).toHaveText('1');
  await expect(anaCard.getByTestId('seller-figure-collected')).toHaveText(/5(,00)?$/);
  await expect(anaCard.getByTestId('seller-figure-owed')).toHaveText(/2,50$/);
  await expect(anaCard.getByTestId('seller-figure-due')).toHaveText(/0,50/);
  await anaCard.getByTestId('settle-seller').click();
  dialog = creatorPage.getByRole('dialog');
  await expect(dialog.getByTestId('settle-amount')).toHaveValue('0,5');
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(anaCard.getByTestId('seller-figure-due')).toHaveText(/0(,00)?$/);
  await expect(anaCard).toContainText('Pagos de comisión');
  // She locks Ana's block for online buyers too.
  await anaCard.getByTestId('toggle-block-lock').click();
  await expect(anaCard).toContainText('Talonario 10–19 · reservado en línea');
  await snapshot(creatorPage, testInfo, 'creator-figures');
});
