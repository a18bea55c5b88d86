#include "features/payment_methods/payment_methods_service.hpp"

#include <regex>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"
#include "features/access/access.hpp"
#include "features/payment_methods/id_number.hpp"

namespace rifa::features::payment_methods {

using nlohmann::json;

namespace {

ApiError method_not_found() { return ApiError::not_found("Método de pago no encontrado"); }

struct Rule {
  const char* key;
  const char* pattern;  // ECMAScript regex the trimmed value must match (on bytes)
  const char* message;
  bool required;
  std::size_t max_chars = 200;  // length in characters, checked apart from the regex
  bool multiline = false;       // line breaks allowed (control characters never are)
  // What people type in the form stored, before the pattern is checked (none: as typed).
  std::optional<std::string> (*normalise)(const std::string&) = nullptr;
};

const std::regex& compiled(const char* pattern) {
  static std::map<std::string, std::regex> cache;
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  auto it = cache.find(pattern);
  if (it == cache.end()) it = cache.emplace(pattern, std::regex(pattern)).first;
  return it->second;
}

// The cédula or RIF, read by normalise_id_number (people type "V-18.456.789"); stored normalised.
constexpr const char* kIdNumber = R"(^[VEJGP]-[0-9]{5,10}(-[0-9])?$)";
constexpr const char* kIdNumberMessage = "Cédula o RIF inválido (ej. V-18.456.789)";

const std::vector<Rule>& rules_for(const std::string& type) {
  static const std::map<std::string, std::vector<Rule>> rules = {
      {"pago_movil",
       {{"bank", R"(^[\s\S]{2,}$)", "Indica el banco (2 a 80 caracteres)", true, 80},
        {"phone", kMobileNumberPattern, "Teléfono inválido (ej. 0414-1234567)", true},
        {"id_number", kIdNumber, kIdNumberMessage, true, 20, false, normalise_id_number}}},
      {"transferencia",
       {{"bank", R"(^[\s\S]{2,}$)", "Indica el banco (2 a 80 caracteres)", true, 80},
        {"account_number", R"(^[0-9]{4}-?[0-9]{4}-?[0-9]{2}-?[0-9]{10}$)", "El número de cuenta debe tener 20 dígitos",
         true},
        {"holder", R"(^[\s\S]{2,}$)", "Indica el titular de la cuenta (2 a 80 caracteres)", true, 80},
        {"id_number", kIdNumber, kIdNumberMessage, true, 20, false, normalise_id_number}}},
      {"zelle",
       {{"email", R"(^[^\s@]+@[^\s@]+\.[^\s@]+$)", "Correo de Zelle inválido", true},
        {"holder", R"(^[\s\S]{2,}$)", "Indica el titular de la cuenta Zelle (2 a 80 caracteres)", true, 80}}},
      {"efectivo", {{"notes", R"(^[\s\S]*$)", "Las notas no pueden superar 200 caracteres", false, 200, true}}},
  };
  return rules.at(type);
}

}  // namespace

std::map<std::string, std::string> clean_details(const std::string& type,
                                                 const std::map<std::string, std::string>& details, json& errors) {
  std::map<std::string, std::string> out;
  for (const auto& rule : rules_for(type)) {
    const auto it = details.find(rule.key);
    std::string value = it == details.end() ? "" : trim(it->second);
    if (rule.normalise && !value.empty()) value = rule.normalise(value).value_or(value);
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

std::vector<PaymentMethod> PaymentMethodsService::list_own(const std::string& user_id) {
  return repo_.active_of(user_id);
}

PaymentMethod PaymentMethodsService::create(const std::string& user_id, const MethodFields& fields) {
  json errors = json::object();
  PaymentMethod method;
  method.type = fields.type.value_or("");
  method.name = fields.name.value_or("");
  method.details = clean_details(method.type, fields.details.value_or(std::map<std::string, std::string>{}), errors);
  if (!errors.empty()) throw ApiError::validation(errors);
  method.is_default = fields.is_default.value_or(false);
  method.id = new_uuid();
  method.user_id = user_id;

  db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    method.created_at = method.updated_at = now;
    PaymentMethodsRepository::lock_owner(conn, user_id);
    if (method.is_default) repo_.clear_default(conn, user_id, now);
    repo_.insert(conn, method);
  });
  return repo_.by_id(method.id).value();
}

PaymentMethod PaymentMethodsService::update(const std::string& user_id, const std::string& id,
                                            const MethodFields& fields) {
  if (!is_uuid(id)) throw method_not_found();
  const auto current = repo_.active_own(user_id, id);
  if (!current) throw method_not_found();
  json errors = json::object();
  const std::string type = fields.type.value_or(current->type);
  const std::string name = fields.name.value_or(current->name);
  auto details = current->details;
  if (fields.details || type != current->type) {
    details = clean_details(type, fields.details.value_or(std::map<std::string, std::string>{}), errors);
  }
  if (!errors.empty()) throw ApiError::validation(errors);
  repo_.update(user_id, id, type, name, details, now_rfc3339());
  return repo_.by_id(id).value();
}

void PaymentMethodsService::remove(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw method_not_found();
  db_.transaction([&](db::Connection& conn) {
    PaymentMethodsRepository::lock_owner(conn, user_id);
    if (!repo_.active_own_exists(conn, user_id, id)) throw method_not_found();
    if (has_open_raffles_ && PaymentMethodsRepository::count_active(conn, user_id) == 1 &&
        has_open_raffles_(conn, user_id)) {
      throw ApiError(409, "last_payment_method",
                     "No puedes quitar tu único método de pago activo mientras tienes rifas abiertas: tus "
                     "compradores lo necesitan para pagarte. Agrega otro método antes de quitar este.");
    }
    PaymentMethodsRepository::deactivate(conn, user_id, id, now_rfc3339());
  });
}

PaymentMethod PaymentMethodsService::set_default(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw method_not_found();
  db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    PaymentMethodsRepository::lock_owner(conn, user_id);
    if (!repo_.active_own_exists(conn, user_id, id)) throw method_not_found();
    repo_.clear_default(conn, user_id, now);
    repo_.make_default(conn, id, now);
  });
  return repo_.by_id(id).value();
}

void PaymentMethodsService::clear_default(const std::string& user_id) { repo_.clear_default(user_id, now_rfc3339()); }

bool has_active_method(db::Connection& conn, const std::string& user_id) {
  return PaymentMethodsRepository::has_active(conn, user_id);
}

std::vector<PaymentMethod> PaymentMethodsService::for_raffle(const std::string& raffle_id,
                                                             const std::string& viewer_id) {
  if (!is_uuid(raffle_id)) throw ApiError::not_found("Rifa no encontrada");
  const auto owner = repo_.raffle_creator(raffle_id);
  if (!owner) throw ApiError::not_found("Rifa no encontrada");
  if (owner->blocked) access::require_sees_blocked(*db_.acquire(), raffle_id, viewer_id);
  return repo_.active_of(owner->creator_id, true);
}

}  // namespace rifa::features::payment_methods
