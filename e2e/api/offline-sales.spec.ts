/**
 * Counter sales made offline (issue 36 part 2), on both databases: a queued sale is sent with the
 * key it was queued with and `offline: true`; sending it again returns the same sale (also after
 * the block was taken back); a new offline sale whose block was taken back or given to someone
 * else is refused in Spanish and sells nothing; the business's counter has no block to sell
 * offline. And the race: five sellers' queues replayed at once (each twice, as two tabs would)
 * while online buyers buy in the same blocks — nothing is sold twice and `check-data` is ok.
 */
import { test, expect } from '../support/fixtures';
import { api, buyNumbers, createRaffle, signUp, type Session } from '../support/api';
import { uniqueEmail } from '../support/accounts';
import { businessOwner, counterSale } from '../support/business';
import { checkData, seededRandom } from '../support/crash';
import { addSeller, sellAsSeller, type Seller } from '../support/sellers';
import { startServer, type RunningServer } from '../support/server';

let dedicated: RunningServer | undefined;

const TAKEN_BACK = 'block_taken_back';

/** A sale queued offline, as the app sends it when the connection returns. */
function sendQueued(
  server: RunningServer,
  seller: Session,
  sellerId: string,
  numbers: number[],
  key: string,
) {
  return sellAsSeller(
    server,
    seller,
    sellerId,
    { numbers, buyer_name: 'Cliente sin conexión', payment_method: 'efectivo_usd', offline: true },
    key,
  );
}

function setBlock(
  server: RunningServer,
  creator: Session,
  raffleId: string,
  sellerId: string,
  block: { start: number; end: number; locked: boolean } | null,
) {
  return api(server, `/raffles/${raffleId}/sellers/${sellerId}`, {
    method: 'PATCH',
    token: creator.token,
    body: JSON.stringify({ block }),
  });
}

async function takenNumbers(server: RunningServer, raffleId: string): Promise<number[]> {
  const res = await api(server, `/raffles/${raffleId}/numbers`);
  expect(res.status).toBe(200);
  return res.body.taken as number[];
}

test.describe('offline counter sales', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ database }) => {
    dedicated = await startServer({
      database,
      env: { RATE_LIMIT_MULTIPLIER: '100', MAX_PENDING_HOLDS: '0' },
    });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
  });

  test('a queued sale replays with its key; once the block is taken back a new one is refused', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana', uniqueEmail('ana'));
    const bea = await signUp(server, 'Bea', uniqueEmail('bea'));
    const raffle = await createRaffle(server, creator, { title: 'Moto sin conexión' });
    const anaSeller = await addSeller(server, creator, raffle.id, ana, {
      block: { start: 10, end: 19, locked: false },
    });
    const beaSeller = await addSeller(server, creator, raffle.id, bea);

    // Sent, then sent again (the answer was lost, a second tab): the same ticket, 200, replayed.
    const first = await sendQueued(server, ana, anaSeller.id, [10, 11], 'cola-ana-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ numbers: [10, 11], status: 'paid', sold_by: ana.userId });
    const again = await sendQueued(server, ana, anaSeller.id, [11, 10], 'cola-ana-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    // The same key for other numbers is refused, nothing sold.
    const reused = await sendQueued(server, ana, anaSeller.id, [12], 'cola-ana-1');
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    // Outside the block, offline: refused.
    const outside = await sendQueued(server, ana, anaSeller.id, [25], 'cola-ana-x');
    expect(outside.status).toBe(409);
    expect(outside.body.error.code).toBe(TAKEN_BACK);

    // The creator takes the block back while Ana is offline.
    const back = await setBlock(server, creator, raffle.id, anaSeller.id, null);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    // What was already sold stays hers: its replay is the same sale.
    const replay = await sendQueued(server, ana, anaSeller.id, [10, 11], 'cola-ana-1');
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(first.body.id);
    // A sale queued under the block is refused, clearly, and sells nothing (even though a live sale
    // by a seller without a block could take a free number).
    const refused = await sendQueued(server, ana, anaSeller.id, [12, 13], 'cola-ana-2');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: TAKEN_BACK,
      message:
        'Estos números ya no son de tu talonario (el organizador lo retiró o lo cambió): la venta hecha sin conexión no se registró',
      details: { numbers: [12, 13] },
    });
    // Sending it again answers the same (nothing was recorded under that key).
    const refusedAgain = await sendQueued(server, ana, anaSeller.id, [12, 13], 'cola-ana-2');
    expect(refusedAgain.status).toBe(409);
    expect(refusedAgain.body.error.code).toBe(TAKEN_BACK);

    // The block goes to Bea: Ana's queued sales in it are refused, Bea sells it.
    expect(
      (
        await setBlock(server, creator, raffle.id, beaSeller.id, {
          start: 10,
          end: 19,
          locked: false,
        })
      ).status,
    ).toBe(200);
    const toBea = await sendQueued(server, ana, anaSeller.id, [14], 'cola-ana-3');
    expect(toBea.status).toBe(409);
    expect(toBea.body.error.code).toBe(TAKEN_BACK);
    const live = await sellAsSeller(server, ana, anaSeller.id, { numbers: [14] }, 'vivo-ana');
    expect(live.status).toBe(409);
    expect(live.body.error.code).toBe('numbers_in_block');
    const beaSale = await sendQueued(server, bea, beaSeller.id, [12, 13, 14], 'cola-bea-1');
    expect(beaSale.status, JSON.stringify(beaSale.body)).toBe(201);
    // Bea's block shrinks: her queued sale of 18 is refused.
    expect(
      (
        await setBlock(server, creator, raffle.id, beaSeller.id, {
          start: 10,
          end: 15,
          locked: false,
        })
      ).status,
    ).toBe(200);
    const shrunk = await sendQueued(server, bea, beaSeller.id, [15, 18], 'cola-bea-2');
    expect(shrunk.status).toBe(409);
    expect(shrunk.body.error).toMatchObject({ code: TAKEN_BACK, details: { numbers: [18] } });

    expect(await takenNumbers(server, raffle.id)).toEqual([10, 11, 12, 13, 14]);
  });

  test('a removed seller replays what was recorded under her key; a new sale is refused', async () => {
    const server = dedicated!;
    const creator = await signUp(server, 'Creadora', uniqueEmail('creadora'));
    const ana = await signUp(server, 'Ana', uniqueEmail('ana'));
    const bea = await signUp(server, 'Bea', uniqueEmail('bea'));
    const raffle = await createRaffle(server, creator, { title: 'Vendedora retirada' });
    const anaSeller = await addSeller(server, creator, raffle.id, ana, {
      block: { start: 20, end: 29, locked: false },
    });
    const beaSeller = await addSeller(server, creator, raffle.id, bea);
    // Sold while online (offline queue, the same key), and a live sale (no offline flag).
    const queued = await sendQueued(server, ana, anaSeller.id, [20, 21], 'retirada-1');
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);
    const live = await sellAsSeller(server, ana, anaSeller.id, { numbers: [22] }, 'retirada-vivo');
    expect(live.status, JSON.stringify(live.body)).toBe(201);

    // The creator removes her entirely while her answers were lost.
    const removed = await api(server, `/raffles/${raffle.id}/sellers/${anaSeller.id}`, {
      method: 'DELETE',
      token: creator.token,
    });
    expect(removed.status).toBe(204);

    // Her replays return the recorded sales (200, Idempotent-Replayed), in any number order.
    const replay = await sendQueued(server, ana, anaSeller.id, [21, 20], 'retirada-1');
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toMatchObject({
      id: queued.body.id,
      numbers: [20, 21],
      sold_by: ana.userId,
    });
    const liveReplay = await sellAsSeller(
      server,
      ana,
      anaSeller.id,
      { numbers: [22] },
      'retirada-vivo',
    );
    expect(liveReplay.status).toBe(200);
    expect(liveReplay.body.id).toBe(live.body.id);
    // The same key with another body is still refused, nothing sold.
    const otherBody = await sendQueued(server, ana, anaSeller.id, [23], 'retirada-1');
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe('idempotency_key_reused');
    // A new sale, queued or live, is 403 not_a_seller.
    for (const res of [
      await sendQueued(server, ana, anaSeller.id, [24], 'retirada-2'),
      await sellAsSeller(server, ana, anaSeller.id, { numbers: [25] }, 'retirada-3'),
      await sellAsSeller(server, ana, anaSeller.id, { numbers: [26] }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.error.code).toBe('not_a_seller');
    }
    // Her key is hers only: another seller sending it sells her own sale, not Ana's replay.
    const beaSame = await sellAsSeller(
      server,
      bea,
      beaSeller.id,
      { numbers: [20, 21] },
      'retirada-1',
    );
    expect(beaSame.status).toBe(409);
    expect(beaSame.body.error.code).toBe('numbers_unavailable');
    expect(await takenNumbers(server, raffle.id)).toEqual([20, 21, 22]);
  });

  test("the business's counter has no block to sell offline", async () => {
    const server = dedicated!;
    const owner = await businessOwner(server, 'Negocio');
    const raffle = await createRaffle(server, owner, { title: 'Rifa del negocio' });
    const res = await counterSale(server, owner, raffle.id, {
      numbers: [1],
      buyer_name: 'Cliente',
      offline: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.offline).toBe(
      'Solo un vendedor con talonario vende sin conexión',
    );
    expect(await takenNumbers(server, raffle.id)).toEqual([]);
  });

  test('race: five sellers replay their offline queues at once while buyers buy online; nothing is sold twice', async () => {
    const server = dedicated!;
    const random = seededRandom(36);
    const creator = await signUp(server, 'Organizadora', uniqueEmail('org'));
    const raffle = await createRaffle(server, creator, { title: 'Carrera de colas' });
    // Five sellers with blocks of ten (0–9 … 40–49), open to online buyers.
    const sellers: { session: Session; seller: Seller; start: number }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const session = await signUp(server, `Vendedor${i}`, uniqueEmail(`vendedor${i}`));
      const start = i * 10;
      const seller = await addSeller(server, creator, raffle.id, session, {
        block: { start, end: start + 9, locked: false },
      });
      sellers.push({ session, seller, start });
    }
    // Each queue: five sales of two numbers of the own block, in order, each with its key.
    const queues = sellers.map(({ seller, start }, i) =>
      [0, 2, 4, 6, 8].map((offset) => ({
        numbers: [start + offset, start + offset + 1],
        key: `carrera-${raffle.id}-${i}-${offset}`,
        sellerId: seller.id,
      })),
    );
    // The creator takes the last seller's block back during the outage.
    const last = sellers[4]!;
    expect((await setBlock(server, creator, raffle.id, last.seller.id, null)).status).toBe(200);
    // Online buyers pick numbers in the blocks and outside them.
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(server, `Comprador${i}`, uniqueEmail(`comp${i}`))),
    );
    const picks = buyers.map(() => {
      const a = Math.floor(random() * 60);
      let b = Math.floor(random() * 60);
      if (b === a) b = (a + 1) % 60;
      return [a, b].sort((x, y) => x - y);
    });

    type Answer = {
      status: number;
      body: { id?: string; numbers?: number[]; error?: { code: string } };
    };
    const replayQueue = async (i: number): Promise<Answer[]> => {
      const out: Answer[] = [];
      for (const sale of queues[i]!) {
        const res = await sendQueued(
          server,
          sellers[i]!.session,
          sale.sellerId,
          sale.numbers,
          sale.key,
        );
        out.push({ status: res.status, body: res.body });
      }
      return out;
    };
    // Every queue twice at once (two tabs, or a replay after a lost answer), and the buyers.
    const [tabA, tabB, online] = await Promise.all([
      Promise.all(sellers.map((_, i) => replayQueue(i))),
      Promise.all(sellers.map((_, i) => replayQueue(i))),
      Promise.all(buyers.map((buyer, i) => buyNumbers(server, buyer, raffle.id, picks[i]!))),
    ]);

    const sold = new Map<string, number[]>(); // ticket id → its numbers
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const a = tabA[i]![j]!;
        const b = tabB[i]![j]!;
        if (i === 4) {
          // Taken back: every sale refused as such (or its numbers were bought online first).
          for (const answer of [a, b]) {
            expect(answer.status).toBe(409);
            expect([TAKEN_BACK, 'numbers_unavailable']).toContain(answer.body.error?.code);
          }
          continue;
        }
        if (a.status === 201 || a.status === 200) {
          // Both tabs get the one same sale: one made it, the other had it replayed.
          expect([a.status, b.status].sort()).toEqual([200, 201]);
          expect(b.body.id).toBe(a.body.id);
          sold.set(a.body.id!, a.body.numbers!);
        } else {
          // Bought online first: refused in both, nothing recorded.
          expect(a.status).toBe(409);
          expect(a.body.error?.code).toBe('numbers_unavailable');
          expect(b.status).toBe(409);
        }
      }
    }
    for (const res of online) {
      if (res.status === 201) sold.set(res.body.id as string, res.body.numbers as number[]);
      else expect(res.body.error.code, JSON.stringify(res.body)).toBe('numbers_unavailable');
    }
    // No number in two tickets, and the raffle's taken numbers are exactly those sold.
    const all = [...sold.values()].flat().sort((x, y) => x - y);
    expect(new Set(all).size).toBe(all.length);
    expect(await takenNumbers(server, raffle.id)).toEqual(all);
    expect(all.some((n) => n >= 40 && n <= 49 && !picks.flat().includes(n))).toBe(false);

    const check = await checkData(server);
    expect(check.report.ok, check.output).toBe(true);
    expect(check.code).toBe(0);
  });
});
