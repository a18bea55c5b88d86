#pragma once

#include <nlohmann/json.hpp>

#include "features/moderation/moderation.hpp"

namespace rifa::features::moderation {

// AdminUser; a page as {data, count}.
nlohmann::json to_json(const UserSummary& user);
nlohmann::json to_json(const ModerationPage<UserSummary>& page);
// RaffleReport; a page as {data, count}.
nlohmann::json to_json(const RaffleReport& report);
nlohmann::json to_json(const ModerationPage<RaffleReport>& page);

}  // namespace rifa::features::moderation
