#include "features/payments/duplicate_flags.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "features/payments/payment_screenshots.hpp"
#include "features/payments/payments_repository.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::payments {

std::vector<NearProof> similar_proofs(db::Connection& conn, ProofTable table, std::int64_t dhash,
                                      const std::optional<std::string>& sha256, const std::string& exclude_id,
                                      std::size_t limit) {
  // A walk over every stored hash (one 8-byte column per report, compared here): fine at this
  // scale; sqlite3 reads 100,000 of them in ~0.05 s of CPU (measured on the dev machine). Far past
  // that it wants an index for Hamming distance (multi-index hashing: split the hash into bands,
  // one of which must match exactly). Unordered, so only the matches are sorted.
  std::vector<NearProof> near;
  for (const auto& h : PaymentsRepository::proof_hashes(conn, table, exclude_id, sha256)) {
    const int distance = storage::hash_distance(static_cast<std::uint64_t>(h.dhash), static_cast<std::uint64_t>(dhash));
    if (distance <= storage::kSimilarImageDistance) near.push_back({h.created_at, h.id, distance});
  }
  std::sort(near.begin(), near.end(), [](const NearProof& a, const NearProof& b) {
    return std::tie(a.created_at, a.id) < std::tie(b.created_at, b.id);
  });
  if (near.size() > limit) near.resize(limit);
  return near;
}

std::vector<StoredFlag> find_duplicates(db::Connection& conn, const ProofKeys& keys) {
  std::vector<StoredFlag> flags;
  const auto limit = static_cast<std::int64_t>(kFlagsPerKind);
  for (auto& id : PaymentsRepository::same_reference(conn, keys, limit)) {
    flags.push_back({"reference", std::move(id), std::nullopt});
  }
  if (keys.sha256) {
    for (auto& id : PaymentsRepository::same_bytes(conn, *keys.sha256, keys.payment_id, limit)) {
      flags.push_back({"same_image", std::move(id), std::nullopt});
    }
  }
  if (keys.dhash) {
    for (const auto& n :
         similar_proofs(conn, ProofTable::payment_details, *keys.dhash, keys.sha256, keys.payment_id, kFlagsPerKind))
      flags.push_back({"similar_image", n.id, n.distance});
  }
  return flags;
}

std::vector<DuplicateFlag> expand_flags(db::Connection& conn, const storage::ObjectStore& store,
                                        const std::vector<StoredFlag>& stored,
                                        const std::optional<std::string>& payee_id) {
  std::vector<DuplicateFlag> out;
  if (stored.empty()) return out;
  std::vector<std::string> ids;
  ids.reserve(stored.size());
  for (const auto& f : stored) ids.push_back(f.payment_id);
  std::map<std::string, EarlierReport> earlier;
  for (auto& e : PaymentsRepository::earlier_reports(conn, ids)) earlier.emplace(e.id, std::move(e));
  for (const auto& f : stored) {
    const auto it = earlier.find(f.payment_id);
    if (it == earlier.end()) continue;
    const EarlierReport& e = it->second;
    const bool same_creator = payee_id && e.payee_id == payee_id;
    DuplicateFlag flag{f.kind,       same_creator, e.created_at, std::nullopt,
                       std::nullopt, std::nullopt, std::nullopt, f.distance};
    if (same_creator) {
      flag.ticket_id = e.ticket_id;
      flag.raffle_title = e.raffle_title;
      flag.buyer_name = e.buyer_name;
      flag.screenshot_url = proof_link(store, e.screenshot_path);
    }
    out.push_back(std::move(flag));
  }
  return out;
}

}  // namespace rifa::features::payments
