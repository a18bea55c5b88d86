#pragma once

#include <nlohmann/json.hpp>

#include "features/plans/plans.hpp"

namespace rifa::features::plans {

// The contract's Permissions. (A Plan is written by subscriptions' to_json: a subscription carries
// its plan.)
nlohmann::json to_json(const Permissions& permissions);

}  // namespace rifa::features::plans
