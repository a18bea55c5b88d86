#pragma once

#include "auth/auth_service.hpp"
#include "features/profiles/profiles_service.hpp"
#include "http/request_fields.hpp"
#include "http/router.hpp"

namespace rifa::features::profiles {

// GET|PATCH /api/v1/profiles/me, PUT /api/v1/profiles/me/avatar (image body),
// GET /api/v1/profiles/{id}, GET /api/v1/profiles?ids=a,b | ?search=text&limit=10.
void register_routes(http::Router& router, ProfilesService& service, auth::AuthService& auth);

// The own profile's changeable fields read from a PATCH body (name, phone, whatsapp, bio,
// email_notifications, exchange_rate), each checked: a bad one is added to `body`'s errors.
// PATCH /profiles/me and PATCH /business/settings read them alike.
ProfileChanges read_profile_changes(http::BodyFields& body);

}  // namespace rifa::features::profiles
