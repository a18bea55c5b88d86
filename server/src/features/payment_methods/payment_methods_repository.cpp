#include "features/payment_methods/payment_methods_repository.hpp"

#include <nlohmann/json.hpp>

namespace rifa::features::payment_methods {

namespace {

constexpr const char* kMethodColumns =
    "id, user_id, type, name, details, is_default, is_active, created_at, updated_at";

// The stored details text (a JSON object of texts); anything else reads as no details.
std::map<std::string, std::string> details_of(const std::string& text) {
  std::map<std::string, std::string> out;
  const auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (!parsed.is_object()) return out;
  for (const auto& [key, value] : parsed.items()) {
    if (value.is_string()) out[key] = value.get<std::string>();
  }
  return out;
}

std::string details_text(const std::map<std::string, std::string>& details) { return nlohmann::json(details).dump(); }

PaymentMethod method_of(const db::Row& r) {
  return {r.text("id"),
          r.text("user_id"),
          r.text("type"),
          r.text("name"),
          details_of(r.text("details")),
          r.boolean("is_default"),
          r.boolean("is_active"),
          r.text("created_at"),
          r.text("updated_at")};
}

std::vector<PaymentMethod> methods_of(const db::Result& r) {
  std::vector<PaymentMethod> out;
  out.reserve(r.rows.size());
  for (const auto& row : r.rows) out.push_back(method_of(row));
  return out;
}

}  // namespace

std::vector<PaymentMethod> PaymentMethodsRepository::active_of(const std::string& user_id, bool default_first) {
  return methods_of(db_.query(std::string("SELECT ") + kMethodColumns +
                                  " FROM payment_methods WHERE user_id = ? AND is_active = ? ORDER BY " +
                                  (default_first ? "is_default DESC, " : "") + "created_at DESC, id DESC",
                              {user_id, true}));
}

std::optional<PaymentMethod> PaymentMethodsRepository::by_id(const std::string& id) {
  const auto r = db_.query(std::string("SELECT ") + kMethodColumns + " FROM payment_methods WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return method_of(r.first());
}

std::optional<PaymentMethod> PaymentMethodsRepository::active_own(const std::string& user_id, const std::string& id) {
  const auto r = db_.query(
      std::string("SELECT ") + kMethodColumns + " FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = ?",
      {id, user_id, true});
  if (r.empty()) return std::nullopt;
  return method_of(r.first());
}

bool PaymentMethodsRepository::active_own_exists(db::Connection& conn, const std::string& user_id,
                                                 const std::string& id) {
  return !conn.query("SELECT id FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = ?",
                     {id, user_id, true})
              .empty();
}

bool PaymentMethodsRepository::has_active(db::Connection& conn, const std::string& user_id) {
  return !conn.query("SELECT id FROM payment_methods WHERE user_id = ? AND is_active = ? LIMIT 1", {user_id, true})
              .empty();
}

std::int64_t PaymentMethodsRepository::count_active(db::Connection& conn, const std::string& user_id) {
  return conn.query("SELECT COUNT(*) AS n FROM payment_methods WHERE user_id = ? AND is_active = ?", {user_id, true})
      .first()
      .integer("n");
}

void PaymentMethodsRepository::lock_owner(db::Connection& conn, const std::string& user_id) {
  if (conn.dialect() == db::Dialect::postgresql)
    conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {user_id});
}

void PaymentMethodsRepository::insert(db::Connection& conn, const PaymentMethod& m) {
  conn.query(
      "INSERT INTO payment_methods (id, user_id, type, name, details, is_default, is_active, created_at, "
      "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {m.id, m.user_id, m.type, m.name, details_text(m.details), m.is_default, m.is_active, m.created_at,
       m.updated_at});
}

void PaymentMethodsRepository::update(const std::string& user_id, const std::string& id, const std::string& type,
                                      const std::string& name, const std::map<std::string, std::string>& details,
                                      const std::string& now) {
  db_.query("UPDATE payment_methods SET type = ?, name = ?, details = ?, updated_at = ? WHERE id = ? AND user_id = ?",
            {type, name, details_text(details), now, id, user_id});
}

bool PaymentMethodsRepository::deactivate(db::Connection& conn, const std::string& user_id, const std::string& id,
                                          const std::string& now) {
  return conn.query(
                 "UPDATE payment_methods SET is_active = ?, is_default = ?, updated_at = ? WHERE id = ? AND user_id = "
                 "? "
                 "AND is_active = ?",
                 {false, false, now, id, user_id, true})
             .affected == 1;
}

void PaymentMethodsRepository::clear_default(db::Connection& conn, const std::string& user_id, const std::string& now) {
  conn.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE user_id = ? AND is_default = ?",
             {false, now, user_id, true});
}

void PaymentMethodsRepository::clear_default(const std::string& user_id, const std::string& now) {
  clear_default(*db_.acquire(), user_id, now);
}

void PaymentMethodsRepository::make_default(db::Connection& conn, const std::string& id, const std::string& now) {
  conn.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE id = ?", {true, now, id});
}

std::optional<PaymentMethodsRepository::RaffleOwner> PaymentMethodsRepository::raffle_creator(
    const std::string& raffle_id) {
  const auto r = db_.query("SELECT creator_id, is_blocked FROM raffles WHERE id = ?", {raffle_id});
  if (r.empty()) return std::nullopt;
  return RaffleOwner{r.first().text("creator_id"), r.first().boolean("is_blocked")};
}

}  // namespace rifa::features::payment_methods
