#pragma once

#include "auth/auth_service.hpp"
#include "features/profiles/profiles_service.hpp"
#include "http/request_fields.hpp"
#include "http/router.hpp"

namespace rifa::features::profiles {

// GET|PATCH /api/v1/profiles/me, PUT /api/v1/profiles/me/avatar (image body),
// GET /api/v1/profiles/{id}, GET /api/v1/profiles?ids=a,b | ?search=text&limit=10.
void register_routes(http::Router& router, ProfilesService& service, auth::AuthService& auth);

}  // namespace rifa::features::profiles
