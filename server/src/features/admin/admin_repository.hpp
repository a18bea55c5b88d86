#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/admin/admin.hpp"

namespace rifa::features::admin {

// A subscription mobile payment under review with its subscription and plan.
struct ReviewedPayment {
  std::string id, user_id, subscription_id;
  std::int64_t amount_cents = 0;
  std::string reference_number, status, subscription_status, end_date, plan_id, plan_name;
  std::string user_name, user_email;  // whose payment it is, for the audit log
};

// Subscriber counts of a plan.
struct PlanCounts {
  std::int64_t active = 0, total = 0;
};

// All the SQL of the super administrator's back office: the audit trail, the dashboard's figures,
// the review of subscription mobile payments, the payment configuration and the rate, and the
// plans' changes. Methods taking a connection run inside the caller's transaction.
class AdminRepository {
 public:
  explicit AdminRepository(db::Database& db) : db_(db) {}

  // --- Audit trail
  static void insert_audit(db::Connection& conn, const std::string& id, const std::optional<std::string>& actor_id,
                           const std::string& action, const std::string& entity,
                           const std::optional<std::string>& entity_id, const std::string& data,
                           const std::string& now);
  // Newest first, optionally only about `entity`, with the actor's profile.
  static subscriptions::Listing<AuditEntry> audit(db::Connection& conn, const std::optional<std::string>& entity,
                                                  const Page& page);

  // --- Dashboard (days are UTC calendar days)
  // Each day's figures since `since` (RFC 3339), by date "YYYY-MM-DD"; days without any are absent.
  std::map<std::string, DayFigures> figures_by_day(db::Connection& conn, const std::string& since);
  UserTotals user_totals(db::Connection& conn);
  std::map<std::string, std::int64_t> raffles_by_status(db::Connection& conn);
  // Every plan with its subscriptions in their term at `now`, by price then sort_order.
  std::vector<PlanSubscribers> subscribers_by_plan(db::Connection& conn, const std::string& now);
  PendingWork pending_work(db::Connection& conn);

  // --- Review of subscription mobile payments
  // The payment with its subscription and plan, both rows held until the transaction ends
  // (PostgreSQL FOR UPDATE; SQLite has one writer).
  static std::optional<ReviewedPayment> lock_payment(db::Connection& conn, const std::string& payment_id);
  // Marks the payment decided when it is still pending; false when another decision got there first.
  static bool decide(db::Connection& conn, const std::string& payment_id, const std::string& status,
                     const std::string& admin_id, const std::optional<std::string>& notes, const std::string& now);
  // The end of the user's latest active subscription to `plan_id` still in its term or grace period.
  static std::optional<std::string> current_term_end(db::Connection& conn, const std::string& user_id,
                                                     const std::string& plan_id, const std::string& now);
  // Cancels the user's active subscriptions to other plans; their ids.
  static std::vector<std::string> cancel_other_plans(db::Connection& conn, const std::string& user_id,
                                                     const std::string& plan_id, const std::string& now);
  // The pending subscription becomes active from `start` to `end`; false when it was not pending.
  static bool activate(db::Connection& conn, const std::string& subscription_id, const std::string& start,
                       const std::string& end, const std::string& now);
  // A completed subscription payment.
  static void insert_payment(db::Connection& conn, const std::string& id, const std::string& subscription_id,
                             std::int64_t amount_cents, const std::string& reference, const std::string& now);

  // --- Payment configuration and rate
  // The active entries or every entry, by payment_method.
  std::vector<PaymentConfig> configs(bool active_only);
  static std::optional<PaymentConfig> config(db::Connection& conn, const std::string& id);
  static void insert_config(db::Connection& conn, const PaymentConfig& config);
  // Writes the fields `changes` has.
  static void update_config(db::Connection& conn, const std::string& id, const PaymentConfigInput& changes,
                            const std::string& now);
  static ExchangeRate exchange_rate(db::Connection& conn);
  static void set_exchange_rate(db::Connection& conn, std::int64_t rate_cents, const std::string& now);

  // --- Plans
  // Every plan's id and name.
  static std::vector<std::pair<std::string, std::string>> plan_names(db::Connection& conn);
  // Subscriber counts by plan id (active: in their term at `now`); only `plan_id`'s when given.
  static std::map<std::string, PlanCounts> plan_counts(db::Connection& conn, const std::string& now,
                                                       const std::optional<std::string>& plan_id = std::nullopt);
  // Throws db::UniqueViolation when the slug is taken.
  static void insert_plan(db::Connection& conn, const subscriptions::Plan& plan);
  // Writes the fields `changes` has (and `slug` when given); throws db::UniqueViolation when the
  // slug is taken.
  static void update_plan(db::Connection& conn, const std::string& id, const PlanInput& changes,
                          const std::optional<std::string>& slug, const std::string& now);
  // Throws db::ConstraintViolation when a subscription refers to it.
  static void delete_plan(db::Connection& conn, const std::string& id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::admin
