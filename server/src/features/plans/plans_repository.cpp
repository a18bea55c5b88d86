#include "features/plans/plans_repository.hpp"

namespace rifa::features::plans {

std::int64_t PlansRepository::count_active_raffles(db::Connection& conn, const std::string& user_id) {
  return conn
      .query("SELECT COUNT(*) AS n FROM raffles WHERE creator_id = ? AND status IN ('active', 'waiting')", {user_id})
      .first()
      .integer("n");
}

}  // namespace rifa::features::plans
