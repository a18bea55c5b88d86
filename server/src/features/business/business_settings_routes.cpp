#include "features/business/business_settings_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/profiles/profile_fields.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

void register_settings_routes(http::Router& router, BusinessSettingsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/business/settings", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    return http::json_response(http::Status::ok, service.get(owner));
  });
  router.add(verb::patch, "/api/v1/business/settings", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    http::BodyFields body(ctx);
    const auto changes = profiles::read_profile_changes(body);
    body.done();
    return http::json_response(http::Status::ok, service.update(owner, changes));
  });
}

}  // namespace rifa::features::business
