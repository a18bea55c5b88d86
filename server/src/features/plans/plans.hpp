#pragma once

#include <cstdint>
#include <optional>
#include <string>

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

// GET /me/permissions: what the user may do now (the plan's limits against their raffles).
struct Permissions {
  bool can_create_public_raffle = false;
  bool can_create_private_raffle = false;
  bool has_admin_panel_access = false;
  std::int64_t active_raffles = 0;
  std::optional<std::int64_t> max_active_raffles;  // nullopt: unlimited
};

}  // namespace rifa::features::plans
