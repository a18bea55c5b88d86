/**
 * Changing the e-mail (issue 37 part 3, GoTrue-like): `PUT /auth/v1/user {email}` changes nothing
 * yet; it mails a one-time link to the new address and tells the old one. Following the link
 * (`/auth/v1/verify?type=email_change`) makes the change: the user signs in with the new address
 * only, and the profile shows it. The link works once; an address another account holds is
 * refused; a second request within a minute is 429. Both databases, through a loopback SMTP
 * listener.
 */
import { API_PASSWORD, api, signUp } from '../support/api';
import { request, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';
import { decodeMailText, mailsTo, startSmtpServer } from '../support/smtp';

const textOf = (data: string) => Buffer.from(decodeMailText(data), 'latin1').toString('utf8');

function signIn(url: string, email: string) {
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: API_PASSWORD }),
  });
}

function putUser(url: string, token: string, body: unknown, query = '') {
  return fetch(`${url}/auth/v1/user${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

test('a new e-mail is confirmed from the new address; the old one is told', async ({
  database,
}) => {
  const smtp = await startSmtpServer();
  const server = await startServer({
    database,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    const oldEmail = uniqueEmail('vieja');
    const newEmail = uniqueEmail('nueva');
    const user = await signUp(server, 'Mariela', oldEmail);
    const taken = await signUp(server, 'Ocupada', uniqueEmail('ocupada'));

    const refused = await putUser(server.url, user.token, { email: taken.email });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('email_exists');

    const redirectTo = `${server.url}/app/profile`;
    const asked = await putUser(
      server.url,
      user.token,
      { email: newEmail },
      `?redirect_to=${encodeURIComponent(redirectTo)}`,
    );
    expect(asked.status).toBe(200);
    // Nothing changed yet; the user says which address waits for its link (GoTrue's new_email).
    expect(await asked.json()).toMatchObject({ email: oldEmail, new_email: newEmail });
    const pending = await request(server, '/auth/v1/user', { token: user.token });
    expect(pending.body).toMatchObject({ email: oldEmail, new_email: newEmail });
    const again = await putUser(server.url, user.token, { email: newEmail });
    expect(again.status).toBe(429);
    expect((await again.json()).code).toBe('over_email_send_rate_limit');

    await expect.poll(() => mailsTo(smtp, newEmail).length).toBe(1);
    await expect.poll(() => mailsTo(smtp, oldEmail, 'Cambio de correo').length).toBe(1);
    expect(textOf(mailsTo(smtp, oldEmail, 'Cambio de correo')[0]!.data)).toContain(newEmail);
    const text = textOf(mailsTo(smtp, newEmail)[0]!.data);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    // Until the link is followed the old address is the one that signs in.
    expect((await signIn(server.url, oldEmail)).status).toBe(200);
    expect((await signIn(server.url, newEmail)).status).toBe(400);

    const url = new URL(link!);
    expect(url.searchParams.get('type')).toBe('email_change');
    const verified = await request(server, url.pathname + url.search);
    expect(verified.status).toBe(303);
    const location = new URL(verified.headers.get('location')!, server.url);
    expect(location.origin + location.pathname).toBe(redirectTo);
    expect(location.searchParams.get('email_change')).toBe('confirmed');

    expect((await signIn(server.url, newEmail)).status).toBe(200);
    expect((await signIn(server.url, oldEmail)).status).toBe(400);
    const me = await api(server, '/profiles/me', { token: user.token });
    expect(me.body.email).toBe(newEmail);
    const changed = (await request(server, '/auth/v1/user', { token: user.token })).body;
    expect(changed.email).toBe(newEmail);
    expect(changed).not.toHaveProperty('new_email');

    // The link works once.
    const second = await request(server, url.pathname + url.search);
    expect(second.status).toBe(303);
    expect(new URL(second.headers.get('location')!, server.url).search).toContain(
      'error_code=otp_expired',
    );
  } finally {
    await server.stop();
    await smtp.close();
  }
});
