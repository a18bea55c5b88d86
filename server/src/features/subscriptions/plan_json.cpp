#include "features/subscriptions/plan_json.hpp"

#include "common/json_fields.hpp"
#include "common/money.hpp"

namespace rifa::features::subscriptions {

nlohmann::json plan_json(const db::Row& r) {
  return {{"id", r.text("id")},
          {"name", r.text("name")},
          {"slug", r.text("slug")},
          {"description", r.text("description")},
          {"price", cents_to_json(r.integer("price_cents"))},
          {"can_create_public", r.boolean("can_create_public")},
          {"can_create_private", r.boolean("can_create_private")},
          {"has_admin_panel", r.boolean("has_admin_panel")},
          {"max_active_raffles", nullable_integer(r, "max_active_raffles")},
          {"max_tickets_per_raffle", r.integer("max_tickets_per_raffle")},
          {"max_cashiers", nullable_integer(r, "max_cashiers")},
          {"is_active", r.boolean("is_active")},
          {"sort_order", r.integer("sort_order")},
          {"created_at", r.text("created_at")},
          {"updated_at", r.text("updated_at")}};
}

}  // namespace rifa::features::subscriptions
