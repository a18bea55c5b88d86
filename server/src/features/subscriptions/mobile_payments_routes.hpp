#pragma once

#include "auth/auth_service.hpp"
#include "features/subscriptions/mobile_payments_service.hpp"
#include "http/router.hpp"

namespace rifa::features::subscriptions {

// GET|POST /api/v1/subscription-mobile-payments, GET /api/v1/admin/mobile-payments (super admin).
void register_mobile_payment_routes(http::Router& router, MobilePaymentsService& service, auth::AuthService& auth);

}  // namespace rifa::features::subscriptions
