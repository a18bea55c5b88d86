#include "features/subscriptions/subscription_jobs.hpp"

#include <algorithm>
#include <chrono>

#include "common/ids.hpp"
#include "common/time.hpp"
#include "features/notifications/subscription_texts.hpp"
#include "features/subscriptions/membership.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"
#include "jobs/each_row.hpp"

namespace rifa::features::subscriptions {

namespace {

constexpr std::int64_t kBatch = 500;  // subscriptions per run; the next tick takes the rest

notifications::PlanRef plan_ref(db::Connection& conn, SubscriptionsRepository& repo, const ClaimedSubscription& claimed,
                                const std::string& id) {
  return {id, claimed.plan_id, repo.plan(conn, claimed.plan_id).value().name, claimed.end_date};
}

}  // namespace

int prepare_renewals(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  SubscriptionsRepository repo(db);
  return jobs::each_id(
      repo.due_renewals(now, kBatch), "subscription_renewal", "subscription", [&](const DueSubscription& due) {
        // The grace runs from the end of the term, or from now when the jobs ran late.
        const auto from = std::max(parse_rfc3339(due.end_date).value_or(*now_point), *now_point);
        const std::string grace_until = to_rfc3339(from + std::chrono::days(kRenewalGraceDays));
        return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
          const auto claimed = repo.claim_grace(conn, due.id, due.end_date, now, grace_until);
          if (!claimed) return false;  // renewed, switched off, cancelled or taken by another instance
          // One pending subscription per user: one the subscriber chose before is the one to pay (of
          // the same plan it becomes the renewal); otherwise the renewal is prepared: the next term of
          // the same plan from the end of this one, with the stored payment method.
          const auto pending = repo.pending_of(conn, due.user_id);
          std::string renewal_id;
          std::string pending_plan_name;
          if (!pending) {
            const auto start = parse_rfc3339(claimed->end_date).value_or(*now_point);
            Subscription renewal;
            renewal.id = renewal_id = new_uuid();
            renewal.user_id = due.user_id;
            renewal.plan_id = claimed->plan_id;
            renewal.status = "pending";
            renewal.start_date = to_rfc3339(start);
            renewal.end_date = to_rfc3339(add_months(start, 1));
            renewal.auto_renew = true;
            renewal.payment_method_id = claimed->payment_method_id;
            renewal.next_payment_date = renewal.end_date;
            renewal.renewal_of = due.id;
            renewal.created_at = renewal.updated_at = now;
            repo.insert(conn, renewal);
          } else {
            renewal_id = pending->id;
            pending_plan_name = pending->plan_name;
            if (pending->plan_id == claimed->plan_id) repo.adopt_as_renewal(conn, renewal_id, due.id, now);
          }
          const auto ref = plan_ref(conn, repo, *claimed, due.id);
          notifier.send(conn, batch,
                        notifications::subscription_renewal_due(
                            due.user_id, ref, renewal_id, pending_plan_name.empty() ? ref.plan_name : pending_plan_name,
                            grace_until));
          return true;
        });
      });
}

int remind_expiring_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                                  const std::string& now) {
  const auto now_point = parse_rfc3339(now);
  if (!now_point) return 0;
  const std::string horizon = to_rfc3339(*now_point + std::chrono::days(kReminderLeadDays));
  SubscriptionsRepository repo(db);
  return jobs::each_id(repo.due_reminders(now, horizon, kBatch), "subscription_reminder", "subscription",
                       [&](const DueSubscription& due) {
                         return bus.transaction(db, [&](db::Connection& conn, events::Batch& batch) {
                           const auto claimed = repo.claim_reminder(conn, due.id, now);
                           if (!claimed) return false;  // renewed, ended, cancelled or taken by another instance
                           notifier.send(conn, batch,
                                         notifications::subscription_expiring(
                                             due.user_id, plan_ref(conn, repo, *claimed, due.id), claimed->auto_renew));
                           return true;
                         });
                       });
}

int expire_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                         const std::string& now) {
  // Due: the term ended, and the grace period too when there is one; an auto-renewing term waits
  // for prepare_renewals (which runs first) to give it one.
  SubscriptionsRepository repo(db);
  return jobs::each_id(
      repo.due_expiries(now, kBatch), "subscription_expiry", "subscription", [&](const DueSubscription& due) {
        // READ COMMITTED behind the profile's row lock on PostgreSQL: the membership read below then
        // sees every subscription change committed before it, and a serialisable approval touching the
        // same profile meanwhile is retried after this commits.
        return bus.transaction(
            db,
            [&](db::Connection& conn, events::Batch& batch) {
              SubscriptionsRepository::lock_profile(conn, due.user_id);
              const auto claimed = repo.claim_expiry(conn, due.id, now);
              if (!claimed) return false;  // cancelled, renewing or taken by another instance
              // A prepared renewal left unpaid goes with it (one whose payment is under review stays,
              // as any pending subscription: approved later, its term starts then).
              repo.cancel_unpaid_renewal(conn, due.id, now);
              sync_membership(conn, due.user_id, now);
              if (!repo.any_in_effect(conn, due.user_id, now)) {
                notifier.send(conn, batch,
                              notifications::subscription_expired(due.user_id, plan_ref(conn, repo, *claimed, due.id)));
              }
              return true;
            },
            db::TransactionOptions{.isolation = db::Isolation::row_locks});
      });
}

}  // namespace rifa::features::subscriptions
