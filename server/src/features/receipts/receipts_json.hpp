#pragma once

#include <nlohmann/json.hpp>

#include "features/receipts/receipts.hpp"

namespace rifa::features::receipts {

// The contract's Receipt.
nlohmann::json to_json(const Receipt& receipt);

}  // namespace rifa::features::receipts
