#include "features/account/account_repository.hpp"

#include <algorithm>
#include <initializer_list>
#include <string_view>

namespace rifa::features::account {

using nlohmann::json;

namespace {

bool listed(std::initializer_list<std::string_view> names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

json account_value(const db::Value& value, bool parse, bool boolean) {
  return std::visit(
      [&](const auto& v) -> json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::nullptr_t>) {
          return nullptr;
        } else if constexpr (std::is_same_v<T, db::Blob>) {
          return nullptr;  // no column read here is binary
        } else if constexpr (std::is_same_v<T, std::string>) {
          if (parse) return json::parse(v, nullptr, false);
          return v;
        } else if constexpr (std::is_same_v<T, std::int64_t>) {
          if (boolean) return v != 0;
          return v;
        } else {
          return v;
        }
      },
      value);
}

// Every row as an object of its columns.
json rows_json(const db::Result& result, std::initializer_list<std::string_view> json_columns = {},
               std::initializer_list<std::string_view> bool_columns = {}) {
  json out = json::array();
  for (const auto& row : result.rows) {
    json item = json::object();
    const auto& columns = row.columns();
    for (std::size_t i = 0; i < columns.size(); ++i) {
      item[columns[i]] = account_value(row.at(i), listed(json_columns, columns[i]), listed(bool_columns, columns[i]));
    }
    out.push_back(std::move(item));
  }
  return out;
}

json first_or_null(json rows) { return rows.empty() ? json(nullptr) : rows.front(); }

}  // namespace

AccountData account_data(db::Connection& conn, const std::string& user_id) {
  AccountData d;
  d.profile = first_or_null(rows_json(
      conn.query("SELECT id, name, email, phone, whatsapp, bio, avatar_url, type, joined_date, email_notifications, "
                 "exchange_rate_cents, created_at, updated_at FROM profiles WHERE id = ?",
                 {user_id}),
      {}, {"email_notifications"}));
  d.account = first_or_null(rows_json(conn.query(
      "SELECT id, email, email_confirmed_at, last_sign_in_at, created_at, updated_at FROM users WHERE id = ?",
      {user_id})));
  d.tickets =
      rows_json(conn.query("SELECT t.id, t.raffle_id, r.title AS raffle_title, t.numbers, t.status, t.price_cents, "
                           "t.buyer_name, t.buyer_email, t.buyer_phone, t.receipt_code, t.purchase_date, t.expires_at, "
                           "t.paid_at, t.created_at, t.updated_at FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
                           "WHERE t.user_id = ? ORDER BY t.created_at, t.id",
                           {user_id}),
                {"numbers"});
  d.raffles = rows_json(
      conn.query("SELECT id, title, description, image_url, ticket_price_cents, total_tickets, sold_tickets, "
                 "end_date, status, lottery, is_private, tags, draw_at, drawn_number, winner_number, created_at, "
                 "updated_at, cancelled_at FROM raffles WHERE creator_id = ? ORDER BY created_at, id",
                 {user_id}),
      {"tags"}, {"is_private"});
  d.payments = rows_json(
      conn.query("SELECT p.id, p.ticket_id, p.method, p.reference, p.amount_cents, p.currency, p.payment_date, "
                 "p.bank, p.account_number, p.phone_number, p.email, p.notes, p.screenshot_url, "
                 "p.verification_status, p.verified_at, p.verification_notes, p.created_at FROM payment_details p "
                 "JOIN tickets t ON t.id = p.ticket_id WHERE t.user_id = ? ORDER BY p.created_at, p.id",
                 {user_id}));
  d.subscription_payments =
      rows_json(conn.query("SELECT id, subscription_id, amount_cents, reported_amount_cents, reported_currency, "
                           "mobile_number, payment_method, reference_number, screenshot_url, status, admin_notes, "
                           "reviewed_at, created_at FROM subscription_mobile_payments WHERE user_id = ? "
                           "ORDER BY created_at, id",
                           {user_id}));
  d.payment_methods =
      rows_json(conn.query("SELECT id, type, name, details, is_default, is_active, created_at FROM payment_methods "
                           "WHERE user_id = ? ORDER BY created_at, id",
                           {user_id}),
                {"details"}, {"is_default", "is_active"});
  d.notifications =
      rows_json(conn.query("SELECT id, type, title, message, priority, data, is_read, created_at FROM notifications "
                           "WHERE user_id = ? ORDER BY created_at, id",
                           {user_id}),
                {"data"}, {"is_read"});
  // Movements of the user's own accounts (a business's, imported by its cashiers too), with the match:
  // the report it paid, that report's ticket, the rule and who verified it.
  d.statement_movements =
      rows_json(conn.query("SELECT m.id, m.payment_method_id, pm.name AS account_name, m.movement_date, m.reference, "
                           "m.description, m.amount_cents, m.occurrence, m.imported_at, m.payment_id, p.ticket_id AS "
                           "matched_ticket_id, m.match_rule, m.verified_by, m.verified_at FROM statement_movements m "
                           "JOIN payment_methods pm ON pm.id = m.payment_method_id "
                           "LEFT JOIN payment_details p ON p.id = m.payment_id WHERE m.owner_id = ? "
                           "ORDER BY m.movement_date, m.imported_at, m.id",
                           {user_id}));
  // Money returned to the user for her tickets ("Devuelto"), as the organiser recorded it.
  d.refunds = rows_json(conn.query(
      "SELECT f.id, f.ticket_id, f.amount_cents, f.amount_bs_cents, f.exchange_rate_cents, f.returned_at "
      "FROM ticket_refunds f JOIN tickets t ON t.id = f.ticket_id WHERE t.user_id = ? ORDER BY f.returned_at, f.id",
      {user_id}));
  return d;
}

std::vector<OpenRaffle> open_raffles(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query(
      "SELECT id, title, status FROM raffles WHERE creator_id = ? AND (status = 'active' OR status = 'waiting') "
      "ORDER BY created_at, id",
      {user_id});
  std::vector<OpenRaffle> out;
  for (const auto& row : r.rows) out.push_back({row.text("id"), row.text("title"), row.text("status")});
  return out;
}

std::vector<UnpaidTicket> unpaid_tickets(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query(
      "SELECT t.id, t.raffle_id, r.title, t.numbers FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
      "WHERE t.user_id = ? AND t.status = 'pending' ORDER BY t.created_at, t.id",
      {user_id});
  std::vector<UnpaidTicket> out;
  for (const auto& row : r.rows) {
    out.push_back({row.text("id"), row.text("raffle_id"), row.text("title"), json::parse(row.text("numbers"))});
  }
  return out;
}

std::optional<std::string> account_email(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query("SELECT email FROM users WHERE id = ?", {user_id});
  if (r.empty()) return std::nullopt;
  return r.first().text("email");
}

void detach_tickets(db::Connection& conn, const std::string& user_id,
                    const std::function<std::string(const std::string&)>& mask,
                    const std::function<std::string(const std::string&)>& search_text) {
  conn.query(
      "UPDATE payment_details SET account_number = NULL, phone_number = NULL, email = NULL, notes = NULL, "
      "screenshot_url = NULL WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ?)",
      {user_id});
  const auto names = conn.query("SELECT DISTINCT buyer_name FROM tickets WHERE user_id = ?", {user_id});
  for (const auto& row : names.rows) {
    const std::string name = row.text("buyer_name");
    const std::string masked = mask(name);
    conn.query(
        "UPDATE tickets SET user_id = NULL, buyer_name = ?, buyer_email = '', buyer_phone = '', buyer_search = ? "
        "WHERE user_id = ? AND buyer_name = ?",
        {masked, search_text(masked), user_id, name});
    // Other people's notifications that named the buyer (a creator's "new purchase").
    if (!name.empty() && name != masked) {
      conn.query(
          "UPDATE notifications SET title = REPLACE(title, ?, ?), message = REPLACE(message, ?, ?) "
          "WHERE message <> REPLACE(message, ?, ?) OR title <> REPLACE(title, ?, ?)",
          {name, masked, name, masked, name, masked, name, masked});
    }
  }
}

void delete_files(db::Connection& conn, const std::string& user_id) {
  conn.query("UPDATE raffles SET image_url = NULL, image_variants = '[]', result_image_url = NULL WHERE creator_id = ?",
             {user_id});
  conn.query("DELETE FROM storage_objects WHERE owner_id = ?", {user_id});
}

void delete_mail_to(db::Connection& conn, const std::string& email) {
  conn.query("DELETE FROM mail_outbox WHERE to_address = ?", {email});
}

bool profile_still_referenced(db::Connection& conn, const std::string& user_id) {
  return !conn.query(
                  "SELECT 1 FROM raffles WHERE creator_id = ? UNION ALL SELECT 1 FROM user_subscriptions WHERE "
                  "user_id = ? UNION ALL SELECT 1 FROM subscription_mobile_payments WHERE user_id = ? LIMIT 1",
                  {user_id, user_id, user_id})
              .empty();
}

void anonymise_account(db::Connection& conn, const std::string& user_id, const std::string& now) {
  // What the cascade of delete_account would remove.
  conn.query("DELETE FROM sessions WHERE user_id = ?", {user_id});  // refresh tokens cascade
  conn.query("DELETE FROM flow_states WHERE user_id = ?", {user_id});
  conn.query("DELETE FROM one_time_tokens WHERE user_id = ?", {user_id});
  conn.query("DELETE FROM notifications WHERE user_id = ?", {user_id});
  conn.query("DELETE FROM favorites WHERE user_id = ?", {user_id});
  conn.query("DELETE FROM payment_methods WHERE user_id = ?", {user_id});
  conn.query("DELETE FROM cashiers WHERE id = ?", {user_id});
  conn.query(
      "UPDATE subscription_mobile_payments SET mobile_number = '', screenshot_url = NULL, admin_notes = NULL "
      "WHERE user_id = ?",
      {user_id});
  // Nobody can sign in to it: an address that cannot be one, and no password hash verifies.
  conn.query(
      "UPDATE users SET email = ?, password_hash = '!', raw_user_meta_data = '{}', email_confirmed_at = NULL, "
      "last_sign_in_at = NULL, recovery_sent_at = NULL, updated_at = ? WHERE id = ?",
      {"deleted-" + user_id + "@invalid", now, user_id});
  conn.query(
      "UPDATE profiles SET name = 'Cuenta eliminada', name_search = 'cuenta eliminada', email = NULL, phone = NULL, "
      "whatsapp = NULL, bio = NULL, avatar_url = NULL, avatar_thumb_url = NULL, email_notifications = ?, "
      "is_super_admin = ?, updated_at = ? WHERE id = ?",
      {false, false, now, user_id});
}

void delete_account(db::Connection& conn, const std::string& user_id) {
  conn.query("DELETE FROM users WHERE id = ?", {user_id});
}

}  // namespace rifa::features::account
