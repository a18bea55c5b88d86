#pragma once

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// GET /api/v1/business/me.
void register_me_routes(http::Router& router, db::Database& database, auth::AuthService& auth);

}  // namespace rifa::features::business
