#include "features/subscriptions/subscriptions_service.hpp"

#include <chrono>

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/subscription_json.hpp"

namespace rifa::features::subscriptions {

using nlohmann::json;

namespace {

const std::string& select_subscription() {
  static const std::string sql =
      "SELECT " + subscription_columns() + " FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id ";
  return sql;
}

ApiError not_found() { return ApiError::not_found("Suscripción no encontrada"); }

// The caller's subscription `id` (as a select_subscription() row), or 404.
db::Row own(db::Connection& conn, const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw not_found();
  const auto r = conn.query(select_subscription() + "WHERE s.id = ? AND s.user_id = ?", {id, user_id});
  if (r.empty()) throw not_found();
  return r.first();
}

json one(db::Connection& conn, const std::string& id) {
  return subscription_json(conn.query(select_subscription() + "WHERE s.id = ?", {id}).first());
}

bool has_payment_under_review(db::Connection& conn, const std::string& subscription_id) {
  return !conn.query("SELECT 1 FROM subscription_mobile_payments WHERE subscription_id = ? AND status = 'pending'",
                     {subscription_id})
              .empty();
}

void require_own_method(db::Connection& conn, const std::string& user_id, const std::string& method_id) {
  if (conn.query("SELECT 1 FROM payment_methods WHERE id = ? AND user_id = ? AND is_active = TRUE",
                 {method_id, user_id})
          .empty()) {
    throw ApiError::validation({{"payment_method_id", "Elige uno de tus métodos de pago activos"}});
  }
}

json subscription_payment_json(const db::Row& row) {
  return {{"id", row.text("id")},
          {"subscription_id", row.text("subscription_id")},
          {"amount", cents_to_json(row.integer("amount_cents"))},
          {"payment_method_id", nullable_text(row, "payment_method_id")},
          {"status", row.text("status")},
          {"reference", nullable_text(row, "reference")},
          {"payment_date", row.text("payment_date")},
          {"created_at", row.text("created_at")}};
}

}  // namespace

json SubscriptionsService::list_mine(const std::string& user_id, const Page& page) {
  auto conn = db_.acquire();
  const auto count =
      conn->query("SELECT COUNT(*) AS n FROM user_subscriptions WHERE user_id = ?", {user_id}).first().integer("n");
  const auto rows =
      conn->query(select_subscription() + "WHERE s.user_id = ? ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?",
                  {user_id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(subscription_json(row));
  return {{"data", data}, {"count", count}};
}

json SubscriptionsService::create(const std::string& user_id, const NewSubscription& request) {
  const std::string id = new_uuid();
  db_.transaction([&](db::Connection& conn) {
    const auto plan = conn.query("SELECT name, price_cents FROM subscription_plans WHERE id = ? AND is_active = TRUE",
                                 {request.plan_id});
    if (plan.empty()) throw ApiError(404, "plan_not_found", "Plan not found");
    if (plan.first().integer("price_cents") == 0) {
      throw ApiError::conflict("plan_free", "El plan " + plan.first().text("name") + " no necesita suscripción");
    }
    if (request.payment_method_id) require_own_method(conn, user_id, *request.payment_method_id);
    const auto now = std::chrono::system_clock::now();
    const std::string start = to_rfc3339(now);
    // One pending subscription per user: an earlier one is replaced unless its payment is under review.
    const auto earlier =
        conn.query("SELECT id FROM user_subscriptions WHERE user_id = ? AND status = 'pending'", {user_id});
    if (!earlier.empty()) {
      const std::string earlier_id = earlier.first().text("id");
      if (has_payment_under_review(conn, earlier_id)) throw payment_under_review();
      conn.query(
          "UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
          "WHERE id = ? AND status = 'pending'",
          {start, earlier_id});
    }
    const std::string end = to_rfc3339(add_months(now, 1));
    conn.query(
        "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
        "payment_method_id, next_payment_date, created_at, updated_at) "
        "VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)",
        {id, user_id, request.plan_id, start, end, request.auto_renew,
         request.payment_method_id ? db::Value(*request.payment_method_id) : db::Value(nullptr), end, start, start});
  });
  auto conn = db_.acquire();
  return one(*conn, id);
}

json SubscriptionsService::current(const std::string& user_id) {
  const std::string now = now_rfc3339();
  const auto r = db_.query(select_subscription() + "WHERE s.user_id = ? AND " + kInEffect +
                               " ORDER BY s.start_date DESC, s.created_at DESC LIMIT 1",
                           {user_id, now, now, now});
  if (r.empty()) throw ApiError(404, "no_active_subscription", "No tienes una suscripción activa");
  return subscription_json(r.first());
}

json SubscriptionsService::update(const std::string& user_id, const std::string& id, const SubscriptionChange& change) {
  db_.transaction([&](db::Connection& conn) {
    own(conn, user_id, id);
    const std::string now = now_rfc3339();
    if (change.auto_renew) {
      conn.query("UPDATE user_subscriptions SET auto_renew = ?, updated_at = ? WHERE id = ?",
                 {*change.auto_renew, now, id});
    }
    if (change.payment_method_id) {
      const auto& method = *change.payment_method_id;
      if (method) require_own_method(conn, user_id, *method);
      conn.query("UPDATE user_subscriptions SET payment_method_id = ?, updated_at = ? WHERE id = ?",
                 {method ? db::Value(*method) : db::Value(nullptr), now, id});
    }
  });
  auto conn = db_.acquire();
  return one(*conn, id);
}

json SubscriptionsService::cancel(const std::string& user_id, const std::string& id) {
  db_.transaction([&](db::Connection& conn) {
    const db::Row row = own(conn, user_id, id);
    const std::string status = row.text("s_status");
    if (status != "pending" && status != "active") {
      throw ApiError::conflict("subscription_not_cancellable", "Esta suscripción ya no se puede cancelar");
    }
    if (status == "pending" && has_payment_under_review(conn, id)) throw payment_under_review();
    const std::string now = now_rfc3339();
    conn.query(
        "UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
        "WHERE id = ? AND status IN ('pending', 'active')",
        {now, id});
    sync_membership(conn, user_id, now);
  });
  auto conn = db_.acquire();
  return one(*conn, id);
}

json SubscriptionsService::payments(const std::string& user_id, const std::string& id, const Page& page) {
  auto conn = db_.acquire();
  own(*conn, user_id, id);
  const auto count = conn->query("SELECT COUNT(*) AS n FROM subscription_payments WHERE subscription_id = ?", {id})
                         .first()
                         .integer("n");
  const auto rows = conn->query(
      "SELECT id, subscription_id, amount_cents, payment_method_id, status, reference, payment_date, created_at "
      "FROM subscription_payments WHERE subscription_id = ? ORDER BY payment_date DESC, created_at DESC, id DESC "
      "LIMIT ? OFFSET ?",
      {id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(subscription_payment_json(row));
  return {{"data", data}, {"count", count}};
}

}  // namespace rifa::features::subscriptions
