#include "features/plans/plans_service.hpp"

#include "common/errors.hpp"
#include "common/text.hpp"
#include "features/access/access.hpp"
#include "features/profiles/super_admin.hpp"

namespace rifa::features::plans {

using subscriptions::Plan;

std::int64_t count_active_raffles(db::Connection& conn, const std::string& user_id) {
  return PlansRepository::count_active_raffles(conn, user_id);
}

std::vector<Plan> PlansService::list_active() { return catalog_.active(); }

Plan PlansService::find(const std::string& id_or_name) {
  // A handful of rows: matched here, so "Básico", "basico" and "BÁSICO" find the same plan.
  const std::string wanted = normalize_search(id_or_name);
  for (auto& plan : catalog_.all()) {
    if (plan.id == id_or_name || plan.slug == wanted || normalize_search(plan.name) == wanted) return plan;
  }
  throw ApiError(404, "plan_not_found", "Plan not found");
}

subscriptions::MyPlan PlansService::mine(const std::string& user_id) {
  auto subscription = subscriptions_.in_effect(user_id);
  if (!subscription) return {catalog_.free_plan(), std::nullopt};
  Plan plan = subscription->plan;
  return {std::move(plan), std::move(subscription)};
}

std::optional<Plan> PlansService::plan_of(const std::string& user_id) { return mine(user_id).plan; }

Allowance PlansService::allowance(const std::string& user_id) {
  if (profiles::is_super_admin(db_, user_id)) {
    return {"Super administrador", true, true, true, std::nullopt, 10000};
  }
  const auto plan = plan_of(user_id);
  if (!plan) return {};
  return {plan->name,
          plan->can_create_public,
          plan->can_create_private,
          plan->has_admin_panel,
          plan->max_active_raffles,
          plan->max_tickets_per_raffle};
}

Permissions PlansService::permissions(const std::string& user_id) {
  const Allowance a = allowance(user_id);
  auto conn = db_.acquire();
  const std::int64_t active = PlansRepository::count_active_raffles(*conn, user_id);
  const bool room = !a.max_active_raffles || active < *a.max_active_raffles;
  return {a.can_create_public && room, a.can_create_private && room, access::may_enter_back_office(*conn, user_id),
          active, a.max_active_raffles};
}

std::string PlansService::cheapest_plan(const std::function<bool(const Plan&)>& allows) {
  for (const auto& plan : catalog_.active()) {
    if (allows(plan)) return plan.name;
  }
  return {};
}

std::string PlansService::grant(const std::string& email, const std::string& plan) {
  return subscriptions_.grant(email, plan);
}

}  // namespace rifa::features::plans
