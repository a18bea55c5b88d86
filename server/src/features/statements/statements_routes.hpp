#pragma once

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "features/statements/statements_service.hpp"
#include "http/router.hpp"

namespace rifa::features::statements {

// GET|PUT /api/v1/me/statements/{method_id}/settings, POST /api/v1/me/statements/{method_id}/imports
// (the CSV file as the body), GET /api/v1/me/statements/{method_id}/outcome,
// POST /api/v1/me/statements/{method_id}/verify-matches and …/verify-pair,
// GET /api/v1/me/statements/{method_id}/movements.csv.
// The same under /api/v1/business/statements for a business's owner and active cashiers (the
// owner's accounts and the business's raffles' reports), and under /api/v1/admin/statements for
// the super admin (the platform's accounts and the subscriptions' mobile payments); each with
// GET …/accounts.
void register_routes(http::Router& router, db::Database& database, StatementsService& tickets,
                     StatementsService& platform, auth::AuthService& auth);

}  // namespace rifa::features::statements
