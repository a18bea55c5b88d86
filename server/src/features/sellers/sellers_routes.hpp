#pragma once

#include "auth/auth_service.hpp"
#include "features/sellers/invitations.hpp"
#include "features/sellers/sellers_service.hpp"
#include "http/router.hpp"

namespace rifa::features::sellers {

// /raffles/{id}/sellers…, /seller-invitations/{token}… (a seller's, or `other_role`'s: a
// business's cashiers), /me/sellers…
void register_routes(http::Router& router, SellersService& service, InvitationRole& other_role,
                     auth::AuthService& auth);

}  // namespace rifa::features::sellers
