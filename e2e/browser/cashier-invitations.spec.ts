/**
 * Cashier invitations by link (issue 36 part 1) in Chromium at 390×844 against the real binary:
 * the owner, on Cajeros, invites by phone ('Invitar por enlace') and gets the link with its
 * WhatsApp message; a person without an account opens it, creates the account from it, accepts,
 * and lands in the back-office as the business's cashier; the owner sees her among the cashiers.
 * A registered person invited by e-mail finds the invitation among her notifications, in Spanish,
 * and accepts it from there. Screenshots are attached.
 */
import { api, signUp } from '../support/api';
import { businessOwner } from '../support/business';
import {
  businessSignIn,
  openPage,
  PASSWORD,
  PHONE,
  signIn,
  snapshot,
  uniqueEmail,
  opened,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

test('an owner invites a cashier by link; a new person registers from it and is the cashier', async ({
  browser,
  server,
}, testInfo) => {
  const owner = await businessOwner(server, 'Rifas La Esquina');

  // The owner, on her phone, invites by phone number.
  const ownerPage = await openPage(browser, server.url, PHONE);
  await businessSignIn(ownerPage, owner.email);
  await ownerPage.goto('/business/cashiers');
  await ownerPage.getByTestId('cashier-invite').click();
  const dialog = await opened(ownerPage.getByRole('dialog', { name: 'Invitar cajero por enlace' }));
  await dialog.getByText('Teléfono', { exact: true }).click();
  await dialog.getByLabel('Teléfono (WhatsApp)').fill('0414-7654321');
  await dialog.getByLabel('Nombre (opcional)').fill('Marta Caja');
  await dialog.getByTestId('cashier-invite-submit').click();
  const url = dialog.getByTestId('cashier-invitation-url');
  await expect(url).toHaveValue(/\/app\/invitation\/[A-Za-z0-9_-]{32}$/);
  await expect(dialog.getByTestId('cashier-invitation-whatsapp')).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/584147654321\?text=.*Rifas%20La%20Esquina.*cajero/,
  );
  await snapshot(ownerPage, testInfo, 'owner-invites-cashier');
  const link = new URL(await url.inputValue());
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(ownerPage.getByTestId('cashier-invitations')).toContainText('Marta Caja');

  // Marta opens the link without an account, creates it from there and comes back to accept.
  const page = await openPage(browser, server.url, PHONE);
  await page.goto(link.pathname);
  const card = page.getByTestId('seller-invitation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitación para ser cajero');
  await expect(card).toContainText(
    'Rifas La Esquina te invita a ser cajero de su negocio en Rifa.',
  );
  await snapshot(page, testInfo, 'invitation-signed-out');
  await card.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await page.getByLabel('Nombre').fill('Marta');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('marta'));
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
  await page.getByTestId('accept-invitation').click();

  // She is in the back-office, as the business's cashier.
  await expect(page).toHaveURL(/\/business(\/|$)/);
  await expect(page.getByTestId('business-user-menu')).toContainText('Cajero');
  await snapshot(page, testInfo, 'cashier-in-back-office');

  // The owner's list has her, under the name the owner gave; the invitation is no longer waiting.
  await ownerPage.reload();
  await expect(ownerPage.getByText('Marta Caja').first()).toBeVisible();
  await expect(ownerPage.getByTestId('cashier-invitations')).toHaveCount(0);
});

test('a registered person invited as a cashier finds it among her notifications and accepts it', async ({
  browser,
  server,
}, testInfo) => {
  const owner = await businessOwner(server, 'Rifas El Puente');
  const lucia = await signUp(server, 'Lucia', uniqueEmail('lucia'));
  const invited = await api(server, '/business/cashier-invitations', {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify({ email: lucia.email }),
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);

  const page = await openPage(browser, server.url, PHONE);
  await signIn(page, lucia.email);
  await expect(page.getByTestId('topbar-notifications-badge')).toHaveText('1');
  await page.goto('/notifications');
  const notice = page.getByTestId('notification').filter({ hasText: 'Te invitaron a ser cajero' });
  await expect(notice).toContainText(
    'Rifas El Puente te invita a ser cajero de su negocio en Rifa. Abre la invitación para aceptarla o rechazarla (vence en 7 días).',
  );
  await expect(notice.getByRole('img', { name: 'Invitación de cajero' })).toBeVisible();
  await snapshot(page, testInfo, 'cashier-invitation-notice');
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/invitation\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitación para ser cajero');
  await page.getByTestId('accept-invitation').click();
  await expect(page).toHaveURL(/\/business(\/|$)/);
  await expect(page.getByTestId('business-user-menu')).toContainText('Cajero');
});
