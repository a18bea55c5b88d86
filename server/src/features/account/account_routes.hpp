#pragma once

#include "auth/auth_service.hpp"
#include "features/account/account_service.hpp"
#include "http/router.hpp"

namespace rifa::features::account {

// GET /api/v1/me/export (the caller's data as a JSON download) and DELETE /api/v1/me (the
// account's removal, confirmed with its password).
void register_routes(http::Router& router, AccountService& service, auth::AuthService& auth);

}  // namespace rifa::features::account
