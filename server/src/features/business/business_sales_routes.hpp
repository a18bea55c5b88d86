#pragma once

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "features/tickets/tickets_service.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// The business's raffles and sales: GET /business/raffles, GET /business/tickets,
// GET /business/tickets/export and the counter sale POST /business/raffles/{id}/tickets. The
// owner and its active cashiers, checked on every request (business_access).
void register_sales_routes(http::Router& router, db::Database& database, tickets::TicketsService& tickets,
                           auth::AuthService& auth);

}  // namespace rifa::features::business
