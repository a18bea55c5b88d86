#include "features/admin/admin_repository.hpp"

#include <functional>

namespace rifa::features::admin {

namespace {

db::Value value_of(const std::optional<std::string>& v) { return v ? db::Value(*v) : db::Value(nullptr); }
db::Value value_of(const std::optional<std::int64_t>& v) { return v ? db::Value(*v) : db::Value(nullptr); }

std::int64_t zero_if_null(const db::Row& row, const char* column) {
  return row.is_null(column) ? 0 : row.integer(column);
}

// The UTC date ("2026-11-22") of a timestamp column.
std::string day_of(const db::Connection& conn, const std::string& column) {
  if (conn.dialect() == db::Dialect::postgresql) return "to_char(" + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')";
  return "substr(" + column + ", 1, 10)";
}

constexpr const char* kConfigColumns =
    "id, payment_method, bank, phone, id_number, holder, instructions, is_active, created_at, updated_at";

PaymentConfig config_of(const db::Row& r) {
  return {r.text("id"),
          r.text("payment_method"),
          r.opt_text("bank"),
          r.opt_text("phone"),
          r.opt_text("id_number"),
          r.opt_text("holder"),
          r.opt_text("instructions"),
          r.boolean("is_active"),
          r.text("created_at"),
          r.text("updated_at")};
}

// Collects `column = ?` pairs of an UPDATE.
struct Sets {
  std::string sql;
  db::Params params;
  void set(const char* column, db::Value value) {
    sql += std::string(column) + " = ?, ";
    params.push_back(std::move(value));
  }
  // A change that may clear the column (TextChange, LimitChange).
  template <typename T>
  void nullable(const char* column, const std::optional<std::optional<T>>& change) {
    if (change) set(column, value_of(*change));
  }
  template <typename T>
  void plain(const char* column, const std::optional<T>& change) {
    if (change) set(column, *change);
  }
  // UPDATE `table` SET <the columns>, updated_at = `now` WHERE id = `id`.
  void run(db::Connection& conn, const char* table, const std::string& now, const std::string& id) {
    params.emplace_back(now);
    params.emplace_back(id);
    conn.query(std::string("UPDATE ") + table + " SET " + sql + "updated_at = ? WHERE id = ?", params);
  }
};

}  // namespace

// --- Audit trail

void AdminRepository::insert_audit(db::Connection& conn, const std::string& id,
                                   const std::optional<std::string>& actor_id, const std::string& action,
                                   const std::string& entity, const std::optional<std::string>& entity_id,
                                   const std::string& data, const std::string& now) {
  conn.query(
      "INSERT INTO audit_log (id, actor_id, action, entity, entity_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      {id, value_of(actor_id), action, entity, value_of(entity_id), data, now});
}

subscriptions::Listing<AuditEntry> AdminRepository::audit(db::Connection& conn,
                                                          const std::optional<std::string>& entity, const Page& page) {
  const std::string where = entity ? " WHERE l.entity = ?" : "";
  db::Params params;
  if (entity) params.emplace_back(*entity);
  subscriptions::Listing<AuditEntry> out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM audit_log l" + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  const auto rows = conn.query(
      "SELECT l.id, l.actor_id, l.action, l.entity, l.entity_id, l.data, l.created_at, a.id AS actor_profile_id, "
      "a.name AS actor_name, a.email AS actor_email FROM audit_log l LEFT JOIN profiles a ON a.id = l.actor_id" +
          where + " ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?",
      params);
  for (const auto& row : rows.rows) {
    std::optional<AuditActor> actor;
    if (!row.is_null("actor_profile_id")) {
      actor = AuditActor{row.text("actor_profile_id"), row.text("actor_name"), row.opt_text("actor_email")};
    }
    out.data.push_back({row.text("id"), std::move(actor), row.text("action"), row.text("entity"),
                        row.opt_text("entity_id"), row.text("data"), row.text("created_at")});
  }
  return out;
}

// --- Dashboard

std::map<std::string, DayFigures> AdminRepository::figures_by_day(db::Connection& conn, const std::string& since) {
  std::map<std::string, DayFigures> by_day;
  // One GROUP BY per source over the window; `fill` stores each day's figures.
  const auto per_day = [&](const std::string& column, const std::string& select_from, const std::string& where,
                           const std::function<void(DayFigures&, const db::Row&)>& fill) {
    const auto rows = conn.query("SELECT " + day_of(conn, column) + " AS day, " + select_from + " WHERE " + column +
                                     " >= ?" + where + " GROUP BY 1",
                                 {since});
    for (const auto& row : rows.rows) fill(by_day[row.text("day")], row);
  };
  per_day("created_at", "COUNT(*) AS n FROM profiles", "",
          [](DayFigures& d, const db::Row& r) { d.new_users = r.integer("n"); });
  per_day("created_at", "COUNT(*) AS n FROM raffles", "",
          [](DayFigures& d, const db::Row& r) { d.raffles_created = r.integer("n"); });
  // Sold: every ticket not cancelled, paid or not; paid: those whose payment was verified.
  per_day("created_at",
          "COUNT(*) AS n, SUM(price_cents) AS cents, SUM(CASE WHEN status = 'paid' THEN price_cents ELSE 0 END) AS "
          "paid_cents FROM tickets",
          " AND status <> 'cancelled'", [](DayFigures& d, const db::Row& r) {
            d.tickets_sold = r.integer("n");
            d.amount_sold_cents = zero_if_null(r, "cents");
            d.amount_paid_cents = zero_if_null(r, "paid_cents");
          });
  // The numbers of tickets not cancelled (cancelling deletes their ticket_numbers rows).
  per_day("t.created_at", "COUNT(*) AS n FROM ticket_numbers tn JOIN tickets t ON t.id = tn.ticket_id", "",
          [](DayFigures& d, const db::Row& r) { d.numbers_sold = r.integer("n"); });
  // Reports in bolívares count at the rate stored with them (none: not convertible, not counted).
  per_day("created_at",
          "SUM(CASE WHEN currency = 'VES' THEN (CASE WHEN exchange_rate_cents > 0 THEN amount_cents * 100 / "
          "exchange_rate_cents ELSE 0 END) ELSE amount_cents END) AS cents FROM payment_details",
          "", [](DayFigures& d, const db::Row& r) { d.amount_reported_cents = zero_if_null(r, "cents"); });
  per_day("payment_date", "SUM(amount_cents) AS cents FROM subscription_payments", " AND status = 'completed'",
          [](DayFigures& d, const db::Row& r) { d.subscription_revenue_cents = zero_if_null(r, "cents"); });
  return by_day;
}

UserTotals AdminRepository::user_totals(db::Connection& conn) {
  const auto r = conn.query(
                         "SELECT COUNT(*) AS total, "
                         "SUM(CASE WHEN type = 'business' AND membership_active = TRUE THEN 1 ELSE 0 END) AS "
                         "business, SUM(CASE WHEN is_super_admin = TRUE THEN 1 ELSE 0 END) AS super_admins "
                         "FROM profiles")
                     .first();
  return {r.integer("total"), zero_if_null(r, "business"), zero_if_null(r, "super_admins")};
}

std::map<std::string, std::int64_t> AdminRepository::raffles_by_status(db::Connection& conn) {
  std::map<std::string, std::int64_t> out;
  for (const auto& row : conn.query("SELECT status, COUNT(*) AS n FROM raffles GROUP BY status").rows) {
    out[row.text("status")] = row.integer("n");
  }
  return out;
}

std::vector<PlanSubscribers> AdminRepository::subscribers_by_plan(db::Connection& conn, const std::string& now) {
  std::vector<PlanSubscribers> out;
  const auto rows = conn.query(
      "SELECT p.id, p.name, COUNT(s.id) AS active FROM subscription_plans p LEFT JOIN user_subscriptions s "
      "ON s.plan_id = p.id AND s.status = 'active' AND s.start_date <= ? AND s.end_date > ? "
      "GROUP BY p.id, p.name, p.price_cents, p.sort_order ORDER BY p.price_cents, p.sort_order, p.id",
      {now, now});
  for (const auto& row : rows.rows) out.push_back({row.text("id"), row.text("name"), row.integer("active")});
  return out;
}

PendingWork AdminRepository::pending_work(db::Connection& conn) {
  const auto r = conn.query(
                         "SELECT (SELECT COUNT(*) FROM subscription_mobile_payments WHERE status = 'pending') "
                         "AS mobile_payments, (SELECT COUNT(*) FROM user_subscriptions WHERE status = "
                         "'pending') AS subscriptions")
                     .first();
  return {r.integer("mobile_payments"), r.integer("subscriptions")};
}

// --- Review of subscription mobile payments

std::optional<ReviewedPayment> AdminRepository::lock_payment(db::Connection& conn, const std::string& payment_id) {
  const auto r = conn.query(
      std::string("SELECT m.id, m.user_id, m.subscription_id, m.amount_cents, m.reference_number, m.status, "
                  "s.status AS subscription_status, s.end_date, p.id AS plan_id, p.name AS plan_name, "
                  "u.name AS user_name, u.email AS user_email "
                  "FROM subscription_mobile_payments m JOIN user_subscriptions s ON s.id = m.subscription_id "
                  "JOIN subscription_plans p ON p.id = s.plan_id JOIN profiles u ON u.id = m.user_id WHERE m.id = ?") +
          (conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE OF m, s" : ""),
      {payment_id});
  if (r.empty()) return std::nullopt;
  const auto& p = r.first();
  return ReviewedPayment{p.text("id"),
                         p.text("user_id"),
                         p.text("subscription_id"),
                         p.integer("amount_cents"),
                         p.text("reference_number"),
                         p.text("status"),
                         p.text("subscription_status"),
                         p.text("end_date"),
                         p.text("plan_id"),
                         p.text("plan_name"),
                         p.text("user_name"),
                         p.opt_text("user_email").value_or("")};
}

bool AdminRepository::decide(db::Connection& conn, const std::string& payment_id, const std::string& status,
                             const std::string& admin_id, const std::optional<std::string>& notes,
                             const std::string& now) {
  return conn.query(
                 "UPDATE subscription_mobile_payments SET status = ?, admin_id = ?, admin_notes = ?, reviewed_at = ?, "
                 "updated_at = ? WHERE id = ? AND status = 'pending'",
                 {status, admin_id, value_of(notes), now, now, payment_id})
             .affected != 0;
}

std::optional<std::string> AdminRepository::current_term_end(db::Connection& conn, const std::string& user_id,
                                                             const std::string& plan_id, const std::string& now) {
  const auto r = conn.query(
      "SELECT end_date FROM user_subscriptions WHERE user_id = ? AND plan_id = ? AND status = 'active' "
      "AND (end_date > ? OR grace_until > ?) ORDER BY end_date DESC LIMIT 1",
      {user_id, plan_id, now, now});
  if (r.empty()) return std::nullopt;
  return r.first().text("end_date");
}

std::vector<std::string> AdminRepository::cancel_other_plans(db::Connection& conn, const std::string& user_id,
                                                             const std::string& plan_id, const std::string& now) {
  std::vector<std::string> ids;
  for (const auto& row : conn.query("UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, "
                                    "updated_at = ? WHERE user_id = ? AND status = 'active' AND plan_id <> ? "
                                    "RETURNING id",
                                    {now, user_id, plan_id})
                             .rows) {
    ids.push_back(row.text("id"));
  }
  return ids;
}

bool AdminRepository::activate(db::Connection& conn, const std::string& subscription_id, const std::string& start,
                               const std::string& end, const std::string& now) {
  return conn.query(
                 "UPDATE user_subscriptions SET status = 'active', start_date = ?, end_date = ?, next_payment_date = "
                 "?, "
                 "last_payment_date = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
                 {start, end, end, now, now, subscription_id})
             .affected != 0;
}

void AdminRepository::insert_payment(db::Connection& conn, const std::string& id, const std::string& subscription_id,
                                     std::int64_t amount_cents, const std::string& reference, const std::string& now) {
  conn.query(
      "INSERT INTO subscription_payments (id, subscription_id, amount_cents, status, reference, payment_date, "
      "created_at) VALUES (?, ?, ?, 'completed', ?, ?, ?)",
      {id, subscription_id, amount_cents, reference, now, now});
}

// --- Payment configuration and rate

std::vector<PaymentConfig> AdminRepository::configs(bool active_only) {
  const auto rows =
      db_.query(std::string("SELECT ") + kConfigColumns + " FROM mobile_payment_config" +
                (active_only ? " WHERE is_active = TRUE" : "") + " ORDER BY payment_method, created_at, id");
  std::vector<PaymentConfig> out;
  for (const auto& row : rows.rows) out.push_back(config_of(row));
  return out;
}

std::optional<PaymentConfig> AdminRepository::config(db::Connection& conn, const std::string& id) {
  const auto r = conn.query(std::string("SELECT ") + kConfigColumns + " FROM mobile_payment_config WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return config_of(r.first());
}

void AdminRepository::insert_config(db::Connection& conn, const PaymentConfig& c) {
  conn.query(
      "INSERT INTO mobile_payment_config (id, payment_method, bank, phone, id_number, holder, instructions, "
      "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {c.id, c.payment_method, value_of(c.bank), value_of(c.phone), value_of(c.id_number), value_of(c.holder),
       value_of(c.instructions), c.is_active, c.created_at, c.updated_at});
}

void AdminRepository::update_config(db::Connection& conn, const std::string& id, const PaymentConfigInput& changes,
                                    const std::string& now) {
  Sets sets;
  sets.plain("payment_method", changes.payment_method);
  sets.nullable("bank", changes.bank);
  sets.nullable("phone", changes.phone);
  sets.nullable("id_number", changes.id_number);
  sets.nullable("holder", changes.holder);
  sets.nullable("instructions", changes.instructions);
  sets.plain("is_active", changes.is_active);
  sets.run(conn, "mobile_payment_config", now, id);
}

ExchangeRate AdminRepository::exchange_rate(db::Connection& conn) {
  const auto r = conn.query("SELECT exchange_rate_cents, exchange_rate_at FROM platform_settings WHERE id = 1").first();
  return {r.opt_integer("exchange_rate_cents"), r.opt_text("exchange_rate_at")};
}

void AdminRepository::set_exchange_rate(db::Connection& conn, std::int64_t rate_cents, const std::string& now) {
  conn.query("UPDATE platform_settings SET exchange_rate_cents = ?, exchange_rate_at = ?, updated_at = ? WHERE id = 1",
             {rate_cents, now, now});
}

// --- Plans

std::vector<std::pair<std::string, std::string>> AdminRepository::plan_names(db::Connection& conn) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& row : conn.query("SELECT id, name FROM subscription_plans").rows) {
    out.emplace_back(row.text("id"), row.text("name"));
  }
  return out;
}

std::map<std::string, PlanCounts> AdminRepository::plan_counts(db::Connection& conn, const std::string& now,
                                                               const std::optional<std::string>& plan_id) {
  db::Params params{now, now};
  if (plan_id) params.emplace_back(*plan_id);
  std::map<std::string, PlanCounts> out;
  for (const auto& row : conn.query(std::string("SELECT plan_id, SUM(CASE WHEN status = 'active' AND start_date <= ? "
                                                "AND end_date > ? THEN 1 ELSE 0 END) AS active, COUNT(*) AS total "
                                                "FROM user_subscriptions") +
                                        (plan_id ? " WHERE plan_id = ?" : "") + " GROUP BY plan_id",
                                    params)
                             .rows) {
    out[row.text("plan_id")] = {zero_if_null(row, "active"), row.integer("total")};
  }
  return out;
}

void AdminRepository::insert_plan(db::Connection& conn, const subscriptions::Plan& p) {
  conn.query(
      "INSERT INTO subscription_plans (id, name, slug, description, price_cents, is_active, can_create_public, "
      "can_create_private, has_admin_panel, max_active_raffles, max_tickets_per_raffle, max_cashiers, sort_order, "
      "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {p.id, p.name, p.slug, p.description, p.price_cents, p.is_active, p.can_create_public, p.can_create_private,
       p.has_admin_panel, value_of(p.max_active_raffles), p.max_tickets_per_raffle, value_of(p.max_cashiers),
       p.sort_order, p.created_at, p.updated_at});
}

void AdminRepository::update_plan(db::Connection& conn, const std::string& id, const PlanInput& changes,
                                  const std::optional<std::string>& slug, const std::string& now) {
  Sets sets;
  sets.plain("name", changes.name);
  sets.plain("slug", slug);
  sets.plain("description", changes.description);
  sets.plain("price_cents", changes.price_cents);
  sets.plain("is_active", changes.is_active);
  sets.plain("can_create_public", changes.can_create_public);
  sets.plain("can_create_private", changes.can_create_private);
  sets.plain("has_admin_panel", changes.has_admin_panel);
  sets.nullable("max_active_raffles", changes.max_active_raffles);
  sets.plain("max_tickets_per_raffle", changes.max_tickets_per_raffle);
  sets.nullable("max_cashiers", changes.max_cashiers);
  sets.plain("sort_order", changes.sort_order);
  sets.run(conn, "subscription_plans", now, id);
}

void AdminRepository::delete_plan(db::Connection& conn, const std::string& id) {
  conn.query("DELETE FROM subscription_plans WHERE id = ?", {id});
}

}  // namespace rifa::features::admin
