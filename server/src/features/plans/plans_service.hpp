#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"

namespace rifa::features::plans {

// What a user's plan allows. Plans are data (subscription_plans); the current plan is the latest
// active, unexpired subscription's; without one it is Gratis; a super admin may do everything.
struct Allowance {
  std::string plan_name;
  bool can_create_public = false;
  bool can_create_private = false;
  bool has_admin_panel = false;
  std::optional<std::int64_t> max_active_raffles;  // nullopt: unlimited
  std::int64_t max_tickets_per_raffle = 100;
};

// The raffles of `user_id` that count against the plan's max_active_raffles (active or waiting).
std::int64_t count_active_raffles(db::Connection& conn, const std::string& user_id);

class PlansService {
 public:
  explicit PlansService(db::Database& db) : db_(db) {}

  Allowance allowance(const std::string& user_id);
  // GET /plans: {"data": the active plans by price, then sort_order, "count"}.
  nlohmann::json list_active();
  // GET /plans/{id_or_name}: a plan by id, slug or name (accents and case ignored); 404 plan_not_found.
  nlohmann::json find(const std::string& id_or_name);
  // The plan of the latest active subscription, or the free plan (null if none is seeded).
  nlohmann::json current_plan(const std::string& user_id);
  // GET /me/plan: {"plan": …, "subscription": the active subscription with its plan, or null}.
  nlohmann::json my_plan(const std::string& user_id);
  nlohmann::json permissions(const std::string& user_id);
  // The cheapest active plan that satisfies `sql_condition` (on subscription_plans columns), for
  // messages such as "El plan Pro lo permite".
  std::string cheapest_plan_where(const std::string& sql_condition, const db::Params& params = {});
  // Operator command: an active one-month subscription to `plan` (name or slug) for `email`.
  std::string grant(const std::string& email, const std::string& plan);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::plans
