/**
 * Accounts: the GoTrue-compatible auth API (shared/spec/auth-contract.md) through raw HTTP and
 * through @supabase/auth-js. Runs on both databases, on a server with RATE_LIMIT_MULTIPLIER=100.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD,
  authClient,
  expectApiError,
  expectAuthError,
  refresh,
  request,
  signIn,
  signUp,
  test,
  uniqueEmail,
} from '../support/accounts';
import { expect } from '../support/fixtures';
import { startServer } from '../support/server';

test.describe('sign-up and sign-in', () => {
  test('signup returns a session, a GoTrue user and a profile', async ({ accounts }) => {
    const s = await signUp(accounts, { name: 'Ana Pérez' });
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBeGreaterThan(90);
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(s.user).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        aud: 'authenticated',
        role: 'authenticated',
        email: s.email,
        email_confirmed_at: expect.any(String),
        app_metadata: expect.objectContaining({ provider: 'email', providers: ['email'] }),
        user_metadata: expect.objectContaining({ name: 'Ana Pérez' }),
        is_anonymous: false,
      }),
    );
    const me = await request(accounts, '/api/v1/profiles/me', { token: s.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(expect.objectContaining({ id: s.user.id, name: 'Ana Pérez' }));
  });

  test('duplicate email is 422 user_already_exists; weak passwords are 422 weak_password', async ({
    accounts,
  }) => {
    const s = await signUp(accounts);
    const dup = await request(accounts, '/auth/v1/signup', {
      json: { email: s.email, password: PASSWORD, data: { name: 'X Y' } },
    });
    expectAuthError(dup, 422, 'user_already_exists');
    const short = await request(accounts, '/auth/v1/signup', {
      json: { email: uniqueEmail(), password: 'short', data: { name: 'X Y' } },
    });
    expectAuthError(short, 422, 'weak_password');
    expect(short.body.weak_password.reasons).toEqual(['length']);
    const common = await request(accounts, '/auth/v1/signup', {
      json: { email: uniqueEmail(), password: 'password123', data: { name: 'X Y' } },
    });
    expectAuthError(common, 422, 'weak_password');
    expect(common.body.weak_password.reasons).toEqual(['pwned']);
    const long = await request(accounts, '/auth/v1/signup', {
      json: {
        email: uniqueEmail(),
        password: 'a-long-passphrase-'.repeat(4).slice(0, 64),
        data: { name: 'X Y' },
      },
    });
    expect(long.status).toBe(200);
  });

  test('a malformed request is 400 validation_failed', async ({ accounts }) => {
    const res = await request(accounts, '/auth/v1/signup', {
      json: { email: 'not-an-email', password: PASSWORD },
    });
    expectAuthError(res, 400, 'validation_failed');
  });

  test('password grant; unknown email and wrong password answer the same', async ({ accounts }) => {
    const s = await signUp(accounts);
    const ok = await signIn(accounts, s.email, s.password);
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(s.user.id);
    expect(ok.body.refresh_token).not.toBe(s.refresh_token);
    const wrong = await signIn(accounts, s.email, 'definitely not it');
    const unknown = await signIn(accounts, uniqueEmail('nobody'), 'definitely not it');
    expectAuthError(wrong, 400, 'invalid_credentials');
    expectAuthError(unknown, 400, 'invalid_credentials');
    expect(unknown.body).toEqual(wrong.body);
  });
});

test.describe('/user', () => {
  test('GET /user: bearer, none, bad token, deleted session', async ({ accounts }) => {
    const s = await signUp(accounts);
    const ok = await request(accounts, '/auth/v1/user', { token: s.access_token });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(s.user.id);
    expect(ok.body.email).toBe(s.email);
    expectAuthError(await request(accounts, '/auth/v1/user'), 401, 'no_authorization');
    expectAuthError(
      await request(accounts, '/auth/v1/user', { token: 'not.a.jwt' }),
      403,
      'bad_jwt',
    );
    const tampered =
      s.access_token.slice(0, -4) + (s.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expectAuthError(await request(accounts, '/auth/v1/user', { token: tampered }), 403, 'bad_jwt');
    const out = await request(accounts, '/auth/v1/logout', {
      method: 'POST',
      token: s.access_token,
    });
    expect(out.status).toBe(204);
    expectAuthError(
      await request(accounts, '/auth/v1/user', { token: s.access_token }),
      403,
      'session_not_found',
    );
  });

  test('PUT /user changes metadata and password; same password is 422; other sessions are revoked', async ({
    accounts,
  }) => {
    const s = await signUp(accounts);
    const other = await signIn(accounts, s.email, s.password);
    expect(other.status).toBe(200);
    const meta = await request(accounts, '/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { data: { name: 'Nuevo Nombre' } },
    });
    expect(meta.status).toBe(200);
    expect(meta.body.user_metadata.name).toBe('Nuevo Nombre');
    expectAuthError(
      await request(accounts, '/auth/v1/user', {
        method: 'PUT',
        token: s.access_token,
        json: { password: s.password },
      }),
      422,
      'same_password',
    );
    expectAuthError(
      await request(accounts, '/auth/v1/user', {
        method: 'PUT',
        token: s.access_token,
        json: { password: 'short' },
      }),
      422,
      'weak_password',
    );
    const newPassword = 'another horse battery staple';
    const changed = await request(accounts, '/auth/v1/user', {
      method: 'PUT',
      token: s.access_token,
      json: { password: newPassword },
    });
    expect(changed.status).toBe(200);
    // The caller's session stays; the other one is gone, its access token refused by /api/v1.
    expect((await request(accounts, '/api/v1/profiles/me', { token: s.access_token })).status).toBe(
      200,
    );
    expectApiError(
      await request(accounts, '/api/v1/profiles/me', { token: other.body.access_token }),
      401,
    );
    expect((await refresh(accounts, other.body.refresh_token)).status).toBe(400);
    expect((await refresh(accounts, s.refresh_token)).status).toBe(200);
    expectAuthError(await signIn(accounts, s.email, s.password), 400, 'invalid_credentials');
    expect((await signIn(accounts, s.email, newPassword)).status).toBe(200);
  });
});

test.describe('refresh tokens', () => {
  test('rotation; within the reuse interval the parent and a grandparent still answer a fresh token', async ({
    accounts,
  }) => {
    const s = await signUp(accounts);
    const r1 = await refresh(accounts, s.refresh_token);
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(s.refresh_token);
    expect(r1.body.user.id).toBe(s.user.id);
    const r2 = await refresh(accounts, r1.body.refresh_token);
    expect(r2.status).toBe(200);
    // r1 is the parent of the active token (r2): reuse allowed, answers a valid token.
    const again = await refresh(accounts, r1.body.refresh_token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.refresh_token).toEqual(expect.any(String));
    // Inside the reuse interval (10 s) even a grandparent still answers a fresh child token.
    const grace = await refresh(accounts, s.refresh_token);
    expect(grace.status, JSON.stringify(grace.body)).toBe(200);
    expect(
      (await request(accounts, '/api/v1/profiles/me', { token: grace.body.access_token })).status,
    ).toBe(200);
  });

  test('after the reuse interval even the parent of the active token ends the whole session', async ({
    database,
  }) => {
    // A stolen token taking turns with its owner: after the interval (1 s here, 10 s by default)
    // any reuse answers refresh_token_already_used and revokes the session family.
    const server = await startServer({ database, env: { REFRESH_TOKEN_REUSE_INTERVAL: '1' } });
    try {
      const s = await signUp(server);
      const r1 = await refresh(server, s.refresh_token);
      expect(r1.status).toBe(200);
      // Until the interval since its rotation has passed, reusing the parent is an allowed race (a
      // fresh child of the active token); then the same reuse ends the session.
      let reuse: Awaited<ReturnType<typeof refresh>> | undefined;
      await expect
        .poll(
          async () => {
            reuse = await refresh(server, s.refresh_token);
            return reuse.status;
          },
          { timeout: 10_000, intervals: [200] },
        )
        .toBe(400);
      expectAuthError(reuse!, 400, 'refresh_token_already_used');
      expect((await refresh(server, r1.body.refresh_token)).status).toBe(400);
      expectApiError(
        await request(server, '/api/v1/profiles/me', { token: r1.body.access_token }),
        401,
      );
    } finally {
      await server.stop();
    }
  });

  test('unknown refresh token is 400 refresh_token_not_found; missing is 400', async ({
    accounts,
  }) => {
    expectAuthError(
      await refresh(accounts, randomBytes(16).toString('hex')),
      400,
      'refresh_token_not_found',
    );
    const missing = await request(accounts, '/auth/v1/token?grant_type=refresh_token', {
      json: {},
    });
    expect(missing.status).toBe(400);
  });

  test('two concurrent refreshes of one session: both succeed or the session survives', async ({
    accounts,
  }) => {
    const s = await signUp(accounts);
    const [a, b] = await Promise.all([
      refresh(accounts, s.refresh_token),
      refresh(accounts, s.refresh_token),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 500, 503]).toContain(r.status);
    const next = await refresh(accounts, ok[0]!.body.refresh_token);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(
      (await request(accounts, '/api/v1/profiles/me', { token: next.body.access_token })).status,
    ).toBe(200);
  });
});

test.describe('logout scopes', () => {
  test('local ends only this session, others the rest, global all', async ({ accounts }) => {
    const s = await signUp(accounts);
    const sessions = [
      s,
      ...(await Promise.all([1, 2, 3].map(() => signIn(accounts, s.email, s.password)))).map(
        (r) => r.body,
      ),
    ];
    const me = (i: number) =>
      request(accounts, '/api/v1/profiles/me', { token: sessions[i]!.access_token });
    for (let i = 0; i < 4; i++) expect((await me(i)).status).toBe(200);

    expect(
      (
        await request(accounts, '/auth/v1/logout?scope=local', {
          method: 'POST',
          token: sessions[0]!.access_token,
        })
      ).status,
    ).toBe(204);
    expectApiError(await me(0), 401);
    const dead = await refresh(accounts, sessions[0]!.refresh_token);
    expect(dead.status).toBe(400);
    expect(['session_not_found', 'refresh_token_not_found']).toContain(dead.body.code);
    expect((await me(1)).status).toBe(200);

    expect(
      (
        await request(accounts, '/auth/v1/logout?scope=others', {
          method: 'POST',
          token: sessions[1]!.access_token,
        })
      ).status,
    ).toBe(204);
    expect((await me(1)).status).toBe(200);
    expectApiError(await me(2), 401);
    expectApiError(await me(3), 401);

    const fresh = (await signIn(accounts, s.email, s.password)).body;
    expect(
      (
        await request(accounts, '/auth/v1/logout?scope=global', {
          method: 'POST',
          token: sessions[1]!.access_token,
        })
      ).status,
    ).toBe(204);
    expectApiError(await me(1), 401);
    expectApiError(
      await request(accounts, '/api/v1/profiles/me', { token: fresh.access_token }),
      401,
    );
    expect((await refresh(accounts, fresh.refresh_token)).status).toBe(400);
  });

  test('logout without a token is 401', async ({ accounts }) => {
    expectAuthError(
      await request(accounts, '/auth/v1/logout', { method: 'POST' }),
      401,
      'no_authorization',
    );
  });
});

test.describe('auth-js client', () => {
  test('signUp, getSession, getUser, getClaims with the JWKS, refreshSession, signOut', async ({
    accounts,
  }) => {
    const client = authClient(accounts);
    const email = uniqueEmail('js');
    const { data, error } = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Cliente JS' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    const user = await client.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(email);
    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toEqual(
      expect.objectContaining({
        sub: data.user!.id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        aal: 'aal1',
        session_id: expect.any(String),
        is_anonymous: false,
      }),
    );
    expect(claims.data?.header).toEqual(
      expect.objectContaining({ alg: 'ES256', kid: expect.any(String) }),
    );
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session!.refresh_token);
    const wrong = await client.signInWithPassword({ email, password: 'wrong password here' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const out = await client.signOut();
    expect(out.error).toBeNull();
    expect((await client.getSession()).data.session).toBeNull();
  });

  test('JWKS is public, cached and an ES256 P-256 key', async ({ accounts }) => {
    const res = await fetch(`${accounts.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=600/);
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys.length).toBeGreaterThanOrEqual(1);
    expect(body.keys[0]).toEqual(
      expect.objectContaining({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
        kid: expect.any(String),
      }),
    );
  });
});

test.describe('PKCE code exchange', () => {
  test('unknown code is 404 flow_state_not_found', async ({ accounts }) => {
    const res = await request(accounts, '/auth/v1/token?grant_type=pkce', {
      json: { auth_code: randomBytes(16).toString('hex'), code_verifier: 'x'.repeat(50) },
    });
    expectAuthError(res, 404, 'flow_state_not_found');
  });
});

test.describe('no enumeration on recover', () => {
  test('recover answers {} for known and unknown emails', async ({ accounts }) => {
    const s = await signUp(accounts);
    const challenge = createHash('sha256').update('v'.repeat(50)).digest('base64url');
    const known = await request(
      accounts,
      `/auth/v1/recover?redirect_to=${encodeURIComponent(accounts.url + '/reset')}`,
      {
        json: { email: s.email, code_challenge: challenge, code_challenge_method: 's256' },
      },
    );
    const unknown = await request(
      accounts,
      `/auth/v1/recover?redirect_to=${encodeURIComponent(accounts.url + '/reset')}`,
      {
        json: {
          email: uniqueEmail('ghost'),
          code_challenge: challenge,
          code_challenge_method: 's256',
        },
      },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({});
    expect(unknown.body).toEqual({});
  });

  test('optional fields sent as null are treated as absent', async ({ accounts }) => {
    const res = await request(accounts, '/auth/v1/recover', {
      json: { email: uniqueEmail('nulls'), code_challenge: null, code_challenge_method: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  test('verify never redirects off SITE_URL', async ({ accounts }) => {
    const res = await request(
      accounts,
      `/auth/v1/verify?token=${randomBytes(16).toString('hex')}&type=recovery&redirect_to=${encodeURIComponent('https://evil.example/steal')}`,
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, accounts.url);
    expect(location.origin).toBe(accounts.url);
  });

  test('verify with a bad token redirects with otp_expired', async ({ accounts }) => {
    const res = await request(
      accounts,
      `/auth/v1/verify?token=${randomBytes(16).toString('hex')}&type=recovery&redirect_to=${encodeURIComponent(accounts.url + '/reset')}`,
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, accounts.url);
    expect(location.origin + location.pathname).toBe(accounts.url + '/reset');
    const params = new URLSearchParams(location.search + '&' + location.hash.slice(1));
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_code')).toBe('otp_expired');
  });
});
