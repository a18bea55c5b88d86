#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace rifa::features::payment_methods {

// Validates a method's `details` for its type and returns only the known keys, trimmed:
// pago_movil {bank, phone, id_number}, transferencia {bank, account_number, holder, id_number},
// zelle {email, holder}, efectivo {} or {notes}. Field errors go into `errors` as
// "details.<key>" → Spanish message.
nlohmann::json clean_details(const std::string& type, const std::map<std::string, std::string>& details,
                             nlohmann::json& errors);

// What a request says about a payment method; absent fields are nullopt. `type` is a known type,
// `name` trimmed and 2–60 characters, `details` texts (checked per type by clean_details).
struct MethodFields {
  std::optional<std::string> type, name;
  std::optional<std::map<std::string, std::string>> details;
  std::optional<bool> is_default;
};

// A user's payment methods: list own active (newest first), add, edit, soft delete, set and
// clear the default (never two defaults: cleared and set in one transaction), and the active
// methods of a raffle's creator for buyers (default first). Others' methods are 404.
class PaymentMethodsService {
 public:
  explicit PaymentMethodsService(db::Database& db) : db_(db) {}

  nlohmann::json list_own(const std::string& user_id);
  // `fields` has a type and a name.
  nlohmann::json create(const std::string& user_id, const MethodFields& fields);
  nlohmann::json update(const std::string& user_id, const std::string& id, const MethodFields& fields);
  void remove(const std::string& user_id, const std::string& id);
  nlohmann::json set_default(const std::string& user_id, const std::string& id);
  void clear_default(const std::string& user_id);
  nlohmann::json for_raffle(const std::string& raffle_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::payment_methods
