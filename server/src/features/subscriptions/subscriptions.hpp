#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::subscriptions {

// A plan (subscription_plans): what it costs and allows. Limits left empty are unlimited; money in
// cents; timestamps RFC 3339. Plans are data (ARCHITECTURE §6); the free plan's slug is `gratis`.
struct Plan {
  std::string id, name, slug, description;
  std::int64_t price_cents = 0;
  bool can_create_public = false;
  bool can_create_private = false;
  bool has_admin_panel = false;
  std::optional<std::int64_t> max_active_raffles;
  std::int64_t max_tickets_per_raffle = 100;
  std::optional<std::int64_t> max_cashiers;
  bool is_active = true;
  std::int64_t sort_order = 0;
  std::string created_at, updated_at;
};

// A user's subscription to a plan (user_subscriptions) with that plan. `status` one of pending,
// active, cancelled, expired; `grace_until` set when an auto-renewing term ended and its renewal
// (`renewal_of` the renewed subscription) waits for payment.
struct Subscription {
  std::string id, user_id, plan_id, status, start_date, end_date;
  bool auto_renew = true;
  std::optional<std::string> payment_method_id, next_payment_date, last_payment_date, grace_until, renewal_of;
  std::string created_at, updated_at;
  Plan plan;
};

// A completed (or other) payment of a subscription (subscription_payments).
struct SubscriptionPayment {
  std::string id, subscription_id;
  std::int64_t amount_cents = 0;
  std::optional<std::string> payment_method_id;
  std::string status;
  std::optional<std::string> reference;
  std::string payment_date, created_at;
};

// The plan a mobile payment pays, as the payment names it.
struct PlanSummary {
  std::string id, name;
  std::int64_t price_cents = 0;
};

// A duplicate sign stored with a mobile payment: an earlier report (`source` "subscription": a
// subscription_mobile_payments id; "ticket": a payment_details id) of `kind` reference,
// same_image or similar_image (`distance` in bits).
struct DuplicateFlag {
  std::string kind, source, payment_id;
  std::optional<int> distance;
};

// A subscription mobile payment (subscription_mobile_payments): the expected amount (the plan's
// price in USD cents, and in bolívares at the stored rate when there was one), what the payer
// reported, the proof's stored path, and the super admin's decision.
struct MobilePayment {
  std::string id, user_id, subscription_id;
  PlanSummary plan;
  std::int64_t amount_cents = 0;
  std::optional<std::int64_t> amount_ves_cents, exchange_rate_cents;
  std::int64_t reported_amount_cents = 0;
  std::string reported_currency, mobile_number, payment_method, reference_number;
  std::optional<std::string> screenshot_path;
  std::string status;
  std::optional<std::string> admin_id, admin_notes, reviewed_at;
  std::string created_at, updated_at;
};

// Who made a payment, as the super admin sees them.
struct Payer {
  std::string id, name;
  std::optional<std::string> email;
};

// A duplicate sign with what the super admin may see of the earlier report: an earlier
// subscription payment is named (`payment_id`, its payer's name, its proof); a ticket report only
// by kind, source and date.
struct FlagMatch {
  std::string kind, source, reported_at;
  std::optional<std::string> payment_id, user_name, screenshot_path;
  std::optional<int> distance;
};

// A mobile payment for the super admin's review: the payer and the duplicate signs.
struct AdminMobilePayment {
  MobilePayment payment;
  Payer user;
  std::vector<FlagMatch> duplicate_flags;
  nlohmann::json proof_check;  // the proof's reading against the report (proofs::subscription_proof_check)
};

// A page of items and the total count.
template <typename T>
struct Listing {
  std::vector<T> data;
  std::int64_t count = 0;
};

// GET /me/plan: the current plan (the free plan without a subscription, nothing when none is
// seeded) and the subscription in effect.
struct MyPlan {
  std::optional<Plan> plan;
  std::optional<Subscription> subscription;
};

}  // namespace rifa::features::subscriptions
