#pragma once

#include "auth/auth_service.hpp"
#include "features/receipts/receipts_service.hpp"
#include "http/router.hpp"

namespace rifa::features::receipts {

// GET /api/v1/receipts/{code} (no sign-in; answered with Cache-Control: no-store).
void register_routes(http::Router& router, ReceiptsService& service, auth::AuthService& auth);

}  // namespace rifa::features::receipts
