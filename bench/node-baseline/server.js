// Minimal baseline over the same SQLite file as rifa-server: the two raffle reads (same JSON
// shape) and a purchase written as most teams would: one better-sqlite3 transaction per request
// (WAL, synchronous=FULL), the buyer from rifa's own ES256 access token (KEY_FILE: the server's key).
const crypto = require('node:crypto');
const fs = require('node:fs');
const Database = require('better-sqlite3');
const fastify = require('fastify')({ logger: false });
const db = new Database(process.env.DB_PATH, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const list = db.prepare(`SELECT r.*, p.id AS c_id, p.name AS c_name, p.rating AS c_rating,
  p.is_verified AS c_verified, p.avatar_url AS c_avatar FROM raffles r JOIN profiles p ON p.id = r.creator_id
  WHERE r.is_private = 0 ORDER BY r.created_at DESC LIMIT ? OFFSET ?`);
const count = db.prepare('SELECT count(*) AS n FROM raffles WHERE is_private = 0').pluck();
const raffle = db.prepare('SELECT total_tickets FROM raffles WHERE id = ?').pluck();
const taken = db.prepare('SELECT number FROM ticket_numbers WHERE raffle_id = ? ORDER BY number').pluck();
fastify.get('/api/v1/raffles', async (req) => {
  const limit = Math.min(Number(req.query.limit ?? 16), 100), page = Number(req.query.page ?? 0);
  const data = list.all(limit, page * limit).map((r) => ({
    created_at: r.created_at, creator: { avatar_url: r.c_avatar, id: r.c_id, is_verified: !!r.c_verified, name: r.c_name, rating: r.c_rating },
    creator_id: r.creator_id, description: r.description, end_date: r.end_date, id: r.id, image_url: r.image_url,
    is_private: !!r.is_private, lottery: r.lottery, sold_tickets: r.sold_tickets, status: r.status, tags: JSON.parse(r.tags),
    ticket_price: r.ticket_price_cents / 100, title: r.title, total_tickets: r.total_tickets, updated_at: r.updated_at,
    winner_id: r.winner_id, winner_number: r.winner_number }));
  return { count: count.get(), data };
});
fastify.get('/api/v1/raffles/:id/numbers', async (req, reply) => {
  const total = raffle.get(req.params.id);
  if (total === undefined) return reply.code(404).send({ error: 'not found' });
  return { total_tickets: total, taken: taken.all(req.params.id) };
});
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
    takenStatements.set(n, db.prepare(`SELECT number FROM ticket_numbers WHERE raffle_id = ? AND number IN (${marks})`).pluck());
  }
  return takenStatements.get(n);
};
// One transaction: check the raffle, check the numbers, insert the ticket and its numbers, count them.
const buy = db.transaction((raffleId, userId, numbers) => {
  const r = raffleForSale.get(raffleId);
  if (!r) return [404, { code: 'not_found', message: 'Rifa no encontrada' }];
  const now = new Date().toISOString();
  if (r.status !== 'active' || r.end_date <= now)
    return [409, { code: 'raffle_not_active', message: 'Esta rifa ya no acepta compras' }];
  if (numbers.some((n) => n >= r.total_tickets))
    return [422, { code: 'validation_failed', message: 'Números fuera de rango' }];
  const taken = takenAmong(numbers.length).all(raffleId, ...numbers);
  if (taken.length)
    return [409, { code: 'numbers_unavailable', message: 'Algunos números ya no están disponibles', details: { numbers: taken } }];
  const id = crypto.randomUUID();
  const price = numbers.length * r.ticket_price_cents;
  insertTicket.run(id, raffleId, userId, JSON.stringify(numbers), price, now, now, now);
  for (const n of numbers) insertNumber.run(raffleId, n, id);
  countSold.run(numbers.length, numbers.length, now, raffleId);
  return [201, { id, raffle_id: raffleId, user_id: userId, numbers, status: 'pending', price: price / 100, created_at: now }];
});
fastify.post('/api/v1/raffles/:id/tickets', async (req, reply) => {
  const userId = buyerOf(req);
  if (!userId) return reply.code(401).send({ code: 'unauthorized', message: 'Debes estar autenticado para comprar tickets' });
  const numbers = req.body?.numbers;
  if (!Array.isArray(numbers) || !numbers.length || numbers.length > 100 || !numbers.every((n) => Number.isInteger(n) && n >= 0))
    return reply.code(422).send({ code: 'validation_failed', message: 'Elige entre 1 y 100 números' });
  const [status, body] = buy(req.params.id, userId, [...new Set(numbers)].sort((a, b) => a - b));
  return reply.code(status).send(body);
});
fastify.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
