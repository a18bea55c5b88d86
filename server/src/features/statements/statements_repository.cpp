#include "features/statements/statements_repository.hpp"

#include <nlohmann/json.hpp>

namespace rifa::features::statements {

namespace {

db::Value optional_int(const std::optional<int>& v) {
  return v ? db::Value(static_cast<std::int64_t>(*v)) : db::Value(nullptr);
}

std::optional<int> column_of(const db::Row& row, std::string_view name) {
  const auto v = row.opt_integer(name);
  if (!v) return std::nullopt;
  return static_cast<int>(*v);
}

std::vector<std::int64_t> numbers_of(const std::string& text) {
  std::vector<std::int64_t> out;
  const auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (!parsed.is_array()) return out;
  for (const auto& n : parsed) {
    if (n.is_number_integer()) out.push_back(n.get<std::int64_t>());
  }
  return out;
}

Movement movement_of(const db::Row& r) {
  return {r.text("id"),        r.text("payment_method_id"), r.text("movement_date"),
          r.text("reference"), r.text("description"),       r.integer("amount_cents")};
}

// A row of statement_settings or platform_statement_settings (the same columns).
StoredSettings statement_settings_of(const db::Row& r) {
  StoredSettings out;
  out.mapping = {static_cast<int>(r.integer("date_column")),
                 static_cast<int>(r.integer("reference_column")),
                 column_of(r, "description_column"),
                 column_of(r, "amount_column"),
                 column_of(r, "credit_column"),
                 column_of(r, "debit_column")};
  out.match = {r.integer("tolerance_bp"), static_cast<int>(r.integer("window_days"))};
  return out;
}

}  // namespace

std::vector<StatementAccount> StatementsRepository::accounts(db::Connection& conn, const std::string& owner_id) {
  const auto rows = conn.query(
      "SELECT id, type, name FROM payment_methods WHERE user_id = ? AND is_active "
      "AND type IN ('pago_movil', 'transferencia') ORDER BY name, id",
      {owner_id});
  std::vector<StatementAccount> out;
  for (const auto& r : rows.rows) out.push_back({r.text("id"), r.text("type"), r.text("name")});
  return out;
}

std::optional<std::string> StatementsRepository::method_type(db::Connection& conn, const std::string& method_id,
                                                             const std::string& owner_id) {
  const auto found =
      conn.query("SELECT type FROM payment_methods WHERE id = ? AND user_id = ? AND is_active", {method_id, owner_id});
  if (found.empty()) return std::nullopt;
  return found.first().text("type");
}

std::optional<StoredSettings> StatementsRepository::settings(db::Connection& conn, const std::string& method_id) {
  const auto found = conn.query(
      "SELECT date_column, reference_column, description_column, amount_column, credit_column, debit_column, "
      "tolerance_bp, window_days FROM statement_settings WHERE payment_method_id = ?",
      {method_id});
  if (found.empty()) return std::nullopt;
  return statement_settings_of(found.first());
}

void StatementsRepository::save_settings(db::Connection& conn, const std::string& method_id,
                                         const std::string& owner_id, const StoredSettings& s, const std::string& now) {
  const auto& m = s.mapping;
  conn.query(
      "INSERT INTO statement_settings (payment_method_id, owner_id, date_column, reference_column, "
      "description_column, amount_column, credit_column, debit_column, tolerance_bp, window_days, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_method_id) DO UPDATE SET "
      "date_column = excluded.date_column, reference_column = excluded.reference_column, "
      "description_column = excluded.description_column, amount_column = excluded.amount_column, "
      "credit_column = excluded.credit_column, debit_column = excluded.debit_column, "
      "tolerance_bp = excluded.tolerance_bp, window_days = excluded.window_days, updated_at = excluded.updated_at",
      {method_id, owner_id, static_cast<std::int64_t>(m.date), static_cast<std::int64_t>(m.reference),
       optional_int(m.description), optional_int(m.amount), optional_int(m.credit), optional_int(m.debit),
       s.match.tolerance_bp, static_cast<std::int64_t>(s.match.window_days), now});
}

bool StatementsRepository::insert_movement(db::Connection& conn, const std::string& id, const std::string& owner_id,
                                           const std::string& method_id, const ParsedMovement& m,
                                           const std::string& now) {
  return conn.query(
                 "INSERT INTO statement_movements (id, owner_id, payment_method_id, movement_date, reference, "
                 "description, amount_cents, imported_at, occurrence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (payment_method_id, movement_date, reference, amount_cents, occurrence) DO NOTHING",
                 {id, owner_id, method_id, m.date, m.reference, m.description, m.amount_cents, now,
                  static_cast<std::int64_t>(m.occurrence)})
             .affected > 0;
}

std::vector<Movement> StatementsRepository::open_movements(db::Connection& conn, const std::string& owner_id,
                                                           const std::string& method_id) {
  const auto rows = conn.query(
      "SELECT id, payment_method_id, movement_date, reference, description, amount_cents FROM statement_movements "
      "WHERE owner_id = ? AND payment_method_id = ? AND payment_id IS NULL ORDER BY movement_date, reference, id",
      {owner_id, method_id});
  std::vector<Movement> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) out.push_back(movement_of(r));
  return out;
}

std::vector<MovementRow> StatementsRepository::movements(db::Connection& conn, const std::string& owner_id,
                                                         const std::string& method_id) {
  const auto rows = conn.query(
      "SELECT id, payment_method_id, movement_date, reference, description, amount_cents, payment_id, match_rule, "
      "verified_at FROM statement_movements WHERE owner_id = ? AND payment_method_id = ? "
      "ORDER BY movement_date DESC, reference, id",
      {owner_id, method_id});
  std::vector<MovementRow> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) {
    out.push_back({movement_of(r), r.opt_text("payment_id"), r.opt_text("match_rule"), r.opt_text("verified_at")});
  }
  return out;
}

std::vector<ReportRow> StatementsRepository::waiting_reports(db::Connection& conn, const std::string& payee_id,
                                                             const std::string& method_id) {
  const auto rows = conn.query(
      "SELECT p.id, p.ticket_id, p.reference, p.amount_cents, p.currency, p.exchange_rate_cents, p.payment_date, "
      "p.created_at, t.buyer_name, t.numbers, r.title, c.exchange_rate_cents AS creator_rate_cents "
      "FROM payment_details p JOIN tickets t ON t.id = p.ticket_id JOIN raffles r ON r.id = t.raffle_id "
      "JOIN profiles c ON c.id = r.creator_id "
      "WHERE p.payee_id = ? AND p.verification_status = 'pending' AND t.status = 'pending' "
      "AND r.status IN ('active', 'waiting') AND p.method IN ('pago_movil', 'transferencia') "
      "AND (p.payment_method_id IS NULL OR p.payment_method_id = ?) ORDER BY p.created_at, p.id",
      {payee_id, method_id});
  std::vector<ReportRow> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) {
    WaitingReport w;
    w.payment_id = r.text("id");
    w.ticket_id = r.text("ticket_id");
    w.reference = r.opt_text("reference").value_or("");
    w.date = r.opt_text("payment_date").value_or(r.text("created_at"));
    w.amount_cents = r.integer("amount_cents");
    w.currency = r.text("currency");
    w.buyer_name = r.text("buyer_name");
    w.raffle_title = r.text("title");
    w.numbers = numbers_of(r.text("numbers"));
    out.push_back({std::move(w), r.opt_integer("exchange_rate_cents"), r.opt_integer("creator_rate_cents")});
  }
  return out;
}

std::vector<OpenHold> StatementsRepository::open_holds(db::Connection& conn, const std::string& creator_id) {
  const auto rows = conn.query(
      "SELECT t.id, t.buyer_name, t.numbers, t.price_cents, r.title, c.exchange_rate_cents "
      "FROM tickets t JOIN raffles r ON r.id = t.raffle_id JOIN profiles c ON c.id = r.creator_id "
      "WHERE r.creator_id = ? AND r.status IN ('active', 'waiting') AND t.status = 'pending' "
      "AND t.expires_at IS NOT NULL AND c.exchange_rate_cents IS NOT NULL "
      "AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = t.id) ORDER BY t.created_at, t.id",
      {creator_id});
  std::vector<OpenHold> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) {
    out.push_back({r.text("id"), r.text("buyer_name"), r.text("title"), numbers_of(r.text("numbers")),
                   r.integer("price_cents") * r.integer("exchange_rate_cents") / 100});
  }
  return out;
}

bool StatementsRepository::claim(db::Connection& conn, const std::string& movement_id, const std::string& owner_id,
                                 const std::string& payment_id, const std::string& rule, const std::string& verifier_id,
                                 const std::string& now) {
  return conn.query(
                 "UPDATE statement_movements SET payment_id = ?, match_rule = ?, verified_by = ?, verified_at = ? "
                 "WHERE id = ? AND owner_id = ? AND payment_id IS NULL",
                 {payment_id, rule, verifier_id, now, movement_id, owner_id})
             .affected > 0;
}

namespace {

// A platform account's name as the super admin reads it: its bank, else its holder, else its phone.
std::string platform_account_name(const db::Row& r) {
  for (const auto* column : {"bank", "holder", "phone"}) {
    if (auto v = r.opt_text(column); v && !v->empty()) return *v;
  }
  return r.text("payment_method");
}

}  // namespace

std::vector<StatementAccount> StatementsRepository::platform_accounts(db::Connection& conn) {
  const auto rows = conn.query(
      "SELECT id, payment_method, bank, holder, phone FROM mobile_payment_config WHERE is_active "
      "AND payment_method IN ('pago_movil', 'transferencia') ORDER BY payment_method, created_at, id",
      {});
  std::vector<StatementAccount> out;
  for (const auto& r : rows.rows) out.push_back({r.text("id"), r.text("payment_method"), platform_account_name(r)});
  return out;
}

std::optional<std::string> StatementsRepository::platform_account_type(db::Connection& conn,
                                                                       const std::string& config_id) {
  const auto found =
      conn.query("SELECT payment_method FROM mobile_payment_config WHERE id = ? AND is_active", {config_id});
  if (found.empty()) return std::nullopt;
  return found.first().text("payment_method");
}

std::optional<StoredSettings> StatementsRepository::platform_settings(db::Connection& conn,
                                                                      const std::string& config_id) {
  const auto found = conn.query(
      "SELECT date_column, reference_column, description_column, amount_column, credit_column, debit_column, "
      "tolerance_bp, window_days FROM platform_statement_settings WHERE config_id = ?",
      {config_id});
  if (found.empty()) return std::nullopt;
  return statement_settings_of(found.first());
}

void StatementsRepository::save_platform_settings(db::Connection& conn, const std::string& config_id,
                                                  const std::string& admin_id, const StoredSettings& s,
                                                  const std::string& now) {
  const auto& m = s.mapping;
  conn.query(
      "INSERT INTO platform_statement_settings (config_id, updated_by, date_column, reference_column, "
      "description_column, amount_column, credit_column, debit_column, tolerance_bp, window_days, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (config_id) DO UPDATE SET "
      "updated_by = excluded.updated_by, date_column = excluded.date_column, "
      "reference_column = excluded.reference_column, description_column = excluded.description_column, "
      "amount_column = excluded.amount_column, credit_column = excluded.credit_column, "
      "debit_column = excluded.debit_column, tolerance_bp = excluded.tolerance_bp, "
      "window_days = excluded.window_days, updated_at = excluded.updated_at",
      {config_id, admin_id, static_cast<std::int64_t>(m.date), static_cast<std::int64_t>(m.reference),
       optional_int(m.description), optional_int(m.amount), optional_int(m.credit), optional_int(m.debit),
       s.match.tolerance_bp, static_cast<std::int64_t>(s.match.window_days), now});
}

bool StatementsRepository::insert_platform_movement(db::Connection& conn, const std::string& id,
                                                    const std::string& config_id, const ParsedMovement& m,
                                                    const std::string& now) {
  return conn.query(
                 "INSERT INTO platform_statement_movements (id, config_id, movement_date, reference, description, "
                 "amount_cents, imported_at, occurrence) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (config_id, movement_date, reference, amount_cents, occurrence) DO NOTHING",
                 {id, config_id, m.date, m.reference, m.description, m.amount_cents, now,
                  static_cast<std::int64_t>(m.occurrence)})
             .affected > 0;
}

namespace {

Movement platform_movement_of(const db::Row& r) {
  return {r.text("id"),        r.text("config_id"),   r.text("movement_date"),
          r.text("reference"), r.text("description"), r.integer("amount_cents")};
}

}  // namespace

std::vector<Movement> StatementsRepository::open_platform_movements(db::Connection& conn,
                                                                    const std::string& config_id) {
  const auto rows = conn.query(
      "SELECT id, config_id, movement_date, reference, description, amount_cents FROM platform_statement_movements "
      "WHERE config_id = ? AND payment_id IS NULL ORDER BY movement_date, reference, id",
      {config_id});
  std::vector<Movement> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) out.push_back(platform_movement_of(r));
  return out;
}

std::vector<MovementRow> StatementsRepository::platform_movements(db::Connection& conn, const std::string& config_id) {
  const auto rows = conn.query(
      "SELECT id, config_id, movement_date, reference, description, amount_cents, payment_id, match_rule, "
      "verified_at FROM platform_statement_movements WHERE config_id = ? ORDER BY movement_date DESC, reference, id",
      {config_id});
  std::vector<MovementRow> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) {
    out.push_back(
        {platform_movement_of(r), r.opt_text("payment_id"), r.opt_text("match_rule"), r.opt_text("verified_at")});
  }
  return out;
}

std::vector<WaitingReport> StatementsRepository::subscription_reports(db::Connection& conn, const std::string& method) {
  const auto rows = conn.query(
      "SELECT m.id, m.subscription_id, m.reference_number, m.reported_amount_cents, m.reported_currency, "
      "m.amount_ves_cents, m.created_at, pr.name AS payer_name, pl.name AS plan_name "
      "FROM subscription_mobile_payments m JOIN user_subscriptions s ON s.id = m.subscription_id "
      "JOIN subscription_plans pl ON pl.id = s.plan_id JOIN profiles pr ON pr.id = m.user_id "
      "WHERE m.status = 'pending' AND s.status = 'pending' AND m.payment_method = ? ORDER BY m.created_at, m.id",
      {method});
  std::vector<WaitingReport> out;
  out.reserve(rows.rows.size());
  for (const auto& r : rows.rows) {
    WaitingReport w;
    w.payment_id = r.text("id");
    w.ticket_id = r.text("subscription_id");
    w.reference = r.text("reference_number");
    w.date = r.text("created_at");
    w.amount_cents = r.integer("reported_amount_cents");
    w.currency = r.text("reported_currency");
    // What is owed in Bs: the plan's price at the rate stored with the payment; without a rate,
    // what was reported in bolívares.
    w.amount_bs_cents = r.opt_integer("amount_ves_cents");
    if (!w.amount_bs_cents && w.currency == "VES") w.amount_bs_cents = w.amount_cents;
    w.buyer_name = r.text("payer_name");
    w.raffle_title = r.text("plan_name");
    out.push_back(std::move(w));
  }
  return out;
}

bool StatementsRepository::claim_platform(db::Connection& conn, const std::string& movement_id,
                                          const std::string& payment_id, const std::string& rule,
                                          const std::string& verifier_id, const std::string& now) {
  return conn.query(
                 "UPDATE platform_statement_movements SET payment_id = ?, match_rule = ?, verified_by = ?, "
                 "verified_at = ? WHERE id = ? AND payment_id IS NULL",
                 {payment_id, rule, verifier_id, now, movement_id})
             .affected > 0;
}

}  // namespace rifa::features::statements
