#pragma once

#include <cstdint>
#include <string>

#include "db/database.hpp"

namespace rifa::features::plans {

// The plans feature's own SQL. (The plans themselves are read through subscriptions' PlanCatalog.)
class PlansRepository {
 public:
  explicit PlansRepository(db::Database& db) : db_(db) {}

  // The raffles of `user_id` that count against the plan's max_active_raffles (active or waiting).
  static std::int64_t count_active_raffles(db::Connection& conn, const std::string& user_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::plans
