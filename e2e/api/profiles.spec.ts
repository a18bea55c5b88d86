/**
 * Accounts: profiles (own, public, lists, search), what another user may see or change, and the
 * avatar upload corpus. Runs on both databases, on a server with RATE_LIMIT_MULTIPLIER=100.
 */
import { expectApiError, request, signUp, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import { smallJpeg } from '../support/jpeg';
import type { RunningServer } from '../support/server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = smallJpeg();
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

async function putAvatar(
  server: RunningServer,
  token: string,
  body: Buffer,
  contentType: string,
  filename = 'avatar',
) {
  return request(server, '/api/v1/profiles/me/avatar', {
    method: 'PUT',
    token,
    headers: { 'content-type': contentType, 'x-file-name': filename },
    body: new Uint8Array(body),
  });
}

test.describe('own profile', () => {
  test('GET and PATCH /profiles/me; forbidden fields are ignored', async ({ accounts }) => {
    const a = await signUp(accounts, { name: 'Ana Prueba' });
    const before = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual(
      expect.objectContaining({ id: a.user.id, email: a.email, name: 'Ana Prueba' }),
    );
    const patched = await request(accounts, '/api/v1/profiles/me', {
      method: 'PATCH',
      token: a.access_token,
      json: {
        name: 'Ana María',
        phone: '0414-1234567',
        bio: 'Hola',
        is_super_admin: true,
        rating: 5,
        type: 'admin',
        membership_active: true,
        is_verified: true,
        email: 'hijack@example.com',
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const after = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
    expect(after.body).toEqual(
      expect.objectContaining({
        name: 'Ana María',
        phone: '0414-1234567',
        bio: 'Hola',
        email: a.email,
      }),
    );
    for (const field of ['is_super_admin', 'rating', 'type', 'membership_active', 'is_verified']) {
      expect(after.body[field], field).toEqual(before.body[field]);
    }
  });

  test('without or with an invalid token /api/v1 answers the 401 envelope', async ({
    accounts,
  }) => {
    expectApiError(await request(accounts, '/api/v1/profiles/me'), 401);
    expectApiError(await request(accounts, '/api/v1/profiles/me', { token: 'garbage' }), 401);
    expectApiError(await request(accounts, '/api/v1/payment-methods', { token: 'a.b.c' }), 401);
  });
});

test.describe('other users', () => {
  test('public profile hides private fields; lists by ids; accent-insensitive search', async ({
    accounts,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const a = await signUp(accounts, { name: `José Zurita${suffix}` });
    const b = await signUp(accounts, { name: 'Bruno Prueba' });
    await request(accounts, '/api/v1/profiles/me', {
      method: 'PATCH',
      token: a.access_token,
      json: { phone: '0414-7654321' },
    });

    const pub = await request(accounts, `/api/v1/profiles/${a.user.id}`, { token: b.access_token });
    expect(pub.status).toBe(200);
    expect(pub.body.id).toBe(a.user.id);
    expect(pub.body.name).toBe(`José Zurita${suffix}`);
    expect(JSON.stringify(pub.body)).not.toContain(a.email);
    expect(JSON.stringify(pub.body)).not.toContain('0414-7654321');
    expect(pub.body).not.toHaveProperty('email');
    expect(pub.body).not.toHaveProperty('phone');

    const list = await request(accounts, `/api/v1/profiles?ids=${a.user.id},${b.user.id}`, {
      token: b.access_token,
    });
    expect(list.status).toBe(200);
    const rows = (list.body.data ?? list.body) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r['id']).sort()).toEqual([a.user.id, b.user.id].sort());
    for (const r of rows) expect(r).not.toHaveProperty('email');

    const search = await request(
      accounts,
      `/api/v1/profiles?search=${encodeURIComponent('jose zurita' + suffix.toUpperCase())}&limit=10`,
      { token: b.access_token },
    );
    expect(search.status).toBe(200);
    const found = (search.body.data ?? search.body) as Array<Record<string, unknown>>;
    expect(found.map((r) => r['id'])).toContain(a.user.id);
    for (const r of found) expect(r).not.toHaveProperty('email');

    expect(
      (
        await request(accounts, '/api/v1/profiles/00000000-0000-4000-8000-000000000000', {
          token: b.access_token,
        })
      ).status,
    ).toBe(404);
  });

  test('B cannot change A through any route; A is unchanged', async ({ accounts }) => {
    const a = await signUp(accounts, { name: 'Ana Intacta' });
    const b = await signUp(accounts, { name: 'Bruno Intruso' });
    const before = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await request(accounts, `/api/v1/profiles/${a.user.id}`, {
        method,
        token: b.access_token,
        json: { name: 'Hackeado' },
      });
      expect([403, 404, 405]).toContain(res.status);
    }
    const after = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
    expect(after.body).toEqual(before.body);
  });
});

test.describe('avatar uploads', () => {
  const refused: Array<[string, Buffer, string, number, string]> = [
    [
      'wrong magic with an image type',
      Buffer.from('this is not an image at all, just text bytes'),
      'image/png',
      415,
      'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)',
    ],
    [
      'HTML named .png',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      'image/png',
      415,
      'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)',
    ],
    ['an empty body', Buffer.alloc(0), 'image/png', 400, 'No se proporcionó ningún archivo'],
    [
      '5 MB + 1 byte',
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]),
      'image/png',
      413,
      'El archivo es demasiado grande. Máximo 5MB permitido',
    ],
    [
      'a truncated PNG',
      PNG.subarray(0, 30),
      'image/png',
      415,
      'Tipo de archivo no permitido. Solo se permiten imágenes (JPEG, PNG, WebP)',
    ],
  ];
  for (const [label, body, type, status, message] of refused) {
    test(`refuses ${label} and stores nothing`, async ({ accounts }) => {
      const a = await signUp(accounts);
      const res = await putAvatar(accounts, a.access_token, body, type, 'avatar.png');
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.message).toBe(message);
      const me = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
      expect(me.body.avatar_url ?? null).toBeNull();
      for (const ext of ['png', 'jpg', 'jpeg', 'webp']) {
        const pub = await fetch(
          `${accounts.url}/storage/v1/object/public/avatars/${a.user.id}/avatar.${ext}`,
        );
        expect(pub.status, ext).toBe(404);
      }
    });
  }

  // Stored as decoded and encoded again (images.spec.ts checks what that removes).
  for (const [label, bytes, type, magic] of [
    ['PNG', PNG, 'image/png', PNG.subarray(0, 8)],
    ['JPEG', JPEG, 'image/jpeg', JPEG.subarray(0, 3)],
    ['WebP', WEBP, 'image/webp', Buffer.from('RIFF')],
  ] as const) {
    test(`accepts a ${label} and serves it back re-encoded, of the same type`, async ({
      accounts,
    }) => {
      const a = await signUp(accounts);
      const res = await putAvatar(accounts, a.access_token, bytes, type);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const me = await request(accounts, '/api/v1/profiles/me', { token: a.access_token });
      const url = me.body.avatar_url as string;
      expect(url).toContain(`/storage/v1/object/public/avatars/${a.user.id}/avatar.`);
      const pub = await fetch(new URL(url, accounts.url));
      expect(pub.status).toBe(200);
      expect(pub.headers.get('content-type')).toBe(type);
      expect(pub.headers.get('cache-control')).toMatch(/max-age=3600/);
      expect(pub.headers.get('x-content-type-options')).toBe('nosniff');
      const served = Buffer.from(await pub.arrayBuffer());
      expect(served.subarray(0, magic.length).equals(magic)).toBe(true);
      const etag = pub.headers.get('etag');
      expect(etag).toBeTruthy();
      const cached = await fetch(new URL(url, accounts.url), {
        headers: { 'if-none-match': etag! },
      });
      expect(cached.status).toBe(304);
    });
  }

  test('uploading without a token is 401', async ({ accounts }) => {
    const res = await request(accounts, '/api/v1/profiles/me/avatar', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expectApiError(res, 401);
  });
});
