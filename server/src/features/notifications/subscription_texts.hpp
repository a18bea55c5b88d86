#pragma once

#include <string>

#include "features/notifications/notifier.hpp"

namespace rifa::features::notifications {

// What a subscription notification says about the plan: the subscription, the plan's id and name,
// and the end of its term (RFC 3339; shown as a UTC date, "22/12/2026").
struct PlanRef {
  std::string subscription_id;
  std::string plan_id;
  std::string plan_name;
  std::string end_date;
};

// "22/12/2026" from an RFC 3339 timestamp (its UTC calendar date).
std::string date_text(const std::string& rfc3339);

// To the payer: the super admin approved the subscription's mobile payment `payment_id`.
Notice subscription_payment_approved(const std::string& user_id, const PlanRef& plan, const std::string& payment_id);
// To the payer: the super admin rejected it with `notes` (may be empty); the subscription stays pending.
Notice subscription_payment_rejected(const std::string& user_id, const PlanRef& plan, const std::string& payment_id,
                                     const std::string& notes);
// To the subscriber, once, a few days before the term ends (`auto_renew` says whether to pay the renewal).
Notice subscription_expiring(const std::string& user_id, const PlanRef& plan, bool auto_renew);
// To the subscriber, when an auto-renewing term ended: the pending subscription `renewal_id` (its
// renewal, or `pending_plan_name`'s subscription the subscriber chose before) waits for payment, and
// the plan stays until `grace_until`, then falls back to Gratis.
Notice subscription_renewal_due(const std::string& user_id, const PlanRef& plan, const std::string& renewal_id,
                                const std::string& pending_plan_name, const std::string& grace_until);
// To the subscriber: the term ended without a renewal; the plan is Gratis again.
Notice subscription_expired(const std::string& user_id, const PlanRef& plan);

}  // namespace rifa::features::notifications
