/**
 * The account's own life on a phone (issue 37 part 3), in Chromium at 390×844: from the profile the
 * user downloads their data as JSON, is told what to settle before deleting the account (an unpaid
 * ticket), and once it is settled deletes the account with their password; they land signed out
 * and can no longer sign in.
 */
import { readFile } from 'node:fs/promises';
import { API_PASSWORD, buyTicket, createRaffle, setTicketStatus, signUp } from '../support/api';
import { appShown, opened, openPage, PHONE, signIn, snapshot } from '../support/browser';
import { expect, test } from '../support/fixtures';

test('download the data, see what to settle, delete the account', async ({
  browser,
  baseURL,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const creator = await signUp(server, 'Organizadora');
  const buyer = await signUp(server, 'Compradora');
  const raffle = await createRaffle(server, creator, { title: 'Cesta navideña' });
  const ticket = await buyTicket(server, buyer, raffle.id, [5]);

  const page = await openPage(browser, baseURL!, PHONE);
  await signIn(page, buyer.email);
  await page.goto('/app/profile');
  await appShown(page);
  const card = page.getByTestId('account-card');
  await card.scrollIntoViewIfNeeded();

  // The export downloads a JSON file with the user's own ticket.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rifa-mis-datos.json');
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.profile.email).toBe(buyer.email);
  expect(exported.tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id]);

  // A wrong password is said in the dialog; the unpaid ticket is listed.
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  let dialog = await opened(page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' }));
  await dialog.getByLabel('Contraseña').fill('no es mi clave');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill(API_PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  const unsettled = page.getByTestId('account-not-settled');
  await expect(unsettled).toContainText('Paga o cancela tu ticket 5 de «Cesta navideña»');
  const box = (await unsettled.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await snapshot(unsettled, testInfo, 'account-not-settled');

  // Paid, the account goes.
  await setTicketStatus(server, creator, ticket.id, 'paid');
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  dialog = await opened(page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' }));
  await dialog.getByLabel('Contraseña').fill(API_PASSWORD);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page.getByText('Tu cuenta fue eliminada.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/app\/profile/);

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await page.getByLabel('Contraseña').fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();
});
