#pragma once

#include <string>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::features::subscriptions {

// How long before the end of a term its subscriber is reminded.
inline constexpr int kReminderLeadDays = 3;

// How long after the end of an auto-renewing term its prepared renewal may be paid before the plan
// falls back to Gratis (the grace period).
inline constexpr int kRenewalGraceDays = 3;

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

// The renewal (runs before the expiry): an `active`, auto-renewing subscription whose term ended at
// or before `now`, without a paid renewal, gets its grace period (`grace_until`: kRenewalGraceDays
// after the end, or after `now` when the jobs ran late; the claim) and its renewal prepared: a
// pending subscription of the same plan from its end, for a month, with its payment method,
// `renewal_of` it (a pending subscription of the same plan the subscriber made before becomes the
// renewal; one of another plan stays the one to pay). The subscriber gets `subscription_expiring`
// (e-mailed) saying what to pay and by when. Paying it (the mobile-payment approval) starts the new
// term at the old end. Returns the number of renewals prepared.
int prepare_renewals(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                     const std::string& now);

// The expiry: every `active` subscription whose term, and grace period when it has one, ended at or
// before `now` becomes `expired` (an auto-renewing one waits for prepare_renewals; the claim repeats
// the condition), its unpaid prepared renewal is cancelled, the profile's membership follows
// (sync_membership), and unless another active subscription continues at `now` the subscriber gets
// `subscription_expired` (the plan is Gratis again). PostgreSQL: READ COMMITTED behind the
// profile's row lock. Returns the number of subscriptions expired.
int expire_subscriptions(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                         const std::string& now);

}  // namespace rifa::features::subscriptions
