/**
 * The buyer's flow on a phone (issue 35 part 3), in Chromium at 390×844 against the real binary. A
 * visitor picks numbers on a raffle with a long title: the title wraps inside the screen at a
 * readable size, a bar pinned above the bottom menu shows the count, the total in dollars and in
 * bolívares at the creator's rate, and 'Comprar'. 'Comprar' leads to sign-in, and back on the
 * raffle the numbers are still selected. A double tap on 'Comprar' leaves its confirmation open.
 * After buying, the page says "Tienes 2 números en esta rifa" with a link to that raffle's tickets; once the
 * payment is reported the ticket no longer says "Ver ticket y pagar". Screenshots attached.
 */
import { buyTicket, createRaffle, reportPayment, setExchangeRate, signUp } from '../support/api';
import { API_PASSWORD } from '../support/api';
import { appShown, numberButton, opened, openPage, PHONE, snapshot } from '../support/browser';
import { expect, test } from '../support/fixtures';

test("a visitor's numbers survive signing in; the phone's bar buys them", async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const creator = await signUp(server, 'Organizadora');
  await setExchangeRate(server, creator, 245.5);
  const title = `Moto Bera SBR 150 0 km con casco, maletero y seguro incluido ${Date.now()}`;
  const raffle = await createRaffle(server, creator, { title, ticket_price: 2.5 });
  const buyer = await signUp(server, 'Comprador');
  // A ticket in another raffle, which 'Ver mis tickets' on this one leaves out.
  const other = await createRaffle(server, await signUp(server, 'Organizador'), {
    title: `Otra rifa ${Date.now()}`,
  });
  await buyTicket(server, buyer, other.id, [3]);

  const page = await openPage(browser, baseURL!, PHONE);
  await page.goto(`/app/raffle/${raffle.id}`);
  await appShown(page);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  // The long title wraps within the screen, at 21 px or more.
  const fit = await heading.evaluate((el) => ({
    overflow: el.scrollWidth - el.clientWidth,
    right: el.getBoundingClientRect().right,
    size: parseFloat(getComputedStyle(el).fontSize),
  }));
  expect(fit.overflow).toBeLessThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(PHONE.width);
  expect(fit.size).toBeGreaterThanOrEqual(21);

  const bar = page.getByRole('region', { name: 'Tu selección' });
  await expect(bar).toHaveCount(0);
  await numberButton(page, '07').click();
  await numberButton(page, '21').click();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('2 números');
  await expect(bar).toContainText('5,00');
  await expect(bar).toContainText('Bs 1.227,50');
  // Pinned above the bottom menu, inside the screen.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // What the phone's screen shows: the grid, and the bar over the bottom menu.
  const shot = testInfo.outputPath('raffle-phone-bar.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('raffle-phone-bar', { path: shot, contentType: 'image/png' });

  // A visitor's 'Comprar' leads to sign-in; back on the raffle the numbers are still chosen.
  await bar.getByRole('link', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/raffle/${raffle.id}$`));
  const grid = page.getByRole('group', { name: /^Números / });
  await expect(grid.getByRole('button', { name: '07, seleccionado' })).toBeVisible();
  await expect(grid.getByRole('button', { name: '21, seleccionado' })).toBeAttached();
  await expect(bar).toContainText('2 números');

  // A double tap on 'Comprar' keeps the confirmation it opened.
  await bar.getByRole('button', { name: 'Comprar' }).dblclick();
  const dialog = await opened(page.getByRole('dialog', { name: 'Confirmar compra' }));
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('07, 21');
  await snapshot(page, testInfo, 'raffle-phone-confirm');
  await dialog.getByRole('button', { name: 'Sí, comprar' }).click();
  const success = await opened(
    page.getByRole('dialog').filter({ has: page.getByTestId('purchase-hold') }),
  );
  await success.getByRole('button', { name: 'Seguir comprando' }).click();

  // The page says how many numbers the buyer has here, with the way to them.
  const yours = page.getByTestId('raffle-your-numbers');
  await expect(yours).toContainText('Tienes 2 números en esta rifa');
  await expect(grid.getByRole('button', { name: '07, tuyo' })).toBeDisabled();
  await expect(bar).toHaveCount(0);
  await yours.getByRole('link', { name: 'Ver mis tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tickets\\?rifa=${raffle.id}$`));
  await expect(page.getByTestId('tickets-raffle-filter')).toContainText(
    `Solo tus tickets de «${title}»`,
  );
  const row = page.getByTestId('ticket').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  // 'Ver todos' brings back the other raffle's ticket.
  await page.getByRole('button', { name: 'Ver todos' }).click();
  await expect(page.getByTestId('ticket')).toHaveCount(2);
  await expect(page.getByTestId('tickets-raffle-filter')).toHaveCount(0);
  await expect(row.getByTestId('ticket-open')).toHaveText('Ver ticket y pagar');

  // Reported: the ticket only needs a look now.
  const tickets = (await (
    await fetch(`${server.url}/api/v1/me/tickets?raffle_id=${raffle.id}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
  ).json()) as { data: { id: string }[] };
  await reportPayment(server, buyer, tickets.data[0]!.id, { method: 'pago_movil', amount: 5 });
  await page.reload();
  await expect(row.getByTestId('ticket-open')).toHaveText('Ver ticket');
});
