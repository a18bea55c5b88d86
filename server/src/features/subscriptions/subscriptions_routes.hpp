#pragma once

#include "auth/auth_service.hpp"
#include "features/subscriptions/subscriptions_service.hpp"
#include "http/router.hpp"

namespace rifa::features::subscriptions {

// GET|POST /api/v1/subscriptions, GET /api/v1/subscriptions/current, PATCH /api/v1/subscriptions/{id},
// POST /api/v1/subscriptions/{id}/cancel, GET /api/v1/subscriptions/{id}/payments.
void register_routes(http::Router& router, SubscriptionsService& service, auth::AuthService& auth);

}  // namespace rifa::features::subscriptions
