/**
 * Phones (issue 36 part 4, WhatsApp links): sign-up takes an optional `data.phone` (the
 * profile's rule), kept as the profile's phone; a buyer's phone reaches her tickets, and only the
 * raffle's creator (and the buyer) reads it — never another user, the public profile, the
 * raffle or the public receipt. Both databases.
 */
import { test, expect } from '../support/fixtures';
import {
  API_PASSWORD,
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  drawWinner,
  setTicketStatus,
  signUp,
  type Ticket,
} from '../support/api';
import type { RunningServer } from '../support/server';

/** POST /auth/v1/signup with `data`; the status and the parsed body. */
async function signUpWith(server: RunningServer, data: Record<string, unknown>) {
  const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: API_PASSWORD, data }),
  });
  return { email, status: res.status, body: (await res.json()) as Record<string, any> };
}

test.describe('a phone at sign-up', () => {
  test('is kept, trimmed, as the profile phone; none when absent or blank', async ({ server }) => {
    const withPhone = await signUpWith(server, { name: 'Carmen Díaz', phone: '  0414-1234567 ' });
    expect(withPhone.status).toBe(200);
    const me = await api(server, '/profiles/me', { token: withPhone.body['access_token'] });
    expect(me.status).toBe(200);
    expect(me.body.phone).toBe('0414-1234567');

    for (const data of [
      { name: 'Sin Teléfono' },
      { name: 'Sin Teléfono', phone: '' },
      { name: 'Nulo', phone: null },
    ]) {
      const res = await signUpWith(server, data);
      expect(res.status).toBe(200);
      const profile = await api(server, '/profiles/me', { token: res.body['access_token'] });
      expect(profile.body.phone).toBeNull();
    }
  });

  test('that breaks the profile rule is 400 validation_failed and makes no account', async ({
    server,
  }) => {
    for (const phone of ['abc', '12', '0414-1234567-0414-1234567', 4141234567]) {
      const res = await signUpWith(server, { name: 'Mala Cifra', phone });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body['code']).toBe('validation_failed');
      expect(res.body['msg']).toMatch(/^(Teléfono inválido|El teléfono debe ser un texto)/);
      // No account: the same e-mail signs up afterwards.
      const again = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: res.email,
          password: API_PASSWORD,
          data: { name: 'Mala Cifra' },
        }),
      });
      expect(again.status).toBe(200);
    }
  });
});

test.describe("a buyer's phone", () => {
  test('reaches her ticket; the creator reads it, nobody else does', async ({ server }) => {
    const creator = await signUp(server, 'Creadora');
    const stranger = await signUp(server, 'Curioso');
    const signed = await signUpWith(server, { name: 'Luisa Compradora', phone: '+58 424 5551234' });
    const buyer = {
      token: signed.body['access_token'] as string,
      userId: signed.body['user'].id as string,
      email: signed.email,
    };
    const raffle = await createRaffle(server, creator);
    const ticket = (await buyTicket(server, buyer, raffle.id, [7, 8])) as Ticket & {
      buyer_phone: string;
      receipt_code: string;
    };
    expect(ticket.buyer_phone).toBe('+58 424 5551234');

    // The creator: the raffle's tickets, her sales, the ticket itself.
    const ofRaffle = await api(server, `/raffles/${raffle.id}/tickets`, { token: creator.token });
    expect(ofRaffle.status).toBe(200);
    expect(ofRaffle.body.data[0].buyer_phone).toBe('+58 424 5551234');
    const sales = await api(server, '/me/sales', { token: creator.token });
    expect(sales.body.data[0].buyer_phone).toBe('+58 424 5551234');
    const one = await api(server, `/tickets/${ticket.id}`, { token: creator.token });
    expect(one.body.buyer_phone).toBe('+58 424 5551234');
    // The buyer: her own ticket.
    const mine = await api(server, `/tickets/${ticket.id}`, { token: buyer.token });
    expect(mine.body.buyer_phone).toBe('+58 424 5551234');

    // Anyone else: refused, or answers without the number.
    expect(
      (await api(server, `/raffles/${raffle.id}/tickets`, { token: stranger.token })).status,
    ).toBe(403);
    expect([403, 404]).toContain(
      (await api(server, `/tickets/${ticket.id}`, { token: stranger.token })).status,
    );
    const strangerSales = await api(server, '/me/sales', { token: stranger.token });
    expect(strangerSales.body.data).toEqual([]);
    const digits = /5551234/;
    for (const [path, token] of [
      [`/profiles/${buyer.userId}`, stranger.token],
      [`/profiles/${buyer.userId}`, creator.token],
      [`/raffles/${raffle.id}`, stranger.token],
      [`/raffles/${raffle.id}`, undefined],
      [`/receipts/${ticket.receipt_code}`, undefined],
      [`/raffles/${raffle.id}/numbers`, undefined],
    ] as const) {
      const res = await api(server, path, token ? { token } : {});
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toMatch(digits);
    }
  });
});

test.describe("the creator's phone", () => {
  test('reaches only the winner, on her winning ticket', async ({ server }) => {
    const signed = await signUpWith(server, { name: 'Rosa Organizadora', phone: '0412-7654321' });
    const creator = {
      token: signed.body['access_token'] as string,
      userId: signed.body['user'].id as string,
      email: signed.email,
    };
    expect(
      (
        await api(server, '/profiles/me', {
          method: 'PATCH',
          token: creator.token,
          body: JSON.stringify({ whatsapp: '0424-7654321' }),
        })
      ).status,
    ).toBe(200);
    const winner = await signUp(server, 'Ganadora');
    const loser = await signUp(server, 'Perdedor');
    const raffle = await createClosingRaffle(server, creator);
    const won = await buyTicket(server, winner, raffle.id, [42]);
    const lost = await buyTicket(server, loser, raffle.id, [7]);
    await setTicketStatus(server, creator, won.id, 'paid');
    await setTicketStatus(server, creator, lost.id, 'paid');

    // Before the draw nobody gets it.
    expect(
      (await api(server, `/tickets/${won.id}`, { token: winner.token })).body,
    ).not.toHaveProperty('creator_contact');
    await drawWinner(server, creator, raffle, 42);

    const mine = await api(server, `/tickets/${won.id}`, { token: winner.token });
    expect(mine.body.creator_contact).toEqual({ phone: '0412-7654321', whatsapp: '0424-7654321' });
    // Not the other buyer, not the creator reading the winning ticket, not any list.
    expect(
      (await api(server, `/tickets/${lost.id}`, { token: loser.token })).body,
    ).not.toHaveProperty('creator_contact');
    expect(
      (await api(server, `/tickets/${won.id}`, { token: creator.token })).body,
    ).not.toHaveProperty('creator_contact');
    const list = await api(server, '/me/tickets', { token: winner.token });
    expect(JSON.stringify(list.body)).not.toMatch(/7654321/);
    const pub = await api(server, `/raffles/${raffle.id}`);
    expect(JSON.stringify(pub.body)).not.toMatch(/7654321/);
  });
});
