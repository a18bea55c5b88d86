#pragma once

#include <nlohmann/json.hpp>

#include "db/database.hpp"

namespace rifa::features::subscriptions {

// The columns of subscription_plans (table alias `p`) that plan_json reads.
inline constexpr const char* kPlanColumns =
    "p.id, p.name, p.slug, p.description, p.price_cents, p.can_create_public, p.can_create_private, "
    "p.has_admin_panel, p.max_active_raffles, p.max_tickets_per_raffle, p.max_cashiers, p.is_active, p.sort_order, "
    "p.created_at, p.updated_at";

// The contract's Plan from a row selected with kPlanColumns.
nlohmann::json plan_json(const db::Row& row);

}  // namespace rifa::features::subscriptions
