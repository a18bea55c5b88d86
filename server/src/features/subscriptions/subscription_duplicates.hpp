#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::subscriptions {

// What duplicate detection compares of one subscription mobile payment.
struct SubscriptionProofKeys {
  std::string payment_id;                    // the payment itself, never its own duplicate
  std::optional<std::string> reference_key;  // the reference's digits
  std::optional<std::string> sha256;
  std::optional<std::int64_t> dhash;
};

// Earlier reports that look like the same payment, as stored in
// subscription_mobile_payments.duplicate_flags: [{"kind", "source", "payment_id", "distance"}],
// oldest first per kind and source.
// - reference: another subscription mobile payment (any user) with the same reference digits;
// - same_image: the same proof bytes (SHA-256) in a subscription payment or a ticket payment report;
// - similar_image: a picture within storage::kSimilarImageDistance bits (not the same bytes), in either.
// `source` is "subscription" (payment_id a subscription_mobile_payments id) or "ticket" (a payment_details id).
nlohmann::json find_subscription_duplicates(db::Connection& conn, const SubscriptionProofKeys& keys);

// The stored flags as the contract's MobilePaymentDuplicateFlag list (for a super admin): an earlier
// subscription payment is named with its payer's name and a signed screenshot_url; a ticket report
// only by kind, source and date. A flag whose earlier report no longer exists is left out.
nlohmann::json expand_subscription_flags(db::Connection& conn, const storage::ObjectStore& store,
                                         const nlohmann::json& stored);

}  // namespace rifa::features::subscriptions
