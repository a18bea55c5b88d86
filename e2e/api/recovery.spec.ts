/**
 * Accounts: password recovery end to end through a real SMTP listener (support/smtp.ts), and the
 * rate limits. Each test starts a dedicated server (SMTP_URL or a low RATE_LIMIT_MULTIPLIER).
 */
import {
  PASSWORD,
  authClient,
  expectAuthError,
  request,
  signIn,
  signUp,
  uniqueEmail,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startServer, type DatabaseKind, type RunningServer } from '../support/server';
import { decodeMailText, mailsTo, startSmtpServer, type SmtpServer } from '../support/smtp';

/** Recovery mail for one address only (sign-up also sends a welcome): a server of another test
 * (its SMTP listener closed) may still retry delivery to a port that this test's listener now
 * reuses. */
function recoveryMailsTo(smtp: SmtpServer, email: string) {
  return mailsTo(smtp, email, 'Restablece tu contraseña');
}

/** The verify link in a received mail's text (undefined when there is none). */
function verifyLinkIn(text: string): string | undefined {
  return /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/
    .exec(text)?.[0]
    ?.replace(/&amp;/g, '&');
}

/** A server that sends its mail to a loopback SMTP listener, both stopped after `body`. */
async function withMailServer(
  database: DatabaseKind,
  body: (server: RunningServer, smtp: SmtpServer) => Promise<void>,
) {
  const smtp = await startSmtpServer();
  const server = await startServer({
    database,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' },
  });
  try {
    await body(server, smtp);
  } finally {
    await server.stop();
    await smtp.close();
  }
}

test('recovery: mail, verify link, PKCE exchange, new password; the link works once', async ({
  database,
}) => {
  await withMailServer(database, async (server, smtp) => {
    const user = await signUp(server);
    const client = authClient(server);
    const redirectTo = `${server.url}/restablecer`;
    const sent = await client.resetPasswordForEmail(user.email, { redirectTo });
    expect(sent.error).toBeNull();
    await expect.poll(() => recoveryMailsTo(smtp, user.email).length).toBe(1);
    const mail = recoveryMailsTo(smtp, user.email)[0]!;
    expect(mail.to.join(' ')).toContain(user.email);
    const text = decodeMailText(mail.data);
    const link = verifyLinkIn(text);
    expect(link, text).toBeTruthy();
    const verifyUrl = new URL(link!);
    expect(verifyUrl.origin).toBe(server.url);
    expect(verifyUrl.searchParams.get('type')).toBe('recovery');

    // A second request inside 60 s sends no second mail (and still answers {}).
    const again = await request(server, '/auth/v1/recover', { json: { email: user.email } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({});

    const verify = await request(server, verifyUrl.pathname + verifyUrl.search);
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location')!, server.url);
    expect(location.origin + location.pathname).toBe(redirectTo);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await client.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.user.id);
    // The code works once.
    const reused = await request(server, '/auth/v1/token?grant_type=pkce', {
      json: { auth_code: code, code_verifier: 'a'.repeat(43) },
    });
    expect([400, 404]).toContain(reused.status);

    const newPassword = 'recovered horse battery staple';
    const updated = await client.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();
    expectAuthError(await signIn(server, user.email, PASSWORD), 400, 'invalid_credentials');
    expect((await signIn(server, user.email, newPassword)).status).toBe(200);

    // The recovery token is single use.
    const second = await request(server, verifyUrl.pathname + verifyUrl.search);
    expect(second.status).toBe(303);
    const secondLocation = new URL(second.headers.get('location')!, server.url);
    expect(secondLocation.searchParams.get('code')).toBeNull();
    const params = new URLSearchParams(secondLocation.search + '&' + secondLocation.hash.slice(1));
    expect(params.get('error_code')).toBe('otp_expired');
    expect(recoveryMailsTo(smtp, user.email).length).toBe(1);
  });
});

test('a wrong PKCE verifier is 400 bad_code_verifier', async ({ database }) => {
  await withMailServer(database, async (server, smtp) => {
    const user = await signUp(server);
    const client = authClient(server);
    await client.resetPasswordForEmail(user.email, { redirectTo: `${server.url}/restablecer` });
    await expect.poll(() => recoveryMailsTo(smtp, user.email).length).toBe(1);
    const link = verifyLinkIn(decodeMailText(recoveryMailsTo(smtp, user.email)[0]!.data))!;
    const verify = await request(server, new URL(link).pathname + new URL(link).search);
    const code = new URL(verify.headers.get('location')!, server.url).searchParams.get('code');
    const res = await request(server, '/auth/v1/token?grant_type=pkce', {
      json: { auth_code: code, code_verifier: 'w'.repeat(50) },
    });
    expectAuthError(res, 400, 'bad_code_verifier');
  });
});

test('rate limits: sign-up, sign-in failures and recover answer 429 past their budget', async ({
  database,
}) => {
  const server = await startServer({ database, env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  try {
    // signup budget 3 per IP
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await request(server, '/auth/v1/signup', {
        json: { email: uniqueEmail('rl'), password: PASSWORD, data: { name: 'Rate Limit' } },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
    expectAuthError(last!, 429, 'over_request_rate_limit');

    // sign-in failures: 2 per account; unknown and known answer alike until the budget is gone
    const failures: number[] = [];
    for (let i = 0; i < 8; i++)
      failures.push((await signIn(server, uniqueEmail('ghost'), 'wrong password x')).status);
    expect(failures.slice(0, 2)).toEqual([400, 400]);
    expect(failures).toContain(429);

    // recover: 2 per IP
    const recovers: number[] = [];
    for (let i = 0; i < 5; i++)
      recovers.push(
        (await request(server, '/auth/v1/recover', { json: { email: uniqueEmail('r') } })).status,
      );
    expect(recovers.slice(0, 2)).toEqual([200, 200]);
    expect(recovers[recovers.length - 1]).toBe(429);
    // verify: 6 per IP; past the budget it answers 429 like the other endpoints.
    const verifyStatuses: number[] = [];
    let lastVerify: Awaited<ReturnType<typeof request>> | undefined;
    for (let i = 0; i < 9; i++) {
      lastVerify = await request(server, '/auth/v1/verify?token=nope&type=recovery');
      verifyStatuses.push(lastVerify.status);
    }
    expect(verifyStatuses[0]).toBe(303);
    expectAuthError(lastVerify!, 429, 'over_request_rate_limit');
  } finally {
    await server.stop();
  }
});
