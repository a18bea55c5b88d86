#pragma once

// What the parts of TicketsService share (tickets_purchase.cpp, tickets_holds.cpp,
// tickets_queries.cpp, tickets_status.cpp): their errors and the hold rules. Internal to the feature.

#include <cstdint>
#include <string>
#include <vector>

#include "common/errors.hpp"

namespace rifa::features::tickets::detail {

inline ApiError raffle_not_found() { return ApiError::not_found("Rifa no encontrada"); }
inline ApiError ticket_not_found() { return ApiError::not_found("Ticket no encontrado"); }
// 409 numbers_unavailable, naming the numbers already sold.
inline ApiError unavailable(const std::vector<std::int64_t>& numbers) {
  return ApiError::conflict("numbers_unavailable", "Algunos números ya no están disponibles", {{"numbers", numbers}});
}

// When a hold made at `now` ends: `reservation_minutes` later.
std::string hold_end(const std::string& now, std::int64_t reservation_minutes);
// 409 too_many_holds when the buyer already holds `limit` live, unreported pending tickets in the
// raffle (an ended hold is the expiry job's, not a hold).
void check_hold_limit(std::int64_t held, std::int64_t limit);

}  // namespace rifa::features::tickets::detail
