#pragma once

#include <nlohmann/json.hpp>

#include "features/shifts/shifts.hpp"

namespace rifa::features::shifts {

// The contract's ShiftTotals, ShiftClose and ShiftCloseList.
nlohmann::json to_json(const ShiftTotals& totals);
nlohmann::json to_json(const ShiftClose& close);
nlohmann::json to_json(const ShiftClosePage& page);

}  // namespace rifa::features::shifts
