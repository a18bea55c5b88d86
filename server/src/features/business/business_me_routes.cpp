#include "features/business/business_me_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/business/business_me.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

void register_me_routes(http::Router& router, db::Database& database, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/business/me", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, business_me(*database.acquire(), user.user_id));
  });
}

}  // namespace rifa::features::business
