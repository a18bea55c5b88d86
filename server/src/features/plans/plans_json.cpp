#include "features/plans/plans_json.hpp"

namespace rifa::features::plans {

using nlohmann::json;

json to_json(const Permissions& p) {
  return {{"can_create_public_raffle", p.can_create_public_raffle},
          {"can_create_private_raffle", p.can_create_private_raffle},
          {"has_admin_panel_access", p.has_admin_panel_access},
          {"active_raffles", p.active_raffles},
          {"max_active_raffles", p.max_active_raffles ? json(*p.max_active_raffles) : json(nullptr)}};
}

}  // namespace rifa::features::plans
