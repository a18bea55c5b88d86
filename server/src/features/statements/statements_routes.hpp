#pragma once

#include "auth/auth_service.hpp"
#include "features/statements/statements_service.hpp"
#include "http/router.hpp"

namespace rifa::features::statements {

// GET|PUT /api/v1/me/statements/{method_id}/settings, POST /api/v1/me/statements/{method_id}/imports
// (the CSV file as the body), GET /api/v1/me/statements/{method_id}/outcome,
// POST /api/v1/me/statements/{method_id}/verify-matches and …/verify-pair,
// GET /api/v1/me/statements/{method_id}/movements.csv.
void register_routes(http::Router& router, StatementsService& service, auth::AuthService& auth);

}  // namespace rifa::features::statements
