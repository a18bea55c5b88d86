#pragma once

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/admin/dashboard_service.hpp"
#include "features/admin/mobile_payment_review.hpp"
#include "features/admin/payment_config_service.hpp"
#include "features/admin/plans_admin_service.hpp"
#include "features/notifications/notifier.hpp"
#include "http/router.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::admin {

// The super administrator's services, composed once.
struct AdminServices {
  AdminServices(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                const storage::ObjectStore& store)
      : database(db), config(db), plans(db), dashboard(db), review(db, bus, notifier, store) {}

  db::Database& database;
  PaymentConfigService config;
  PlansAdminService plans;
  DashboardService dashboard;
  MobilePaymentReview review;
};

// Super admin only (403 before anything else): POST /api/v1/admin/mobile-payments/{id}/approve|reject,
// GET|POST /api/v1/admin/mobile-payment-config, PATCH /api/v1/admin/mobile-payment-config/{id},
// PUT /api/v1/admin/exchange-rate, GET /api/v1/admin/dashboard, GET|POST /api/v1/admin/plans,
// PATCH|DELETE /api/v1/admin/plans/{id}, GET /api/v1/admin/audit-log.
// Any signed-in user: GET /api/v1/mobile-payment-config (active entries), GET /api/v1/exchange-rate.
void register_routes(http::Router& router, AdminServices& admin, auth::AuthService& auth);

}  // namespace rifa::features::admin
