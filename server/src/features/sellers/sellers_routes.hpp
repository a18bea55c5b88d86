#pragma once

#include "auth/auth_service.hpp"
#include "features/sellers/sellers_service.hpp"
#include "http/router.hpp"

namespace rifa::features::sellers {

// /raffles/{id}/sellers…, /seller-invitations/{token}…, /me/sellers…
void register_routes(http::Router& router, SellersService& service, auth::AuthService& auth);

}  // namespace rifa::features::sellers
