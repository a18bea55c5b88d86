#include "features/subscriptions/subscription_duplicates.hpp"

#include "features/payments/duplicate_flags.hpp"
#include "features/subscriptions/subscriptions_repository.hpp"

namespace rifa::features::subscriptions {

namespace {

constexpr const char* kFromSubscription = "subscription";
constexpr const char* kFromTicket = "ticket";

void add_ids(std::vector<DuplicateFlag>& flags, const char* kind, const char* source,
             const std::vector<std::string>& ids) {
  for (const auto& id : ids) flags.push_back({kind, source, id, std::nullopt});
}

}  // namespace

std::vector<DuplicateFlag> find_subscription_duplicates(db::Connection& conn, const SubscriptionProofKeys& keys) {
  std::vector<DuplicateFlag> flags;
  const auto limit = static_cast<std::int64_t>(payments::kFlagsPerKind);
  if (keys.reference_key) {
    add_ids(flags, "reference", kFromSubscription,
            SubscriptionsRepository::payments_with_reference(conn, *keys.reference_key, keys.payment_id, limit));
  }
  if (keys.sha256) {
    add_ids(flags, "same_image", kFromSubscription,
            SubscriptionsRepository::payments_with_image(conn, *keys.sha256, keys.payment_id, limit));
    add_ids(flags, "same_image", kFromTicket,
            SubscriptionsRepository::ticket_reports_with_image(conn, *keys.sha256, limit));
  }
  if (keys.dhash) {
    for (const auto& n : payments::similar_proofs(conn, payments::ProofTable::subscription_mobile_payments, *keys.dhash,
                                                  keys.sha256, keys.payment_id, payments::kFlagsPerKind)) {
      flags.push_back({"similar_image", kFromSubscription, n.id, n.distance});
    }
    // Ticket reports have other ids: nothing of theirs is this payment (an empty id excludes none).
    for (const auto& n : payments::similar_proofs(conn, payments::ProofTable::payment_details, *keys.dhash, keys.sha256,
                                                  "", payments::kFlagsPerKind)) {
      flags.push_back({"similar_image", kFromTicket, n.id, n.distance});
    }
  }
  return flags;
}

}  // namespace rifa::features::subscriptions
