#include "features/profiles/profiles_json.hpp"

#include "common/money.hpp"

namespace rifa::features::profiles {

using nlohmann::json;

namespace {

json profile_text_or_null(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

json profile_fields_json(const ProfileFields& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"avatar_url", profile_text_or_null(p.avatar_url)},
          {"avatar_thumb_url", profile_text_or_null(p.avatar_thumb_url)},
          {"rating", p.rating},
          {"rating_count", p.rating_count},
          {"is_verified", p.is_verified},
          {"bio", profile_text_or_null(p.bio)},
          {"joined_date", p.joined_date},
          {"type", p.type},
          {"created_at", p.created_at}};
}

}  // namespace

json to_json(const PublicProfile& p) {
  json j = profile_fields_json(p);
  j["raffles_completed"] = p.raffles_completed;
  j["prizes_delivered"] = p.prizes_delivered;
  return j;
}

json to_json(const OwnProfile& p) {
  json j = profile_fields_json(p);
  j["email"] = profile_text_or_null(p.email);
  j["phone"] = profile_text_or_null(p.phone);
  j["whatsapp"] = profile_text_or_null(p.whatsapp);
  j["membership_active"] = p.membership_active;
  j["is_super_admin"] = p.is_super_admin;
  j["email_notifications"] = p.email_notifications;
  j["exchange_rate"] = p.exchange_rate_cents ? cents_to_json(*p.exchange_rate_cents) : json(nullptr);
  j["exchange_rate_at"] = profile_text_or_null(p.exchange_rate_at);
  j["updated_at"] = p.updated_at;
  return j;
}

json to_json(const std::vector<PublicProfile>& profiles) {
  json data = json::array();
  for (const auto& p : profiles) data.push_back(to_json(p));
  return {{"data", data}, {"count", profiles.size()}};
}

}  // namespace rifa::features::profiles
