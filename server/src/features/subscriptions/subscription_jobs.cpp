#include "features/subscriptions/subscription_jobs.hpp"

#include <algorithm>
#include <chrono>

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/notifications/subscription_texts.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/renewals_repository.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::subscriptions {

namespace {

constexpr std::int64_t kBatch = 500;  // subscriptions per run; the next tick takes the rest

notifications::PlanRef plan_ref(db::Connection& conn, const db::Row& claimed, const std::string& id) {
  const std::string plan_id = claimed.text("plan_id");
  const auto plan = conn.query("SELECT name FROM subscription_plans WHERE id = ?", {plan_id});
  return {id, plan_id, plan.first().text("name"), claimed.text("end_date")};
}

}  // namespace

int prepare_renewals(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const auto due = due_renewals(db, now, kBatch);
  return jobs::each_row(due, "subscription_renewal", "subscription", [&](const db::Row& row) {
    const std::string id = row.text("id");
    const std::string user_id = row.text("user_id");
    const std::string end = row.text("end_date");
    // The grace runs from the end of the term, or from now when the jobs ran late.
    const auto from = std::max(parse_rfc3339(end).value_or(*now_point), *now_point);
    const std::string grace_until = to_rfc3339(from + std::chrono::days(kRenewalGraceDays));
    return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
      const auto claimed = claim_grace(conn, id, end, now, grace_until);
      if (!claimed) return false;  // renewed, switched off, cancelled or taken by another instance
      const db::Row& c = *claimed;
      const std::string plan_id = c.text("plan_id");
      // One pending subscription per user: one the subscriber chose before is the one to pay (of
      // the same plan it becomes the renewal); otherwise the renewal is prepared: the next term of
      // the same plan from the end of this one, with the stored payment method.
      const auto pending = pending_of(conn, user_id);
      std::string renewal_id;
      std::string pending_plan_name;
      if (!pending) {
        renewal_id = new_uuid();
        const auto start = parse_rfc3339(c.text("end_date")).value_or(*now_point);
        insert_renewal(conn,
                       {renewal_id, user_id, plan_id, to_rfc3339(start), to_rfc3339(add_months(start, 1)),
                        c.opt_text("payment_method_id"), id},
                       now);
      } else {
        renewal_id = pending->id;
        pending_plan_name = pending->plan_name;
        if (pending->plan_id == plan_id) adopt_as_renewal(conn, renewal_id, id, now);
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
          cancel_unpaid_renewal(conn, id, now);
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
