#include "features/tickets/tickets_service.hpp"

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <set>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"
#include "db/pipeline.hpp"
#include "features/access/access.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/raffle_audience.hpp"
#include "features/tickets/numbers_etag.hpp"

namespace rifa::features::tickets {

using nlohmann::json;

const char* const kTicketColumns =
    "t.id, t.raffle_id, t.user_id, t.numbers, t.status, t.price_cents, t.buyer_name, t.buyer_email, t.buyer_phone, "
    "t.sold_by, t.expires_at, pd.verification_status AS payment_status, t.receipt_code, rt.rating AS rating, "
    "t.purchase_date, t.created_at, t.updated_at";
const char* const kTicketFrom =
    " FROM tickets t LEFT JOIN payment_details pd ON pd.ticket_id = t.id LEFT JOIN ratings rt ON rt.ticket_id = t.id ";

namespace {

using Columns = std::shared_ptr<const std::vector<std::string>>;
// The names of kTicketColumns, for a ticket written out as inserted.
const Columns kTicketRowColumns = std::make_shared<const std::vector<std::string>>(std::vector<std::string>{
    "id", "raffle_id", "user_id", "numbers", "status", "price_cents", "buyer_name", "buyer_email", "buyer_phone",
    "sold_by", "expires_at", "payment_status", "receipt_code", "rating", "purchase_date", "created_at", "updated_at"});
// What a purchase leaves of its raffle's sale counters (numbers_changed).
const Columns kRaffleCounterColumns = std::make_shared<const std::vector<std::string>>(
    std::vector<std::string>{"numbers_version", "sold_tickets", "status"});

ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }

ApiError unavailable(const std::vector<std::int64_t>& numbers) {
  return ApiError::conflict("numbers_unavailable", "Algunos números ya no están disponibles", {{"numbers", numbers}});
}

std::string placeholders(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += i ? ", ?" : "?";
  return out;
}

// When a hold made at `now` ends.
std::string hold_end(const std::string& now, std::int64_t reservation_minutes) {
  return to_rfc3339(*parse_rfc3339(now) + std::chrono::minutes(reservation_minutes));
}

// 409 too_many_holds when the buyer already holds `limit` pending tickets in the raffle with no
// payment report whose hold is still running (an ended one is the expiry job's, not a hold).
// Read through the buyer's tickets (a handful), never the raffle's (thousands in a flash sale, on
// the writer's path): SQLite, without statistics, would otherwise pick tickets_raffle_idx.
db::Statement held_count(const std::string& user_id, const std::string& raffle_id, const std::string& now,
                         db::Dialect dialect) {
  return {std::string("SELECT COUNT(*) AS n FROM tickets t") +
              (dialect == db::Dialect::sqlite ? " INDEXED BY tickets_user_idx" : "") +
              " WHERE t.raffle_id = ? AND t.user_id = ? "
              "AND t.status = 'pending' AND (t.expires_at IS NULL OR t.expires_at > ?) "
              "AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = t.id)",
          {raffle_id, user_id, now}};
}
void check_hold_limit(std::int64_t held, std::int64_t limit) {
  if (held < limit) return;
  const bool one = held == 1;
  throw ApiError::conflict("too_many_holds", "Ya tienes " + std::to_string(held) + (one ? " reserva" : " reservas") +
                                                 " sin pagar en esta rifa. Reporta su pago o " +
                                                 (one ? "cancélala" : "cancélalas") + " antes de reservar más.");
}

// What the business's sales search reads: the buyer's name normalised, a space, the phone's digits.
std::string buyer_search(const std::string& name, const std::string& phone) {
  std::string out = normalize_search(name) + ' ';
  for (char c : phone) {
    if (c >= '0' && c <= '9') out += c;
  }
  return out;
}

// Which of `numbers` (ascending) ticket_numbers holds in the raffle: taken_among() reads them.
db::Statement taken_statement(const std::string& raffle_id, const std::vector<std::int64_t>& numbers) {
  db::Params params{raffle_id};
  for (auto n : numbers) params.emplace_back(n);
  return {"SELECT number FROM ticket_numbers WHERE raffle_id = ? AND number IN (" + placeholders(numbers.size()) +
              ") ORDER BY number",
          std::move(params)};
}
// The raffle a purchase locks (FOR UPDATE on PostgreSQL; SQLite runs one writer at a time) and,
// online, the buyer's profile and the token's session beside it: buyer_id is null when the profile
// is gone, session_id when the session is (signed out, revoked; always without `session_id`).
db::Statement raffle_statement(const std::string& raffle_id, const std::optional<std::string>& user_id,
                               const std::optional<std::string>& session_id, bool counter, db::Dialect dialect) {
  std::string sql =
      "SELECT r.title, r.creator_id, r.ticket_price_cents, r.total_tickets, r.sold_tickets, r.status, r.end_date, "
      "r.reservation_minutes, r.numbers_version";
  db::Params params;
  if (counter) {
    sql += " FROM raffles r";
  } else {
    sql +=
        ", p.id AS buyer_id, p.name AS buyer_name, p.email AS buyer_email, p.phone AS buyer_phone, s.id AS session_id "
        "FROM raffles r LEFT JOIN profiles p ON p.id = ? LEFT JOIN sessions s ON s.id = ?";
    params.emplace_back(user_id.value_or(""));
    params.emplace_back(session_id.value_or(""));
  }
  sql += " WHERE r.id = ?";
  params.emplace_back(raffle_id);
  if (dialect == db::Dialect::postgresql) sql += " FOR UPDATE OF r";
  return {std::move(sql), std::move(params)};
}

std::vector<std::int64_t> numbers_in(const db::Result& r) {
  std::vector<std::int64_t> out;
  for (const auto& row : r.rows) out.push_back(row.integer("number"));
  return out;
}
std::vector<std::int64_t> taken_among(db::Connection& conn, const std::string& raffle_id,
                                      const std::vector<std::int64_t>& numbers) {
  const auto s = taken_statement(raffle_id, numbers);
  return numbers_in(conn.query(s.sql, s.params));
}

// A row with these columns and values, as a SELECT would answer them (what a statement just wrote,
// written out as the API shows it without reading it back).
db::Row row_of(const Columns& columns, std::vector<db::Value> values) { return db::Row(columns, std::move(values)); }

// A purchase made earlier with the same Idempotency-Key: the same raffle and numbers replay it;
// anything else is 422 idempotency_key_reused.
std::optional<Purchase> replay_of(const db::Result& previous, const std::string& raffle_id,
                                  const std::vector<std::int64_t>& numbers) {
  if (previous.empty()) return std::nullopt;
  // Compared as JSON: PostgreSQL answers its jsonb as "[4, 5]".
  const bool same_numbers = json::parse(previous.first().text("numbers"), nullptr, false) == json(numbers);
  if (previous.first().text("raffle_id") != raffle_id || !same_numbers) {
    throw ApiError(422, "idempotency_key_reused", "Esa clave de idempotencia ya se usó para otra compra");
  }
  return Purchase{ticket_text(previous.first()), true};
}

// A purchase started with `start(done)`, waited for on this thread.
Purchase waited(const std::function<void(PurchaseDone)>& start) {
  auto promise = std::make_shared<std::promise<Purchase>>();  // alive until the completion returns
  auto answer = promise->get_future();
  start([promise](std::exception_ptr error, Purchase purchase) {
    if (error) {
      promise->set_exception(error);
    } else {
      promise->set_value(std::move(purchase));
    }
  });
  return answer.get();
}

}  // namespace

std::string ticket_text(const db::Row& r) {
  std::string body;
  JsonWriter out(body);
  const auto nullable = [&](const char* key, const char* column) {
    out.key(key);
    if (auto text = r.opt_text(column)) {
      out.string(*text);
    } else {
      out.null();
    }
  };
  out.begin_object();
  out.key("id").string(r.text("id"));
  out.key("raffle_id").string(r.text("raffle_id"));
  // A counter sale is linked to the account its buyer e-mail belongs to (the buyer finds it in their
  // own list), but which account that is, is never told: the seller would learn the id behind any
  // e-mail they type.
  out.key("user_id");
  if (auto buyer = r.opt_text("user_id"); buyer && r.is_null("sold_by")) {
    out.string(*buyer);
  } else {
    out.null();
  }
  // Stored as a JSON array (SQLite's CHECK, PostgreSQL's jsonb): written as it is.
  const std::string numbers = r.text("numbers");
  out.key("numbers");
  if (!numbers.empty() && numbers.front() == '[') {
    out.raw(numbers);
  } else {
    out.begin_array().end_array();
  }
  out.key("status").string(r.text("status"));
  out.key("price");
  write_money(out, r.integer("price_cents"));
  out.key("buyer_name").string(r.text("buyer_name"));
  out.key("buyer_email").string(r.text("buyer_email"));
  out.key("buyer_phone").string(r.text("buyer_phone"));
  nullable("sold_by", "sold_by");
  nullable("expires_at", "expires_at");
  nullable("payment_status", "payment_status");
  out.key("receipt_code").string(r.opt_text("receipt_code").value_or(""));
  out.key("rating");
  if (r.is_null("rating")) {
    out.null();
  } else {
    out.number(r.integer("rating"));
  }
  out.key("purchase_date").string(r.text("purchase_date"));
  out.key("created_at").string(r.text("created_at"));
  out.key("updated_at").string(r.text("updated_at"));
  out.end_object();
  return body;
}

json ticket_json(const db::Row& r) { return json::parse(ticket_text(r)); }

const char* const kRaffleSummaryColumns =
    ", r.title AS raffle_title, r.image_url AS raffle_image_url, r.lottery AS raffle_lottery, "
    "r.status AS raffle_status, r.end_date AS raffle_end_date, r.total_tickets AS raffle_total, "
    "r.ticket_price_cents AS raffle_price_cents, r.creator_id AS raffle_creator_id, "
    "r.is_private AS raffle_is_private, r.winner_number AS raffle_winner_number, r.draw_at AS raffle_draw_at, "
    "r.draw_outcome AS raffle_draw_outcome, r.prize_confirmed_at AS raffle_prize_confirmed_at ";

json ticket_with_raffle_json(const db::Row& row) {
  json t = ticket_json(row);
  t["raffle"] = {{"id", row.text("raffle_id")},
                 {"title", row.text("raffle_title")},
                 {"image_url", nullable_text(row, "raffle_image_url")},
                 {"ticket_price", cents_to_json(row.integer("raffle_price_cents"))},
                 {"total_tickets", row.integer("raffle_total")},
                 {"end_date", row.text("raffle_end_date")},
                 {"status", row.text("raffle_status")},
                 {"lottery", row.text("raffle_lottery")},
                 {"creator_id", row.text("raffle_creator_id")},
                 {"is_private", row.boolean("raffle_is_private")},
                 {"winner_number",
                  row.is_null("raffle_winner_number") ? json(nullptr) : json(row.integer("raffle_winner_number"))},
                 {"draw_at", row.text("raffle_draw_at")},
                 {"draw_outcome", nullable_text(row, "raffle_draw_outcome")},
                 {"prize_confirmed_at", nullable_text(row, "raffle_prize_confirmed_at")}};
  return t;
}

Purchase TicketsService::buy(const std::string& user_id, const std::string& raffle_id,
                             std::vector<std::int64_t> numbers, const std::string& idempotency_key) {
  return waited([&](PurchaseDone done) {
    buy_then({user_id, std::nullopt}, raffle_id, std::move(numbers), idempotency_key, done);
  });
}

void TicketsService::buy_then(const OnlineBuyer& buyer, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                              const std::string& idempotency_key, PurchaseDone done) {
  // The buyer's name, e-mail and phone are read from their profile inside the purchase.
  Sale sale;
  sale.user_id = buyer.user_id;
  sale.session_id = buyer.session_id;
  purchase(std::move(sale), raffle_id, std::move(numbers), idempotency_key, std::move(done));
}

Purchase TicketsService::sell_at_counter(const CounterSale& counter, const std::string& raffle_id,
                                         std::vector<std::int64_t> numbers, const std::string& idempotency_key) {
  Sale sale;
  sale.buyer_name = counter.buyer_name;
  sale.buyer_email = counter.buyer_email;
  sale.buyer_phone = counter.buyer_phone;
  sale.sold_by = counter.seller_id;
  sale.business_id = counter.business_id;
  sale.paid = counter.paid;
  // The buyer sees the ticket in their own list when the e-mail is a registered one.
  if (!counter.buyer_email.empty()) {
    const auto profile = db_.query("SELECT id FROM profiles WHERE lower(email) = lower(?) ORDER BY created_at LIMIT 1",
                                   {counter.buyer_email});
    if (!profile.empty()) sale.user_id = profile.first().text("id");
  }
  return waited([&](PurchaseDone done) {
    purchase(std::move(sale), raffle_id, std::move(numbers), idempotency_key, std::move(done));
  });
}

// What one purchase needs from its request, kept until its transaction has run (on SQLite, on the
// writer thread after the request's own thread has moved on).
struct TicketsService::Order {
  Sale sale;
  std::string raffle_id;
  std::vector<std::int64_t> numbers;  // sorted
  std::string idempotency_key;
  std::string numbers_text;
  db::Statement previous;  // the purchase made earlier with this Idempotency-Key
};

void TicketsService::purchase(Sale sale, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                              const std::string& idempotency_key, PurchaseDone done) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (idempotency_key.size() > 200) throw ApiError::bad_request("Idempotency-Key demasiado larga");
  if (numbers.empty() || numbers.size() > 100) throw ApiError::validation({{"numbers", "Elige entre 1 y 100 números"}});
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) {
    throw ApiError::validation({{"numbers", "No repitas números"}});
  }
  const bool counter = sale.sold_by.has_value();
  // A purchase made earlier with this Idempotency-Key (by this buyer online, by this seller at the
  // counter): replayed (same raffle and numbers, kept sorted) or refused, as Stripe does.
  db::Statement previous{std::string("SELECT ") + kTicketColumns + kTicketFrom +
                             (counter ? "WHERE t.sold_by = ? AND t.idempotency_key = ?"
                                      : "WHERE t.user_id = ? AND t.sold_by IS NULL AND t.idempotency_key = ?"),
                         {counter ? *sale.sold_by : sale.user_id.value_or(""), idempotency_key}};
  std::string numbers_text = json(numbers).dump();
  auto order = std::make_shared<const Order>(Order{std::move(sale), raffle_id, std::move(numbers), idempotency_key,
                                                   std::move(numbers_text), std::move(previous)});

  // Lost a race the checks could not see (the same key used for another raffle at the same
  // moment, or a number sold through another path): nothing was written; answered after the fact.
  auto answer = [this, order, done = std::move(done)](std::exception_ptr error, Purchase purchase) {
    if (error) {
      try {
        std::rethrow_exception(error);
      } catch (const db::UniqueViolation&) {
        try {
          purchase = after_conflict(*order);
          error = nullptr;
        } catch (...) {
          error = std::current_exception();
        }
      } catch (...) {
      }
    }
    done(error, std::move(purchase));
  };
  // PostgreSQL: READ COMMITTED behind a lock on the raffle row. Buyers of one raffle queue on
  // that lock and each then reads the numbers committed before it, so they proceed in turn
  // instead of failing serialisation and retrying; the primary key (raffle_id, number) of
  // ticket_numbers is the final guard. SQLite already runs one writer at a time. Online
  // purchases and counter sales take the same lock and the same path.
  //
  // Two round trips on PostgreSQL: the savepoint (or BEGIN), the lock and every read the rules
  // need travel together (each read runs after the lock is granted, so it sees what its previous
  // holder committed); the writes, whose results are known beforehand under the lock, travel with
  // the savepoint's RELEASE (db/pipeline.hpp), and the group's COMMIT follows (purchases are
  // committed in groups on both databases: db/sqlite/group_commit.hpp, postgres_database.cpp).
  bus_.transaction_then<Purchase>(
      db_,
      [this, order](db::Connection& conn, events::Batch& batch) -> Purchase {
        const Sale& sale = order->sale;
        const std::string& raffle_id = order->raffle_id;
        const std::vector<std::int64_t>& numbers = order->numbers;
        const std::string& idempotency_key = order->idempotency_key;
        const bool counter = sale.sold_by.has_value();
        const std::string now = now_rfc3339();
        // Online, the buyer is the signed-in profile, read with the raffle together with the
        // token's session (a profile never changes under a purchase, so it needs no read of its
        // own after the lock); a counter sale's buyer is as the seller typed it.
        std::vector<db::Statement> reads{
            raffle_statement(raffle_id, sale.user_id, sale.session_id, counter, conn.dialect()),
            taken_statement(raffle_id, numbers)};
        const auto read = [&reads](db::Statement s) {
          reads.push_back(std::move(s));
          return reads.size() - 1;
        };
        // Holds are online purchases (a counter sale holds nothing and has no limit).
        const auto previous_at = idempotency_key.empty() ? 0 : read(order->previous);
        const bool limited = !counter && options_.max_pending_holds > 0;
        const auto held_at = limited ? read(held_count(*sale.user_id, raffle_id, now, conn.dialect())) : 0;
        const auto found = db::query_together(conn, reads);

        const auto signed_out = [] { return ApiError::unauthorized("Debes estar autenticado para comprar tickets"); };
        if (found[0].empty()) {
          // A session or profile gone (signed out, the account deleted) answers 401 before anything
          // is said of the raffle.
          if (!counter && sale.session_id &&
              conn.query("SELECT id FROM sessions WHERE id = ?", {*sale.session_id}).empty()) {
            throw ApiError::session_expired();
          }
          if (!counter && conn.query("SELECT id FROM profiles WHERE id = ?", {*sale.user_id}).empty()) {
            throw signed_out();
          }
          throw raffle_not_found();
        }
        const auto& r = found[0].first();
        std::string buyer_name = sale.buyer_name, buyer_email = sale.buyer_email, buyer_phone = sale.buyer_phone;
        if (!counter) {
          if (sale.session_id && r.is_null("session_id")) throw ApiError::session_expired();
          if (r.is_null("buyer_id")) throw signed_out();
          buyer_name = r.text("buyer_name");
          buyer_email = r.opt_text("buyer_email").value_or("");
          buyer_phone = r.opt_text("buyer_phone").value_or("");
        }
        const std::string creator_id = r.text("creator_id");
        // A counter sale only in the seller's business's raffles; another's is not found.
        if (sale.business_id && *sale.business_id != creator_id) throw raffle_not_found();
        // Read after the lock: a concurrent request with the same key has committed by now.
        if (previous_at) {
          if (auto replay = replay_of(found[previous_at], raffle_id, numbers)) return *replay;
        }
        if (r.text("status") != "active" || r.text("end_date") <= now) {
          throw ApiError(409, "raffle_not_active", "Esta rifa ya no acepta compras");
        }
        const std::int64_t total = r.integer("total_tickets");
        if (numbers.front() < 0 || numbers.back() >= total) {
          throw ApiError::validation({{"numbers", "Los números van de 0 a " + std::to_string(total - 1)}});
        }
        if (auto taken = numbers_in(found[1]); !taken.empty()) throw unavailable(taken);
        if (limited) check_hold_limit(found[held_at].first().integer("n"), options_.max_pending_holds);

        // The writes. Under the raffle's lock (one writer on SQLite) their outcome is known
        // now, so nothing is read back; a number sold meanwhile through another path still fails
        // the primary key, at the latest at COMMIT, and is answered below.
        const std::string id = new_time_ordered_uuid();
        const auto count = static_cast<std::int64_t>(numbers.size());
        const auto optional = [](const std::optional<std::string>& v) {
          return v ? db::Value(*v) : db::Value(nullptr);
        };
        const db::Value status = std::string(sale.paid ? "paid" : "pending");
        const db::Value price = count * r.integer("ticket_price_cents");
        const db::Value expires_at =
            counter ? db::Value(nullptr) : db::Value(hold_end(now, r.integer("reservation_minutes")));
        const std::string receipt_code = new_receipt_code();
        db::execute_later(
            conn,
            "INSERT INTO tickets (id, raffle_id, user_id, numbers, status, price_cents, buyer_name, buyer_email, "
            "buyer_phone, buyer_search, sold_by, idempotency_key, expires_at, paid_at, receipt_code, purchase_date, "
            "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            {id, raffle_id, optional(sale.user_id), order->numbers_text, status, price, buyer_name, buyer_email,
             buyer_phone, buyer_search(buyer_name, buyer_phone), optional(sale.sold_by),
             idempotency_key.empty() ? db::Value(nullptr) : db::Value(idempotency_key), expires_at,
             sale.paid ? db::Value(now) : db::Value(nullptr), receipt_code, now, now, now});
        db::Params rows;
        std::string sql = "INSERT INTO ticket_numbers (raffle_id, number, ticket_id) VALUES ";
        for (std::size_t i = 0; i < numbers.size(); ++i) {
          sql += i ? ", (?, ?, ?)" : "(?, ?, ?)";
          rows.emplace_back(raffle_id);
          rows.emplace_back(numbers[i]);
          rows.emplace_back(id);
        }
        db::execute_later(conn, sql, rows);
        const std::int64_t sold = r.integer("sold_tickets") + count;  // read under the raffle's lock
        const bool sold_out = sold >= total;
        // `status` only when it changes: SQLite rewrites the entries of every index on a column
        // named in SET (four on raffles.status), even when the value stays the same.
        db::execute_later(conn,
                          "UPDATE raffles SET sold_tickets = sold_tickets + ?, numbers_version = numbers_version + 1, "
                          "updated_at = ? WHERE id = ?",
                          {count, now, raffle_id});
        if (sold_out) db::execute_later(conn, "UPDATE raffles SET status = 'waiting' WHERE id = ?", {raffle_id});
        const db::Row after = row_of(kRaffleCounterColumns, {r.integer("numbers_version") + 1, sold,
                                                             std::string(sold_out ? "waiting" : "active")});

        const notifications::RaffleRef ref{raffle_id, r.text("title"), total};
        numbers_changed(conn, batch, raffle_id, after, numbers, {}, sold_out);
        // The creator hears of online purchases; the business itself made a counter sale (the
        // owner or one of its cashiers), so nobody there is told of it. A registered buyer hears
        // that a counter sale is paid.
        if (!counter && creator_id != *sale.user_id) {
          notifier_.send(conn, batch, notifications::new_purchase(creator_id, ref, id, buyer_name, numbers));
        }
        if (counter && sale.paid && sale.user_id && *sale.user_id != *sale.sold_by) {
          notifier_.send(conn, batch, notifications::ticket_paid(*sale.user_id, ref, id, numbers));
        }
        if (sold_out) notifier_.send(conn, batch, notifications::raffle_sold_out(creator_id, ref));
        // The ticket as inserted (kTicketColumns): no report and no rating yet.
        return {
            ticket_text(row_of(kTicketRowColumns, {id, raffle_id, optional(sale.user_id), order->numbers_text, status,
                                                   price, buyer_name, buyer_email, buyer_phone, optional(sale.sold_by),
                                                   expires_at, nullptr, receipt_code, nullptr, now, now, now})),
            false};
      },
      std::move(answer), db::TransactionOptions{.isolation = db::Isolation::row_locks});
}

Purchase TicketsService::after_conflict(const Order& order) {
  auto conn = db_.acquire();
  if (!order.idempotency_key.empty()) {
    const auto previous = conn->query(order.previous.sql, order.previous.params);
    if (auto replay = replay_of(previous, order.raffle_id, order.numbers)) return *replay;
  }
  auto taken = taken_among(*conn, order.raffle_id, order.numbers);
  if (taken.empty()) throw ApiError(503, "unavailable", "El servicio está ocupado, intenta de nuevo");
  throw unavailable(taken);
}

TakenNumbers TicketsService::taken_numbers(const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  auto conn = db_.acquire();
  const auto version_of = [&]() -> std::optional<std::pair<std::int64_t, std::int64_t>> {
    const auto r = conn->query("SELECT total_tickets, numbers_version FROM raffles WHERE id = ?", {raffle_id});
    if (r.empty()) return std::nullopt;
    return std::pair{r.first().integer("total_tickets"), r.first().integer("numbers_version")};
  };
  const auto before = version_of();
  if (!before) throw raffle_not_found();
  if (auto cached = numbers_cache_.find(raffle_id, before->second)) return *cached;

  const auto rows = conn->query("SELECT number FROM ticket_numbers WHERE raffle_id = ? ORDER BY number", {raffle_id});
  std::vector<std::int64_t> taken;
  taken.reserve(rows.rows.size());
  for (const auto& row : rows.rows) taken.push_back(row.integer(std::size_t{0}));  // SELECT number
  TakenNumbers built{before->second,
                     std::make_shared<const std::string>(taken_numbers_body(before->first, before->second, taken)),
                     numbers_etag(before->second)};
  // Every change to the numbers bumps the version in the same transaction, so an unchanged version
  // after the read proves the rows read are exactly that version's; otherwise answer without
  // keeping (or labelling) the copy.
  const auto after = version_of();
  if (after && after->second == before->second) {
    numbers_cache_.store(raffle_id, built);
  } else {
    built.etag.clear();
  }
  return built;
}

void TicketsService::numbers_changed(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                                     const db::Row& after, const std::vector<std::int64_t>& taken,
                                     const std::vector<std::int64_t>& freed, bool status_changed) const {
  bus_.stage(conn, batch,
             {events::raffle_topic(raffle_id),
              "raffle.numbers",
              {{"raffle_id", raffle_id},
               {"numbers_version", after.integer("numbers_version")},
               {"taken", taken},
               {"freed", freed},
               {"sold_tickets", after.integer("sold_tickets")}}});
  if (status_changed) {
    bus_.stage(conn, batch,
               {events::raffle_topic(raffle_id),
                "raffle.status",
                {{"raffle_id", raffle_id}, {"status", after.text("status")}}});
  }
}

void TicketsService::release_numbers(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                                     const std::string& ticket_id, const std::vector<std::int64_t>& numbers,
                                     const std::string& raffle_status, const std::string& now) const {
  const auto freed = conn.query("DELETE FROM ticket_numbers WHERE ticket_id = ?", {ticket_id}).affected;
  const auto after = conn.query(
      "UPDATE raffles SET sold_tickets = sold_tickets - ?, "
      "status = CASE WHEN status = 'waiting' THEN 'active' ELSE status END, "
      "numbers_version = numbers_version + 1, updated_at = ? WHERE id = ? "
      "RETURNING numbers_version, sold_tickets, status",
      {freed, now, raffle_id});
  numbers_changed(conn, batch, raffle_id, after.first(), {}, numbers, raffle_status != after.first().text("status"));
}

json TicketsService::availability(const std::string& raffle_id, const std::vector<std::int64_t>& numbers) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  if (numbers.empty() || numbers.size() > 100)
    throw ApiError::validation({{"numbers", "Indica entre 1 y 100 números"}});
  auto conn = db_.acquire();
  const auto raffle = conn->query("SELECT total_tickets FROM raffles WHERE id = ?", {raffle_id});
  if (raffle.empty()) throw raffle_not_found();
  const std::int64_t total = raffle.first().integer("total_tickets");
  const auto [lowest, highest] = std::minmax_element(numbers.begin(), numbers.end());
  if (*lowest < 0 || *highest >= total) {
    throw ApiError::validation({{"numbers", "Los números van de 0 a " + std::to_string(total - 1)}});
  }
  const auto taken = taken_among(*conn, raffle_id, numbers);
  return {{"available", taken.empty()}, {"unavailable", taken}};
}

namespace {
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
}  // namespace

json TicketsService::mine(const std::string& user_id, const TicketQuery& query) {
  db::Params params;
  const std::string where = ticket_where("t.user_id = ?", user_id, query, params);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM tickets t" + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  const auto r = db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns + kTicketFrom +
                               "JOIN raffles r ON r.id = t.raffle_id" + where +
                               " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                           params);
  json data = json::array();
  for (const auto& row : r.rows) data.push_back(ticket_with_raffle_json(row));
  return {{"data", data}, {"count", count}};
}

}  // namespace rifa::features::tickets

namespace rifa::features::tickets {

namespace {
ApiError ticket_not_found() { return ApiError::not_found("Ticket no encontrado"); }

json page_of(const db::Result& r, std::int64_t count, json (*write)(const db::Row&) = ticket_json) {
  json data = json::array();
  for (const auto& row : r.rows) data.push_back(write(row));
  return {{"data", data}, {"count", count}};
}
}  // namespace

json TicketsService::of_raffle(const std::string& user_id, const std::string& raffle_id, const TicketQuery& query) {
  if (!is_uuid(raffle_id)) throw raffle_not_found();
  const auto raffle = db_.query("SELECT creator_id FROM raffles WHERE id = ?", {raffle_id});
  if (raffle.empty()) throw raffle_not_found();
  if (!access::acts_for_creator(*db_.acquire(), user_id, raffle.first().text("creator_id"))) {
    throw ApiError::forbidden("Solo quien creó la rifa puede ver sus tickets");
  }
  db::Params params;
  const std::string where = ticket_where("t.raffle_id = ?", raffle_id, query, params);
  const auto count = db_.query("SELECT COUNT(*) AS n FROM tickets t" + where, params).first().integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  return page_of(db_.query(std::string("SELECT ") + kTicketColumns + kTicketFrom + where +
                               " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                           params),
                 count);
}

json TicketsService::sales(const std::string& user_id, const TicketQuery& query) {
  db::Params params;
  const std::string where = ticket_where("r.creator_id = ?", user_id, query, params);
  const auto count =
      db_.query("SELECT COUNT(*) AS n FROM tickets t JOIN raffles r ON r.id = t.raffle_id" + where, params)
          .first()
          .integer("n");
  params.emplace_back(query.page.limit);
  params.emplace_back(query.page.offset());
  return page_of(db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns + kTicketFrom +
                               "JOIN raffles r ON r.id = t.raffle_id" + where +
                               " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                           params),
                 count, ticket_with_raffle_json);
}

db::Row TicketsService::visible(const std::string& user_id, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  auto r = db_.query(std::string("SELECT ") + kTicketColumns + kRaffleSummaryColumns + kTicketFrom +
                         "JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
                     {ticket_id});
  if (r.empty()) throw ticket_not_found();
  const auto& row = r.first();
  if (row.opt_text("user_id") != user_id &&
      !access::acts_for_creator(*db_.acquire(), user_id, row.text("raffle_creator_id"))) {
    throw ticket_not_found();
  }
  return row;
}

json TicketsService::get(const std::string& user_id, const std::string& ticket_id) {
  return ticket_with_raffle_json(visible(user_id, ticket_id));
}

json TicketsService::set_status(const std::string& user_id, const std::string& ticket_id, const std::string& status) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  bus_.transaction(db_, [&](db::Connection& conn, events::Batch& batch) {
    const auto found = conn.query(
        "SELECT t.raffle_id, t.user_id, t.status, t.numbers, t.buyer_name, r.creator_id, r.title, r.total_tickets, "
        "r.status AS raffle_status, r.sales_closed_at, pd.verification_status AS payment_status "
        "FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
        "LEFT JOIN payment_details pd ON pd.ticket_id = t.id WHERE t.id = ?",
        {ticket_id});
    if (found.empty()) throw ticket_not_found();
    const auto& t = found.first();
    // The creator, or an active cashier of the creator's business: the same rights here.
    const bool creator = access::acts_for_creator(conn, user_id, t.text("creator_id"));
    const bool buyer = t.opt_text("user_id") == user_id;
    if (!creator && !buyer) throw ticket_not_found();
    if (!creator && !(status == "cancelled" && t.text("status") == "pending")) {
      throw ApiError::forbidden("Solo puedes cancelar tus tickets pendientes de pago");
    }
    if (!creator && t.opt_text("payment_status") == "pending") {
      throw ApiError::conflict("payment_under_review", "Tu pago está en revisión; no puedes cancelar este ticket");
    }
    const std::string current = t.text("status");
    if (current == status) return;
    if (t.text("raffle_status") == "completed" || t.text("raffle_status") == "cancelled") {
      throw ApiError::conflict("raffle_closed", "Esta rifa ya está finalizada o cancelada");
    }
    if (current == "cancelled")
      throw ApiError::conflict("ticket_cancelled", "Un ticket cancelado no puede reactivarse");
    // The sealed list only lets a pending ticket be paid.
    if (!t.is_null("sales_closed_at") && !(current == "pending" && status == "paid")) {
      throw ApiError::conflict("raffle_sealed",
                               "Las ventas de esta rifa ya cerraron y la lista de números está sellada: los tickets ya "
                               "no cambian");
    }
    const std::string raffle_id = t.text("raffle_id");
    const std::string now = now_rfc3339();
    if (conn.dialect() == db::Dialect::postgresql)
      conn.query("SELECT id FROM raffles WHERE id = ? FOR UPDATE", {raffle_id});
    const notifications::RaffleRef raffle{raffle_id, t.text("title"), t.integer("total_tickets")};
    const auto numbers = notifications::numbers_of(t.text("numbers"));
    if (status == "cancelled") {
      // The status read above: the transaction sees one snapshot (SERIALIZABLE on PostgreSQL).
      release_numbers(conn, batch, raffle_id, ticket_id, numbers, t.text("raffle_status"), now);
    }
    const auto buyer_id = t.opt_text("user_id");
    if (status == "paid") {
      mark_paid(conn, batch, ticket_id, buyer_id, raffle, numbers, user_id, now);
      return;
    }
    // Cancelled or back to pending; a cancelled hold is over.
    conn.query(
        "UPDATE tickets SET status = ?, expires_at = CASE WHEN ? = 'pending' THEN expires_at ELSE NULL END, "
        "paid_at = NULL, updated_at = ? WHERE id = ?",
        {status, status, now, ticket_id});

    // Tell the other side (nobody is told about their own action).
    const std::string creator_id = t.text("creator_id");
    if (status == "cancelled" && creator && buyer_id && *buyer_id != user_id) {
      notifier_.send(conn, batch, notifications::ticket_cancelled(*buyer_id, raffle, ticket_id, numbers, "by_creator"));
    } else if (status == "cancelled" && !creator) {
      notifier_.send(
          conn, batch,
          notifications::ticket_cancelled(creator_id, raffle, ticket_id, numbers, "by_buyer", t.text("buyer_name")));
    }
  });
  return ticket_json(visible(user_id, ticket_id));
}

void TicketsService::mark_paid(db::Connection& conn, events::Batch& batch, const std::string& ticket_id,
                               const std::optional<std::string>& buyer_id, const notifications::RaffleRef& raffle,
                               const std::vector<std::int64_t>& numbers, const std::string& verifier_id,
                               const std::string& now) const {
  conn.query("UPDATE tickets SET status = 'paid', expires_at = NULL, paid_at = ?, updated_at = ? WHERE id = ?",
             {now, now, ticket_id});
  conn.query(
      "UPDATE payment_details SET verification_status = 'verified', verified_by = ?, verified_at = ?, "
      "updated_at = ? WHERE ticket_id = ? AND verification_status = 'pending'",
      {verifier_id, now, now, ticket_id});
  if (buyer_id && *buyer_id != verifier_id) {
    notifier_.send(conn, batch, notifications::ticket_paid(*buyer_id, raffle, ticket_id, numbers));
  }
}

}  // namespace rifa::features::tickets
