#pragma once

#include "auth/auth_service.hpp"
#include "features/business/business_settings.hpp"
#include "http/router.hpp"

namespace rifa::features::business {

// GET|PATCH /api/v1/business/settings.
void register_settings_routes(http::Router& router, BusinessSettingsService& service, auth::AuthService& auth);

}  // namespace rifa::features::business
