#pragma once

#include <nlohmann/json.hpp>

#include "db/database.hpp"

namespace rifa::features::tickets {

// `rifa-server check-data`: whether the stored sales agree with themselves, as every purchase and
// cancellation keeps them in one transaction (TicketsService::purchase, release_numbers).
//   integrity_check, foreign_key_check  SQLite's own checks of the file (SQLite only)
//   sold_tickets      a raffle's sold_tickets is the number of its rows in ticket_numbers
//   stray_numbers     every ticket_numbers row belongs to a live (pending or paid) ticket of its raffle
//   ticket_numbers    every live ticket's `numbers` list is exactly its ticket_numbers rows, so no
//                     number is in two live tickets
//   raffle_status     a raffle still selling (sales not closed) is `waiting` exactly when sold out
// The answer: {"ok": bool, "database": …, "counts": {…}, "problems": {check: {"count", "examples"}}}
// with at most a few examples of each problem found (counts stop at kDataCheckCountCap). Each check
// is one statement (one snapshot); on a database still taking purchases run it again before
// believing a difference.
inline constexpr std::size_t kDataCheckExamples = 5;
inline constexpr std::size_t kDataCheckCountCap = 1000;

nlohmann::json check_data(db::Database& database);

}  // namespace rifa::features::tickets
