/**
 * Closing sales early and the draw preview (issue 39, items 11 and 12). The creator closes sales
 * before the end date (`POST /raffles/{id}/close-sales`): the same seal as the end date's job (the
 * same lines, the same SHA-256), refused to anyone else (404) and once closed, completed or
 * cancelled (409). The creator is told when sales close (early or at the end) and reminded once to
 * enter the result when `draw_at` has passed (`run-jobs --now` moves the jobs' clock). The preview
 * (`GET /raffles/{id}/draw/preview`) answers what the draw then records. Both databases; every
 * JSON answer is checked against the contract.
 */
import { createHash } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { uniqueEmail } from '../support/accounts';
import {
  api,
  buyNumbers,
  buyTicket,
  createClosingRaffle,
  createRaffle,
  grantPlan,
  inDays,
  notificationsOf,
  setTicketStatus,
  signUp,
  untilPast,
  type Session,
} from '../support/api';
import { runJobs, type RunningServer } from '../support/server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function closeSales(server: RunningServer, who: Session | null, raffleId: string) {
  return api(server, `/raffles/${raffleId}/close-sales`, {
    method: 'POST',
    ...(who ? { token: who.token } : {}),
  });
}

function preview(server: RunningServer, who: Session, raffleId: string, query: string) {
  return api(server, `/raffles/${raffleId}/draw/preview?${query}`, { token: who.token });
}

async function sealText(server: RunningServer, raffleId: string): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/raffles/${raffleId}/seal.txt`);
  expect(res.status).toBe(200);
  return res.text();
}

/** A creator with room for several active raffles (Gratis allows one). */
async function creatorWithPlan(server: RunningServer): Promise<Session> {
  const creator = await signUp(server, 'Creadora', uniqueEmail());
  await grantPlan(server, creator.email, 'Pro');
  return creator;
}

async function noticesOf(server: RunningServer, user: Session, type: string, raffleId: string) {
  const { data } = await notificationsOf(server, user, '?limit=100');
  return data.filter((n) => n.type === type && n.data.raffle_id === raffleId);
}

/** A raffle of `creator` with a paid ticket [7, 42] and an unpaid hold [3]; returns the tickets. */
async function withSales(server: RunningServer, creator: Session, extra: Record<string, unknown>) {
  const buyer = await signUp(server, 'María González', uniqueEmail());
  const raffle = (await createRaffle(server, creator, {
    reservation_minutes: 4320,
    ...extra,
  })) as unknown as { id: string; end_date: string; draw_at: string };
  const paid = await buyTicket(server, buyer, raffle.id, [42, 7]);
  await setTicketStatus(server, creator, paid.id, 'paid');
  const hold = await buyTicket(server, buyer, raffle.id, [3]);
  return { raffle, buyer, paid, hold };
}

test.describe('closing sales early', () => {
  test('seals exactly as the end date does, and tells the creator both ways', async ({
    server,
  }) => {
    const creator = await creatorWithPlan(server);
    const early = await withSales(server, creator, { end_date: inDays(2), draw_at: inDays(3) });
    const onTime = await withSales(server, creator, { end_date: inDays(2), draw_at: inDays(3) });

    const res = await closeSales(server, creator, early.raffle.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('waiting');
    expect(res.body.sales_closed_at).not.toBeNull();
    expect(Date.parse(res.body.sales_closed_at)).toBeLessThan(Date.parse(early.raffle.end_date));

    // The end date's job seals the other one; the early one is not sealed again.
    const jobAt = after(onTime.raffle.end_date, 1000);
    expect(await runJobs(server, jobAt)).toBeGreaterThanOrEqual(1);
    const earlySeal = (await api(server, `/raffles/${early.raffle.id}/seal`)).body;
    const onTimeSeal = (await api(server, `/raffles/${onTime.raffle.id}/seal`)).body;
    expect(earlySeal.sealed_at).toBe(res.body.sales_closed_at);
    expect(onTimeSeal.sealed_at).toBe(jobAt);

    // One format: the same lines for the same sales.
    for (const [{ raffle, paid, hold }, seal] of [
      [early, earlySeal],
      [onTime, onTimeSeal],
    ] as const) {
      const expected = `03;${hold.id};pending\n07;${paid.id};paid\n42;${paid.id};paid\n`;
      expect(await sealText(server, raffle.id)).toBe(expected);
      expect(seal).toMatchObject({
        sha256: sha256(expected),
        line_count: 3,
        paid_count: 2,
        pending_count: 1,
      });
      expect((await api(server, `/raffles/${raffle.id}`)).body.seal_sha256).toBe(seal.sha256);
    }
    // Sealed: no more sales; the unpaid hold is kept.
    expect((await buyNumbers(server, early.buyer, early.raffle.id, [50])).status).toBe(409);
    expect(
      (await api(server, `/tickets/${early.hold.id}`, { token: early.buyer.token })).body,
    ).toMatchObject({ status: 'pending', expires_at: null });

    // The creator is told, once per raffle, in words that say how.
    const [closedEarly] = await noticesOf(server, creator, 'sales_closed', early.raffle.id);
    expect(await noticesOf(server, creator, 'sales_closed', early.raffle.id)).toHaveLength(1);
    expect(closedEarly).toMatchObject({ title: 'Ventas cerradas', priority: 'medium' });
    expect(closedEarly!.message).toContain('Cerraste las ventas de «Rifa de prueba»');
    expect(closedEarly!.message).toContain('3 números vendidos, 2 pagados');
    const closedOnTime = await noticesOf(server, creator, 'sales_closed', onTime.raffle.id);
    expect(closedOnTime).toHaveLength(1);
    expect(closedOnTime[0]!.message).toContain('Las ventas de «Rifa de prueba» cerraron');
    // Buyers are not sent the creator's notice.
    expect(await noticesOf(server, early.buyer, 'sales_closed', early.raffle.id)).toHaveLength(0);
  });

  test('only the creator, only while selling: 404 and 409 with a Spanish message', async ({
    server,
  }) => {
    const creator = await creatorWithPlan(server);
    const other = await signUp(server, 'Otra persona', uniqueEmail());
    const raffle = await createRaffle(server, creator);

    expect((await closeSales(server, null, raffle.id)).status).toBe(401);
    const stranger = await closeSales(server, other, raffle.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toEqual({ code: 'not_found', message: 'Rifa no encontrada' });
    expect((await api(server, `/raffles/${raffle.id}`)).body.sales_closed_at).toBeNull();
    expect((await closeSales(server, creator, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );

    expect((await closeSales(server, creator, raffle.id)).status).toBe(200);
    const again = await closeSales(server, creator, raffle.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'sales_closed',
      message: 'Las ventas de esta rifa ya están cerradas',
    });

    const cancelled = await createRaffle(server, creator);
    expect(
      (
        await api(server, `/raffles/${cancelled.id}/cancel`, {
          method: 'POST',
          token: creator.token,
        })
      ).status,
    ).toBe(200);
    const refused = await closeSales(server, creator, cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'raffle_closed',
      message: 'Esta rifa fue cancelada',
    });

    const done = await createClosingRaffle(server, creator, 3, { unsold_rule: 'void' });
    await untilPast(done.draw_at);
    const drawn = await api(server, `/raffles/${done.id}/draw`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ lottery_result: '1205' }),
    });
    expect(drawn.body.status).toBe('completed');
    const completed = await closeSales(server, creator, done.id);
    expect(completed.status).toBe(409);
    expect(completed.body.error).toEqual({
      code: 'raffle_closed',
      message: 'Esta rifa ya finalizó',
    });
  });

  test('the creator is reminded once to enter the result when draw_at has passed', async ({
    server,
  }) => {
    const creator = await creatorWithPlan(server);
    const raffle = (await createRaffle(server, creator, {
      end_date: inDays(2),
      draw_at: inDays(3),
    })) as unknown as { id: string; end_date: string; draw_at: string };
    expect((await closeSales(server, creator, raffle.id)).status).toBe(200);

    await runJobs(server, after(raffle.draw_at, -60_000));
    expect(await noticesOf(server, creator, 'draw_reminder', raffle.id)).toHaveLength(0);
    expect(await runJobs(server, after(raffle.draw_at, 1000))).toBeGreaterThanOrEqual(1);
    const reminded = await noticesOf(server, creator, 'draw_reminder', raffle.id);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toMatchObject({
      title: 'Registra el resultado del sorteo',
      priority: 'high',
      message:
        'La lotería ya sorteó «Rifa de prueba»: registra el resultado para que tus compradores sepan quién ganó.',
    });
    // Later runs (or another instance) do not repeat it.
    await runJobs(server, after(raffle.draw_at, 120_000));
    expect(await noticesOf(server, creator, 'draw_reminder', raffle.id)).toHaveLength(1);

    // A raffle whose result is in is not reminded; one still selling at draw_at is sealed and reminded.
    const drawn = await createClosingRaffle(server, creator, 3, { unsold_rule: 'void' });
    await untilPast(drawn.draw_at);
    await api(server, `/raffles/${drawn.id}/draw`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ lottery_result: '1205' }),
    });
    const late = (await createRaffle(server, creator, {
      end_date: inDays(1),
    })) as unknown as { id: string; draw_at: string };
    await runJobs(server, after(late.draw_at, 1000));
    expect(await noticesOf(server, creator, 'draw_reminder', drawn.id)).toHaveLength(0);
    expect(await noticesOf(server, creator, 'sales_closed', late.id)).toHaveLength(1);
    expect(await noticesOf(server, creator, 'draw_reminder', late.id)).toHaveLength(1);
  });
});

test.describe('the draw preview', () => {
  test('names the winner the draw then records, by the same rule; the creator only', async ({
    server,
  }) => {
    const creator = await creatorWithPlan(server);
    const luis = await signUp(server, 'Luis Pérez', uniqueEmail());
    const ana = await signUp(server, 'Ana Díaz', uniqueEmail());
    const raffle = await createClosingRaffle(server, creator, 8, { unsold_rule: 'nearest_sold' });
    const luisTicket = await buyTicket(server, luis, raffle.id, [7]);
    await setTicketStatus(server, creator, luisTicket.id, 'paid');
    const anaTicket = await buyTicket(server, ana, raffle.id, [42]);
    await setTicketStatus(server, creator, anaTicket.id, 'paid');
    await buyTicket(server, ana, raffle.id, [6]); // held, not paid: it does not win

    // Only the creator (or a super admin); a stranger learns nothing.
    const stranger = await preview(server, luis, raffle.id, 'lottery_result=1205');
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('not_found');
    for (const query of ['', 'lottery_result=12a5', 'winner_number=7&lottery_result=1207']) {
      const bad = await preview(server, creator, raffle.id, query);
      expect(bad.status, query).toBe(422);
    }
    const range = await preview(server, creator, raffle.id, 'winner_number=100');
    expect(range.status).toBe(422);
    expect(range.body.error.details).toEqual({
      winner_number: 'El número ganador debe estar entre 00 y 99',
    });

    // A paid number wins itself; an unsold or unpaid one goes to the nearest paid above (wrapping).
    expect((await preview(server, creator, raffle.id, 'winner_number=42')).body).toEqual({
      drawn_number: 42,
      outcome: 'winner',
      winner_number: 42,
      winner_ticket_id: anaTicket.id,
      winner_name: 'Ana D.',
      unsold_rule: 'nearest_sold',
    });
    expect((await preview(server, creator, raffle.id, 'lottery_result=4399')).body).toMatchObject({
      drawn_number: 99,
      outcome: 'nearest_sold',
      winner_number: 7,
      winner_name: 'Luis P.',
    });
    const before = await preview(server, creator, raffle.id, 'lottery_result=1205');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      drawn_number: 5,
      outcome: 'nearest_sold',
      winner_number: 7,
      winner_ticket_id: luisTicket.id,
      winner_name: 'Luis P.',
      unsold_rule: 'nearest_sold',
    });
    // Nothing was recorded.
    expect((await api(server, `/raffles/${raffle.id}/draws`)).body.data).toEqual([]);

    await untilPast(raffle.draw_at);
    const shown = (await preview(server, creator, raffle.id, 'lottery_result=1205')).body;
    const drawn = await api(server, `/raffles/${raffle.id}/draw`, {
      method: 'POST',
      token: creator.token,
      body: JSON.stringify({ lottery_result: '1205' }),
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    expect(drawn.body.result).toMatchObject({
      drawn_number: shown.drawn_number,
      outcome: shown.outcome,
      winner_number: shown.winner_number,
      winner_name: shown.winner_name,
    });
  });
});
