/**
 * Accounts: the own payment methods — create, list, defaults (never two), update, soft delete,
 * per-type validation, and another user's methods (404, unchanged). Both databases.
 */
import { expectApiError, request, signUp, test } from '../support/accounts';
import { expect } from '../support/fixtures';
import type { RunningServer } from '../support/server';

const PAGO_MOVIL = {
  type: 'pago_movil',
  name: 'Mi pago móvil',
  details: { bank: 'Banesco', phone: '0414-1234567', id_number: 'V-12345678' },
};
const ZELLE = {
  type: 'zelle',
  name: 'Mi Zelle',
  details: { email: 'maria@example.com', holder: 'María Pérez' },
};

async function list(server: RunningServer, token: string) {
  const res = await request(server, '/api/v1/payment-methods', { token });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data as Array<{
    id: string;
    is_default: boolean;
    name: string;
    type: string;
    details: Record<string, unknown>;
  }>;
}

test('add two, set default, switch default, clear default, soft delete', async ({ accounts }) => {
  const a = await signUp(accounts);
  expect(await list(accounts, a.access_token)).toEqual([]);
  const first = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: PAGO_MOVIL,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  expect(first.body).toEqual(
    expect.objectContaining({
      user_id: a.user.id,
      type: 'pago_movil',
      is_default: false,
      is_active: true,
    }),
  );
  const second = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: { ...ZELLE, details: { ...ZELLE.details, extra: 'dropped' } },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  expect(second.body.details).not.toHaveProperty('extra');
  expect(await list(accounts, a.access_token)).toHaveLength(2);
  const defaults = async () =>
    (await list(accounts, a.access_token)).filter((m) => m.is_default).map((m) => m.id);

  expect(
    (
      await request(accounts, `/api/v1/payment-methods/${first.body.id}/default`, {
        method: 'PUT',
        token: a.access_token,
      })
    ).status,
  ).toBe(200);
  expect(await defaults()).toEqual([first.body.id]);
  expect(
    (
      await request(accounts, `/api/v1/payment-methods/${second.body.id}/default`, {
        method: 'PUT',
        token: a.access_token,
      })
    ).status,
  ).toBe(200);
  expect(await defaults()).toEqual([second.body.id]);
  // Creating with is_default also keeps a single default.
  const third = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: { type: 'efectivo', name: 'Efectivo', is_default: true },
  });
  expect(third.status, JSON.stringify(third.body)).toBe(201);
  expect(await defaults()).toEqual([third.body.id]);
  const cleared = await request(accounts, '/api/v1/payment-methods/default', {
    method: 'DELETE',
    token: a.access_token,
  });
  expect([200, 204]).toContain(cleared.status);
  expect(await defaults()).toEqual([]);

  const patched = await request(accounts, `/api/v1/payment-methods/${first.body.id}`, {
    method: 'PATCH',
    token: a.access_token,
    json: { name: '  Banesco personal  ', is_default: true },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.name).toBe('Banesco personal');
  expect(await defaults()).toEqual([]);

  const del = await request(accounts, `/api/v1/payment-methods/${second.body.id}`, {
    method: 'DELETE',
    token: a.access_token,
  });
  expect([200, 204]).toContain(del.status);
  expect((await list(accounts, a.access_token)).map((m) => m.id).sort()).toEqual(
    [first.body.id, third.body.id].sort(),
  );
  expect(
    (
      await request(accounts, `/api/v1/payment-methods/${second.body.id}`, {
        method: 'PATCH',
        token: a.access_token,
        json: { name: 'Otra vez' },
      })
    ).status,
  ).toBe(404);
});

test('per-type validation answers 422 with details', async ({ accounts }) => {
  const a = await signUp(accounts);
  const cases: Array<[Record<string, unknown>, string[]]> = [
    [{ type: 'bitcoin', name: 'Cripto' }, ['type']],
    [{ type: 'efectivo', name: 'x' }, ['name']],
    [{ type: 'pago_movil', name: 'Pago', details: 'no' }, ['details']],
    [
      { type: 'pago_movil', name: 'Pago', details: { bank: '', phone: '123', id_number: 'X1' } },
      ['details.bank', 'details.phone', 'details.id_number'],
    ],
    [
      {
        type: 'transferencia',
        name: 'Cuenta',
        details: {
          bank: 'Banesco',
          account_number: '0134',
          holder: 'Ana',
          id_number: 'V-12345678',
        },
      },
      ['details.account_number'],
    ],
    [
      { type: 'zelle', name: 'Zelle', details: { email: 'no-arroba', holder: '' } },
      ['details.email', 'details.holder'],
    ],
    [
      { type: 'efectivo', name: 'Efectivo', details: { notes: 'n'.repeat(201) } },
      ['details.notes'],
    ],
  ];
  for (const [body, keys] of cases) {
    const res = await request(accounts, '/api/v1/payment-methods', {
      token: a.access_token,
      json: body,
    });
    expectApiError(res, 422);
    for (const key of keys)
      expect(res.body.error.details, `${JSON.stringify(body)} → ${key}`).toHaveProperty([key]);
  }
  const badPatch = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: PAGO_MOVIL,
  });
  const res = await request(accounts, `/api/v1/payment-methods/${badPatch.body.id}`, {
    method: 'PATCH',
    token: a.access_token,
    json: { details: { bank: 'B', phone: 'nope', id_number: 'V-12345678' } },
  });
  expectApiError(res, 422);
  expect(res.body.error.details).toHaveProperty(['details.phone']);
  expect(await list(accounts, a.access_token)).toHaveLength(1);
});

test("another user's method is 404 for every operation and stays unchanged", async ({
  accounts,
}) => {
  const a = await signUp(accounts);
  const b = await signUp(accounts);
  const mine = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: { ...PAGO_MOVIL, is_default: true },
  });
  expect(mine.status).toBe(201);
  const before = await list(accounts, a.access_token);
  const id = mine.body.id as string;
  expectApiError(
    await request(accounts, `/api/v1/payment-methods/${id}`, {
      method: 'PATCH',
      token: b.access_token,
      json: { name: 'Robado' },
    }),
    404,
  );
  expectApiError(
    await request(accounts, `/api/v1/payment-methods/${id}`, {
      method: 'DELETE',
      token: b.access_token,
    }),
    404,
  );
  expectApiError(
    await request(accounts, `/api/v1/payment-methods/${id}/default`, {
      method: 'PUT',
      token: b.access_token,
    }),
    404,
  );
  // B clearing its own default does not touch A's.
  await request(accounts, '/api/v1/payment-methods/default', {
    method: 'DELETE',
    token: b.access_token,
  });
  expect(await list(accounts, b.access_token)).toEqual([]);
  expect(await list(accounts, a.access_token)).toEqual(before);
  expectApiError(await request(accounts, '/api/v1/payment-methods'), 401);
});

test('the last active method stays while the creator has a raffle open', async ({ accounts }) => {
  const a = await signUp(accounts);
  const first = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: PAGO_MOVIL,
  });
  expect(first.status).toBe(201);
  const raffle = await request(accounts, '/api/v1/raffles', {
    token: a.access_token,
    json: {
      title: 'Rifa con un solo método',
      description: 'Una cesta',
      ticket_price: 2,
      total_tickets: 100,
      lottery: 'zulia',
      end_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(raffle.status, JSON.stringify(raffle.body)).toBe(201);
  const remove = (id: string) =>
    request(accounts, `/api/v1/payment-methods/${id}`, { method: 'DELETE', token: a.access_token });

  const refused = await remove(first.body.id);
  expectApiError(refused, 409, 'last_payment_method');
  expect(refused.body.error.message).toContain('único método de pago activo');
  expect((await list(accounts, a.access_token)).map((m) => m.id)).toEqual([first.body.id]);

  // With a second method, either one can go; the one left stays.
  const second = await request(accounts, '/api/v1/payment-methods', {
    token: a.access_token,
    json: ZELLE,
  });
  expect(second.status).toBe(201);
  expect((await remove(first.body.id)).status).toBe(204);
  expectApiError(await remove(second.body.id), 409, 'last_payment_method');
  expect((await list(accounts, a.access_token)).map((m) => m.id)).toEqual([second.body.id]);
});

test('a cédula or RIF is taken as people write it and answered in one form', async ({
  accounts,
}) => {
  const a = await signUp(accounts);
  const add = (id_number: string) =>
    request(accounts, '/api/v1/payment-methods', {
      token: a.access_token,
      json: { ...PAGO_MOVIL, details: { ...PAGO_MOVIL.details, id_number } },
    });
  const written: Array<[string, string]> = [
    ['V-18.456.789', 'V-18456789'],
    ['18456789', 'V-18456789'],
    ['J-123456789', 'J-12345678-9'],
    ['j 12.345.678-9', 'J-12345678-9'],
  ];
  for (const [typed, stored] of written) {
    const res = await add(typed);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.details.id_number).toBe(stored);
  }
  expectApiError(await add('X-1'), 422);
});
