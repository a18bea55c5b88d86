#pragma once

#include "auth/auth_service.hpp"
#include "features/ratings/ratings_service.hpp"
#include "http/router.hpp"

namespace rifa::features::ratings {

// POST /api/v1/tickets/{id}/rating, POST /api/v1/tickets/{id}/prize-received,
// GET /api/v1/profiles/{id}/ratings?page&limit.
void register_routes(http::Router& router, RatingsService& service, auth::AuthService& auth);

}  // namespace rifa::features::ratings
