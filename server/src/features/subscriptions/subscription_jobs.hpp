#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::subscriptions {

// How long before the end of a term its subscriber is reminded.
inline constexpr int kReminderLeadDays = 3;

// The subscription jobs (JobRunner). Both select by state and claim each subscription with a
// conditional update in its own transaction, so several instances (or `run-jobs` beside a server)
// do each thing once, a failure affects one subscription only, and work missed while down is done
// at the next run.

// The reminder: once per subscription (claimed with `reminded_at`), an `active` one whose term
// ends within kReminderLeadDays of `now` and that has no paid renewal (another active subscription
// of the same user and plan starting at or after its end) gets `subscription_expiring` (auto_renew
// decides the wording). Returns the number of reminders sent.
int remind_expiring_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                                  const std::string& now);

// The expiry: every `active` subscription whose `end_date` is at or before `now` becomes `expired`
// (claim: `status = 'active' AND end_date <= now`), the profile's membership follows
// (sync_membership), and unless another active subscription continues at `now` the subscriber gets
// `subscription_expired` (the plan is Gratis again). PostgreSQL: READ COMMITTED behind the
// profile's row lock. Returns the number of subscriptions expired.
int expire_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                         const std::string& now);

}  // namespace rifa::features::subscriptions
