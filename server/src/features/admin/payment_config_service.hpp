#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/admin/admin.hpp"
#include "features/admin/admin_repository.hpp"

namespace rifa::features::admin {

// The platform's accounts for subscription payments (mobile_payment_config) and its Bs-per-USD
// rate (platform_settings). Every change by a super admin is in the audit log, before and after.
class PaymentConfigService {
 public:
  explicit PaymentConfigService(db::Database& db) : db_(db), repo_(db) {}

  // The active entries (any signed-in user) or every entry (super admin), by payment_method.
  std::vector<PaymentConfig> list(bool active_only);
  PaymentConfig create(const std::string& admin_id, const PaymentConfigInput& input);
  // 404 'Configuración de pago no encontrada'.
  PaymentConfig update(const std::string& admin_id, const std::string& id, const PaymentConfigInput& changes);

  // Empty until a super admin sets one.
  ExchangeRate exchange_rate();
  ExchangeRate set_exchange_rate(const std::string& admin_id, std::int64_t rate_cents);

 private:
  db::Database& db_;
  AdminRepository repo_;
};

}  // namespace rifa::features::admin
