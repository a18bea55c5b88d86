#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace rifa::features::admin {

// A text field of a change: absent (nullopt) leaves it as is; a present nullopt clears it.
using TextChange = std::optional<std::optional<std::string>>;

// A mobile payment configuration entry as the routes read it (lengths already checked).
struct PaymentConfigInput {
  std::optional<std::string> payment_method;  // required on creation
  TextChange bank, phone, id_number, holder, instructions;
  std::optional<bool> is_active;
};

// The platform's accounts for subscription payments (mobile_payment_config) and its Bs-per-USD
// rate (platform_settings). Every change by a super admin is in the audit log, before and after.
class PaymentConfigService {
 public:
  explicit PaymentConfigService(db::Database& db) : db_(db) {}

  // {"data", "count"}: the active entries (any signed-in user) or every entry (super admin), by
  // payment_method.
  nlohmann::json list(bool active_only);
  nlohmann::json create(const std::string& admin_id, const PaymentConfigInput& input);
  // 404 'Configuración de pago no encontrada'.
  nlohmann::json update(const std::string& admin_id, const std::string& id, const PaymentConfigInput& changes);

  // {"exchange_rate", "exchange_rate_at"}: null until a super admin sets one.
  nlohmann::json exchange_rate();
  nlohmann::json set_exchange_rate(const std::string& admin_id, std::int64_t rate_cents);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::admin
