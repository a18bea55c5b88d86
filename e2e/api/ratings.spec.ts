/**
 * Ratings and the organiser's record (issue 10): after the draw each buyer of a paid ticket rates
 * the creator once per ticket (1–5, an optional comment of up to 500 characters); the profile's
 * rating and count are the average and number of ratings; the public list masks raters; the winner
 * confirms the prize once and it counts in `prizes_delivered`. Refusals: before the draw, an unpaid
 * ticket, another user's ticket, a second rating, a ticket that did not win. Both databases; every
 * answer is checked against the contract by the fixture.
 */
import { test, expect } from '../support/fixtures';
import {
  api,
  buyTicket,
  createClosingRaffle,
  drawWinner,
  setTicketStatus,
  signUp,
  type Session,
} from '../support/api';
import { uniqueEmail } from '../support/accounts';
import type { RunningServer } from '../support/server';

const CANNOT_RATE = {
  code: 'cannot_rate',
  message: 'Podrás calificar al organizador cuando la rifa tenga ganador y tu ticket esté pagado',
};

function rate(server: RunningServer, who: Session, ticketId: string, body: unknown) {
  return api(server, `/tickets/${ticketId}/rating`, {
    method: 'POST',
    token: who.token,
    body: JSON.stringify(body),
  });
}

function confirmPrize(server: RunningServer, who: Session, ticketId: string) {
  return api(server, `/tickets/${ticketId}/prize-received`, { method: 'POST', token: who.token });
}

async function profile(server: RunningServer, id: string) {
  const res = await api(server, `/profiles/${id}`);
  expect(res.status).toBe(200);
  return res.body as {
    rating: number;
    rating_count: number;
    raffles_completed: number;
    prizes_delivered: number;
  };
}

test.describe('ratings and the organiser record', () => {
  test('paid buyers of a completed raffle rate once per ticket; the winner confirms the prize', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Carla Organizadora', uniqueEmail());
    const winner = await signUp(server, 'Gabriel Pérez', uniqueEmail());
    const other = await signUp(server, 'Olga María Ruiz', uniqueEmail());
    const stranger = await signUp(server, 'Extraño', uniqueEmail());
    const raffle = await createClosingRaffle(server, creator, 8, { title: 'Moto nueva' });
    const winning = await buyTicket(server, winner, raffle.id, [42]);
    const paid = await buyTicket(server, other, raffle.id, [10]);
    const unpaid = await buyTicket(server, other, raffle.id, [11]);
    const own = await buyTicket(server, creator, raffle.id, [12]);
    for (const t of [winning, paid, own]) await setTicketStatus(server, creator, t.id, 'paid');

    // Before the draw nobody rates, and nobody has won.
    let res = await rate(server, winner, winning.id, { rating: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual(CANNOT_RATE);
    res = await confirmPrize(server, winner, winning.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_winner');

    await drawWinner(server, creator, raffle, 42);
    expect(await profile(server, creator.userId)).toMatchObject({
      rating: 0,
      rating_count: 0,
      raffles_completed: 1,
      prizes_delivered: 0,
    });

    // What a rating must hold (422, Spanish, per field).
    for (const [body, details] of [
      [{}, { rating: 'La calificación va de 1 a 5 estrellas' }],
      [{ rating: 0 }, { rating: 'La calificación va de 1 a 5 estrellas' }],
      [{ rating: 6 }, { rating: 'La calificación va de 1 a 5 estrellas' }],
      [{ rating: 4.5 }, { rating: 'Debe ser un número entero' }],
      [
        { rating: 5, comment: 'x'.repeat(501) },
        { comment: 'El comentario puede tener hasta 500 caracteres' },
      ],
    ] as const) {
      res = await rate(server, winner, winning.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.details).toEqual(details);
    }

    // Only the buyer: the creator and a stranger get 404, as for tickets.
    for (const who of [stranger, creator]) {
      res = await rate(server, who, winning.id, { rating: 1 });
      expect(res.status).toBe(404);
    }
    // An unpaid ticket, and the creator's own numbers, do not rate.
    for (const [who, ticket] of [
      [other, unpaid],
      [creator, own],
    ] as const) {
      res = await rate(server, who, ticket.id, { rating: 5 });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual(CANNOT_RATE);
    }

    res = await rate(server, winner, winning.id, {
      rating: 5,
      comment: '  Entregó el mismo día  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      ticket_id: winning.id,
      raffle_id: raffle.id,
      rating: 5,
      comment: 'Entregó el mismo día',
    });
    res = await rate(server, winner, winning.id, { rating: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'already_rated',
      message: 'Ya calificaste al organizador por este ticket',
    });
    res = await rate(server, other, paid.id, { rating: 4 });
    expect(res.status).toBe(201);
    expect(res.body.comment).toBe('');

    // The ticket carries its rating; the profile the average and count.
    const ticket = await api(server, `/tickets/${winning.id}`, { token: winner.token });
    expect(ticket.body.rating).toBe(5);
    expect(await profile(server, creator.userId)).toMatchObject({ rating: 4.5, rating_count: 2 });

    // The public list: no sign-in, newest first, raters masked, paged.
    const list = await api(server, `/profiles/${creator.userId}/ratings`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(
      (list.body.data as { rater_name: string; rating: number; raffle_title: string }[]).map(
        (r) => [r.rater_name, r.rating, r.raffle_title],
      ),
    ).toEqual([
      ['Olga R.', 4, 'Moto nueva'],
      ['Gabriel P.', 5, 'Moto nueva'],
    ]);
    const second = await api(server, `/profiles/${creator.userId}/ratings?page=1&limit=1`);
    expect(second.body.data.map((r: { comment: string }) => r.comment)).toEqual([
      'Entregó el mismo día',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(winner.email);
    const unknown = await api(server, `/profiles/${crypto.randomUUID()}/ratings`);
    expect(unknown.status).toBe(404);

    // The prize: only the winning ticket's buyer, once.
    res = await confirmPrize(server, other, paid.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'not_winner',
      message: 'Este ticket no es el ganador de la rifa',
    });
    res = await confirmPrize(server, stranger, winning.id);
    expect(res.status).toBe(404);
    res = await confirmPrize(server, winner, winning.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const confirmedAt = res.body.raffle.prize_confirmed_at as string;
    expect(confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.body.id).toBe(winning.id);
    const again = await confirmPrize(server, winner, winning.id);
    expect(again.status).toBe(200);
    expect(again.body.raffle.prize_confirmed_at).toBe(confirmedAt);
    expect(await profile(server, creator.userId)).toMatchObject({
      raffles_completed: 1,
      prizes_delivered: 1,
    });
  });
});
