#pragma once

#include "auth/auth_service.hpp"
#include "features/payment_methods/payment_methods_service.hpp"
#include "http/router.hpp"

namespace rifa::features::payment_methods {

// GET|POST /api/v1/payment-methods, PATCH|DELETE /api/v1/payment-methods/{id},
// PUT /api/v1/payment-methods/{id}/default, DELETE /api/v1/payment-methods/default,
// GET /api/v1/raffles/{id}/payment-methods.
void register_routes(http::Router& router, PaymentMethodsService& service, auth::AuthService& auth);

}  // namespace rifa::features::payment_methods
