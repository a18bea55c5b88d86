#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/subscriptions/subscriptions.hpp"

namespace rifa::features::subscriptions {

// What duplicate detection compares of one subscription mobile payment.
struct SubscriptionProofKeys {
  std::string payment_id;                    // the payment itself, never its own duplicate
  std::optional<std::string> reference_key;  // the reference's digits
  std::optional<std::string> sha256;
  std::optional<std::int64_t> dhash;
};

// Earlier reports that look like the same payment, as stored in
// subscription_mobile_payments.duplicate_flags, oldest first per kind and source:
// - reference: another subscription mobile payment (any user) with the same reference digits;
// - same_image: the same proof bytes (SHA-256) in a subscription payment or a ticket payment report;
// - similar_image: a picture within storage::kSimilarImageDistance bits (not the same bytes), in either.
// `source` is "subscription" (payment_id a subscription_mobile_payments id) or "ticket" (a payment_details id).
// The super admin sees them with the earlier reports named (SubscriptionsRepository::admin_mobile_payment).
std::vector<DuplicateFlag> find_subscription_duplicates(db::Connection& conn, const SubscriptionProofKeys& keys);

}  // namespace rifa::features::subscriptions
