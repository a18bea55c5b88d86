#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/payments/payments.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::payments {

// At most this many earlier reports are named per kind (the first ones are what a reviewer needs).
inline constexpr std::size_t kFlagsPerKind = 10;

// The proofs in `table` whose dHash is within storage::kSimilarImageDistance bits of `dhash`, other
// than `exclude_id` and other than the same bytes `sha256`; oldest first, at most `limit`. Ticket
// reports and subscription payments share it.
std::vector<NearProof> similar_proofs(db::Connection& conn, ProofTable table, std::int64_t dhash,
                                      const std::optional<std::string>& sha256, const std::string& exclude_id,
                                      std::size_t limit);

// Earlier reports that look like the same payment, as stored in payment_details.duplicate_flags,
// oldest first per kind:
// - reference: another report to the same payee with the same reference digits and bank;
// - same_image: the same proof bytes (SHA-256) in any report;
// - similar_image: a perceptual hash within storage::kSimilarImageDistance bits (not the same bytes).
std::vector<StoredFlag> find_duplicates(db::Connection& conn, const ProofKeys& keys);

// The stored flags as a viewer of a report paid to `payee_id` (its creator or a super admin) sees
// them: the earlier ticket, raffle, buyer and proof are named only when the earlier report went to
// the same payee; otherwise only the kind and the date. A flag whose earlier report no longer
// exists is left out.
std::vector<DuplicateFlag> expand_flags(db::Connection& conn, const storage::ObjectStore& store,
                                        const std::vector<StoredFlag>& stored,
                                        const std::optional<std::string>& payee_id);

}  // namespace rifa::features::payments
