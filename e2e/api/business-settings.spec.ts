/**
 * The business's settings (issue 12): the owner's profile as the business (name, contact phone and
 * WhatsApp shown on its raffles, bio, logo, the Bs-per-USD rate) with its plan, membership end and
 * cashiers; changed with the profile's own rules (one path with PATCH /profiles/me). Owner only.
 * Both databases, on the worker's server; every answer is checked against the contract.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import { api, createRaffle, signUp, type Session } from '../support/api';
import { SETTINGS_OWNER_ONLY, addCashier, businessOwner } from '../support/business';
import type { RunningServer } from '../support/server';

const PHONE_MESSAGE =
  'Teléfono inválido: usa solo números, espacios, +, - y paréntesis (7 a 20 caracteres)';

function patchSettings(server: RunningServer, who: Session, body: Record<string, unknown>) {
  return api(server, '/business/settings', {
    method: 'PATCH',
    token: who.token,
    body: JSON.stringify(body),
  });
}

test.describe('business settings', () => {
  test('the business as its owner sees it: profile, plan, membership end, cashiers', async ({
    server,
  }) => {
    const owner = await businessOwner(server, 'Rifas El Lago');
    const cashier = await signUp(server, 'Cajera', uniqueEmail('cajera'));
    await addCashier(server, owner, cashier);
    const current = await api(server, '/subscriptions/current', { token: owner.token });
    expect(current.status).toBe(200);

    const res = await api(server, '/business/settings', { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      id: owner.userId,
      name: 'Rifas El Lago',
      email: owner.email,
      phone: null,
      whatsapp: null,
      bio: null,
      avatar_url: null,
      exchange_rate: null,
      exchange_rate_at: null,
      membership_active: true,
      plan: {
        id: current.body.plan.id,
        name: 'Negocio',
        price: current.body.plan.price,
      },
      membership_end_date: current.body.end_date,
      cashier_count: 1,
      max_cashiers: 10,
    });
  });

  test('changes follow the profile rules; the contact shows on its raffles, and only a business has one', async ({
    server,
  }) => {
    const owner = await businessOwner(server, 'Rifas Caribe');
    const raffle = await createRaffle(server, owner);

    const changed = await patchSettings(server, owner, {
      name: '  Rifas del Caribe ',
      phone: '0261-7654321',
      whatsapp: '+58 414-1234567',
      bio: 'Rifas semanales en Maracaibo',
      exchange_rate: 36.5,
      is_super_admin: true,
      membership_active: false,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Rifas del Caribe',
      phone: '0261-7654321',
      whatsapp: '+58 414-1234567',
      bio: 'Rifas semanales en Maracaibo',
      exchange_rate: 36.5,
      membership_active: true,
    });
    expect(typeof changed.body.exchange_rate_at).toBe('string');
    expect(await api(server, '/business/settings', { token: owner.token })).toMatchObject({
      body: changed.body,
    });
    // One path with the own profile: the same values there, and nothing else was taken.
    const profile = await api(server, '/profiles/me', { token: owner.token });
    expect(profile.body).toMatchObject({
      name: 'Rifas del Caribe',
      whatsapp: '+58 414-1234567',
      exchange_rate: 36.5,
      is_super_admin: false,
    });

    // Buyers see the business's numbers on its raffles (anonymous too).
    const shown = await api(server, `/raffles/${raffle.id}`);
    expect(shown.body.creator.contact).toEqual({
      phone: '0261-7654321',
      whatsapp: '+58 414-1234567',
    });
    expect(shown.body.creator.exchange_rate).toBe(36.5);

    // Invalid numbers are refused with the profile's message; nothing changes.
    const invalid = await patchSettings(server, owner, {
      phone: 'llámame',
      whatsapp: '12',
      exchange_rate: -1,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe('validation_failed');
    expect(invalid.body.error.details).toMatchObject({
      phone: PHONE_MESSAGE,
      whatsapp: PHONE_MESSAGE,
    });
    expect(Object.keys(invalid.body.error.details).sort()).toEqual([
      'exchange_rate',
      'phone',
      'whatsapp',
    ]);
    expect((await api(server, '/business/settings', { token: owner.token })).body).toEqual(
      changed.body,
    );

    // "" clears a number, 0 removes the rate.
    const cleared = await patchSettings(server, owner, { whatsapp: '', exchange_rate: 0 });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      phone: '0261-7654321',
      whatsapp: null,
      exchange_rate: null,
      exchange_rate_at: null,
    });
    expect((await api(server, `/raffles/${raffle.id}`)).body.creator.contact).toEqual({
      phone: '0261-7654321',
      whatsapp: null,
    });

    // An ordinary creator with numbers in their profile shows no contact.
    const creator = await signUp(server, 'Creador', uniqueEmail('creador'));
    const own = await api(server, '/profiles/me', {
      method: 'PATCH',
      token: creator.token,
      body: JSON.stringify({ phone: '0414-1112233', whatsapp: '0414-1112233' }),
    });
    expect(own.status).toBe(200);
    const theirs = await createRaffle(server, creator);
    expect((await api(server, `/raffles/${theirs.id}`)).body.creator.contact).toBeNull();
  });

  test('only the owner: a cashier gets 403 and changes nothing', async ({ server }) => {
    const owner = await businessOwner(server, 'Rifas Andes');
    const cashier = await signUp(server, 'Cajero', uniqueEmail('cajero'));
    await addCashier(server, owner, cashier);
    const before = await api(server, '/business/settings', { token: owner.token });

    const read = await api(server, '/business/settings', { token: cashier.token });
    expect(read.status).toBe(403);
    expect(read.body.error).toEqual(SETTINGS_OWNER_ONLY);
    const write = await patchSettings(server, cashier, { name: 'Tomado', exchange_rate: 1 });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual(SETTINGS_OWNER_ONLY);

    expect((await api(server, '/business/settings', { token: owner.token })).body).toEqual(
      before.body,
    );
    expect((await api(server, '/profiles/me', { token: cashier.token })).body.name).toBe('Cajero');
  });
});
