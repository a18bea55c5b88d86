#include "features/subscriptions/subscription_duplicates.hpp"

#include <map>

#include "features/payments/duplicate_flags.hpp"
#include "features/payments/payment_screenshots.hpp"

namespace rifa::features::subscriptions {

using nlohmann::json;

namespace {

constexpr const char* kFromSubscription = "subscription";
constexpr const char* kFromTicket = "ticket";

json flag(const char* kind, const char* source, const std::string& payment_id,
          std::optional<int> distance = std::nullopt) {
  return {{"kind", kind},
          {"source", source},
          {"payment_id", payment_id},
          {"distance", distance ? json(*distance) : json(nullptr)}};
}

// The ids of `sql`'s rows (its one `?` list given by `params`) as flags of `kind` from `source`.
void add_ids(db::Connection& conn, json& flags, const char* kind, const char* source, const std::string& sql,
             const db::Params& params) {
  for (const auto& row : conn.query(sql, params).rows) flags.push_back(flag(kind, source, row.text("id")));
}

// Rows of `table` whose id is one of `ids`, keyed by id.
std::map<std::string, db::Row> by_id(db::Connection& conn, const std::string& select,
                                     const std::vector<std::string>& ids) {
  std::map<std::string, db::Row> found;
  if (ids.empty()) return found;
  std::string sql = select + " IN (";
  db::Params params;
  for (const auto& id : ids) {
    sql += params.empty() ? "?" : ", ?";
    params.emplace_back(id);
  }
  for (const auto& row : conn.query(sql + ")", params).rows) found.emplace(row.text("id"), row);
  return found;
}

}  // namespace

json find_subscription_duplicates(db::Connection& conn, const SubscriptionProofKeys& keys) {
  json flags = json::array();
  const auto limit = static_cast<std::int64_t>(payments::kFlagsPerKind);
  if (keys.reference_key) {
    add_ids(conn, flags, "reference", kFromSubscription,
            "SELECT id FROM subscription_mobile_payments WHERE reference_key = ? AND id <> ? "
            "ORDER BY created_at, id LIMIT ?",
            {*keys.reference_key, keys.payment_id, limit});
  }
  if (keys.sha256) {
    add_ids(conn, flags, "same_image", kFromSubscription,
            "SELECT id FROM subscription_mobile_payments WHERE screenshot_sha256 = ? AND id <> ? "
            "ORDER BY created_at, id LIMIT ?",
            {*keys.sha256, keys.payment_id, limit});
    add_ids(conn, flags, "same_image", kFromTicket,
            "SELECT id FROM payment_details WHERE screenshot_sha256 = ? ORDER BY created_at, id LIMIT ?",
            {*keys.sha256, limit});
  }
  if (keys.dhash) {
    for (const auto& n : payments::similar_proofs(conn, "subscription_mobile_payments", *keys.dhash, keys.sha256,
                                                  keys.payment_id, payments::kFlagsPerKind)) {
      flags.push_back(flag("similar_image", kFromSubscription, n.id, n.distance));
    }
    // Ticket reports have other ids: nothing of theirs is this payment (an empty id excludes none).
    for (const auto& n :
         payments::similar_proofs(conn, "payment_details", *keys.dhash, keys.sha256, "", payments::kFlagsPerKind)) {
      flags.push_back(flag("similar_image", kFromTicket, n.id, n.distance));
    }
  }
  return flags;
}

json expand_subscription_flags(db::Connection& conn, const storage::ObjectStore& store, const json& stored) {
  json out = json::array();
  if (!stored.is_array() || stored.empty()) return out;
  std::vector<std::string> subscription_ids, ticket_ids;
  for (const auto& f : stored) {
    (f.value("source", "") == kFromTicket ? ticket_ids : subscription_ids).push_back(f.value("payment_id", ""));
  }
  const auto earlier = by_id(conn,
                             "SELECT m.id, m.created_at, m.screenshot_url, u.name FROM subscription_mobile_payments m "
                             "JOIN profiles u ON u.id = m.user_id WHERE m.id",
                             subscription_ids);
  const auto tickets = by_id(conn, "SELECT id, created_at FROM payment_details WHERE id", ticket_ids);
  for (const auto& f : stored) {
    const bool ticket = f.value("source", "") == kFromTicket;
    const auto& rows = ticket ? tickets : earlier;
    const auto it = rows.find(f.value("payment_id", ""));
    if (it == rows.end()) continue;
    const db::Row& e = it->second;
    out.push_back(
        {{"kind", f.value("kind", "")},
         {"source", ticket ? kFromTicket : kFromSubscription},
         {"reported_at", e.text("created_at")},
         {"payment_id", ticket ? json(nullptr) : json(e.text("id"))},
         {"user_name", ticket ? json(nullptr) : json(e.text("name"))},
         {"screenshot_url", ticket ? json(nullptr) : payments::proof_url(store, e.opt_text("screenshot_url"))},
         {"distance", f.contains("distance") ? f["distance"] : json(nullptr)}});
  }
  return out;
}

}  // namespace rifa::features::subscriptions
