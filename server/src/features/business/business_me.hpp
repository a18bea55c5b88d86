#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"

namespace rifa::features::business {

// GET /business/me, evaluated on every request (no caching): who the caller is in the back-office.
// A super admin → role super_admin, 'Super Administrador' (with their own business when they have an
// active membership, else null); a business profile with an active membership → role business,
// 'Administrador'; an active cashier of such a business → role cashier, 'Cajero'. An active cashier
// of a business without membership → 403 business_membership_inactive; anyone else → 403
// business_access_denied (spec §8 texts).
nlohmann::json business_me(db::Connection& conn, const std::string& user_id);

// Whether `user_id` may enter the back-office: business_me answers rather than refuses. The one
// source of GET /business/me's access and GET /me/permissions' has_admin_panel_access.
bool may_enter_back_office(db::Connection& conn, const std::string& user_id);

}  // namespace rifa::features::business
