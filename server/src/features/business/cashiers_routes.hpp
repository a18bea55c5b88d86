#pragma once

#include "auth/auth_service.hpp"
#include "features/business/cashiers_service.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// GET|POST /api/v1/business/cashiers, GET|PATCH|DELETE /api/v1/business/cashiers/{id},
// GET /api/v1/business/cashiers/{id}/tickets.
void register_cashier_routes(http::Router& router, CashiersService& service, auth::AuthService& auth);

}  // namespace rifa::features::business
