/**
 * The business's cashiers and settings (issue 12), in Chromium against the real binary. An owner
 * (Negocio granted by the operator) signs in at /business/login, is refused an e-mail nobody
 * registered ('El usuario debe estar registrado en {host}'), adds a registered user as a cashier and
 * renames them. The cashier signs in at /business/login: 'Cajero' in the header, 'Mis ventas' and
 * no 'Cajeros' in the menu. The owner deactivates them and the cashier's next click shows the
 * denial at once, without a reload. The owner's WhatsApp, saved in Configuración, is on the
 * business's raffle page as a wa.me link. Screenshots at phone and desktop size are attached.
 */
import type { Page } from '@playwright/test';
import { createRaffle, signUp } from '../support/api';
import { BUSINESS_DENIED, businessOwner } from '../support/business';
import {
  businessSignIn,
  DESKTOP,
  openPage,
  PHONE,
  snapshot,
  uniqueEmail,
  opened,
} from '../support/browser';
import { expect, test } from '../support/fixtures';

/** The sider's menu (below the desktop breakpoint it opens from the header's button). */
async function menuLink(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 992) {
    await page.getByTestId('business-menu-toggle').click();
    await expect(page.getByTestId('business-sider')).toBeInViewport();
  }
  return page.getByTestId('business-sider').getByRole('link', { name, exact: true });
}

test('an owner adds, renames and deactivates a cashier; the cashier loses access at once', async ({
  browser,
  server,
}, testInfo) => {
  const owner = await businessOwner(server, 'Rifas del Lago');
  const cashierUser = await signUp(server, 'Carla Caja', uniqueEmail('cajera'));

  const ownerPage = await openPage(browser, server.url, DESKTOP);
  await businessSignIn(ownerPage, owner.email);
  await (await menuLink(ownerPage, 'Cajeros')).click();
  await expect(ownerPage).toHaveURL(/\/business\/cashiers$/);
  await expect(ownerPage.getByTestId('cashier-password-note')).toContainText(
    '¿Olvidaste tu contraseña?',
  );

  // An e-mail nobody registered: the server's words, with the site's host.
  await ownerPage.getByTestId('cashier-add').click();
  const dialog = await opened(ownerPage.getByRole('dialog', { name: 'Agregar cajero' }));
  await dialog.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  const host = new URL(server.url).hostname.replace(/\./g, '\\.');
  await expect(dialog).toContainText(
    new RegExp(`El usuario debe estar registrado en ${host}(:\\d+)?`),
  );

  // A registered user becomes a cashier.
  await dialog.getByLabel('Correo electrónico').fill(cashierUser.email);
  await dialog.getByLabel('Nombre (opcional)').fill('Carla');
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog).toBeHidden();
  const row = ownerPage.getByTestId('cashier-row').filter({ hasText: cashierUser.email });
  await expect(row).toContainText('Carla');
  await expect(row).toContainText('$ 0,00');

  // Renamed.
  await row.getByRole('button', { name: 'Editar nombre' }).click();
  const edit = await opened(ownerPage.getByRole('dialog', { name: 'Editar cajero' }));
  await edit.getByLabel('Nombre').fill('Carla Taquilla');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Carla Taquilla');
  await snapshot(ownerPage, testInfo, 'cajeros-escritorio');

  // The cashier signs in: 'Cajero', their sales, no cashiers' page in the menu.
  const cashierPage = await openPage(browser, server.url, DESKTOP);
  await businessSignIn(cashierPage, cashierUser.email);
  await expect(cashierPage.getByTestId('business-user-menu')).toContainText('Cajero');
  const sider = cashierPage.getByTestId('business-sider');
  await expect(sider.getByRole('link', { name: 'Mis ventas' })).toBeVisible();
  await expect(sider.getByRole('link', { name: 'Cajeros' })).toHaveCount(0);
  await expect(sider.getByRole('link', { name: 'Configuración' })).toHaveCount(0);

  // Deactivated: the confirmation says the access ends at once.
  await row.getByRole('switch').click();
  const confirm = ownerPage.locator('.ant-popconfirm');
  await expect(confirm).toContainText('Pierde el acceso al panel de inmediato');
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(row.getByRole('switch')).not.toBeChecked();

  // The cashier's next click shows why, with no reload.
  await sider.getByRole('link', { name: 'Mis ventas' }).click();
  await expect(cashierPage.getByTestId('business-access-error')).toHaveText(
    BUSINESS_DENIED.message,
  );
  await cashierPage.context().close();
  await ownerPage.context().close();
});

test("the owner's WhatsApp from Configuración is on the business's raffle page", async ({
  browser,
  server,
}, testInfo) => {
  const owner = await businessOwner(server, 'Rifas del Lago');
  const raffle = await createRaffle(server, owner);

  const page = await openPage(browser, server.url, PHONE);
  await businessSignIn(page, owner.email);
  await (await menuLink(page, 'Configuración')).click();
  await expect(page).toHaveURL(/\/business\/settings$/);
  const form = page.getByTestId('settings-business');
  await form.getByLabel('WhatsApp').fill('0414-5551234');
  await form.getByLabel('Teléfono').fill('0261-7654321');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Configuración guardada.')).toBeVisible();
  await expect(page.getByTestId('settings-plan')).toContainText('Negocio');
  await snapshot(page, testInfo, 'configuracion-telefono');

  await page.goto(`/app/raffle/${raffle.id}`);
  const whatsapp = page.getByTestId('raffle-contact-whatsapp');
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/584145551234');
  await expect(whatsapp).toContainText('0414-5551234');
  await expect(page.getByTestId('raffle-contact-phone')).toHaveAttribute('href', 'tel:02617654321');
  await page.context().close();
});
