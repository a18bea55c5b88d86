#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace rifa::features::subscriptions {

// The SQL of automatic renewal (subscription_jobs.hpp's prepare_renewals and the expiry).

// No paid renewal of subscription `s`: no other active subscription of its user and plan starting
// at or after its end.
extern const char* const kNoRenewal;

// An auto-renewing subscription `s` whose term ended is the renewal job's until it has its grace
// period (no grace yet, no paid renewal); the expiry leaves it alone meanwhile.
const std::string& awaits_renewal();

// Up to `limit` subscriptions (id, user_id, end_date) whose auto-renewing term ended by `now`
// and that await their renewal, the earliest first.
db::Result due_renewals(db::Database& db, const std::string& now, std::int64_t limit);

// Claims subscription `id` (still awaiting its renewal, its term still ending at `end_date` <=
// `now`) by giving it its grace period; its plan_id, end_date and payment_method_id, or nothing
// when another instance, a payment or the subscriber got there first.
std::optional<db::Row> claim_grace(db::Connection& conn, const std::string& id, const std::string& end_date,
                                   const std::string& now, const std::string& grace_until);

// The user's pending subscription (at most one).
struct PendingSubscription {
  std::string id;
  std::string plan_id;
  std::string plan_name;
};
std::optional<PendingSubscription> pending_of(db::Connection& conn, const std::string& user_id);

// The prepared renewal: a pending term of `plan_id` from `start` to `end`, auto-renewing, with the
// renewed subscription's payment method, `renewal_of` it.
struct Renewal {
  std::string id;
  std::string user_id;
  std::string plan_id;
  std::string start;
  std::string end;
  std::optional<std::string> payment_method_id;
  std::string renewal_of;
};
void insert_renewal(db::Connection& conn, const Renewal& renewal, const std::string& now);

// The pending subscription `pending_id` becomes the renewal of `renewed_id`.
void adopt_as_renewal(db::Connection& conn, const std::string& pending_id, const std::string& renewed_id,
                      const std::string& now);

// Cancels the unpaid renewal of `renewed_id` (one whose payment is under review stays pending).
void cancel_unpaid_renewal(db::Connection& conn, const std::string& renewed_id, const std::string& now);

}  // namespace rifa::features::subscriptions
