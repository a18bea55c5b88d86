#include "features/subscriptions/subscription_jobs.hpp"

#include <chrono>

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

}  // namespace

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
  const auto due = db.query(
      "SELECT id, user_id FROM user_subscriptions WHERE status = 'active' AND end_date <= ? ORDER BY end_date LIMIT ?",
      {now, kBatch});
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
              "UPDATE user_subscriptions SET status = 'expired', updated_at = ? "
              "WHERE id = ? AND status = 'active' AND end_date <= ? RETURNING plan_id, end_date",
              {now, id, now});
          if (claimed.empty()) return false;  // cancelled or taken by another instance
          sync_membership(conn, user_id, now);
          const bool continues = !conn.query(
                                          "SELECT 1 FROM user_subscriptions WHERE user_id = ? AND status = 'active' "
                                          "AND start_date <= ? AND end_date > ? LIMIT 1",
                                          {user_id, now, now})
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
