/**
 * Issue 39 item 13: a Gratis user who already has the plan's one active raffle is told so as soon
 * as the create page opens, with the way to a plan, and no form to fill in for nothing. The count is
 * the server's (/me/permissions), never the app's.
 */
import { createRaffle, signUp } from '../support/api';
import { signIn } from '../support/browser';
import { expect, test } from '../support/fixtures';

test('at the plan limit the create page says so before any form, and leads to the plans', async ({
  page,
  server,
}) => {
  const ana = await signUp(server, 'Ana');
  await signIn(page, ana.email);

  // Below the limit: the form.
  await page.goto('/app/create-raffle');
  await expect(page.getByTestId('raffle-form')).toBeVisible();
  await expect(page.getByTestId('plan-blocked')).toHaveCount(0);

  // Gratis allows one active raffle: with it, the page opens on the limit and the way out.
  await createRaffle(server, ana);
  await page.goto('/app/create-raffle');
  const blocked = page.getByTestId('plan-blocked');
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('Tienes 1 de 1 rifa activa');
  await expect(page.getByTestId('raffle-form')).toHaveCount(0);

  await page.getByTestId('plan-blocked-link').click();
  await expect(page).toHaveURL(/\/app\/profile#plan$/);
});
