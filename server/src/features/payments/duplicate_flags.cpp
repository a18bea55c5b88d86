#include "features/payments/duplicate_flags.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

#include "features/payments/payment_screenshots.hpp"
#include "storage/image_codec.hpp"

namespace rifa::features::payments {

using nlohmann::json;

namespace {

json flag(const char* kind, const std::string& payment_id, std::optional<int> distance = std::nullopt) {
  return {{"kind", kind}, {"payment_id", payment_id}, {"distance", distance ? json(*distance) : json(nullptr)}};
}

}  // namespace

std::vector<NearProof> similar_proofs(db::Connection& conn, const char* table, std::int64_t dhash,
                                      const std::optional<std::string>& sha256, const std::string& exclude_id,
                                      std::size_t limit) {
  // A walk over every stored hash (one 8-byte column per report, compared here): fine at this
  // scale; sqlite3 reads 100,000 of them in ~0.05 s of CPU (measured on the dev machine). Far past
  // that it wants an index for Hamming distance (multi-index hashing: split the hash into bands,
  // one of which must match exactly). Unordered, so only the matches are sorted.
  std::string sql = std::string("SELECT id, created_at, screenshot_dhash FROM ") + table +
                    " WHERE screenshot_dhash IS NOT NULL AND id <> ?";
  db::Params params{exclude_id};
  if (sha256) {  // the same bytes are a same_image flag already
    sql += " AND (screenshot_sha256 IS NULL OR screenshot_sha256 <> ?)";
    params.emplace_back(*sha256);
  }
  std::vector<NearProof> near;
  for (const auto& row : conn.query(sql, params).rows) {
    const int distance = storage::hash_distance(static_cast<std::uint64_t>(row.integer("screenshot_dhash")),
                                                static_cast<std::uint64_t>(dhash));
    if (distance <= storage::kSimilarImageDistance) near.push_back({row.text("created_at"), row.text("id"), distance});
  }
  std::sort(near.begin(), near.end(), [](const NearProof& a, const NearProof& b) {
    return std::tie(a.created_at, a.id) < std::tie(b.created_at, b.id);
  });
  if (near.size() > limit) near.resize(limit);
  return near;
}

json find_duplicates(db::Connection& conn, const ProofKeys& keys) {
  json flags = json::array();
  const auto limit = static_cast<std::int64_t>(kFlagsPerKind);
  if (keys.reference_key && keys.payee_id) {
    const auto rows = conn.query(
        "SELECT id FROM payment_details WHERE payee_id = ? AND reference_key = ? AND COALESCE(bank_key, '') = ? "
        "AND id <> ? ORDER BY created_at, id LIMIT ?",
        {*keys.payee_id, *keys.reference_key, keys.bank_key.value_or(""), keys.payment_id, limit});
    for (const auto& row : rows.rows) flags.push_back(flag("reference", row.text("id")));
  }
  if (keys.sha256) {
    const auto rows = conn.query(
        "SELECT id FROM payment_details WHERE screenshot_sha256 = ? AND id <> ? ORDER BY created_at, id LIMIT ?",
        {*keys.sha256, keys.payment_id, limit});
    for (const auto& row : rows.rows) flags.push_back(flag("same_image", row.text("id")));
  }
  if (keys.dhash) {
    for (const auto& n :
         similar_proofs(conn, "payment_details", *keys.dhash, keys.sha256, keys.payment_id, kFlagsPerKind))
      flags.push_back(flag("similar_image", n.id, n.distance));
  }
  return flags;
}

json expand_flags(db::Connection& conn, const storage::ObjectStore& store, const json& stored,
                  const std::optional<std::string>& payee_id) {
  json out = json::array();
  if (!stored.is_array() || stored.empty()) return out;
  std::string sql =
      "SELECT p.id, p.payee_id, p.created_at, p.screenshot_url, t.id AS ticket_id, t.buyer_name, r.title "
      "FROM payment_details p JOIN tickets t ON t.id = p.ticket_id JOIN raffles r ON r.id = t.raffle_id "
      "WHERE p.id IN (";
  db::Params params;
  for (const auto& f : stored) {
    sql += params.empty() ? "?" : ", ?";
    params.emplace_back(f.value("payment_id", ""));
  }
  std::map<std::string, db::Row> earlier;
  for (const auto& row : conn.query(sql + ")", params).rows) earlier.emplace(row.text("id"), row);
  for (const auto& f : stored) {
    const auto it = earlier.find(f.value("payment_id", ""));
    if (it == earlier.end()) continue;
    const db::Row& e = it->second;
    const bool same_creator = payee_id && e.opt_text("payee_id") == payee_id;
    out.push_back({{"kind", f.value("kind", "")},
                   {"same_creator", same_creator},
                   {"reported_at", e.text("created_at")},
                   {"ticket_id", same_creator ? json(e.text("ticket_id")) : json(nullptr)},
                   {"raffle_title", same_creator ? json(e.text("title")) : json(nullptr)},
                   {"buyer_name", same_creator ? json(e.text("buyer_name")) : json(nullptr)},
                   {"screenshot_url", same_creator ? proof_url(store, e.opt_text("screenshot_url")) : json(nullptr)},
                   {"distance", f.contains("distance") ? f["distance"] : json(nullptr)}});
  }
  return out;
}

}  // namespace rifa::features::payments
