#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/profiles/profiles.hpp"

namespace rifa::features::profiles {

// The contract's PublicProfile.
nlohmann::json to_json(const PublicProfile& profile);
// The contract's Profile (the signed-in user's own).
nlohmann::json to_json(const OwnProfile& profile);
// The contract's PublicProfileList: {data, count}.
nlohmann::json to_json(const std::vector<PublicProfile>& profiles);

}  // namespace rifa::features::profiles
