#pragma once

#include "auth/auth_service.hpp"
#include "features/payments/payments_service.hpp"
#include "http/router.hpp"

namespace rifa::features::payments {

// POST /api/v1/uploads/payment-screenshots (image body); POST|GET|PATCH /api/v1/tickets/{id}/payment,
// POST /api/v1/tickets/{id}/payment/verify|reject, GET /api/v1/me/pending-payments,
// POST /api/v1/tickets/{id}/validate-payment.
void register_routes(http::Router& router, PaymentsService& service, auth::AuthService& auth);

}  // namespace rifa::features::payments
