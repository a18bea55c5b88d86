#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::subscriptions {

// A subscription mobile payment as the payer reports it, already checked for types and patterns.
struct MobilePaymentReport {
  std::string subscription_id;
  std::string mobile_number;
  std::string payment_method = "pago_movil";  // a PaymentMethodType
  std::string reference_number;
  std::int64_t reported_amount_cents = 0;
  std::string reported_currency = "VES";  // USD or VES
  std::string screenshot_path;
};

// The select list of a payment as the super admin sees it: kMobilePaymentColumns and the payer
// (alias `u`, profiles): SELECT <admin_mobile_payment_columns()> FROM <admin_mobile_payment_from()> WHERE …
// (functions: they are built from other files' constants, which a global could read before they exist).
const std::string& admin_mobile_payment_columns();
const std::string& admin_mobile_payment_from();

// The contract's AdminMobilePayment from such a row: mobile_payment_json, the payer {id, name,
// email} and the duplicate flags expanded (expand_subscription_flags).
nlohmann::json admin_mobile_payment_json(db::Connection& conn, const storage::ObjectStore& store, const db::Row& row);
// The AdminMobilePayment of `payment_id`, or nullopt when there is none.
std::optional<nlohmann::json> find_admin_mobile_payment(db::Connection& conn, const storage::ObjectStore& store,
                                                        const std::string& payment_id);

// Subscription mobile payments: the payer reports one for an own pending subscription (the amount
// and the rate are the server's, the proof must be the payer's own upload, duplicate signs are
// recorded) and lists their own; a super admin lists them all for review.
class MobilePaymentsService {
 public:
  MobilePaymentsService(db::Database& db, const storage::ObjectStore& store) : db_(db), store_(store) {}

  // GET /subscription-mobile-payments: the caller's, newest first.
  nlohmann::json list_mine(const std::string& user_id, const Page& page);
  // POST /subscription-mobile-payments: 201 SubscriptionMobilePayment.
  nlohmann::json report(const std::string& user_id, const MobilePaymentReport& report);
  // 403 'Solo el super administrador puede hacer esto' unless `user_id` is a super admin.
  void require_admin(const std::string& user_id);
  // GET /admin/mobile-payments?status=pending|approved|rejected|all (super admin only): pending
  // oldest first, the others newest first.
  nlohmann::json admin_list(const std::string& user_id, const std::string& status, const Page& page);

 private:
  db::Database& db_;
  const storage::ObjectStore& store_;
};

}  // namespace rifa::features::subscriptions
