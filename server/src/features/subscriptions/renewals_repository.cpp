#include "features/subscriptions/renewals_repository.hpp"

namespace rifa::features::subscriptions {

const char* const kNoRenewal =
    "NOT EXISTS (SELECT 1 FROM user_subscriptions r WHERE r.user_id = s.user_id AND r.plan_id = s.plan_id "
    "AND r.status = 'active' AND r.id <> s.id AND r.start_date >= s.end_date)";

const std::string& awaits_renewal() {
  static const std::string sql = std::string("(s.auto_renew = TRUE AND s.grace_until IS NULL AND ") + kNoRenewal + ")";
  return sql;
}

db::Result due_renewals(db::Database& db, const std::string& now, std::int64_t limit) {
  return db.query(
      "SELECT s.id, s.user_id, s.end_date FROM user_subscriptions s "
      "WHERE s.status = 'active' AND s.end_date <= ? AND " +
          awaits_renewal() + " ORDER BY s.end_date LIMIT ?",
      {now, limit});
}

std::optional<db::Row> claim_grace(db::Connection& conn, const std::string& id, const std::string& end_date,
                                   const std::string& now, const std::string& grace_until) {
  const auto claimed = conn.query(
      "UPDATE user_subscriptions AS s SET grace_until = ?, updated_at = ? "
      "WHERE s.id = ? AND s.status = 'active' AND s.end_date = ? AND s.end_date <= ? AND " +
          awaits_renewal() + " RETURNING plan_id, end_date, payment_method_id",
      {grace_until, now, id, end_date, now});
  if (claimed.empty()) return std::nullopt;
  return claimed.first();
}

std::optional<PendingSubscription> pending_of(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query(
      "SELECT s.id, s.plan_id, p.name FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
      "WHERE s.user_id = ? AND s.status = 'pending'",
      {user_id});
  if (r.empty()) return std::nullopt;
  return PendingSubscription{r.first().text("id"), r.first().text("plan_id"), r.first().text("name")};
}

void insert_renewal(db::Connection& conn, const Renewal& renewal, const std::string& now) {
  conn.query(
      "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
      "payment_method_id, next_payment_date, renewal_of, created_at, updated_at) "
      "VALUES (?, ?, ?, 'pending', ?, ?, TRUE, ?, ?, ?, ?, ?)",
      {renewal.id, renewal.user_id, renewal.plan_id, renewal.start, renewal.end,
       renewal.payment_method_id ? db::Value(*renewal.payment_method_id) : db::Value(nullptr), renewal.end,
       renewal.renewal_of, now, now});
}

void adopt_as_renewal(db::Connection& conn, const std::string& pending_id, const std::string& renewed_id,
                      const std::string& now) {
  conn.query("UPDATE user_subscriptions SET renewal_of = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
             {renewed_id, now, pending_id});
}

void cancel_unpaid_renewal(db::Connection& conn, const std::string& renewed_id, const std::string& now) {
  conn.query(
      "UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
      "WHERE renewal_of = ? AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM subscription_mobile_payments m "
      "WHERE m.subscription_id = user_subscriptions.id AND m.status = 'pending')",
      {now, renewed_id});
}

}  // namespace rifa::features::subscriptions
