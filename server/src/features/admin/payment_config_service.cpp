#include "features/admin/payment_config_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/admin/admin_json.hpp"
#include "features/admin/audit_log.hpp"

namespace rifa::features::admin {

std::vector<PaymentConfig> PaymentConfigService::list(bool active_only) { return repo_.configs(active_only); }

PaymentConfig PaymentConfigService::create(const std::string& admin_id, const PaymentConfigInput& input) {
  return db_.transaction([&](db::Connection& conn) {
    const std::string now = now_rfc3339();
    const auto text = [](const TextChange& change) { return change.value_or(std::nullopt); };
    PaymentConfig config{new_uuid(),
                         input.payment_method.value(),
                         text(input.bank),
                         text(input.phone),
                         text(input.id_number),
                         text(input.holder),
                         text(input.instructions),
                         input.is_active.value_or(true),
                         now,
                         now};
    AdminRepository::insert_config(conn, config);
    PaymentConfig created = AdminRepository::config(conn, config.id).value();
    audit_log::record(conn, admin_id, "mobile_payment_config.created", "mobile_payment_config", created.id,
                      {{"after", to_json(created)}});
    return created;
  });
}

PaymentConfig PaymentConfigService::update(const std::string& admin_id, const std::string& id,
                                           const PaymentConfigInput& changes) {
  return db_.transaction([&](db::Connection& conn) {
    const auto before = AdminRepository::config(conn, id);
    if (!before) throw ApiError::not_found("Configuración de pago no encontrada");
    AdminRepository::update_config(conn, id, changes, now_rfc3339());
    PaymentConfig after = AdminRepository::config(conn, id).value();
    audit_log::record(conn, admin_id, "mobile_payment_config.updated", "mobile_payment_config", id,
                      {{"before", to_json(*before)}, {"after", to_json(after)}});
    return after;
  });
}

ExchangeRate PaymentConfigService::exchange_rate() { return AdminRepository::exchange_rate(*db_.acquire()); }

ExchangeRate PaymentConfigService::set_exchange_rate(const std::string& admin_id, std::int64_t rate_cents) {
  return db_.transaction([&](db::Connection& conn) {
    const ExchangeRate before = AdminRepository::exchange_rate(conn);
    AdminRepository::set_exchange_rate(conn, rate_cents, now_rfc3339());
    ExchangeRate after = AdminRepository::exchange_rate(conn);
    audit_log::record(conn, admin_id, "exchange_rate.set", "exchange_rate", std::nullopt,
                      {{"before", to_json(before)}, {"after", to_json(after)}});
    return after;
  });
}

}  // namespace rifa::features::admin
