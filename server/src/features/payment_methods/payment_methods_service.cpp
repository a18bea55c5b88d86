#include "features/payment_methods/payment_methods_service.hpp"

#include <regex>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
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

std::string trimmed(const json& j) {
  if (!j.is_string()) return "";
  std::string s = j.get<std::string>();
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

struct Rule {
  const char* key;
  const char* pattern;  // ECMAScript regex the trimmed value must match (on bytes)
  const char* message;
  bool required;
  std::size_t max_chars = 200;  // length in characters, checked apart from the regex
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
        {"phone", R"(^(\+?58|0)?[ -]?4[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$)", "Teléfono inválido (ej. 0414-1234567)",
         true},
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
      {"efectivo", {{"notes", R"(^[\s\S]*$)", "Las notas no pueden superar 200 caracteres", false, 200}}},
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

bool known_type(const std::string& type) {
  return type == "pago_movil" || type == "transferencia" || type == "zelle" || type == "efectivo";
}

json clean_details(const std::string& type, const json& details, json& errors) {
  json out = json::object();
  if (!details.is_object()) {
    errors["details"] = "Los datos del método de pago deben ser un objeto";
    return out;
  }
  for (const auto& rule : rules_for(type)) {
    const std::string value = details.contains(rule.key) ? trimmed(details[rule.key]) : "";
    if (value.empty()) {
      if (rule.required) errors[std::string("details.") + rule.key] = rule.message;
      continue;
    }
    if (utf8_length(value) > rule.max_chars || !std::regex_match(value, compiled(rule.pattern))) {
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

json PaymentMethodsService::create(const std::string& user_id, const json& body) {
  json errors = json::object();
  const std::string type = body.contains("type") ? trimmed(body["type"]) : "";
  const std::string name = body.contains("name") ? trimmed(body["name"]) : "";
  if (!known_type(type)) errors["type"] = "Tipo de método inválido: pago_movil, transferencia, zelle o efectivo";
  if (utf8_length(name) < 2 || utf8_length(name) > 60) errors["name"] = "El nombre debe tener entre 2 y 60 caracteres";
  json details = known_type(type) ? clean_details(type, body.value("details", json::object()), errors) : json::object();
  if (!errors.empty()) throw ApiError::validation(errors);
  const bool make_default = body.value("is_default", false) == true;

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

json PaymentMethodsService::update(const std::string& user_id, const std::string& id, const json& body) {
  if (!is_uuid(id)) throw method_not_found();
  const auto found = db_.query(
      std::string("SELECT ") + kColumns + " FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = ?",
      {id, user_id, true});
  if (found.empty()) throw method_not_found();
  json current = method_json(found.first());
  json errors = json::object();
  std::string type = current["type"];
  if (body.contains("type")) {
    type = trimmed(body["type"]);
    if (!known_type(type)) errors["type"] = "Tipo de método inválido: pago_movil, transferencia, zelle o efectivo";
  }
  std::string name = current["name"];
  if (body.contains("name")) {
    name = trimmed(body["name"]);
    if (utf8_length(name) < 2 || utf8_length(name) > 60)
      errors["name"] = "El nombre debe tener entre 2 y 60 caracteres";
  }
  json details = current["details"];
  if (known_type(type) && (body.contains("details") || type != current["type"])) {
    details = clean_details(type, body.value("details", json::object()), errors);
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
