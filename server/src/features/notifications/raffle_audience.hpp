#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace rifa::features::notifications {

// What one buyer holds in a raffle: the numbers of their live (not cancelled) tickets, ascending,
// and how much of it is marked paid.
struct Holding {
  std::vector<std::int64_t> numbers;
  std::int64_t paid_cents = 0;
};

// A ticket's `numbers` column (a JSON array of integers) as numbers; empty if it is not one.
std::vector<std::int64_t> numbers_of(const std::string& numbers_column);

// Every registered buyer with a live ticket in the raffle, by user id.
std::map<std::string, Holding> live_buyers(db::Connection& conn, const std::string& raffle_id);

}  // namespace rifa::features::notifications
