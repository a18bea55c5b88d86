#include "features/profiles/profiles_repository.hpp"

#include "common/json_fields.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::profiles {

using nlohmann::json;

namespace {

constexpr const char* kPublicColumns =
    "id, name, avatar_url, avatar_thumb_url, rating, rating_count, raffles_completed, prizes_delivered, is_verified, "
    "bio, joined_date, type, created_at";
constexpr const char* kOwnColumns =
    "id, name, email, phone, whatsapp, avatar_url, avatar_thumb_url, rating, rating_count, is_verified, bio, "
    "joined_date, type, "
    "membership_active, is_super_admin, email_notifications, exchange_rate_cents, exchange_rate_at, created_at, "
    "updated_at";

// The fields the own and the public profile share.
json shared_json(const db::Row& r) {
  return {{"id", r.text("id")},
          {"name", r.text("name")},
          {"avatar_url", nullable_text(r, "avatar_url")},
          {"avatar_thumb_url", nullable_text(r, "avatar_thumb_url")},
          {"rating", r.real("rating")},
          {"rating_count", r.integer("rating_count")},
          {"is_verified", r.boolean("is_verified")},
          {"bio", nullable_text(r, "bio")},
          {"joined_date", r.text("joined_date")},
          {"type", r.text("type")},
          {"created_at", r.text("created_at")}};
}

// With the organiser's record a buyer checks before paying.
json public_json(const db::Row& r) {
  json j = shared_json(r);
  j["raffles_completed"] = r.integer("raffles_completed");
  j["prizes_delivered"] = r.integer("prizes_delivered");
  return j;
}

json own_json(const db::Row& r) {
  json j = shared_json(r);
  j["email"] = nullable_text(r, "email");
  j["phone"] = nullable_text(r, "phone");
  j["whatsapp"] = nullable_text(r, "whatsapp");
  j["membership_active"] = r.boolean("membership_active");
  j["is_super_admin"] = r.boolean("is_super_admin");
  j["email_notifications"] = r.boolean("email_notifications");
  const auto rate = r.opt_integer("exchange_rate_cents");
  j["exchange_rate"] = rate ? cents_to_json(*rate) : json(nullptr);
  j["exchange_rate_at"] = nullable_text(r, "exchange_rate_at");
  j["updated_at"] = r.text("updated_at");
  return j;
}

}  // namespace

std::optional<json> ProfilesRepository::own(const std::string& id) {
  const auto r = db_.query(std::string("SELECT ") + kOwnColumns + " FROM profiles WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return own_json(r.first());
}

std::optional<json> ProfilesRepository::public_by_id(const std::string& id) {
  const auto r = db_.query(std::string("SELECT ") + kPublicColumns + " FROM profiles WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return public_json(r.first());
}

std::vector<json> ProfilesRepository::public_by_ids(const std::vector<std::string>& ids) {
  std::vector<json> out;
  if (ids.empty()) return out;
  std::string sql = std::string("SELECT ") + kPublicColumns + " FROM profiles WHERE id IN (";
  db::Params params;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    sql += i ? ", ?" : "?";
    params.emplace_back(ids[i]);
  }
  sql += ") ORDER BY name, id";
  for (const auto& row : db_.query(sql, params).rows) out.push_back(public_json(row));
  return out;
}

std::vector<json> ProfilesRepository::search(const std::string& normalized, std::int64_t limit) {
  std::vector<json> out;
  const auto r = db_.query(std::string("SELECT ") + kPublicColumns +
                               " FROM profiles WHERE name_search LIKE ? ESCAPE '\\' ORDER BY name, id LIMIT ?",
                           {"%" + escape_like(normalized) + "%", limit});
  for (const auto& row : r.rows) out.push_back(public_json(row));
  return out;
}

void ProfilesRepository::update(const std::string& id, const ProfileChanges& changes) {
  const auto& [name, phone, whatsapp, bio, email_notifications, exchange_rate_cents] = changes;
  const std::string now = now_rfc3339();
  // Each column keeps its value when the field was not sent (COALESCE with a NULL parameter).
  db_.query(
      "UPDATE profiles SET name = COALESCE(?, name), name_search = COALESCE(?, name_search), "
      "phone = CASE WHEN ? = 1 THEN ? ELSE phone END, whatsapp = CASE WHEN ? = 1 THEN ? ELSE whatsapp END, bio = CASE "
      "WHEN ? = 1 THEN ? ELSE bio END, "
      "email_notifications = COALESCE(?, email_notifications), "
      "exchange_rate_cents = CASE WHEN ? = 1 THEN ? ELSE exchange_rate_cents END, "
      "exchange_rate_at = CASE WHEN ? = 1 THEN ? ELSE exchange_rate_at END, updated_at = ? WHERE id = ?",
      {name ? db::Value(*name) : db::Value(nullptr), name ? db::Value(normalize_search(*name)) : db::Value(nullptr),
       std::int64_t{phone.has_value()}, phone && !phone->empty() ? db::Value(*phone) : db::Value(nullptr),
       std::int64_t{whatsapp.has_value()}, whatsapp && !whatsapp->empty() ? db::Value(*whatsapp) : db::Value(nullptr),
       std::int64_t{bio.has_value()}, bio && !bio->empty() ? db::Value(*bio) : db::Value(nullptr),
       email_notifications ? db::Value(*email_notifications) : db::Value(nullptr),
       // A rate of 0 removes it (and its date).
       std::int64_t{exchange_rate_cents.has_value()},
       exchange_rate_cents && *exchange_rate_cents > 0 ? db::Value(*exchange_rate_cents) : db::Value(nullptr),
       std::int64_t{exchange_rate_cents.has_value()},
       exchange_rate_cents && *exchange_rate_cents > 0 ? db::Value(now) : db::Value(nullptr), now, id});
}

void ProfilesRepository::set_avatar_urls(db::Connection& conn, const std::string& id, const std::string& url,
                                         const std::string& thumb_url) {
  conn.query("UPDATE profiles SET avatar_url = ?, avatar_thumb_url = ?, updated_at = ? WHERE id = ?",
             {url, thumb_url, now_rfc3339(), id});
}

}  // namespace rifa::features::profiles
