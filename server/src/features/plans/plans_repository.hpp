#pragma once

#include <cstdint>
#include <string>

#include "db/database.hpp"

namespace rifa::features::plans {

// The plans feature's own SQL. (The plans themselves are read through subscriptions' PlanCatalog.)
// Its one query runs inside the caller's transaction, so it holds no database of its own.
struct PlansRepository {
  // The raffles of `user_id` that count against the plan's max_active_raffles (active or waiting).
  static std::int64_t count_active_raffles(db::Connection& conn, const std::string& user_id);
};

}  // namespace rifa::features::plans
