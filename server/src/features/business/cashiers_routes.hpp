#pragma once

#include "auth/auth_service.hpp"
#include "features/business/cashier_invitations.hpp"
#include "features/business/cashiers_service.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// GET|POST /api/v1/business/cashiers, GET|PATCH|DELETE /api/v1/business/cashiers/{id},
// GET /api/v1/business/cashiers/{id}/tickets.
// GET|POST /api/v1/business/cashier-invitations, DELETE /api/v1/business/cashier-invitations/{id}
// (the owner's invitations by link; the link itself is the sellers' /seller-invitations/{token}).
void register_cashier_routes(http::Router& router, CashiersService& service, CashierInvitationsService& invitations,
                             auth::AuthService& auth);

}  // namespace rifa::features::business
