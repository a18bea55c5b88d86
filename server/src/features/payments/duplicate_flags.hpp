#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// What duplicate detection compares of one report (all but payment_id may be absent).
struct ProofKeys {
  std::string payment_id;  // the report itself, never its own duplicate
  std::optional<std::string> payee_id;
  std::optional<std::string> reference_key;
  std::optional<std::string> bank_key;
  std::optional<std::string> sha256;
  std::optional<std::int64_t> dhash;
};

// At most this many earlier reports are named per kind (the first ones are what a reviewer needs).
inline constexpr std::size_t kFlagsPerKind = 10;

// An earlier proof whose picture is near another's.
struct NearProof {
  std::string created_at, id;
  int distance;
};

// The proofs in `table` (payment_details or subscription_mobile_payments: both keep id, created_at,
// screenshot_sha256 and screenshot_dhash) whose dHash is within storage::kSimilarImageDistance bits
// of `dhash`, other than `exclude_id` and other than the same bytes `sha256`; oldest first, at most
// `limit`. Ticket reports and subscription payments share it.
std::vector<NearProof> similar_proofs(db::Connection& conn, const char* table, std::int64_t dhash,
                                      const std::optional<std::string>& sha256, const std::string& exclude_id,
                                      std::size_t limit);

// Earlier reports that look like the same payment, as stored in payment_details.duplicate_flags:
// [{"kind", "payment_id", "distance"}], oldest first per kind.
// - reference: another report to the same payee with the same reference digits and bank;
// - same_image: the same proof bytes (SHA-256) in any report;
// - similar_image: a perceptual hash within storage::kSimilarImageDistance bits (not the same bytes).
nlohmann::json find_duplicates(db::Connection& conn, const ProofKeys& keys);

// The stored flags as the contract's DuplicateFlag list for a viewer of a report paid to `payee_id`
// (its creator or a super admin): the earlier ticket, raffle, buyer and proof are named only when
// the earlier report went to the same payee; otherwise only the kind and the date. A flag whose
// earlier report no longer exists is left out.
nlohmann::json expand_flags(db::Connection& conn, const storage::ObjectStore& store, const nlohmann::json& stored,
                            const std::optional<std::string>& payee_id);

}  // namespace rifa::features::payments
