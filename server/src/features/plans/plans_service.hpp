#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/plans/plans.hpp"
#include "features/plans/plans_repository.hpp"
#include "features/subscriptions/subscriptions.hpp"
#include "features/subscriptions/subscriptions_service.hpp"

namespace rifa::features::plans {

// The raffles of `user_id` that count against the plan's max_active_raffles (active or waiting).
std::int64_t count_active_raffles(db::Connection& conn, const std::string& user_id);

// The plans as buyers and creators see them, and what a user's plan allows.
class PlansService {
 public:
  explicit PlansService(db::Database& db) : db_(db), catalog_(db), subscriptions_(db) {}

  Allowance allowance(const std::string& user_id);
  // GET /plans: the active plans by price, then sort_order.
  std::vector<subscriptions::Plan> list_active();
  // GET /plans/{id_or_name}: a plan by id, slug or name (accents and case ignored); 404 plan_not_found.
  subscriptions::Plan find(const std::string& id_or_name);
  // The plan of the subscription in effect, or the free plan (nothing if none is seeded).
  std::optional<subscriptions::Plan> plan_of(const std::string& user_id);
  // GET /me/plan: that plan and the subscription in effect (with its plan), if any.
  subscriptions::MyPlan mine(const std::string& user_id);
  // GET /me/permissions.
  Permissions permissions(const std::string& user_id);
  // The name of the cheapest active plan that `allows` (by price, then sort_order), for messages
  // such as "El plan Pro lo permite"; empty when none does.
  std::string cheapest_plan(const std::function<bool(const subscriptions::Plan&)>& allows);
  // Operator command: an active one-month subscription to `plan` (name or slug) for `email`.
  std::string grant(const std::string& email, const std::string& plan);

 private:
  db::Database& db_;
  subscriptions::PlanCatalog catalog_;
  subscriptions::SubscriptionsService subscriptions_;
};

}  // namespace rifa::features::plans
