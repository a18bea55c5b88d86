#pragma once

#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/admin/admin.hpp"
#include "features/admin/admin_repository.hpp"
#include "features/subscriptions/subscriptions_service.hpp"

namespace rifa::features::admin {

// The super admin's plans (plans are data, ARCHITECTURE §6). Names are unique with accents and
// case ignored (409 plan_name_taken); the free plan (slug `gratis`) stays active, free and
// undeletable (409 plan_required); a plan anyone ever subscribed to is not deleted (409
// plan_in_use). Every change is in the audit log. Callers check the super admin.
class PlansAdminService {
 public:
  explicit PlansAdminService(db::Database& db) : db_(db), repo_(db), catalog_(db) {}

  // Every plan with active_subscriptions and total_subscriptions, by sort_order then price.
  std::vector<AdminPlan> list();
  AdminPlan create(const std::string& admin_id, const PlanInput& input);
  AdminPlan update(const std::string& admin_id, const std::string& id, const PlanInput& changes);
  void remove(const std::string& admin_id, const std::string& id);

 private:
  // Plan `id` with its subscribers, read in the caller's transaction.
  std::optional<AdminPlan> find(db::Connection& conn, const std::string& id);

  db::Database& db_;
  AdminRepository repo_;
  subscriptions::PlanCatalog catalog_;
};

// The slug of a plan name: lower case, accents removed, spaces as '-' ("Súper Plan" → "super-plan").
std::string plan_slug(const std::string& name);

}  // namespace rifa::features::admin
