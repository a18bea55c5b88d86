#include "features/admin/mobile_payment_review.hpp"

#include <chrono>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
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
db::Row pending_payment(db::Connection& conn, const std::string& payment_id) {
  if (!is_uuid(payment_id)) throw payment_not_found();
  const auto r = conn.query(
      std::string("SELECT m.id, m.user_id, m.subscription_id, m.amount_cents, m.reference_number, m.status, "
                  "s.status AS subscription_status, s.end_date, p.id AS plan_id, p.name AS plan_name "
                  "FROM subscription_mobile_payments m JOIN user_subscriptions s ON s.id = m.subscription_id "
                  "JOIN subscription_plans p ON p.id = s.plan_id WHERE m.id = ?") +
          // The payment and its subscription stay held (PostgreSQL; SQLite has one writer) until the decision commits.
          (conn.dialect() == db::Dialect::postgresql ? " FOR UPDATE OF m, s" : ""),
      {payment_id});
  if (r.empty()) throw payment_not_found();
  if (r.first().text("status") != "pending") throw already_reviewed();
  return r.first();
}

// Marks the payment decided; 409 already_reviewed when another decision got there first.
void claim(db::Connection& conn, const std::string& payment_id, const std::string& status, const std::string& admin_id,
           const std::optional<std::string>& notes, const std::string& now) {
  const auto claimed = conn.query(
      "UPDATE subscription_mobile_payments SET status = ?, admin_id = ?, admin_notes = ?, reviewed_at = ?, "
      "updated_at = ? WHERE id = ? AND status = 'pending'",
      {status, admin_id, notes ? db::Value(*notes) : db::Value(nullptr), now, now, payment_id});
  if (claimed.affected == 0) throw already_reviewed();
}

constexpr db::TransactionOptions kRowLocks{.isolation = db::Isolation::row_locks};

}  // namespace

json MobilePaymentReview::answer(const std::string& payment_id) {
  auto conn = db_.acquire();
  auto found = subscriptions::find_admin_mobile_payment(*conn, store_, payment_id);
  if (!found) throw payment_not_found();
  return std::move(*found);
}

json MobilePaymentReview::approve(const std::string& admin_id, const std::string& payment_id,
                                  const std::optional<std::string>& notes) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const db::Row payment = pending_payment(conn, payment_id);
        if (payment.text("subscription_status") != "pending") throw subscription_not_pending();
        const std::string user_id = payment.text("user_id");
        const std::string subscription_id = payment.text("subscription_id");
        const std::string plan_id = payment.text("plan_id");
        const auto now_point = std::chrono::system_clock::now();
        const std::string now = to_rfc3339(now_point);

        // A renewal: the term starts where the current one of the same plan ends, also when that
        // one's term ended and it is in its grace period (its renewal prepared by the job runner).
        const auto current = conn.query(
            "SELECT end_date FROM user_subscriptions WHERE user_id = ? AND plan_id = ? AND status = 'active' "
            "AND (end_date > ? OR grace_until > ?) ORDER BY end_date DESC LIMIT 1",
            {user_id, plan_id, now, now});
        const auto start_point =
            current.empty() ? now_point : parse_rfc3339(current.first().text("end_date")).value_or(now_point);
        const std::string start = to_rfc3339(start_point);
        const std::string end = to_rfc3339(add_months(start_point, 1));

        // Another plan is replaced.
        json replaced = json::array();
        for (const auto& row :
             conn.query("UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
                        "WHERE user_id = ? AND status = 'active' AND plan_id <> ? RETURNING id",
                        {now, user_id, plan_id})
                 .rows) {
          replaced.push_back(row.text("id"));
        }
        const auto activated = conn.query(
            "UPDATE user_subscriptions SET status = 'active', start_date = ?, end_date = ?, next_payment_date = ?, "
            "last_payment_date = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
            {start, end, end, now, now, subscription_id});
        if (activated.affected == 0) throw subscription_not_pending();
        claim(conn, payment_id, "approved", admin_id, notes, now);
        conn.query(
            "INSERT INTO subscription_payments (id, subscription_id, amount_cents, status, reference, payment_date, "
            "created_at) VALUES (?, ?, ?, 'completed', ?, ?, ?)",
            {new_uuid(), subscription_id, payment.integer("amount_cents"), payment.text("reference_number"), now, now});
        subscriptions::sync_membership(conn, user_id, now);

        const notifications::PlanRef plan{subscription_id, plan_id, payment.text("plan_name"), end};
        notifier_.send(conn, batch, notifications::subscription_payment_approved(user_id, plan, payment_id));
        audit_log::record(conn, admin_id, "mobile_payment.approved", "subscription_mobile_payment", payment_id,
                          {{"user_id", user_id},
                           {"subscription_id", subscription_id},
                           {"plan_id", plan_id},
                           {"plan_name", payment.text("plan_name")},
                           {"amount", cents_to_json(payment.integer("amount_cents"))},
                           {"start_date", start},
                           {"end_date", end},
                           {"replaced_subscriptions", replaced},
                           {"notes", notes ? json(*notes) : json(nullptr)}});
      },
      kRowLocks);
  return answer(payment_id);
}

json MobilePaymentReview::reject(const std::string& admin_id, const std::string& payment_id, const std::string& notes) {
  bus_.transaction(
      db_,
      [&](db::Connection& conn, events::Batch& batch) {
        const db::Row payment = pending_payment(conn, payment_id);
        const std::string user_id = payment.text("user_id");
        claim(conn, payment_id, "rejected", admin_id, notes, now_rfc3339());
        const notifications::PlanRef plan{payment.text("subscription_id"), payment.text("plan_id"),
                                          payment.text("plan_name"), payment.text("end_date")};
        notifier_.send(conn, batch, notifications::subscription_payment_rejected(user_id, plan, payment_id, notes));
        audit_log::record(conn, admin_id, "mobile_payment.rejected", "subscription_mobile_payment", payment_id,
                          {{"user_id", user_id},
                           {"subscription_id", payment.text("subscription_id")},
                           {"plan_id", payment.text("plan_id")},
                           {"plan_name", payment.text("plan_name")},
                           {"amount", cents_to_json(payment.integer("amount_cents"))},
                           {"notes", notes}});
      },
      kRowLocks);
  return answer(payment_id);
}

}  // namespace rifa::features::admin
