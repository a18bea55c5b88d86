#include "features/subscriptions/mobile_payments_service.hpp"

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/payments/payment_amounts.hpp"
#include "features/payments/payment_screenshots.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/proofs/proofs_json.hpp"
#include "features/subscriptions/subscription_duplicates.hpp"

namespace rifa::features::subscriptions {

ApiError payment_under_review() {
  return ApiError::conflict("mobile_payment_pending", "Ya enviaste un pago para esta suscripción; espera su revisión");
}

namespace {
void attach_proof_check(db::Connection& conn, AdminMobilePayment& a) {
  const MobilePayment& m = a.payment;
  a.proof_check =
      proofs::subscription_proof_check(conn, {m.subscription_id, m.reference_number, m.reported_amount_cents,
                                              m.reported_currency, m.exchange_rate_cents, m.screenshot_path});
}
}  // namespace

std::optional<AdminMobilePayment> find_admin_mobile_payment(db::Connection& conn, const std::string& payment_id) {
  if (!is_uuid(payment_id)) return std::nullopt;
  auto found = SubscriptionsRepository::admin_mobile_payment(conn, payment_id);
  if (found) attach_proof_check(conn, *found);
  return found;
}

Listing<MobilePayment> MobilePaymentsService::list_mine(const std::string& user_id, const Page& page) {
  return repo_.mobile_payments_of(user_id, page);
}

MobilePayment MobilePaymentsService::report(const std::string& user_id, const MobilePaymentReport& report) {
  NewMobilePayment payment;
  payment.id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    const auto payable = repo_.payable(conn, report.subscription_id, user_id);
    if (!payable) throw ApiError::not_found("Suscripción no encontrada");
    if (payable->status != "pending") {
      throw ApiError::conflict("subscription_not_pending", "Esta suscripción no está pendiente de pago");
    }
    if (repo_.has_payment_under_review(conn, report.subscription_id)) throw payment_under_review();
    const payments::Proof proof = payments::own_proof(conn, user_id, report.screenshot_path);
    const auto rate = repo_.exchange_rate(conn);
    payment.user_id = user_id;
    payment.subscription_id = report.subscription_id;
    payment.amount_cents = payable->price_cents;
    payment.amount_ves_cents =
        rate ? std::optional(payments::expected_cents(payable->price_cents, "VES", rate)) : std::nullopt;
    payment.exchange_rate_cents = rate;
    payment.reported_amount_cents = report.reported_amount_cents;
    payment.reported_currency = report.reported_currency;
    payment.mobile_number = report.mobile_number;
    payment.payment_method = report.payment_method;
    payment.reference_number = report.reference_number;
    payment.screenshot_path = proof.path;
    payment.reference_key = payments::reference_key(report.reference_number);
    payment.sha256 = proof.sha256;
    payment.dhash = proof.dhash;
    payment.duplicate_flags =
        find_subscription_duplicates(conn, {payment.id, payment.reference_key, payment.sha256, payment.dhash});
    payment.now = now_rfc3339();
    try {
      repo_.insert_mobile_payment(conn, payment);
    } catch (const db::UniqueViolation&) {
      throw payment_under_review();  // a concurrent report of the same subscription won
    }
  });
  auto conn = db_.acquire();
  return repo_.mobile_payment(*conn, payment.id).value();
}

void MobilePaymentsService::require_admin(const std::string& user_id) { profiles::require_super_admin(db_, user_id); }

Listing<AdminMobilePayment> MobilePaymentsService::admin_list(const std::string& user_id, const std::string& status,
                                                              const Page& page) {
  auto conn = db_.acquire();
  profiles::require_super_admin(*conn, user_id);
  auto listing = repo_.admin_mobile_payments(*conn, status == "all" ? std::nullopt : std::optional(status), page);
  for (auto& item : listing.data) attach_proof_check(*conn, item);
  return listing;
}

}  // namespace rifa::features::subscriptions
