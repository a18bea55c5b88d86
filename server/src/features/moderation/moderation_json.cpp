#include "features/moderation/moderation_json.hpp"

namespace rifa::features::moderation {

using nlohmann::json;

namespace {

json optional(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

template <typename T>
json page_json(const ModerationPage<T>& page) {
  json data = json::array();
  for (const auto& item : page.data) data.push_back(to_json(item));
  return {{"data", std::move(data)}, {"count", page.count}};
}

}  // namespace

json to_json(const UserSummary& u) {
  return {{"id", u.id},
          {"name", u.name},
          {"email", optional(u.email)},
          {"phone", optional(u.phone)},
          {"type", u.type},
          {"membership_active", u.membership_active},
          {"is_super_admin", u.is_super_admin},
          {"suspended_at", optional(u.suspended_at)},
          {"suspension_reason", optional(u.suspension_reason)},
          {"created_at", u.created_at},
          {"raffles", u.raffles},
          {"open_raffles", u.open_raffles},
          {"id_numbers", u.id_numbers}};
}

json to_json(const ModerationPage<UserSummary>& page) { return page_json(page); }

json to_json(const RaffleReport& r) {
  return {{"id", r.id},
          {"raffle",
           {{"id", r.raffle_id},
            {"title", r.raffle_title},
            {"status", r.raffle_status},
            {"is_blocked", r.raffle_blocked},
            {"taken_down", r.raffle_taken_down}}},
          {"reporter", {{"id", r.reporter_id}, {"name", r.reporter_name}, {"email", optional(r.reporter_email)}}},
          {"reason", r.reason},
          {"status", r.status},
          {"created_at", r.created_at},
          {"resolved_at", optional(r.resolved_at)}};
}

json to_json(const ModerationPage<RaffleReport>& page) { return page_json(page); }

}  // namespace rifa::features::moderation
