#pragma once

#include "auth/auth_service.hpp"
#include "features/plans/plans_service.hpp"
#include "http/router.hpp"

namespace rifa::features::plans {

// GET /api/v1/me/plan, GET /api/v1/me/permissions.
void register_routes(http::Router& router, PlansService& service, auth::AuthService& auth);

}  // namespace rifa::features::plans
