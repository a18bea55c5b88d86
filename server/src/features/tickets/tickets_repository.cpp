#include "features/tickets/tickets_repository.hpp"

#include <utility>

#include "common/text.hpp"
#include "db/pipeline.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/tickets/tickets_rows.hpp"

namespace rifa::features::tickets {

const char* const kTicketColumns =
    "t.id, t.raffle_id, t.user_id, t.numbers, t.status, t.price_cents, t.buyer_name, t.buyer_email, t.buyer_phone, "
    "t.sold_by, t.expires_at, t.expired_at, pd.verification_status AS payment_status, t.receipt_code, "
    "rt.rating AS rating, t.purchase_date, t.created_at, t.updated_at, t.counter_method, t.counter_rate_cents, "
    "t.counter_amount_ves_cents, EXISTS (SELECT 1 FROM payment_details pv WHERE pv.ticket_id = t.id AND "
    "pv.verification_status = 'verified') AS has_verified_payment";
const char* const kTicketFrom =
    // A ticket's payment status is its current report's (paid in parts, it has several): the one
    // waiting for review, else the latest.
    " FROM tickets t LEFT JOIN payment_details pd ON pd.id = (SELECT p2.id FROM payment_details p2 WHERE p2.ticket_id "
    "= t.id "
    "ORDER BY CASE WHEN p2.verification_status = 'pending' THEN 0 ELSE 1 END, p2.created_at DESC, p2.id DESC LIMIT 1) "
    "LEFT JOIN ratings rt ON rt.ticket_id = t.id ";
const char* const kRaffleSummaryColumns =
    ", r.title AS raffle_title, r.image_url AS raffle_image_url, r.lottery AS raffle_lottery, "
    "r.status AS raffle_status, r.end_date AS raffle_end_date, r.total_tickets AS raffle_total, "
    "r.ticket_price_cents AS raffle_price_cents, r.creator_id AS raffle_creator_id, "
    "r.is_private AS raffle_is_private, r.winner_number AS raffle_winner_number, r.draw_at AS raffle_draw_at, "
    "r.draw_outcome AS raffle_draw_outcome, r.prize_confirmed_at AS raffle_prize_confirmed_at ";

Ticket ticket_of(const db::Row& r) {
  Ticket t;
  t.id = r.text("id");
  t.raffle_id = r.text("raffle_id");
  t.user_id = r.opt_text("user_id");
  // Stored as a JSON array (SQLite's CHECK, PostgreSQL's jsonb).
  t.numbers = notifications::numbers_of(r.text("numbers"));
  t.status = r.text("status");
  t.price_cents = r.integer("price_cents");
  t.buyer_name = r.text("buyer_name");
  t.buyer_email = r.text("buyer_email");
  t.buyer_phone = r.text("buyer_phone");
  t.sold_by = r.opt_text("sold_by");
  if (auto method = r.opt_text("counter_method")) {
    t.counter_payment = CounterPayment{std::move(*method), r.opt_integer("counter_rate_cents"),
                                       r.opt_integer("counter_amount_ves_cents")};
  }
  t.expires_at = r.opt_text("expires_at");
  t.expired_at = r.opt_text("expired_at");
  t.payment_status = r.opt_text("payment_status");
  t.has_verified_payment = r.boolean("has_verified_payment");
  t.receipt_code = r.opt_text("receipt_code").value_or("");
  t.rating = r.opt_integer("rating");
  t.purchase_date = r.text("purchase_date");
  t.created_at = r.text("created_at");
  t.updated_at = r.text("updated_at");
  return t;
}

TicketWithRaffle ticket_with_raffle_of(const db::Row& r) {
  TicketWithRaffle out{ticket_of(r), {}};
  RaffleSummary& s = out.raffle;
  s.id = r.text("raffle_id");
  s.title = r.text("raffle_title");
  s.image_url = r.opt_text("raffle_image_url");
  s.ticket_price_cents = r.integer("raffle_price_cents");
  s.total_tickets = r.integer("raffle_total");
  s.end_date = r.text("raffle_end_date");
  s.status = r.text("raffle_status");
  s.lottery = r.text("raffle_lottery");
  s.creator_id = r.text("raffle_creator_id");
  s.is_private = r.boolean("raffle_is_private");
  s.winner_number = r.opt_integer("raffle_winner_number");
  s.draw_at = r.text("raffle_draw_at");
  s.draw_outcome = r.opt_text("raffle_draw_outcome");
  s.prize_confirmed_at = r.opt_text("raffle_prize_confirmed_at");
  return out;
}

namespace {

db::Value optional_value(const std::optional<std::string>& v) { return v ? db::Value(*v) : db::Value(nullptr); }

std::vector<std::int64_t> numbers_in(const db::Result& r) {
  std::vector<std::int64_t> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back(row.integer(std::size_t{0}));  // SELECT number
  return out;
}

// What the business's sales search reads: the buyer's name normalised, a space, the phone's digits.
std::string buyer_search(const std::string& name, const std::string& phone) {
  std::string out = normalize_search(name) + ' ';
  for (char c : phone) {
    if (c >= '0' && c <= '9') out += c;
  }
  return out;
}

// Which of `numbers` (ascending) ticket_numbers holds in the raffle.
db::Statement taken_statement(const std::string& raffle_id, const std::vector<std::int64_t>& numbers) {
  db::Params params{raffle_id};
  for (auto n : numbers) params.emplace_back(n);
  return {"SELECT number FROM ticket_numbers WHERE raffle_id = ? AND number IN (" + db::placeholders(numbers.size()) +
              ") ORDER BY number",
          std::move(params)};
}

// The raffle a purchase locks (FOR UPDATE on PostgreSQL; SQLite runs one writer at a time) and,
// online, the buyer's profile and the token's session beside it: buyer_id is null when the profile
// is gone, session_id when the session is (signed out, revoked; always without `session_id`).
db::Statement raffle_statement(const PurchaseQuery& q, db::Dialect dialect) {
  std::string sql =
      "SELECT r.title, r.creator_id, r.ticket_price_cents, r.total_tickets, r.sold_tickets, r.status, r.end_date, "
      "r.reservation_minutes, r.numbers_version, r.is_blocked";
  db::Params params;
  if (q.counter) {
    sql += " FROM raffles r";
  } else {
    sql +=
        ", p.id AS buyer_id, p.name AS buyer_name, p.email AS buyer_email, p.phone AS buyer_phone, s.id AS session_id "
        "FROM raffles r LEFT JOIN profiles p ON p.id = ? LEFT JOIN sessions s ON s.id = ?";
    params.emplace_back(q.user_id.value_or(""));
    params.emplace_back(q.session_id.value_or(""));
  }
  sql += " WHERE r.id = ?";
  params.emplace_back(q.raffle_id);
  if (dialect == db::Dialect::postgresql) sql += " FOR UPDATE OF r";
  return {std::move(sql), std::move(params)};
}

// The raffle's active sellers the block rules need (seller_blocks.hpp): every one with a block, and
// the one the sale names by link code or as the counter's seller.
db::Statement sellers_statement(const PurchaseQuery& q) {
  return {
      "SELECT s.user_id, s.code, s.block_start, s.block_end, s.block_locked, p.name FROM raffle_sellers s "
      "JOIN profiles p ON p.id = s.user_id "
      "WHERE s.raffle_id = ? AND s.status = 'active' AND (s.block_start IS NOT NULL OR s.code = ? OR s.user_id = ?)",
      {q.raffle_id, q.seller_code.value_or(""), q.seller_id.value_or("")}};
}

PurchaseRaffle purchase_raffle_of(const db::Row& r, bool counter) {
  PurchaseRaffle out;
  out.title = r.text("title");
  out.creator_id = r.text("creator_id");
  out.ticket_price_cents = r.integer("ticket_price_cents");
  out.total_tickets = r.integer("total_tickets");
  out.sold_tickets = r.integer("sold_tickets");
  out.status = r.text("status");
  out.end_date = r.text("end_date");
  out.reservation_minutes = r.integer("reservation_minutes");
  out.numbers_version = r.integer("numbers_version");
  out.blocked = r.boolean("is_blocked");
  if (!counter) {
    out.buyer_id = r.opt_text("buyer_id");
    out.buyer_name = r.opt_text("buyer_name");
    out.buyer_email = r.opt_text("buyer_email");
    out.buyer_phone = r.opt_text("buyer_phone");
    out.session_id = r.opt_text("session_id");
  }
  return out;
}

// A purchase made earlier with this Idempotency-Key (by this buyer online, by this seller at the counter).
db::Statement previous_statement(const PurchaseKey& key) {
  return {std::string("SELECT ") + kTicketColumns + kTicketFrom +
              (key.counter ? "WHERE t.sold_by = ? AND t.idempotency_key = ?"
                           : "WHERE t.user_id = ? AND t.sold_by IS NULL AND t.idempotency_key = ?"),
          {key.owner, key.idempotency_key}};
}

// The buyer's pending tickets in the raffle with no payment report whose hold is still running
// (an ended one is the expiry job's, not a hold). Read through the buyer's tickets (a handful),
// never the raffle's (thousands in a flash sale, on the writer's path): SQLite, without
// statistics, would otherwise pick tickets_raffle_idx.
db::Statement held_statement(const std::string& user_id, const std::string& raffle_id, const std::string& now,
                             db::Dialect dialect) {
  return {std::string("SELECT COUNT(*) AS n FROM tickets t") +
              (dialect == db::Dialect::sqlite ? " INDEXED BY tickets_user_idx" : "") +
              " WHERE t.raffle_id = ? AND t.user_id = ? "
              "AND t.status = 'pending' AND (t.expires_at IS NULL OR t.expires_at > ?) "
              "AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = t.id)",
          {raffle_id, user_id, now}};
}

// " WHERE <scope> [AND t.status = ?] [AND t.raffle_id = ?]", its parameters appended to `params`.
std::string ticket_where(const char* scope, const std::string& scope_value, const TicketQuery& query,
                         db::Params& params) {
  std::string where = std::string(" WHERE ") + scope;
  params.emplace_back(scope_value);
  if (query.status) {
    where += " AND t.status = ?";
    params.emplace_back(*query.status);
  }
  if (query.raffle_id) {
    where += " AND t.raffle_id = ?";
    params.emplace_back(*query.raffle_id);
  }
  return where;
}

template <typename T, typename F>
ListPage<T> page_of(const db::Result& r, std::int64_t count, F read) {
  ListPage<T> out;
  out.data.reserve(r.rows.size());
  for (const auto& row : r.rows) out.data.push_back(read(row));
  out.count = count;
  return out;
}

void add_page(db::Params& params, const TicketQuery& query) {
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
}

// A raffle whose holds the jobs touch: it still sells or waits for the draw, and is not sealed.
constexpr const char* kOpenRaffle = "r.status IN ('active', 'waiting') AND r.sales_closed_at IS NULL";

// `expires_at` is within reminder_lead_minutes(the raffle's reservation_minutes) of `now` (the `?`),
// in SQL: timestamp arithmetic is the one thing the two dialects spell differently.
std::string due_for_reminder(db::Dialect dialect) {
  const bool pg = dialect == db::Dialect::postgresql;
  const std::string lead = std::string(pg ? "LEAST(" : "MIN(") + std::to_string(kReminderMaxLeadMinutes) +
                           (pg ? ", GREATEST(" : ", MAX(") + std::to_string(kReminderMinLeadMinutes) +
                           ", r.reservation_minutes / " + std::to_string(kReminderLeadShare) + "))";
  if (pg) return "t.expires_at <= CAST(? AS timestamptz) + make_interval(mins => " + lead + ")";
  return "t.expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || " + lead + " || ' minutes')";
}

std::vector<HoldRef> holds_of(const db::Result& r) {
  std::vector<HoldRef> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back({row.text("id"), row.text("raffle_id")});
  return out;
}

}  // namespace

// -- The purchase.

PurchaseReads TicketsRepository::read_purchase(db::Connection& conn, const PurchaseQuery& q) {
  std::vector<db::Statement> reads{raffle_statement(q, conn.dialect()), taken_statement(q.raffle_id, q.numbers)};
  const auto read = [&reads](db::Statement s) {
    reads.push_back(std::move(s));
    return reads.size() - 1;
  };
  const auto previous_at = q.previous ? read(previous_statement(*q.previous)) : 0;
  const auto held_at =
      q.held_at ? read(held_statement(q.user_id.value_or(""), q.raffle_id, *q.held_at, conn.dialect())) : 0;
  const auto sellers_at = read(sellers_statement(q));
  const auto found = db::query_together(conn, reads);

  PurchaseReads out;
  if (!found[0].empty()) out.raffle = purchase_raffle_of(found[0].first(), q.counter);
  out.taken = numbers_in(found[1]);
  if (previous_at && !found[previous_at].empty()) out.previous = ticket_of(found[previous_at].first());
  if (held_at) out.held = found[held_at].first().integer("n");
  for (const auto& row : found[sellers_at].rows) {
    out.sellers.push_back({row.text("user_id"), row.text("code"), row.opt_integer("block_start"),
                           row.opt_integer("block_end"), row.boolean("block_locked"), row.text("name")});
  }
  return out;
}

bool TicketsRepository::session_exists(db::Connection& conn, const std::string& session_id) {
  return !conn.query("SELECT id FROM sessions WHERE id = ?", {session_id}).empty();
}

bool TicketsRepository::profile_exists(db::Connection& conn, const std::string& user_id) {
  return !conn.query("SELECT id FROM profiles WHERE id = ?", {user_id}).empty();
}

void TicketsRepository::record_sale(db::Connection& conn, const NewSale& sale) {
  const Ticket& t = sale.ticket;
  std::string numbers_text = "[";
  for (std::size_t i = 0; i < t.numbers.size(); ++i) {
    if (i) numbers_text += ',';
    numbers_text += std::to_string(t.numbers[i]);
  }
  numbers_text += ']';
  db::execute_later(
      conn,
      "INSERT INTO tickets (id, raffle_id, user_id, numbers, status, price_cents, buyer_name, buyer_email, "
      "buyer_phone, buyer_search, sold_by, seller_id, idempotency_key, expires_at, paid_at, receipt_code, "
      "purchase_date, created_at, updated_at, counter_method, counter_rate_cents, counter_amount_ves_cents) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {t.id,
       t.raffle_id,
       optional_value(t.user_id),
       numbers_text,
       t.status,
       t.price_cents,
       t.buyer_name,
       t.buyer_email,
       t.buyer_phone,
       buyer_search(t.buyer_name, t.buyer_phone),
       optional_value(t.sold_by),
       optional_value(sale.seller_id),
       optional_value(sale.idempotency_key),
       optional_value(t.expires_at),
       optional_value(sale.paid_at),
       t.receipt_code,
       t.purchase_date,
       t.created_at,
       t.updated_at,
       t.counter_payment ? db::Value(t.counter_payment->method) : db::Value(nullptr),
       t.counter_payment && t.counter_payment->rate_cents ? db::Value(*t.counter_payment->rate_cents)
                                                          : db::Value(nullptr),
       t.counter_payment && t.counter_payment->amount_ves_cents ? db::Value(*t.counter_payment->amount_ves_cents)
                                                                : db::Value(nullptr)});
  db::Params rows;
  std::string sql = "INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES ";
  for (std::size_t i = 0; i < t.numbers.size(); ++i) {
    sql += i ? ", (?, ?, ?)" : "(?, ?, ?)";
    rows.emplace_back(t.raffle_id);
    rows.emplace_back(t.numbers[i]);
    rows.emplace_back(t.id);
  }
  db::execute_later(conn, sql, rows);
  // `status` only when it changes: SQLite rewrites the entries of every index on a column named in
  // SET (four on raffles.status), even when the value stays the same.
  db::execute_later(conn,
                    "UPDATE raffles SET sold_tickets = sold_tickets + ?, numbers_version = numbers_version + 1, "
                    "updated_at = ? WHERE id = ?",
                    {static_cast<std::int64_t>(t.numbers.size()), t.created_at, t.raffle_id});
  if (sale.sold_out) db::execute_later(conn, "UPDATE raffles SET status = 'waiting' WHERE id = ?", {t.raffle_id});
}

std::optional<Ticket> TicketsRepository::previous_purchase(db::Connection& conn, const PurchaseKey& key) {
  const auto s = previous_statement(key);
  const auto r = conn.query(s.sql, s.params);
  if (r.empty()) return std::nullopt;
  return ticket_of(r.first());
}

std::vector<std::int64_t> TicketsRepository::taken_among(db::Connection& conn, const std::string& raffle_id,
                                                         const std::vector<std::int64_t>& numbers) {
  const auto s = taken_statement(raffle_id, numbers);
  return numbers_in(conn.query(s.sql, s.params));
}

std::optional<std::string> TicketsRepository::profile_by_email(const std::string& email) {
  const auto r =
      db_.query("SELECT id FROM profiles WHERE lower(email) = lower(?) ORDER BY created_at LIMIT 1", {email});
  if (r.empty()) return std::nullopt;
  return r.first().text("id");
}

// -- The numbers.

std::optional<TicketsRepository::NumbersVersion> TicketsRepository::numbers_version(db::Connection& conn,
                                                                                    const std::string& raffle_id) {
  const auto r = conn.query("SELECT total_tickets, numbers_version, is_blocked FROM raffles WHERE id = ?", {raffle_id});
  if (r.empty()) return std::nullopt;
  return NumbersVersion{r.first().integer("total_tickets"), r.first().integer("numbers_version"),
                        r.first().boolean("is_blocked")};
}

std::vector<std::int64_t> TicketsRepository::taken_numbers(db::Connection& conn, const std::string& raffle_id) {
  return numbers_in(conn.query("SELECT number FROM ticket_numbers WHERE raffle_id = ? ORDER BY number", {raffle_id}));
}

std::vector<std::pair<std::int64_t, std::int64_t>> TicketsRepository::locked_blocks(db::Connection& conn,
                                                                                    const std::string& raffle_id) {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const auto& r : conn.query("SELECT block_start, block_end FROM raffle_sellers WHERE raffle_id = ? AND "
                                  "status = 'active' AND block_locked = ? AND block_start IS NOT NULL "
                                  "ORDER BY block_start",
                                  {raffle_id, true})
                           .rows) {
    out.emplace_back(r.integer("block_start"), r.integer("block_end"));
  }
  return out;
}

RaffleCounters TicketsRepository::bump_numbers_version(db::Connection& conn, const std::string& raffle_id,
                                                       const std::string& now) {
  const auto after = conn.query(
      "UPDATE raffles SET numbers_version = numbers_version + 1, updated_at = ? WHERE id = ? "
      "RETURNING numbers_version, sold_tickets, status",
      {now, raffle_id});
  const auto& r = after.first();
  return {r.integer("numbers_version"), r.integer("sold_tickets"), r.text("status")};
}

RaffleCounters TicketsRepository::release_numbers(db::Connection& conn, const std::string& raffle_id,
                                                  const std::string& ticket_id, const std::string& now) {
  const auto freed = conn.query("DELETE FROM ticket_numbers WHERE ticket_id = ?", {ticket_id}).affected;
  const auto after = conn.query(
      "UPDATE raffles SET sold_tickets = sold_tickets - ?, "
      "status = CASE WHEN status = 'waiting' THEN 'active' ELSE status END, "
      "numbers_version = numbers_version + 1, updated_at = ? WHERE id = ? "
      "RETURNING numbers_version, sold_tickets, status",
      {freed, now, raffle_id});
  const auto& r = after.first();
  return {r.integer("numbers_version"), r.integer("sold_tickets"), r.text("status")};
}

// -- The lists and one ticket.

TicketWithRafflePage TicketsRepository::of_buyer(const std::string& user_id, const TicketQuery& query) {
  db::Params params;
  const std::string where = ticket_where("t.user_id = ?", user_id, query, params);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM tickets t" + where, params).first().integer("n");
  add_page(params, query);
  return page_of<TicketWithRaffle>(db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns +
                                                 kTicketFrom + "JOIN raffles r ON r.id = t.raffle_id" + where +
                                                 " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                                             params),
                                   count, ticket_with_raffle_of);
}

TicketPage TicketsRepository::of_raffle(const std::string& raffle_id, const TicketQuery& query) {
  db::Params params;
  const std::string where = ticket_where("t.raffle_id = ?", raffle_id, query, params);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM tickets t" + where, params).first().integer("n");
  add_page(params, query);
  return page_of<Ticket>(db_.query(std::string("SELECT ") + kTicketColumns + kTicketFrom + where +
                                       " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                                   params),
                         count, ticket_of);
}

TicketWithRafflePage TicketsRepository::of_creator(const std::string& creator_id, const TicketQuery& query) {
  db::Params params;
  const std::string where = ticket_where("r.creator_id = ?", creator_id, query, params);
  const auto count =
      db_.query("SELECT COUNT(*) AS n FROM tickets t JOIN raffles r ON r.id = t.raffle_id" + where, params)
          .first()
          .integer("n");
  add_page(params, query);
  return page_of<TicketWithRaffle>(db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns +
                                                 kTicketFrom + "JOIN raffles r ON r.id = t.raffle_id" + where +
                                                 " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                                             params),
                                   count, ticket_with_raffle_of);
}

std::optional<std::string> TicketsRepository::raffle_creator(const std::string& raffle_id) {
  const auto r = db_.query("SELECT creator_id FROM raffles WHERE id = ?", {raffle_id});
  if (r.empty()) return std::nullopt;
  return r.first().text("creator_id");
}

std::optional<TicketWithRaffle> TicketsRepository::with_raffle(const std::string& ticket_id) {
  const auto r = db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns + kTicketFrom +
                               "JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
                           {ticket_id});
  if (r.empty()) return std::nullopt;
  return ticket_with_raffle_of(r.first());
}

CreatorContact TicketsRepository::creator_contact(const std::string& creator_id) {
  const auto r = db_.query("SELECT phone, whatsapp FROM profiles WHERE id = ?", {creator_id});
  if (r.empty()) return {};
  return {r.first().opt_text("phone"), r.first().opt_text("whatsapp")};
}

// -- Status changes.

std::optional<TicketForStatus> TicketsRepository::for_status(db::Connection& conn, const std::string& ticket_id) {
  const auto found = conn.query(
      "SELECT t.raffle_id, t.user_id, t.status, t.numbers, t.buyer_name, r.creator_id, r.title, r.total_tickets, "
      "r.status AS raffle_status, r.sales_closed_at, pd.verification_status AS payment_status, "
      "EXISTS (SELECT 1 FROM payment_details pv WHERE pv.ticket_id = t.id AND pv.verification_status = 'verified') "
      "AS has_verified_payment FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
      "LEFT JOIN payment_details pd ON pd.id = (SELECT p2.id FROM payment_details p2 WHERE p2.ticket_id = t.id "
      "ORDER BY CASE WHEN p2.verification_status = 'pending' THEN 0 ELSE 1 END, p2.created_at DESC, p2.id DESC LIMIT "
      "1) WHERE t.id = ?",
      {ticket_id});
  if (found.empty()) return std::nullopt;
  const auto& t = found.first();
  return TicketForStatus{t.text("raffle_id"),
                         t.opt_text("user_id"),
                         t.text("status"),
                         notifications::numbers_of(t.text("numbers")),
                         t.text("buyer_name"),
                         t.text("creator_id"),
                         t.text("title"),
                         t.integer("total_tickets"),
                         t.text("raffle_status"),
                         !t.is_null("sales_closed_at"),
                         t.opt_text("payment_status"),
                         t.boolean("has_verified_payment")};
}

void TicketsRepository::lock_raffle(db::Connection& conn, const std::string& raffle_id) {
  if (conn.dialect() == db::Dialect::postgresql)
    conn.query("SELECT id FROM raffles WHERE id = ? FOR UPDATE", {raffle_id});
}

void TicketsRepository::set_status(db::Connection& conn, const std::string& ticket_id, const std::string& status,
                                   const std::string& now) {
  conn.query(
      "UPDATE tickets SET status = ?, expires_at = CASE WHEN ? = 'pending' THEN expires_at ELSE NULL END, "
      "paid_at = NULL, updated_at = ? WHERE id = ?",
      {status, status, now, ticket_id});
}

void TicketsRepository::mark_paid(db::Connection& conn, const std::string& ticket_id, const std::string& verifier_id,
                                  const std::string& now) {
  conn.query("UPDATE tickets SET status = 'paid', expires_at = NULL, paid_at = ?, updated_at = ? WHERE id = ?",
             {now, now, ticket_id});
  conn.query(
      "UPDATE payment_details SET verification_status = 'verified', verified_by = ?, verified_at = ?, "
      "updated_at = ? WHERE ticket_id = ? AND verification_status = 'pending'",
      {verifier_id, now, now, ticket_id});
}

// -- Reinstating an expired hold.

std::optional<ReinstateTicket> TicketsRepository::for_reinstate(db::Connection& conn, const std::string& ticket_id) {
  const auto of = conn.query("SELECT raffle_id FROM tickets WHERE id = ?", {ticket_id});
  if (of.empty()) return std::nullopt;
  const std::string raffle_id = of.first().text("raffle_id");
  // The lock first, then the reads: each read after it sees what its previous holder committed.
  const std::string lock = conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
  const auto raffle = conn.query(
      "SELECT creator_id, title, status, end_date, total_tickets, sold_tickets, reservation_minutes, sales_closed_at "
      "FROM raffles WHERE id = ?" +
          lock,
      {raffle_id});
  const auto found = conn.query("SELECT user_id, status, expired_at, numbers FROM tickets WHERE id = ?", {ticket_id});
  if (found.empty() || raffle.empty()) return std::nullopt;
  const auto& t = found.first();
  const auto& r = raffle.first();
  ReinstateTicket out;
  out.raffle_id = raffle_id;
  out.user_id = t.opt_text("user_id");
  out.status = t.text("status");
  out.expired_at = t.opt_text("expired_at");
  out.numbers = notifications::numbers_of(t.text("numbers"));
  out.creator_id = r.text("creator_id");
  out.title = r.text("title");
  out.raffle_status = r.text("status");
  out.end_date = r.text("end_date");
  out.total_tickets = r.integer("total_tickets");
  out.sold_tickets = r.integer("sold_tickets");
  out.reservation_minutes = r.integer("reservation_minutes");
  out.sales_closed = !r.is_null("sales_closed_at");
  return out;
}

RaffleCounters TicketsRepository::reinstate(db::Connection& conn, const ReinstateTicket& ticket,
                                            const std::string& ticket_id, const std::string& expires_at,
                                            const std::string& now) {
  db::Params rows;
  std::string sql = "INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES ";
  for (std::size_t i = 0; i < ticket.numbers.size(); ++i) {
    sql += i ? ", (?, ?, ?)" : "(?, ?, ?)";
    rows.emplace_back(ticket.raffle_id);
    rows.emplace_back(ticket.numbers[i]);
    rows.emplace_back(ticket_id);
  }
  conn.query(sql, rows);
  conn.query(
      "UPDATE tickets SET status = 'pending', expires_at = ?, reminded_at = NULL, expired_at = NULL, updated_at = ? "
      "WHERE id = ? AND status = 'cancelled' AND expired_at IS NOT NULL",
      {expires_at, now, ticket_id});
  const auto after = conn.query(
      "UPDATE raffles SET sold_tickets = sold_tickets + ?, "
      "status = CASE WHEN sold_tickets + ? >= total_tickets THEN 'waiting' ELSE status END, "
      "numbers_version = numbers_version + 1, updated_at = ? WHERE id = ? "
      "RETURNING numbers_version, sold_tickets, status",
      {static_cast<std::int64_t>(ticket.numbers.size()), static_cast<std::int64_t>(ticket.numbers.size()), now,
       ticket.raffle_id});
  const auto& r = after.first();
  return {r.integer("numbers_version"), r.integer("sold_tickets"), r.text("status")};
}

// -- The hold jobs.

std::string TicketsRepository::open_holds(db::Dialect dialect) {
  return std::string("SELECT t.id, t.raffle_id FROM tickets t") +
         (dialect == db::Dialect::sqlite ? " INDEXED BY tickets_hold_expiry_idx" : "") +
         " JOIN raffles r ON r.id = t.raffle_id WHERE " + kOpenRaffle +
         " AND t.status = 'pending' AND t.expires_at IS NOT NULL ";
}

std::vector<HoldRef> TicketsRepository::due_holds(const std::string& now, std::int64_t limit) {
  // A hold still running at the raffle's end is the seal's (sales_close), not the expiry's.
  return holds_of(db_.query(
      open_holds(db_.dialect()) + "AND t.expires_at <= ? AND t.expires_at < r.end_date ORDER BY t.expires_at LIMIT ?",
      {now, limit}));
}

std::optional<std::int64_t> TicketsRepository::longest_reservation() {
  return db_.query(std::string("SELECT MAX(r.reservation_minutes) AS m FROM raffles r WHERE ") + kOpenRaffle)
      .first()
      .opt_integer("m");
}

std::vector<HoldRef> TicketsRepository::holds_to_remind(const std::string& now, const std::string& horizon,
                                                        std::int64_t limit) {
  return holds_of(db_.query(
      open_holds(db_.dialect()) +
          "AND t.reminded_at IS NULL AND t.user_id IS NOT NULL AND t.expires_at > ? AND t.expires_at <= ? AND "
          "r.is_blocked = FALSE AND " +
          due_for_reminder(db_.dialect()) + " ORDER BY t.expires_at LIMIT ?",
      {now, horizon, now, limit}));
}

std::optional<HoldRaffle> TicketsRepository::raffle_for_expiry(db::Connection& conn, const std::string& raffle_id) {
  const std::string lock = conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE" : "";
  const auto raffle = conn.query(
      "SELECT title, total_tickets, creator_id, status, end_date, sales_closed_at FROM raffles WHERE id = ?" + lock,
      {raffle_id});
  if (raffle.empty()) return std::nullopt;
  const auto& r = raffle.first();
  return HoldRaffle{r.text("title"),    r.text("creator_id"),       r.text("status"),
                    r.text("end_date"), r.integer("total_tickets"), !r.is_null("sales_closed_at")};
}

std::optional<ClaimedHold> TicketsRepository::claim_expired(db::Connection& conn, const std::string& ticket_id,
                                                            const std::string& now, const std::string& end_date) {
  const auto claimed = conn.query(
      "UPDATE tickets SET status = 'cancelled', expires_at = NULL, expired_at = ?, updated_at = ? "
      "WHERE id = ? AND status = 'pending' AND expires_at IS NOT NULL AND expires_at <= ? AND expires_at < ? "
      // Money was received for a ticket with a verified part (an abono): its hold never ends it.
      "AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = tickets.id "
      "AND p.verification_status = 'verified') "
      "RETURNING user_id, numbers, buyer_name",
      {now, now, ticket_id, now, end_date});
  if (claimed.empty()) return std::nullopt;
  const auto& t = claimed.first();
  return ClaimedHold{t.opt_text("user_id"), notifications::numbers_of(t.text("numbers")), t.text("buyer_name"), {}};
}

std::optional<ClaimedHold> TicketsRepository::claim_reminder(db::Connection& conn, const std::string& ticket_id,
                                                             const std::string& now) {
  const auto claimed = conn.query(
      "UPDATE tickets SET reminded_at = ? WHERE id = ? AND status = 'pending' AND reminded_at IS NULL "
      "AND user_id IS NOT NULL AND expires_at IS NOT NULL AND expires_at > ? "
      "RETURNING user_id, numbers, expires_at",
      {now, ticket_id, now});
  if (claimed.empty()) return std::nullopt;
  const auto& t = claimed.first();
  return ClaimedHold{t.opt_text("user_id"), notifications::numbers_of(t.text("numbers")), {}, t.text("expires_at")};
}

TicketsRepository::RaffleTitle TicketsRepository::raffle_title(db::Connection& conn, const std::string& raffle_id) {
  const auto raffle = conn.query("SELECT title, total_tickets FROM raffles WHERE id = ?", {raffle_id});
  return {raffle.first().text("title"), raffle.first().integer("total_tickets")};
}

}  // namespace rifa::features::tickets
