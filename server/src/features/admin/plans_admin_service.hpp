#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace rifa::features::admin {

// A nullable integer field of a change: absent (nullopt) leaves it as is; a present nullopt means
// unlimited.
using LimitChange = std::optional<std::optional<std::int64_t>>;

// A plan as the routes read it (ranges already checked); on creation name, price and
// max_tickets_per_raffle are present.
struct PlanInput {
  std::optional<std::string> name, description;
  std::optional<std::int64_t> price_cents;
  std::optional<bool> is_active, can_create_public, can_create_private, has_admin_panel;
  LimitChange max_active_raffles, max_cashiers;
  std::optional<std::int64_t> max_tickets_per_raffle, sort_order;
};

// The super admin's plans (plans are data, ARCHITECTURE §6). Names are unique with accents and
// case ignored (409 plan_name_taken); the free plan (slug `gratis`) stays active, free and
// undeletable (409 plan_required); a plan anyone ever subscribed to is not deleted (409
// plan_in_use). Every change is in the audit log. Callers check the super admin.
class PlansAdminService {
 public:
  explicit PlansAdminService(db::Database& db) : db_(db) {}

  // {"data": every plan with active_subscriptions and total_subscriptions, by sort_order then price, "count"}.
  nlohmann::json list();
  nlohmann::json create(const std::string& admin_id, const PlanInput& input);
  nlohmann::json update(const std::string& admin_id, const std::string& id, const PlanInput& changes);
  void remove(const std::string& admin_id, const std::string& id);

 private:
  db::Database& db_;
};

// The slug of a plan name: lower case, accents removed, spaces as '-' ("Súper Plan" → "super-plan").
std::string plan_slug(const std::string& name);

}  // namespace rifa::features::admin
