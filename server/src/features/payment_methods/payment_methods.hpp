#pragma once

#include <map>
#include <optional>
#include <string>

namespace rifa::features::payment_methods {

// A user's payment method as stored: `type` one of pago_movil, transferencia, zelle, efectivo;
// `details` the type's known keys (clean_details), trimmed; timestamps RFC 3339.
struct PaymentMethod {
  std::string id, user_id, type, name;
  std::map<std::string, std::string> details;
  bool is_default = false;
  bool is_active = true;
  std::string created_at, updated_at;
};

// What a request says about a payment method; absent fields are nullopt. `type` is a known type,
// `name` trimmed and 2–60 characters, `details` texts (checked per type by clean_details).
struct MethodFields {
  std::optional<std::string> type, name;
  std::optional<std::map<std::string, std::string>> details;
  std::optional<bool> is_default;
};

}  // namespace rifa::features::payment_methods
