// Minimal baseline over the same SQLite file as rifa-server, doing the same work as rifa for what it
// serves (bench/raffles.sh checks that both answer the same bodies before timing them):
// - GET /api/v1/raffles: the same fields (the raffle, its latest draw, its creator), the count from
//   raffle_counts (kept by rifa's triggers) as rifa reads it, no cache (rifa caches none);
// - GET /api/v1/raffles/:id/numbers: the same body, cached per raffle and numbers_version as rifa's
//   TakenNumbersCache does (one indexed read of the version per request, the rows only when it
//   moved), with the same ETag / If-None-Match / Cache-Control;
// - POST /api/v1/raffles/:id/tickets: a purchase written as most teams would (WAL, synchronous=FULL),
//   the buyer from rifa's own ES256 access token (KEY_FILE: the server's key). By default one
//   better-sqlite3 transaction per purchase; GROUP_COMMIT=1 batches them: the purchases read while
//   the previous batch committed go into one transaction (each in its own savepoint), and each is
//   answered after that transaction's commit (one fsync for the batch).
const crypto = require('node:crypto');
const fs = require('node:fs');
const Database = require('better-sqlite3');
const fastify = require('fastify')({ logger: false });
const db = new Database(process.env.DB_PATH, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const groupCommit = process.env.GROUP_COMMIT === '1';

// --- the raffle list: rifa's kRaffleSelect and write_raffle (features/raffles/raffle_json.cpp) ---
const list = db.prepare(`SELECT r.*, wt.buyer_name AS winner_buyer_name, p.name AS c_name, p.rating AS c_rating,
  p.rating_count AS c_rating_count, p.raffles_completed AS c_raffles_completed, p.prizes_delivered AS c_prizes_delivered,
  p.is_verified AS c_is_verified, p.avatar_url AS c_avatar_url, p.avatar_thumb_url AS c_avatar_thumb_url,
  p.exchange_rate_cents AS c_exchange_rate_cents, p.exchange_rate_at AS c_exchange_rate_at,
  CASE WHEN p.type = 'business' AND p.membership_active THEN 1 ELSE 0 END AS c_is_business,
  p.phone AS c_phone, p.whatsapp AS c_whatsapp
  FROM raffles r JOIN profiles p ON p.id = r.creator_id LEFT JOIN tickets wt ON wt.id = r.winner_ticket_id
  WHERE r.is_private = 0 ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`);
const count = db.prepare('SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) FROM raffle_counts WHERE is_private = 0').pluck();
const money = (cents) => (cents === null ? null : cents / 100);
const maskName = (name) => {
  const words = name.split(/\s+/).filter(Boolean);
  if (!words.length) return 'Comprador';
  if (words.length === 1) return words[0];
  const initial = [...words.at(-1)][0];
  return `${words[0]} ${initial.length === 1 ? initial.toUpperCase() : initial}.`;
};
const result = (r) =>
  r.draw_outcome === null
    ? null
    : {
        lottery_result: r.lottery_result,
        drawn_number: r.drawn_number,
        outcome: r.draw_outcome,
        winner_number: r.winner_number,
        winner_name: r.winner_buyer_name === null ? null : maskName(r.winner_buyer_name),
        result_url: r.result_url,
        result_image_url: r.result_image_url,
        drawn_at: r.drawn_at,
        correction_reason: r.draw_correction_reason,
        corrected_at: r.draw_corrected_at,
      };
const raffleJson = (r) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  image_url: r.image_url,
  image_variants: JSON.parse(r.image_variants || '[]'),
  ticket_price: money(r.ticket_price_cents),
  total_tickets: r.total_tickets,
  sold_tickets: r.sold_tickets,
  end_date: r.end_date,
  status: r.status,
  lottery: r.lottery,
  creator_id: r.creator_id,
  is_private: !!r.is_private,
  tags: JSON.parse(r.tags || '[]'),
  winner_id: r.winner_id,
  winner_number: r.winner_number,
  reservation_minutes: r.reservation_minutes,
  draw_at: r.draw_at,
  unsold_rule: r.unsold_rule,
  sales_closed_at: r.sales_closed_at,
  seal_sha256: r.seal_sha256,
  result: result(r),
  prize_confirmed_at: r.prize_confirmed_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
  creator: {
    id: r.creator_id,
    name: r.c_name,
    rating: r.c_rating,
    rating_count: r.c_rating_count,
    raffles_completed: r.c_raffles_completed,
    prizes_delivered: r.c_prizes_delivered,
    is_verified: !!r.c_is_verified,
    avatar_url: r.c_avatar_url,
    avatar_thumb_url: r.c_avatar_thumb_url,
    exchange_rate: money(r.c_exchange_rate_cents),
    exchange_rate_at: r.c_exchange_rate_at,
    contact: r.c_is_business === 1 ? { phone: r.c_phone, whatsapp: r.c_whatsapp } : null,
  },
});
fastify.get('/api/v1/raffles', async (req) => {
  const limit = Math.min(Number(req.query.limit ?? 16), 100),
    page = Number(req.query.page ?? 0);
  const total = count.get();
  return { data: list.all(limit, page * limit).map(raffleJson), count: total };
});

// --- the taken numbers: rifa's TicketsService::taken_numbers and TakenNumbersCache ---------------
const versionOf = db.prepare('SELECT total_tickets, numbers_version FROM raffles WHERE id = ?');
const taken = db.prepare('SELECT number FROM ticket_numbers WHERE raffle_id = ? ORDER BY number').pluck();
// The sellers' blocks locked for online buyers, as rifa's TicketsRepository::locked_blocks reads them.
const lockedBlocks = db.prepare(`SELECT block_start AS start, block_end AS end FROM raffle_sellers
  WHERE raffle_id = ? AND status = 'active' AND block_locked = 1 AND block_start IS NOT NULL ORDER BY block_start`);
const numbersCache = new Map(); // raffle id → { version, body, etag }, least recently used first
const salt = crypto.randomBytes(4).toString('hex');
fastify.get('/api/v1/raffles/:id/numbers', async (req, reply) => {
  const id = req.params.id;
  const before = versionOf.get(id);
  if (!before) return reply.code(404).send({ code: 'not_found', message: 'Rifa no encontrada' });
  let entry = numbersCache.get(id);
  if (entry && entry.version === before.numbers_version) {
    numbersCache.delete(id);
    numbersCache.set(id, entry);
  } else {
    const locked = lockedBlocks.all(id).map((b) => `{"start":${b.start},"end":${b.end}}`);
    const body = `{"total_tickets":${before.total_tickets},"numbers_version":${before.numbers_version},"taken":[${taken.all(id).join(',')}],"locked":[${locked.join(',')}]}`;
    entry = { version: before.numbers_version, body, etag: `"n${before.numbers_version}-${salt}"` };
    const after = versionOf.get(id);
    if (after && after.numbers_version === before.numbers_version) {
      numbersCache.delete(id);
      numbersCache.set(id, entry);
      if (numbersCache.size > 512) numbersCache.delete(numbersCache.keys().next().value);
    } else {
      entry = { ...entry, etag: '' };
    }
  }
  reply.header('cache-control', 'no-cache');
  if (entry.etag) reply.header('etag', entry.etag);
  if (entry.etag && req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
});

// --- purchases ------------------------------------------------------------------------------------
// rifa's access tokens: ES256 (raw r||s signature), checked for signature and expiry; sub is the buyer.
const publicKey = process.env.KEY_FILE ? crypto.createPublicKey(fs.readFileSync(process.env.KEY_FILE)) : null;
function buyerOf(req) {
  const [head, payload, sig] = (req.headers.authorization ?? '').replace(/^Bearer /, '').split('.');
  if (!publicKey || !sig || JSON.parse(Buffer.from(head, 'base64url')).alg !== 'ES256') return null;
  const signed = Buffer.from(`${head}.${payload}`);
  const key = { key: publicKey, dsaEncoding: 'ieee-p1363' };
  if (!crypto.verify('sha256', signed, key, Buffer.from(sig, 'base64url'))) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url'));
  return claims.exp > Date.now() / 1000 && typeof claims.sub === 'string' ? claims.sub : null;
}
const raffleForSale = db.prepare('SELECT ticket_price_cents, total_tickets, status, end_date FROM raffles WHERE id = ?');
const insertTicket = db.prepare(`INSERT INTO tickets (id, raffle_id, user_id, numbers, status, price_cents,
  purchase_date, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?)`);
const insertNumber = db.prepare('INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES (?, ?, ?)');
const countSold = db.prepare(`UPDATE raffles SET sold_tickets = sold_tickets + ?,
  status = CASE WHEN sold_tickets + ? >= total_tickets THEN 'waiting' ELSE status END,
  numbers_version = numbers_version + 1, updated_at = ? WHERE id = ?`);
const takenStatements = new Map(); // by how many numbers are asked
const takenAmong = (n) => {
  if (!takenStatements.has(n)) {
    const marks = Array(n).fill('?').join(',');
    takenStatements.set(
      n,
      db.prepare(`SELECT number FROM ticket_numbers WHERE raffle_id = ? AND number IN (${marks})`).pluck(),
    );
  }
  return takenStatements.get(n);
};
// One purchase: check the raffle, check the numbers, insert the ticket and its numbers, count them.
const purchase = (raffleId, userId, numbers) => {
  const r = raffleForSale.get(raffleId);
  if (!r) return [404, { code: 'not_found', message: 'Rifa no encontrada' }];
  const now = new Date().toISOString();
  if (r.status !== 'active' || r.end_date <= now)
    return [409, { code: 'raffle_not_active', message: 'Esta rifa ya no acepta compras' }];
  if (numbers.some((n) => n >= r.total_tickets))
    return [422, { code: 'validation_failed', message: 'Números fuera de rango' }];
  const taken = takenAmong(numbers.length).all(raffleId, ...numbers);
  if (taken.length)
    return [
      409,
      { code: 'numbers_unavailable', message: 'Algunos números ya no están disponibles', details: { numbers: taken } },
    ];
  const id = crypto.randomUUID();
  const price = numbers.length * r.ticket_price_cents;
  insertTicket.run(id, raffleId, userId, JSON.stringify(numbers), price, now, now, now);
  for (const n of numbers) insertNumber.run(raffleId, n, id);
  countSold.run(numbers.length, numbers.length, now, raffleId);
  return [201, { id, raffle_id: raffleId, user_id: userId, numbers, status: 'pending', price: price / 100, created_at: now }];
};
// A transaction of its own; called inside another transaction, better-sqlite3 makes it a savepoint.
const buy = db.transaction(purchase);
// Group commit: every purchase queued since the last batch, in one transaction, one savepoint each
// (a failing purchase rolls back alone), answered once the batch has committed.
const buyBatch = db.transaction((items) =>
  items.map(({ args }) => {
    try {
      return buy(...args);
    } catch (e) {
      return [500, { code: 'internal', message: String(e.message) }];
    }
  }),
);
let queue = [];
function flush() {
  const items = queue;
  queue = [];
  let results;
  try {
    results = buyBatch(items);
  } catch (e) {
    results = items.map(() => [500, { code: 'internal', message: String(e.message) }]);
  }
  items.forEach((item, i) => item.resolve(results[i]));
}
const enqueue = (...args) =>
  new Promise((resolve) => {
    // The batch runs once the event loop has read what arrived: everything that came in while the
    // previous batch's commit (and its fsync) held the thread goes into the next one.
    if (!queue.length) setImmediate(flush);
    queue.push({ args, resolve });
  });
fastify.post('/api/v1/raffles/:id/tickets', async (req, reply) => {
  const userId = buyerOf(req);
  if (!userId) return reply.code(401).send({ code: 'unauthorized', message: 'Debes estar autenticado para comprar tickets' });
  const numbers = req.body?.numbers;
  if (!Array.isArray(numbers) || !numbers.length || numbers.length > 100 || !numbers.every((n) => Number.isInteger(n) && n >= 0))
    return reply.code(422).send({ code: 'validation_failed', message: 'Elige entre 1 y 100 números' });
  const args = [req.params.id, userId, [...new Set(numbers)].sort((a, b) => a - b)];
  const [status, body] = groupCommit ? await enqueue(...args) : buy(...args);
  return reply.code(status).send(body);
});
fastify.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
