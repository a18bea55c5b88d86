#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/subscriptions/subscriptions.hpp"

namespace rifa::features::subscriptions {

// The user's pending subscription (at most one).
struct PendingSubscription {
  std::string id, plan_id, plan_name;
};

// A subscription a job found due: its id, subscriber and end of term.
struct DueSubscription {
  std::string id, user_id, end_date;
};

// What a job's claim of a subscription returns: its plan, end of term, payment method and
// auto_renew (the reminder's wording).
struct ClaimedSubscription {
  std::string plan_id, end_date;
  std::optional<std::string> payment_method_id;
  bool auto_renew = false;
};

// A subscription a payer may pay: its status and its plan's price.
struct Payable {
  std::string status;
  std::int64_t price_cents = 0;
};

// A new mobile payment as stored, with its duplicate-detection keys and signs.
struct NewMobilePayment {
  std::string id, user_id, subscription_id;
  std::int64_t amount_cents = 0;
  std::optional<std::int64_t> amount_ves_cents, exchange_rate_cents;
  std::int64_t reported_amount_cents = 0;
  std::string reported_currency, mobile_number, payment_method, reference_number, screenshot_path;
  std::optional<std::string> reference_key, sha256;
  std::optional<std::int64_t> dhash;
  std::vector<DuplicateFlag> duplicate_flags;
  std::string now;
};

// All the SQL of subscriptions: plans (subscription_plans), user_subscriptions and their payments,
// the back-office membership they grant, the renewal jobs' claims, and subscription mobile
// payments with their duplicate signs. Methods taking a connection run inside the caller's
// transaction.
class SubscriptionsRepository {
 public:
  explicit SubscriptionsRepository(db::Database& db) : db_(db) {}

  // --- Plans
  // The active plans by price, then sort_order; or every plan by sort_order, then price.
  std::vector<Plan> plans(bool active_only);
  std::optional<Plan> plan(db::Connection& conn, const std::string& id);
  std::optional<Plan> plan_by_slug(const std::string& slug);
  // A plan whose name or slug is `name_or_slug` exactly.
  std::optional<Plan> plan_named(db::Connection& conn, const std::string& name_or_slug);

  // --- Subscriptions (with their plan)
  std::optional<Subscription> by_id(db::Connection& conn, const std::string& id);
  // Subscription `id` when it is `user_id`'s.
  std::optional<Subscription> own(db::Connection& conn, const std::string& user_id, const std::string& id);
  // The user's subscriptions, newest first.
  Listing<Subscription> of_user(const std::string& user_id, const Page& page);
  // The latest subscription in effect at `now` (active, started, in its term or its grace period).
  std::optional<Subscription> in_effect(const std::string& user_id, const std::string& now);
  bool any_in_effect(db::Connection& conn, const std::string& user_id, const std::string& now);
  std::optional<PendingSubscription> pending_of(db::Connection& conn, const std::string& user_id);
  // Inserts `s` (its plan is not written; grace_until starts empty).
  void insert(db::Connection& conn, const Subscription& s);
  // Cancels subscription `id` (auto_renew off) when it is pending, or with `or_active` also when active.
  void cancel(db::Connection& conn, const std::string& id, bool or_active, const std::string& now);
  void set_auto_renew(db::Connection& conn, const std::string& id, bool auto_renew, const std::string& now);
  void set_payment_method(db::Connection& conn, const std::string& id, const std::optional<std::string>& method_id,
                          const std::string& now);
  // A payment of the subscription waits for the super admin's review.
  bool has_payment_under_review(db::Connection& conn, const std::string& subscription_id);
  // `method_id` is one of the user's active payment methods.
  bool owns_active_method(db::Connection& conn, const std::string& user_id, const std::string& method_id);
  // The id of the account with e-mail `email`.
  std::optional<std::string> user_with_email(db::Connection& conn, const std::string& email);
  // A subscription's payments, newest first.
  Listing<SubscriptionPayment> payments(db::Connection& conn, const std::string& subscription_id, const Page& page);

  // --- Membership: whether a subscription in effect at `now` has a plan with the back-office, and
  // the profile's flags.
  static bool has_back_office_plan(db::Connection& conn, const std::string& user_id, const std::string& now);
  // business: `type = business, membership_active = true`; otherwise membership_active turns off.
  static void set_membership(db::Connection& conn, const std::string& user_id, bool business, const std::string& now);

  // --- The jobs (subscription_jobs.hpp). Each due list is at most `limit`, earliest end first.
  // Auto-renewing subscriptions whose term ended by `now` that await their renewal (no grace yet, no
  // paid renewal: no other active subscription of the user and plan starting at or after the end).
  std::vector<DueSubscription> due_renewals(const std::string& now, std::int64_t limit);
  // Claims `id` (still awaiting its renewal, its term still ending at `end_date` <= `now`) by
  // giving it its grace period; nothing when another instance, a payment or the subscriber got there
  // first.
  std::optional<ClaimedSubscription> claim_grace(db::Connection& conn, const std::string& id,
                                                 const std::string& end_date, const std::string& now,
                                                 const std::string& grace_until);
  // The pending subscription `pending_id` becomes the renewal of `renewed_id`.
  void adopt_as_renewal(db::Connection& conn, const std::string& pending_id, const std::string& renewed_id,
                        const std::string& now);
  // Cancels the unpaid renewal of `renewed_id` (one whose payment is under review stays pending).
  void cancel_unpaid_renewal(db::Connection& conn, const std::string& renewed_id, const std::string& now);
  // Active subscriptions not yet reminded whose term ends in (now, horizon], without a paid renewal.
  std::vector<DueSubscription> due_reminders(const std::string& now, const std::string& horizon, std::int64_t limit);
  // Claims the reminder of `id` (`reminded_at`); nothing when renewed, ended or taken.
  std::optional<ClaimedSubscription> claim_reminder(db::Connection& conn, const std::string& id,
                                                    const std::string& now);
  // Active subscriptions whose term, and grace period when there is one, ended by `now`, other than
  // those awaiting their renewal.
  std::vector<DueSubscription> due_expiries(const std::string& now, std::int64_t limit);
  // Expires `id` when it is still due; nothing when cancelled, renewing or taken.
  std::optional<ClaimedSubscription> claim_expiry(db::Connection& conn, const std::string& id, const std::string& now);
  // PostgreSQL: holds the profile's row until the transaction ends (SQLite has one writer).
  static void lock_profile(db::Connection& conn, const std::string& user_id);

  // --- Mobile payments
  Listing<MobilePayment> mobile_payments_of(const std::string& user_id, const Page& page);
  std::optional<MobilePayment> mobile_payment(db::Connection& conn, const std::string& id);
  // The user's subscription `subscription_id`: its status and price.
  std::optional<Payable> payable(db::Connection& conn, const std::string& subscription_id, const std::string& user_id);
  // The platform's Bs-per-USD rate in cents, if set.
  std::optional<std::int64_t> exchange_rate(db::Connection& conn);
  // Throws db::UniqueViolation when the subscription already has a payment under review.
  void insert_mobile_payment(db::Connection& conn, const NewMobilePayment& payment);
  // For the super admin: every payment (no status) or those of `status`; pending oldest first, the
  // others newest first; with payer and duplicate signs.
  static Listing<AdminMobilePayment> admin_mobile_payments(db::Connection& conn,
                                                           const std::optional<std::string>& status, const Page& page);
  static std::optional<AdminMobilePayment> admin_mobile_payment(db::Connection& conn, const std::string& id);

  // --- Duplicate signs: ids of earlier reports, oldest first, at most `limit`.
  static std::vector<std::string> payments_with_reference(db::Connection& conn, const std::string& reference_key,
                                                          const std::string& except_id, std::int64_t limit);
  static std::vector<std::string> payments_with_image(db::Connection& conn, const std::string& sha256,
                                                      const std::string& except_id, std::int64_t limit);
  // Ticket payment reports (payment_details) with the same proof bytes.
  static std::vector<std::string> ticket_reports_with_image(db::Connection& conn, const std::string& sha256,
                                                            std::int64_t limit);

 private:
  static std::vector<FlagMatch> matches(db::Connection& conn, const std::vector<DuplicateFlag>& flags);

  db::Database& db_;
};

}  // namespace rifa::features::subscriptions
