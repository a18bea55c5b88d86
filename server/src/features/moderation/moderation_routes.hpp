#pragma once

#include "auth/auth_service.hpp"
#include "features/moderation/moderation_service.hpp"
#include "http/router.hpp"

namespace rifa::features::moderation {

// Super admin only (403 before anything else): GET /api/v1/admin/users, POST
// /api/v1/admin/users/{id}/suspend|reinstate, POST /api/v1/admin/raffles/{id}/take-down|restore,
// GET /api/v1/admin/raffle-reports, POST /api/v1/admin/raffle-reports/{id}/dismiss.
// Any signed-in user: POST /api/v1/raffles/{id}/reports ("Denunciar rifa").
void register_routes(http::Router& router, ModerationService& service, db::Database& db, auth::AuthService& auth);

}  // namespace rifa::features::moderation
