#pragma once

#include "auth/auth_service.hpp"
#include "features/tickets/tickets_service.hpp"
#include "http/router.hpp"

namespace rifa::features::tickets {

// POST /api/v1/raffles/{id}/tickets (Idempotency-Key), GET /api/v1/raffles/{id}/numbers,
// GET /api/v1/raffles/{id}/availability?numbers=1,2, GET /api/v1/me/tickets.
void register_routes(http::Router& router, TicketsService& service, auth::AuthService& auth);

}  // namespace rifa::features::tickets
