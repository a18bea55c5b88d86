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
  // The name of the cheapest active plan that satisfies `sql_condition` (on subscription_plans
  // columns, with `params`); empty when none does.
  std::string cheapest_plan_where(const std::string& sql_condition, const db::Params& params);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::plans
