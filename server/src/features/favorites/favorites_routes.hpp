#pragma once

#include "auth/auth_service.hpp"
#include "features/favorites/favorites_service.hpp"
#include "http/router.hpp"

namespace rifa::features::favorites {

// GET /api/v1/me/favorites?expand=raffle&page&limit, PUT|DELETE|GET /api/v1/me/favorites/{raffle_id},
// GET /api/v1/raffles/{id}/favorites/count.
void register_routes(http::Router& router, FavoritesService& service, auth::AuthService& auth);

}  // namespace rifa::features::favorites
