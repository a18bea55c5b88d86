#pragma once

#include "db/database.hpp"
#include "http/router.hpp"

namespace rifa::features::health {

// GET /api/v1/health: {"status":"ok","database":"sqlite"|"postgresql","version":"…"}; it runs a
// query, and answers 503 with status "unavailable" when the database does not answer.
void register_routes(http::Router& router, db::Database& db);

}  // namespace rifa::features::health
