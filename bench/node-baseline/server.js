// Minimal baseline: the two raffle reads over the same SQLite file as rifa-server, same JSON shape.
const Database = require('better-sqlite3');
const fastify = require('fastify')({ logger: false });
const db = new Database(process.env.DB_PATH, { readonly: true, fileMustExist: true });
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
fastify.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
