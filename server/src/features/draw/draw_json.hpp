#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "features/draw/draw.hpp"

namespace rifa::features::draw {

// The contract's DrawAttempt (the winner's name masked), and the list {data: [...]}.
nlohmann::json to_json(const DrawAttempt& attempt);
nlohmann::json to_json(const std::vector<DrawAttempt>& attempts);
// The contract's DrawPreview.
nlohmann::json to_json(const DrawPreview& preview);
// The contract's RaffleSeal.
nlohmann::json to_json(const SealSummary& seal);

}  // namespace rifa::features::draw
