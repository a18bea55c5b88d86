#pragma once

#include "auth/auth_service.hpp"
#include "features/notifications/notifications_service.hpp"
#include "http/router.hpp"

namespace rifa::features::notifications {

void register_routes(http::Router& router, NotificationsService& service, auth::AuthService& auth);

}  // namespace rifa::features::notifications
