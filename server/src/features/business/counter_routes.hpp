#pragma once

#include "auth/auth_service.hpp"
#include "features/business/counter_service.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// POST /api/v1/business/tickets/{id}/settle, GET /api/v1/business/cashiers/{id}/shift,
// POST /api/v1/business/cashiers/{id}/shift-closes, GET /api/v1/business/shift-closes,
// POST /api/v1/business/shift-closes/{id}/sign-off, GET /api/v1/business/shift-closes/{id}/export.
void register_counter_routes(http::Router& router, CounterService& service, auth::AuthService& auth);

}  // namespace rifa::features::business
