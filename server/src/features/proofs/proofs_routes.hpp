#pragma once

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace rifa::features::proofs {

// GET /api/v1/uploads/payment-screenshots/reading?path=…: what the proof reader read in the
// caller's own uploaded screenshot (the contract's ProofReading); 404 for any other path.
void register_routes(http::Router& router, db::Database& db, auth::AuthService& auth);

}  // namespace rifa::features::proofs
