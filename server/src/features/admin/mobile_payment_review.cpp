#include "features/admin/mobile_payment_review.hpp"

#include <chrono>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/admin/admin_repository.hpp"
#include "features/admin/audit_log.hpp"
#include "features/notifications/subscription_texts.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/mobile_payments_service.hpp"

namespace rifa::features::admin {

using nlohmann::json;

namespace {

ApiError payment_not_found() { return ApiError::not_found("Pago no encontrado"); }
ApiError already_reviewed() { return ApiError::conflict("already_reviewed", "Este pago ya fue revisado"); }
ApiError subscription_not_pending() {
  return ApiError::conflict("subscription_not_pending", "Esta suscripción no está pendiente de pago");
}

// The payment under review with its subscription and plan, the rows held until the decision
// commits; 404 when there is none, 409 when it was already decided.
ReviewedPayment pending_payment(db::Connection& conn, const std::string& payment_id) {
  if (!is_uuid(payment_id)) throw payment_not_found();
  auto payment = AdminRepository::lock_payment(conn, payment_id);
  if (!payment) throw payment_not_found();
  if (payment->status != "pending") throw already_reviewed();
  return std::move(*payment);
}

// Marks the payment decided; 409 already_reviewed when another decision got there first.
void claim(db::Connection& conn, const std::string& payment_id, const std::string& status, const std::string& admin_id,
           const std::optional<std::string>& notes, const std::string& now) {
  if (!AdminRepository::decide(conn, payment_id, status, admin_id, notes, now)) throw already_reviewed();
}

}  // namespace

subscriptions::AdminMobilePayment MobilePaymentReview::answer(const std::string& payment_id) {
  auto conn = db_.acquire();
  auto found = subscriptions::find_admin_mobile_payment(*conn, payment_id);
  if (!found) throw payment_not_found();
  return std::move(*found);
}

void MobilePaymentReview::approve_in(db::Connection& conn, events::Batch& batch, const std::string& admin_id,
                                     const std::string& payment_id, const std::optional<std::string>& notes) const {
  const ReviewedPayment payment = pending_payment(conn, payment_id);
  if (payment.subscription_status != "pending") throw subscription_not_pending();
  const auto now_point = std::chrono::system_clock::now();
  const std::string now = to_rfc3339(now_point);

  // A renewal: the term starts where the current one of the same plan ends, also when that
  // one's term ended and it is in its grace period (its renewal prepared by the job runner).
  const auto current = AdminRepository::current_term_end(conn, payment.user_id, payment.plan_id, now);
  const auto start_point = current ? parse_rfc3339(*current).value_or(now_point) : now_point;
  const std::string start = to_rfc3339(start_point);
  const std::string end = to_rfc3339(add_months(start_point, 1));

  // Another plan is replaced.
  json replaced = AdminRepository::cancel_other_plans(conn, payment.user_id, payment.plan_id, now);
  if (!AdminRepository::activate(conn, payment.subscription_id, start, end, now)) throw subscription_not_pending();
  claim(conn, payment_id, "approved", admin_id, notes, now);
  AdminRepository::insert_payment(conn, new_uuid(), payment.subscription_id, payment.amount_cents,
                                  payment.reference_number, now);
  subscriptions::sync_membership(conn, payment.user_id, now);

  const notifications::PlanRef plan{payment.subscription_id, payment.plan_id, payment.plan_name, end};
  notifier_.send(conn, batch, notifications::subscription_payment_approved(payment.user_id, plan, payment_id));
  audit_log::record(conn, admin_id, "mobile_payment.approved", "subscription_mobile_payment", payment_id,
                    {{"user_id", payment.user_id},
                     {"user_name", payment.user_name},
                     {"user_email", payment.user_email},
                     {"subscription_id", payment.subscription_id},
                     {"plan_id", payment.plan_id},
                     {"plan_name", payment.plan_name},
                     {"amount", cents_to_json(payment.amount_cents)},
                     {"start_date", start},
                     {"end_date", end},
                     {"replaced_subscriptions", replaced},
                     {"notes", notes ? json(*notes) : json(nullptr)}});
}

subscriptions::AdminMobilePayment MobilePaymentReview::approve(const std::string& admin_id,
                                                               const std::string& payment_id,
                                                               const std::optional<std::string>& notes) {
  bus_.transaction(
      db_, [&](db::Connection& conn, events::Batch& batch) { approve_in(conn, batch, admin_id, payment_id, notes); },
      kReviewLocks);
  return answer(payment_id);
}

subscriptions::AdminMobilePayment MobilePaymentReview::reject(const std::string& admin_id,
                                                              const std::string& payment_id, const std::string& notes) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const ReviewedPayment payment = pending_payment(conn, payment_id);
        claim(conn, payment_id, "rejected", admin_id, notes, now_rfc3339());
        const notifications::PlanRef plan{payment.subscription_id, payment.plan_id, payment.plan_name,
                                          payment.end_date};
        notifier_.send(conn, batch,
                       notifications::subscription_payment_rejected(payment.user_id, plan, payment_id, notes));
        audit_log::record(conn, admin_id, "mobile_payment.rejected", "subscription_mobile_payment", payment_id,
                          {{"user_id", payment.user_id},
                           {"user_name", payment.user_name},
                           {"user_email", payment.user_email},
                           {"subscription_id", payment.subscription_id},
                           {"plan_id", payment.plan_id},
                           {"plan_name", payment.plan_name},
                           {"amount", cents_to_json(payment.amount_cents)},
                           {"notes", notes}});
      },
      kReviewLocks);
  return answer(payment_id);
}

}  // namespace rifa::features::admin
