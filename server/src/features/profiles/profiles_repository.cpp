#include "features/profiles/profiles_repository.hpp"

#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::profiles {

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
void read_profile_fields(const db::Row& r, ProfileFields& p) {
  p.id = r.text("id");
  p.name = r.text("name");
  p.avatar_url = r.opt_text("avatar_url");
  p.avatar_thumb_url = r.opt_text("avatar_thumb_url");
  p.rating = r.real("rating");
  p.rating_count = r.integer("rating_count");
  p.is_verified = r.boolean("is_verified");
  p.bio = r.opt_text("bio");
  p.joined_date = r.text("joined_date");
  p.type = r.text("type");
  p.created_at = r.text("created_at");
}

PublicProfile public_profile(const db::Row& r) {
  PublicProfile p;
  read_profile_fields(r, p);
  p.raffles_completed = r.integer("raffles_completed");
  p.prizes_delivered = r.integer("prizes_delivered");
  return p;
}

OwnProfile own_profile(const db::Row& r) {
  OwnProfile p;
  read_profile_fields(r, p);
  p.email = r.opt_text("email");
  p.phone = r.opt_text("phone");
  p.whatsapp = r.opt_text("whatsapp");
  p.membership_active = r.boolean("membership_active");
  p.is_super_admin = r.boolean("is_super_admin");
  p.email_notifications = r.boolean("email_notifications");
  p.exchange_rate_cents = r.opt_integer("exchange_rate_cents");
  p.exchange_rate_at = r.opt_text("exchange_rate_at");
  p.updated_at = r.text("updated_at");
  return p;
}

}  // namespace

std::optional<OwnProfile> ProfilesRepository::own(const std::string& id) {
  const auto r = db_.query(std::string("SELECT ") + kOwnColumns + " FROM profiles WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return own_profile(r.first());
}

std::optional<PublicProfile> ProfilesRepository::public_by_id(const std::string& id) {
  const auto r = db_.query(std::string("SELECT ") + kPublicColumns + " FROM profiles WHERE id = ?", {id});
  if (r.empty()) return std::nullopt;
  return public_profile(r.first());
}

std::vector<PublicProfile> ProfilesRepository::public_by_ids(const std::vector<std::string>& ids) {
  std::vector<PublicProfile> out;
  if (ids.empty()) return out;
  const std::string sql = std::string("SELECT ") + kPublicColumns + " FROM profiles WHERE id IN (" +
                          db::placeholders(ids.size()) + ") ORDER BY name, id";
  const db::Params params(ids.begin(), ids.end());
  for (const auto& row : db_.query(sql, params).rows) out.push_back(public_profile(row));
  return out;
}

std::vector<PublicProfile> ProfilesRepository::search(const std::string& normalized, std::int64_t limit) {
  std::vector<PublicProfile> out;
  const auto r = db_.query(std::string("SELECT ") + kPublicColumns +
                               " FROM profiles WHERE name_search LIKE ? ESCAPE '\\' ORDER BY name, id LIMIT ?",
                           {"%" + escape_like(normalized) + "%", limit});
  for (const auto& row : r.rows) out.push_back(public_profile(row));
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

bool ProfilesRepository::is_super_admin(db::Connection& conn, const std::string& id) {
  const auto row = conn.query("SELECT is_super_admin FROM profiles WHERE id = ?", {id});
  return !row.empty() && row.first().boolean("is_super_admin");
}

}  // namespace rifa::features::profiles
