#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace rifa::features::draw {

// A raffle whose creator is reminded to enter the result.
struct DueDraw {
  std::string creator_id, title;
  std::int64_t total_tickets = 0;
};

// The SQL of the draw reminder: raffles still selling or sold out, with no result, whose draw_at
// has passed and whose creator was not reminded yet.
std::vector<std::string> due_draw_ids(db::Database& db, const std::string& now, std::int64_t limit);
// Claims one of them (a conditional update, so N instances remind once); nullopt: already taken.
std::optional<DueDraw> claim_due_draw(db::Connection& conn, const std::string& raffle_id, const std::string& now);

}  // namespace rifa::features::draw
