#include "features/payment_methods/payment_methods_service.hpp"

#include <regex>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"

namespace rifa::features::payment_methods {

using nlohmann::json;

namespace {

constexpr const char* kColumns = "id, user_id, type, name, details, is_default, is_active, created_at, updated_at";

json method_json(const db::Row& r) {
  json details = json::parse(r.text("details"), nullptr, false);
  return {{"id", r.text("id")},
          {"user_id", r.text("user_id")},
          {"type", r.text("type")},
          {"name", r.text("name")},
          {"details", details.is_object() ? details : json::object()},
          {"is_default", r.boolean("is_default")},
          {"is_active", r.boolean("is_active")},
          {"created_at", r.text("created_at")},
          {"updated_at", r.text("updated_at")}};
}

ApiError method_not_found() { return ApiError::not_found("Método de pago no encontrado"); }

struct Rule {
  const char* key;
  const char* pattern;  // ECMAScript regex the trimmed value must match (on bytes)
  const char* message;
  bool required;
  std::size_t max_chars = 200;  // length in characters, checked apart from the regex
  bool multiline = false;       // line breaks allowed (control characters never are)
};

const std::regex& compiled(const char* pattern) {
  static std::map<std::string, std::regex> cache;
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  auto it = cache.find(pattern);
  if (it == cache.end()) it = cache.emplace(pattern, std::regex(pattern)).first;
  return it->second;
}

const std::vector<Rule>& rules_for(const std::string& type) {
  static const std::map<std::string, std::vector<Rule>> rules = {
      {"pago_movil",
       {{"bank", R"(^[\s\S]{2,}$)", "Indica el banco (2 a 80 caracteres)", true, 80},
        {"phone", kMobileNumberPattern, "Teléfono inválido (ej. 0414-1234567)", true},
        {"id_number", R"(^[VEJGPvejgp]-?[0-9]{5,10}$)", "Cédula o RIF inválido (ej. V-12345678)", true}}},
      {"transferencia",
       {{"bank", R"(^[\s\S]{2,}$)", "Indica el banco (2 a 80 caracteres)", true, 80},
        {"account_number", R"(^[0-9]{4}-?[0-9]{4}-?[0-9]{2}-?[0-9]{10}$)", "El número de cuenta debe tener 20 dígitos",
         true},
        {"holder", R"(^[\s\S]{2,}$)", "Indica el titular de la cuenta (2 a 80 caracteres)", true, 80},
        {"id_number", R"(^[VEJGPvejgp]-?[0-9]{5,10}$)", "Cédula o RIF inválido (ej. V-12345678)", true}}},
      {"zelle",
       {{"email", R"(^[^\s@]+@[^\s@]+\.[^\s@]+$)", "Correo de Zelle inválido", true},
        {"holder", R"(^[\s\S]{2,}$)", "Indica el titular de la cuenta Zelle (2 a 80 caracteres)", true, 80}}},
      {"efectivo", {{"notes", R"(^[\s\S]*$)", "Las notas no pueden superar 200 caracteres", false, 200, true}}},
  };
  return rules.at(type);
}

// Serialises default changes of one user: PostgreSQL locks the profile row (SQLite's BEGIN
// IMMEDIATE already holds the write lock). A unique partial index backs this up.
void lock_owner(db::Connection& conn, const std::string& user_id) {
  if (conn.dialect() == db::Dialect::postgresql)
    conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {user_id});
}

}  // namespace

json clean_details(const std::string& type, const std::map<std::string, std::string>& details, json& errors) {
  json out = json::object();
  for (const auto& rule : rules_for(type)) {
    const auto it = details.find(rule.key);
    const std::string value = it == details.end() ? "" : trim(it->second);
    if (value.empty()) {
      if (rule.required) errors[std::string("details.") + rule.key] = rule.message;
      continue;
    }
    if (has_control_characters(value, rule.multiline) || utf8_length(value) > rule.max_chars ||
        !std::regex_match(value, compiled(rule.pattern))) {
      errors[std::string("details.") + rule.key] = rule.message;
      continue;
    }
    out[rule.key] = value;
  }
  return out;
}

json PaymentMethodsService::list_own(const std::string& user_id) {
  const auto r = db_.query(std::string("SELECT ") + kColumns +
                               " FROM payment_methods WHERE user_id = ? AND is_active = ? "
                               "ORDER BY created_at DESC, id DESC",
                           {user_id, true});
  json data = json::array();
  for (const auto& row : r.rows) data.push_back(method_json(row));
  return {{"data", data}, {"count", data.size()}};
}

json PaymentMethodsService::create(const std::string& user_id, const MethodFields& fields) {
  json errors = json::object();
  const std::string type = fields.type.value_or(""), name = fields.name.value_or("");
  json details = clean_details(type, fields.details.value_or(std::map<std::string, std::string>{}), errors);
  if (!errors.empty()) throw ApiError::validation(errors);
  const bool make_default = fields.is_default.value_or(false);

  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    lock_owner(conn, user_id);
    if (make_default) {
      conn.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE user_id = ? AND is_default = ?",
                 {false, now, user_id, true});
    }
    conn.query(
        "INSERT INTO payment_methods (id, user_id, type, name, details, is_default, is_active, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        {id, user_id, type, name, details.dump(), make_default, true, now, now});
  });
  return method_json(db_.query(std::string("SELECT ") + kColumns + " FROM payment_methods WHERE id = ?", {id}).first());
}

json PaymentMethodsService::update(const std::string& user_id, const std::string& id, const MethodFields& fields) {
  if (!is_uuid(id)) throw method_not_found();
  const auto found = db_.query(
      std::string("SELECT ") + kColumns + " FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = ?",
      {id, user_id, true});
  if (found.empty()) throw method_not_found();
  json current = method_json(found.first());
  json errors = json::object();
  const std::string type = fields.type.value_or(current["type"].get<std::string>());
  const std::string name = fields.name.value_or(current["name"].get<std::string>());
  json details = current["details"];
  if (fields.details || type != current["type"]) {
    details = clean_details(type, fields.details.value_or(std::map<std::string, std::string>{}), errors);
  }
  if (!errors.empty()) throw ApiError::validation(errors);
  db_.query("UPDATE payment_methods SET type = ?, name = ?, details = ?, updated_at = ? WHERE id = ? AND user_id = ?",
            {type, name, details.dump(), now_rfc3339(), id, user_id});
  return method_json(db_.query(std::string("SELECT ") + kColumns + " FROM payment_methods WHERE id = ?", {id}).first());
}

void PaymentMethodsService::remove(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw method_not_found();
  const auto r = db_.query(
      "UPDATE payment_methods SET is_active = ?, is_default = ?, updated_at = ? WHERE id = ? AND user_id = ? AND "
      "is_active = ?",
      {false, false, now_rfc3339(), id, user_id, true});
  if (r.affected != 1) throw method_not_found();
}

json PaymentMethodsService::set_default(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw method_not_found();
  db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    lock_owner(conn, user_id);
    if (conn.query("SELECT id FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = ?", {id, user_id, true})
            .empty()) {
      throw method_not_found();
    }
    conn.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE user_id = ? AND is_default = ?",
               {false, now, user_id, true});
    conn.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE id = ?", {true, now, id});
  });
  return method_json(db_.query(std::string("SELECT ") + kColumns + " FROM payment_methods WHERE id = ?", {id}).first());
}

void PaymentMethodsService::clear_default(const std::string& user_id) {
  db_.query("UPDATE payment_methods SET is_default = ?, updated_at = ? WHERE user_id = ? AND is_default = ?",
            {false, now_rfc3339(), user_id, true});
}

json PaymentMethodsService::for_raffle(const std::string& raffle_id) {
  if (!is_uuid(raffle_id)) throw ApiError::not_found("Rifa no encontrada");
  const auto raffle = db_.query("SELECT creator_id FROM raffles WHERE id = ?", {raffle_id});
  if (raffle.empty()) throw ApiError::not_found("Rifa no encontrada");
  const auto r = db_.query(std::string("SELECT ") + kColumns +
                               " FROM payment_methods WHERE user_id = ? AND is_active = ? "
                               "ORDER BY is_default DESC, created_at DESC, id DESC",
                           {raffle.first().text("creator_id"), true});
  json data = json::array();
  for (const auto& row : r.rows) data.push_back(method_json(row));
  return {{"data", data}, {"count", data.size()}};
}

}  // namespace rifa::features::payment_methods
