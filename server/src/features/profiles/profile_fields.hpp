#pragma once

#include "features/profiles/profiles_service.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::profiles {

// The own profile's changeable fields read from a PATCH body (name, phone, whatsapp, bio,
// email_notifications, exchange_rate), each checked: a bad one is added to `body`'s errors.
// PATCH /profiles/me and PATCH /business/settings read them alike.
ProfileChanges read_profile_changes(http::BodyFields& body);

}  // namespace rifa::features::profiles
