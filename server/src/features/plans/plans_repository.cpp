#include "features/plans/plans_repository.hpp"

namespace rifa::features::plans {

std::int64_t PlansRepository::count_active_raffles(db::Connection& conn, const std::string& user_id) {
  return conn
      .query("SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ? AND status IN ('active', 'waiting')", {user_id})
      .first()
      .integer("n");
}

std::string PlansRepository::cheapest_plan_where(const std::string& sql_condition, const db::Params& params) {
  const auto r = db_.query("SELECT name FROM subscription_plans WHERE is_active = TRUE AND (" + sql_condition +
                               ") ORDER BY price_cents, sort_order LIMIT 1",
                           params);
  return r.empty() ? std::string() : r.first().text("name");
}

}  // namespace rifa::features::plans
