#include "features/subscriptions/subscription_jobs.hpp"

#include <algorithm>
#include <chrono>

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/notifications/subscription_texts.hpp"
#include "features/subscriptions/membership.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::subscriptions {

namespace {

constexpr std::int64_t kBatch = 500;  // subscriptions per run; the next tick takes the rest

// No paid renewal of subscription `s`: no other active subscription of its user and plan starting
// at or after its end.
constexpr const char* kNoRenewal =
    "NOT EXISTS (SELECT 1 FROM user_subscriptions r WHERE r.user_id = s.user_id AND r.plan_id = s.plan_id "
    "AND r.status = 'active' AND r.id <> s.id AND r.start_date >= s.end_date)";

notifications::PlanRef plan_ref(db::Connection& conn, const db::Row& claimed, const std::string& id) {
  const std::string plan_id = claimed.text("plan_id");
  const auto plan = conn.query("SELECT name FROM subscription_plans WHERE id = ?", {plan_id});
  return {id, plan_id, plan.first().text("name"), claimed.text("end_date")};
}

// An auto-renewing subscription `s` whose term ended is the renewal job's until it has its grace
// period; the expiry leaves it alone meanwhile.
const std::string& awaits_renewal() {
  static const std::string sql = std::string("(s.auto_renew = TRUE AND s.grace_until IS NULL AND ") + kNoRenewal + ")";
  return sql;
}

}  // namespace

int prepare_renewals(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const auto due = db.query(
      "SELECT s.id, s.user_id, s.end_date FROM user_subscriptions s "
      "WHERE s.status = 'active' AND s.end_date <= ? AND " +
          awaits_renewal() + " ORDER BY s.end_date LIMIT ?",
      {now, kBatch});
  return jobs::each_row(due, "subscription_renewal", "subscription", [&](const db::Row& row) {
    const std::string id = row.text("id");
    const std::string user_id = row.text("user_id");
    const std::string end = row.text("end_date");
    // The grace runs from the end of the term, or from now when the jobs ran late.
    const auto from = std::max(parse_rfc3339(end).value_or(*now_point), *now_point);
    const std::string grace_until = to_rfc3339(from + std::chrono::days(kRenewalGraceDays));
    return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto claimed = conn.query(
          "UPDATE user_subscriptions AS s SET grace_until = ?, updated_at = ? "
          "WHERE s.id = ? AND s.status = 'active' AND s.end_date = ? AND s.end_date <= ? "
          "AND " +
              awaits_renewal() + " RETURNING plan_id, end_date, payment_method_id",
          {grace_until, now, id, end, now});
      if (claimed.empty()) return false;  // renewed, switched off, cancelled or taken by another instance
      const auto& c = claimed.first();
      const std::string plan_id = c.text("plan_id");
      // One pending subscription per user: one the subscriber chose before is the one to pay (of
      // the same plan it becomes the renewal); otherwise the renewal is prepared: the next term of
      // the same plan from the end of this one, with the stored payment method.
      const auto pending = conn.query(
          "SELECT s.id, s.plan_id, p.name FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id "
          "WHERE s.user_id = ? AND s.status = 'pending'",
          {user_id});
      std::string renewal_id;
      std::string pending_plan_name;
      if (pending.empty()) {
        renewal_id = new_uuid();
        const auto start = parse_rfc3339(c.text("end_date")).value_or(*now_point);
        const std::string renewal_end = to_rfc3339(add_months(start, 1));
        conn.query(
            "INSERT INTO user_subscriptions (id, user_id, plan_id, status, start_date, end_date, auto_renew, "
            "payment_method_id, next_payment_date, renewal_of, created_at, updated_at) "
            "VALUES (?, ?, ?, 'pending', ?, ?, TRUE, ?, ?, ?, ?, ?)",
            {renewal_id, user_id, plan_id, to_rfc3339(start), renewal_end,
             c.is_null("payment_method_id") ? db::Value(nullptr) : db::Value(c.text("payment_method_id")), renewal_end,
             id, now, now});
      } else {
        const auto& p = pending.first();
        renewal_id = p.text("id");
        pending_plan_name = p.text("name");
        if (p.text("plan_id") == plan_id) {
          conn.query("UPDATE user_subscriptions SET renewal_of = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
                     {id, now, renewal_id});
        }
      }
      const auto ref = plan_ref(conn, c, id);
      notifier.send(
          conn, batch,
          notifications::subscription_renewal_due(
              user_id, ref, renewal_id, pending_plan_name.empty() ? ref.plan_name : pending_plan_name, grace_until));
      return true;
    });
  });
}

int remind_expiring_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                                  const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const std::string horizon = to_rfc3339(*now_point + std::chrono::days(kReminderLeadDays));
  const auto due = db.query(std::string("SELECT s.id, s.user_id FROM user_subscriptions s "
                                        "WHERE s.status = 'active' AND s.reminded_at IS NULL AND s.end_date > ? "
                                        "AND s.end_date <= ? AND ") +
                                kNoRenewal + " ORDER BY s.end_date LIMIT ?",
                            {now, horizon, kBatch});
  return jobs::each_row(due, "subscription_reminder", "subscription", [&](const db::Row& row) {
    const std::string id = row.text("id");
    const std::string user_id = row.text("user_id");
    return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto claimed = conn.query(std::string("UPDATE user_subscriptions AS s SET reminded_at = ? "
                                                  "WHERE s.id = ? AND s.status = 'active' AND s.reminded_at IS NULL "
                                                  "AND ") +
                                          kNoRenewal + " RETURNING plan_id, end_date, auto_renew",
                                      {now, id});
      if (claimed.empty()) return false;  // renewed, ended, cancelled or taken by another instance
      const auto& c = claimed.first();
      notifier.send(conn, batch,
                    notifications::subscription_expiring(user_id, plan_ref(conn, c, id), c.boolean("auto_renew")));
      return true;
    });
  });
}

int expire_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                         const std::string& now) {
  // Due: the term ended, and the grace period too when there is one; an auto-renewing term waits
  // for prepare_renewals (which runs first) to give it one.
  static const std::string due_where =
      "s.status = 'active' AND s.end_date <= ? AND (s.grace_until IS NULL OR s.grace_until <= ?) AND NOT " +
      awaits_renewal();
  const auto due =
      db.query("SELECT s.id, s.user_id FROM user_subscriptions s WHERE " + due_where + " ORDER BY s.end_date LIMIT ?",
               {now, now, kBatch});
  return jobs::each_row(due, "subscription_expiry", "subscription", [&](const db::Row& row) {
    const std::string id = row.text("id");
    const std::string user_id = row.text("user_id");
    // READ COMMITTED behind the profile's row lock on PostgreSQL: the membership read below then
    // sees every subscription change committed before it, and a serialisable approval touching the
    // same profile meanwhile is retried after this commits.
    return bus.transaction(
        db,
        [&](db::Connection& conn, events::Batch& batch) {
          if (conn.dialect() == db::Dialect::postgresql) {
            conn.query("SELECT id FROM profiles WHERE id = ? FOR UPDATE", {user_id});
          }
          const auto claimed = conn.query(
              "UPDATE user_subscriptions AS s SET status = 'expired', updated_at = ? "
              "WHERE s.id = ? AND " +
                  due_where + " RETURNING plan_id, end_date",
              {now, id, now, now});
          if (claimed.empty()) return false;  // cancelled, renewing or taken by another instance
          // A prepared renewal left unpaid goes with it (one whose payment is under review stays,
          // as any pending subscription: approved later, its term starts then).
          conn.query(
              "UPDATE user_subscriptions SET status = 'cancelled', auto_renew = FALSE, updated_at = ? "
              "WHERE renewal_of = ? AND status = 'pending' AND NOT EXISTS (SELECT 1 FROM subscription_mobile_payments "
              "m "
              "WHERE m.subscription_id = user_subscriptions.id AND m.status = 'pending')",
              {now, id});
          sync_membership(conn, user_id, now);
          const bool continues = !conn.query(std::string("SELECT 1 FROM user_subscriptions s WHERE s.user_id = ? "
                                                         "AND ") +
                                                 kInEffect + " LIMIT 1",
                                             {user_id, now, now, now})
                                      .empty();
          if (!continues) {
            notifier.send(conn, batch,
                          notifications::subscription_expired(user_id, plan_ref(conn, claimed.first(), id)));
          }
          return true;
        },
        db::TransactionOptions{.isolation = db::Isolation::row_locks});
  });
}

}  // namespace rifa::features::subscriptions
