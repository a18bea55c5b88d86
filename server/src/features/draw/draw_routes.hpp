#pragma once

#include "auth/auth_service.hpp"
#include "features/draw/draw_service.hpp"
#include "http/router.hpp"

namespace rifa::features::draw {

void register_routes(http::Router& router, DrawService& service, auth::AuthService& auth);

}  // namespace rifa::features::draw
