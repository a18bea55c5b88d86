/**
 * Moderation in Chromium at 390×844 (issue 37 part 4), against the real binary. A buyer opens a
 * raffle and reports it with "Denunciar rifa". The super admin signs in at /business/login, finds
 * the report under Denuncias and takes the raffle down with a reason: the buyer's page of that
 * raffle now says "Rifa no disponible" with the reason. Under Usuarios the admin looks the other
 * organiser up by cédula and suspends him; his sign-in is then refused with the Spanish message.
 * On the raffle page itself the admin takes a raffle down (no report needed) and restores it.
 * Screenshots of each step are attached.
 */
import type { Page } from '@playwright/test';
import {
  addPaymentMethod,
  createRaffle,
  signUp,
  SUPER_ADMIN_PASSWORD,
  superAdmin,
} from '../support/api';
import { API_PASSWORD } from '../support/api';
import { opened, openPage, PHONE, signIn, snapshot, uniqueEmail } from '../support/browser';
import { expect, test } from '../support/fixtures';

async function adminSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/business/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(SUPER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/business\/admin/);
}

test('a buyer reports a raffle; the super admin takes it down and suspends an organiser', async ({
  server,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = server.url;
  const tag = Date.now().toString().slice(-6);
  const creator = await signUp(server, `Creadora ${tag}`, uniqueEmail('creadora'));
  const title = `Moto fantasma ${tag}`;
  const raffle = await createRaffle(server, creator, { title });
  const organiser = await signUp(server, `Organizador ${tag}`, uniqueEmail('organizador'));
  const cedula = `2${tag}1`;
  await addPaymentMethod(server, organiser, {
    type: 'pago_movil',
    name: 'Pago móvil',
    details: { bank: 'Banesco', phone: '0414-1234567', id_number: `V-${cedula}` },
  });
  const buyer = await signUp(server, `Compradora ${tag}`, uniqueEmail('compradora'));
  const admin = await superAdmin(server);

  // The buyer reports the raffle from its page.
  const buyerPage = await openPage(browser, baseURL, PHONE);
  await signIn(buyerPage, buyer.email);
  await buyerPage.goto(`/app/raffle/${raffle.id}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyerPage.getByTestId('report-raffle').click();
  const reportDialog = await opened(buyerPage.getByRole('dialog', { name: 'Denunciar rifa' }));
  await reportDialog.getByLabel('Motivo').fill('El premio no existe, las fotos son de internet');
  await snapshot(buyerPage, testInfo, 'report-dialog');
  await reportDialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(
    buyerPage.getByText('Gracias. La administración revisará tu denuncia.'),
  ).toBeVisible();

  // The super admin takes it down from Denuncias.
  const adminPage = await openPage(browser, baseURL, PHONE);
  await adminSignIn(adminPage, admin.email);
  await adminPage.goto('/business/admin?tab=denuncias');
  const report = adminPage.getByTestId('admin-report').filter({ hasText: title });
  await expect(report).toBeVisible();
  await expect(report).toContainText('El premio no existe');
  await snapshot(adminPage, testInfo, 'admin-reports');
  await report.getByRole('button', { name: 'Dar de baja' }).click();
  const takeDown = await opened(adminPage.getByRole('dialog', { name: `Dar de baja «${title}»` }));
  await takeDown.getByLabel('Motivo').fill('Premio inexistente');
  await takeDown.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(adminPage.getByText('Rifa dada de baja.')).toBeVisible();
  await expect(report).toHaveCount(0);

  // The buyer's page of the raffle now says it is taken down, with the reason.
  await buyerPage.reload();
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Rifa no disponible' }),
  ).toBeVisible();
  await expect(buyerPage.getByText('Motivo: Premio inexistente')).toBeVisible();
  await snapshot(buyerPage, testInfo, 'raffle-unavailable');

  // Usuarios: the organiser, found by his cédula written with dots, is suspended.
  await adminPage.goto('/business/admin?tab=usuarios');
  const search = adminPage.getByRole('searchbox', { name: 'Buscar usuario' });
  await search.fill(`V-${cedula.slice(0, 2)}.${cedula.slice(2, 5)}.${cedula.slice(5)}`);
  await search.press('Enter');
  const row = adminPage.getByTestId('admin-user').filter({ hasText: `Organizador ${tag}` });
  await expect(row).toBeVisible();
  await expect(adminPage.getByTestId('admin-user')).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspender' }).click();
  const suspend = await opened(
    adminPage.getByRole('dialog', { name: `Suspender a Organizador ${tag}` }),
  );
  await suspend.getByLabel('Motivo').fill('Cobró números de rifas sin premio');
  await snapshot(adminPage, testInfo, 'admin-suspend-dialog');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(adminPage.getByText('Usuario suspendido.')).toBeVisible();
  await expect(row).toContainText('Suspendido');
  await expect(row).toContainText('Motivo: Cobró números de rifas sin premio');
  await expect(row.getByRole('button', { name: 'Reactivar' })).toBeVisible();
  await expect(adminPage.getByRole('dialog')).toHaveCount(0);
  await snapshot(adminPage, testInfo, 'admin-users');

  // His sign-in is refused in Spanish.
  const organiserPage = await openPage(browser, baseURL, PHONE);
  await organiserPage.goto('/login');
  await organiserPage.getByLabel('Correo electrónico').fill(organiser.email);
  await organiserPage.getByLabel('Contraseña').fill(API_PASSWORD);
  await organiserPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(organiserPage.getByText('Tu cuenta está suspendida')).toBeVisible();
  await snapshot(organiserPage, testInfo, 'suspended-sign-in');
});

test('the super admin takes a raffle down and restores it from the raffle page itself', async ({
  server,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = server.url;
  const tag = Date.now().toString().slice(-6);
  const creator = await signUp(server, `Creadora ${tag}`, uniqueEmail('creadora'));
  const title = `Nevera dudosa ${tag}`;
  const raffle = await createRaffle(server, creator, { title });
  const admin = await superAdmin(server);

  const adminPage = await openPage(browser, baseURL, PHONE);
  await adminSignIn(adminPage, admin.email);
  await adminPage.goto(`/app/raffle/${raffle.id}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const moderation = adminPage.getByTestId('raffle-admin-moderation');
  await expect(moderation).toBeInViewport();
  await moderation.getByRole('button', { name: 'Dar de baja' }).click();
  const takeDown = await opened(adminPage.getByRole('dialog', { name: `Dar de baja «${title}»` }));
  await takeDown.getByLabel('Motivo').fill('Sin denuncia: premio sin fotos reales');
  await snapshot(adminPage, testInfo, 'raffle-page-take-down');
  await takeDown.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(adminPage.getByText('Rifa dada de baja.')).toBeVisible();
  await expect(adminPage.getByTestId('raffle-moderation')).toContainText(
    'La administración dio de baja esta rifa',
  );
  await expect(adminPage.getByTestId('raffle-moderation')).toContainText(
    'Motivo: Sin denuncia: premio sin fotos reales',
  );
  await snapshot(adminPage, testInfo, 'raffle-page-taken-down');

  // Anyone else gets "Rifa no disponible".
  const visitor = await openPage(browser, baseURL, PHONE);
  await visitor.goto(`/app/raffle/${raffle.id}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Rifa no disponible' }),
  ).toBeVisible();

  // Restored from the same page (no report was ever filed): the raffle is back for everyone.
  await moderation.getByRole('button', { name: 'Restaurar' }).click();
  await expect(adminPage.getByText('Rifa restaurada.')).toBeVisible();
  await expect(adminPage.getByTestId('raffle-moderation')).toHaveCount(0);
  await expect(moderation.getByRole('button', { name: 'Dar de baja' })).toBeVisible();
  await snapshot(adminPage, testInfo, 'raffle-page-restored');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
