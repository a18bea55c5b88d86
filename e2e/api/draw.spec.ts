/**
 * The draw (issue 10): the rule (`draw_at`, `unsold_rule`) fixed before the first sale; only the
 * creator or a super admin records the lottery result, only after `draw_at`, only once; each rule
 * (the drawn number paid → winner; unpaid or unsold → nearest_sold with wrap, void, next_draw and a
 * later attempt); who is told what; every attempt listed; the result's photo; a super admin's
 * correction. Raffles close a few seconds from now (createClosingRaffle): the test buys first, then
 * waits for the wall clock. Both databases; every JSON answer is checked against the contract.
 */
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  inDays,
  notificationsOf,
  putImage,
  setTicketStatus,
  signUp,
  superAdmin,
  untilPast,
  type Session,
} from '../support/api';
import { patternPng, freshSeed } from '../support/images';
import type { RunningServer } from '../support/server';

const DAY = 86_400_000;
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** "24/12/2026 20:00": the moment in Venezuela (UTC−4), as the server writes it. */
function caracas(iso: string): string {
  const d = new Date(Date.parse(iso) - 4 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

function draw(server: RunningServer, who: Session, raffleId: string, body: unknown) {
  return api(server, `/raffles/${raffleId}/draw`, {
    method: 'POST',
    token: who.token,
    body: JSON.stringify(body),
  });
}

function correct(server: RunningServer, who: Session, raffleId: string, body: unknown) {
  return api(server, `/raffles/${raffleId}/draw/correction`, {
    method: 'POST',
    token: who.token,
    body: JSON.stringify(body),
  });
}

async function attempts(server: RunningServer, raffleId: string) {
  const res = await api(server, `/raffles/${raffleId}/draws`);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

/** The notifications of `type` a user has about `raffleId`. */
async function told(server: RunningServer, user: Session, raffleId: string, type: string) {
  const { data } = await notificationsOf(server, user, '?limit=100');
  return data.filter((n) => n.type === type && n.data.raffle_id === raffleId);
}

async function raffleOf(server: RunningServer, raffleId: string) {
  const res = await api(server, `/raffles/${raffleId}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** A paid ticket of `buyer` holding `numbers`. */
async function paidTicket(
  server: RunningServer,
  creator: Session,
  buyer: Session,
  raffleId: string,
  numbers: number[],
) {
  const ticket = await buyTicket(server, buyer, raffleId, numbers);
  await setTicketStatus(server, creator, ticket.id, 'paid');
  return ticket;
}

test.describe('the draw', () => {
  test('the rule: defaults, limits, and locked after the first sale', async ({ server }) => {
    const creator = await signUp(server, 'Creadora');
    const end = inDays(5);
    const plain = await createRaffle(server, creator, { end_date: end });
    expect(plain).toMatchObject({ draw_at: end, unsold_rule: 'next_draw', result: null });
    expect(plain).toMatchObject({ sales_closed_at: null, seal_sha256: null });

    const other = await signUp(server, 'Otra');
    for (const [extra, details] of [
      [
        { draw_at: at(end, -60_000) },
        { draw_at: 'El sorteo debe ser en la fecha de cierre o después' },
      ],
      [
        { draw_at: at(end, 31 * DAY) },
        { draw_at: 'El sorteo debe ser como máximo 30 días después del cierre' },
      ],
      [
        { draw_at: 'mañana' },
        { draw_at: 'Fecha del sorteo inválida (formato 2026-12-24T20:00:00Z)' },
      ],
      [
        { unsold_rule: 'random' },
        {
          unsold_rule:
            'Elige qué pasa si el número ganador no se vendió: next_draw, nearest_sold o void',
        },
      ],
    ] as const) {
      const res = await api(server, '/raffles', {
        method: 'POST',
        token: other.token,
        body: JSON.stringify({
          title: 'Rifa con regla',
          ticket_price: 1,
          total_tickets: 100,
          lottery: 'zulia',
          end_date: end,
          ...extra,
        }),
      });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.error.details).toEqual(details);
    }
    const ruled = await createRaffle(server, other, {
      end_date: end,
      draw_at: at(end, 2 * DAY),
      unsold_rule: 'void',
    });
    expect(ruled).toMatchObject({ draw_at: at(end, 2 * DAY), unsold_rule: 'void' });

    const patch = (raffleId: string, who: Session, body: unknown) =>
      api(server, `/raffles/${raffleId}`, {
        method: 'PATCH',
        token: who.token,
        body: JSON.stringify(body),
      });
    // Before a sale the rule changes, and a draw left at the end follows a new end.
    expect((await patch(plain.id, creator, { unsold_rule: 'nearest_sold' })).body.unsold_rule).toBe(
      'nearest_sold',
    );
    const moved = await patch(plain.id, creator, { end_date: inDays(6) });
    expect(moved.status).toBe(200);
    expect(moved.body.draw_at).toBe(moved.body.end_date);
    // The end may not pass a later draw fixed apart from it.
    const late = await patch(ruled.id, other, { end_date: at(end, 3 * DAY) });
    expect(late.status).toBe(422);
    expect(late.body.error.details).toEqual({
      end_date: 'La fecha de cierre no puede pasar la del sorteo',
    });

    const buyer = await signUp(server, 'Comprador');
    await buyTicket(server, buyer, ruled.id, [1]);
    for (const body of [{ unsold_rule: 'next_draw' }, { draw_at: at(end, DAY) }]) {
      const res = await patch(ruled.id, other, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.error).toEqual({
        code: 'raffle_locked',
        message:
          'Ya se vendieron tickets: el precio, la cantidad de números, la lotería, el sorteo y el tiempo de reserva no pueden cambiar',
      });
    }
    // The end can still move, up to the draw.
    const earlier = await patch(ruled.id, other, { end_date: at(end, DAY) });
    expect(earlier.status).toBe(200);
    expect(earlier.body.draw_at).toBe(at(end, 2 * DAY));

    // No photo before a draw.
    const photo = await putImage(
      server,
      other,
      `/raffles/${ruled.id}/draw/photo`,
      patternPng(freshSeed()),
    );
    expect(photo.status).toBe(409);
    expect(photo.body.error.code).toBe('not_drawn');
  });

  test('only the creator or a super admin, only after draw_at, only once; the winner and who is told', async ({
    server,
  }) => {
    const creator = await signUp(server, 'Creadora');
    const winner = await signUp(server, 'Gabriela Rondón', uniqueEmail());
    const loser = await signUp(server, 'Luis Pérez', uniqueEmail());
    const fan = await signUp(server, 'Fan');
    const raffle = await createClosingRaffle(server, creator, 8);
    const winning = await paidTicket(server, creator, winner, raffle.id, [21]);
    await paidTicket(server, creator, loser, raffle.id, [22]);
    await buyTicket(server, loser, raffle.id, [23]);
    expect(
      (await api(server, `/me/favorites/${raffle.id}`, { method: 'PUT', token: fan.token })).status,
    ).toBeLessThan(300);

    // Malformed bodies are 422 whatever the time.
    for (const [body, field] of [
      [{}, 'lottery_result'],
      [{ lottery_result: '4821', winner_number: 21 }, 'lottery_result'],
      [{ lottery_result: '48a1' }, 'lottery_result'],
      [{ lottery_result: '4821', result_url: 'ftp://lottery.example' }, 'result_url'],
    ] as const) {
      const res = await draw(server, creator, raffle.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.error.details)).toEqual([field]);
    }
    expect((await draw(server, fan, raffle.id, { lottery_result: '4821' })).status).toBe(403);
    const early = await draw(server, creator, raffle.id, { lottery_result: '4821' });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: 'draw_too_early',
      message: `La lotería todavía no ha sorteado: podrás registrar el resultado después del ${caracas(raffle.draw_at)}`,
    });

    await untilPast(raffle.draw_at);
    const range = await draw(server, creator, raffle.id, { winner_number: 100 });
    expect(range.status).toBe(422);
    expect(range.body.error.details).toEqual({
      winner_number: 'El número ganador debe estar entre 00 y 99',
    });
    expect((await draw(server, fan, raffle.id, { lottery_result: '4821' })).status).toBe(403);

    const res = await draw(server, creator, raffle.id, {
      lottery_result: '4821',
      result_url: 'https://www.loteriadelzulia.com/resultados',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'completed',
      winner_number: 21,
      winner_id: winner.userId,
      result: {
        lottery_result: '4821',
        drawn_number: 21,
        outcome: 'winner',
        winner_number: 21,
        winner_name: 'Gabriela R.',
        result_url: 'https://www.loteriadelzulia.com/resultados',
        result_image_url: null,
        correction_reason: null,
        corrected_at: null,
      },
    });
    expect(res.body.sales_closed_at).not.toBeNull(); // the draw sealed it
    expect(res.body.seal_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.creator.raffles_completed).toBe(1);

    const again = await draw(server, creator, raffle.id, { lottery_result: '4822' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'already_drawn',
      message: 'El sorteo de esta rifa ya fue registrado',
    });

    // Who is told: the winner (high priority), the creator, every other buyer and fan, once each.
    const won = await told(server, winner, raffle.id, 'ticket_winner');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({
      priority: 'high',
      data: { ticket_id: winning.id, winner_number: 21, outcome: 'winner', numbers: [21] },
    });
    expect(won[0]!.message).toContain('21');
    expect(await told(server, winner, raffle.id, 'winner_announced')).toHaveLength(0);
    const completed = await told(server, creator, raffle.id, 'raffle_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({ winner_number: 21, ticket_id: winning.id });
    const announced = await told(server, loser, raffle.id, 'winner_announced');
    expect(announced).toHaveLength(1);
    expect(announced[0]!.data).toMatchObject({ numbers: [22, 23], winner_number: 21 });
    expect(await told(server, fan, raffle.id, 'winner_announced')).toHaveLength(1);

    const list = await attempts(server, raffle.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      outcome: 'winner',
      winner_number: 21,
      winner_name: 'Gabriela R.',
    });

    // The photo of the official result: the creator (not a buyer) attaches it.
    const image = patternPng(freshSeed());
    expect((await putImage(server, loser, `/raffles/${raffle.id}/draw/photo`, image)).status).toBe(
      403,
    );
    const photo = await putImage(server, creator, `/raffles/${raffle.id}/draw/photo`, image);
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const url = photo.body.result.result_image_url as string;
    expect(url).toContain(`/raffle-images/${creator.userId}/${raffle.id}-result.`);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await attempts(server, raffle.id))[0]!.result_image_url).toBe(url);
  });

  test('each rule: an unpaid drawn number, nearest_sold with wrap, void, next_draw then a winner; corrections', async ({
    server,
  }) => {
    const buyer = await signUp(server, 'Bruno Díaz', uniqueEmail());
    const other = await signUp(server, 'Olga Ruiz', uniqueEmail());
    const [nearC, voidC, nextC, emptyC] = (await Promise.all(
      ['Ana', 'Berta', 'Carla', 'Dora'].map((name) => signUp(server, name)),
    )) as [Session, Session, Session, Session];
    const near = await createClosingRaffle(server, nearC, 10, { unsold_rule: 'nearest_sold' });
    const none = await createClosingRaffle(server, voidC, 10, { unsold_rule: 'void' });
    const next = await createClosingRaffle(server, nextC, 10, { unsold_rule: 'next_draw' });
    const empty = await createClosingRaffle(server, emptyC, 10, { unsold_rule: 'nearest_sold' });

    const nearPaid = await paidTicket(server, nearC, buyer, near.id, [5]);
    await buyTicket(server, other, near.id, [95]); // held, unpaid: does not take part
    const nonePaid = await paidTicket(server, voidC, buyer, none.id, [10]);
    await buyTicket(server, other, none.id, [20]);
    await paidTicket(server, nextC, buyer, next.id, [30]);
    await buyTicket(server, other, empty.id, [40]);
    await untilPast(empty.draw_at);

    // nearest_sold: 95 is held but unpaid; after 99 comes 00, and 05 is paid.
    const nearRes = await draw(server, nearC, near.id, { lottery_result: '1295' });
    expect(nearRes.status, JSON.stringify(nearRes.body)).toBe(200);
    expect(nearRes.body).toMatchObject({
      status: 'completed',
      winner_number: 5,
      winner_id: buyer.userId,
      result: { drawn_number: 95, outcome: 'nearest_sold', winner_number: 5 },
    });
    expect(await told(server, buyer, near.id, 'ticket_winner')).toHaveLength(1);
    expect((await told(server, buyer, near.id, 'ticket_winner'))[0]!.data.ticket_id).toBe(
      nearPaid.id,
    );
    expect(await told(server, other, near.id, 'winner_announced')).toHaveLength(1);

    // void: no winner, completed, everyone told.
    const voidRes = await draw(server, voidC, none.id, { winner_number: 20 });
    expect(voidRes.body).toMatchObject({
      status: 'completed',
      winner_number: null,
      winner_id: null,
      result: { drawn_number: 20, outcome: 'void', winner_number: null, winner_name: null },
    });
    expect(voidRes.body.creator.raffles_completed).toBe(1);
    expect(await told(server, voidC, none.id, 'raffle_completed')).toHaveLength(1);
    expect(await told(server, buyer, none.id, 'winner_announced')).toHaveLength(1);
    expect(await told(server, other, none.id, 'winner_announced')).toHaveLength(1);

    // nearest_sold with nothing paid is void.
    const emptyRes = await draw(server, emptyC, empty.id, { lottery_result: '40' });
    expect(emptyRes.body).toMatchObject({ status: 'completed', result: { outcome: 'void' } });

    // next_draw: the attempt is kept, the raffle waits, buyers hear the next draw decides.
    const first = await draw(server, nextC, next.id, { lottery_result: '4831' });
    expect(first.body).toMatchObject({
      status: 'waiting',
      winner_number: null,
      result: { drawn_number: 31, outcome: 'next_draw', winner_number: null },
    });
    expect(first.body.creator.raffles_completed).toBe(0);
    const pending = await told(server, buyer, next.id, 'winner_announced');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.data).toMatchObject({ outcome: 'next_draw', drawn_number: 31 });
    expect(await told(server, nextC, next.id, 'raffle_completed')).toHaveLength(0);
    const second = await draw(server, nextC, next.id, { lottery_result: '5530' });
    expect(second.body).toMatchObject({
      status: 'completed',
      winner_number: 30,
      result: { lottery_result: '5530', outcome: 'winner' },
    });
    expect(second.body.creator.raffles_completed).toBe(1);
    expect((await attempts(server, next.id)).map((a) => a.outcome)).toEqual([
      'next_draw',
      'winner',
    ]);

    // Corrections: a super admin only, on a completed raffle, with a reason.
    const admin = await superAdmin(server);
    const reason = 'Se copió mal el resultado publicado por la lotería';
    expect((await correct(server, voidC, none.id, { winner_number: 10, reason })).status).toBe(403);
    const short = await correct(server, admin, none.id, { winner_number: 10, reason: 'corto' });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.error.details)).toEqual(['reason']);
    const fixed = await correct(server, admin, none.id, { lottery_result: '7710', reason });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({
      status: 'completed',
      winner_number: 10,
      winner_id: buyer.userId,
      result: { outcome: 'winner', correction_reason: reason },
    });
    expect(fixed.body.result.corrected_at).not.toBeNull();
    expect(fixed.body.creator.raffles_completed).toBe(1); // still one completed raffle
    expect(await told(server, buyer, none.id, 'ticket_winner')).toHaveLength(1);
    const history = await attempts(server, none.id);
    expect(history.map((a) => [a.outcome, a.correction_reason])).toEqual([
      ['void', null],
      ['winner', reason],
    ]);
    // The winner confirms the prize; a correction that changes the winner takes it back.
    const confirmed = await api(server, `/tickets/${nonePaid.id}/prize-received`, {
      method: 'POST',
      token: buyer.token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await raffleOf(server, none.id)).creator.prizes_delivered).toBe(1);
    const undone = await correct(server, admin, none.id, { winner_number: 20, reason });
    expect(undone.body).toMatchObject({
      status: 'completed',
      winner_number: null,
      prize_confirmed_at: null,
      result: { outcome: 'void' },
    });
    expect(undone.body.creator).toMatchObject({ prizes_delivered: 0, raffles_completed: 1 });
    // A correction to an unsold number under next_draw puts the raffle back to waiting.
    const back = await correct(server, admin, next.id, { winner_number: 77, reason });
    expect(back.body).toMatchObject({ status: 'waiting', result: { outcome: 'next_draw' } });
    expect(back.body.creator.raffles_completed).toBe(0);
    const notDrawn = await correct(server, admin, next.id, { winner_number: 30, reason });
    expect(notDrawn.status).toBe(409);
    expect(notDrawn.body.error.code).toBe('not_drawn');
    // …and the creator enters the next draw as before; a super admin may do it too.
    const third = await draw(server, admin, next.id, { winner_number: 30 });
    expect(third.body).toMatchObject({ status: 'completed', winner_number: 30 });
    expect((await raffleOf(server, next.id)).creator.raffles_completed).toBe(1);
  });
});
