#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "common/errors.hpp"
#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/subscriptions/subscriptions.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"
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

// 409 mobile_payment_pending: the subscription has a payment waiting for the super admin's review.
ApiError payment_under_review();

// The AdminMobilePayment of `payment_id` (with its payer and duplicate signs), or nullopt when there
// is none. The super admin's review answers with it.
std::optional<AdminMobilePayment> find_admin_mobile_payment(db::Connection& conn, const std::string& payment_id);

// Subscription mobile payments: the payer reports one for an own pending subscription (the amount
// and the rate are the server's, the proof must be the payer's own upload, duplicate signs are
// recorded) and lists their own; a super admin lists them all for review.
class MobilePaymentsService {
 public:
  MobilePaymentsService(db::Database& db, const storage::ObjectStore& store) : db_(db), store_(store), repo_(db) {}

  // Where the proofs are (their signed URLs are written with the answers).
  const storage::ObjectStore& store() const { return store_; }

  // GET /subscription-mobile-payments: the caller's, newest first.
  Listing<MobilePayment> list_mine(const std::string& user_id, const Page& page);
  // POST /subscription-mobile-payments: the new payment.
  MobilePayment report(const std::string& user_id, const MobilePaymentReport& report);
  // 403 'Solo el super administrador puede hacer esto' unless `user_id` is a super admin.
  void require_admin(const std::string& user_id);
  // GET /admin/mobile-payments?status=pending|approved|rejected|all (super admin only): pending
  // oldest first, the others newest first.
  Listing<AdminMobilePayment> admin_list(const std::string& user_id, const std::string& status, const Page& page);

 private:
  db::Database& db_;
  const storage::ObjectStore& store_;
  SubscriptionsRepository repo_;
};

}  // namespace rifa::features::subscriptions
