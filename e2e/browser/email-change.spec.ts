/**
 * Changing the e-mail from the profile (issue 37 part 3), on a phone (390×844) with a server of its
 * own that mails to a loopback SMTP listener: the form sends the link, the link from the new
 * address's mail lands back on the profile, which then shows the new address.
 */
import { signUp } from '../support/api';
import { appShown, openPage, PHONE, signIn } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';
import { decodeMailText, mailsTo, startSmtpServer } from '../support/smtp';

test('change the e-mail through the link mailed to the new address', async ({ browser }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpServer();
  const own = await startServer({
    database: 'sqlite',
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    const user = await signUp(own, 'Mudanza');
    const newEmail = `mudada-${Date.now()}@example.com`;
    const page = await openPage(browser, own.url, PHONE);
    await signIn(page, user.email);
    await page.goto('/app/profile');
    await appShown(page);
    const card = page.getByTestId('account-card');
    await card.getByLabel('Nuevo correo electrónico').fill(newEmail);
    await card.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
    await expect(card.getByTestId('email-link-sent')).toContainText(newEmail);
    // The waiting change survives a reload (the user's new_email).
    await page.reload();
    await expect(page.getByTestId('account-card').getByTestId('email-link-sent')).toContainText(
      newEmail,
    );

    let link = '';
    await expect
      .poll(() => {
        const mail = mailsTo(smtp, newEmail).at(0);
        link =
          /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(decodeMailText(mail?.data ?? ''))?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByText('Tu correo fue actualizado.')).toBeVisible();
    await expect(page.getByTestId('profile-card')).toContainText(newEmail);
    await expect(page.getByTestId('email-link-sent')).toHaveCount(0);
    await page.context().close();
  } finally {
    await own.stop();
    await smtp.close();
  }
});
