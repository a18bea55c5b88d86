#pragma once

#include "auth/auth_service.hpp"
#include "features/raffles/raffles_service.hpp"
#include "http/router.hpp"

namespace rifa::features::raffles {

// GET /api/v1/raffles?page&limit&status&q, GET /api/v1/raffles/search?q&limit, GET /api/v1/raffles/{id},
// POST /api/v1/raffles, GET /api/v1/me/raffles.
void register_routes(http::Router& router, RafflesService& service, auth::AuthService& auth);

}  // namespace rifa::features::raffles
