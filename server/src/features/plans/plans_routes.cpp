#include "features/plans/plans_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/plans/plans_json.hpp"
#include "features/subscriptions/subscriptions_json.hpp"

namespace rifa::features::plans {

using http::bhttp::verb;

void register_routes(http::Router& router, PlansService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/plans", [&](http::RequestContext&) {
    return http::json_response(http::Status::ok, subscriptions::to_json(service.list_active()));
  });
  router.add(verb::get, "/api/v1/plans/{id_or_name}", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, subscriptions::to_json(service.find(ctx.param("id_or_name"))));
  });
  router.add(verb::get, "/api/v1/me/plan", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               subscriptions::to_json(service.mine(auth::require_user(auth, ctx).user_id)));
  });
  router.add(verb::get, "/api/v1/me/permissions", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, to_json(service.permissions(auth::require_user(auth, ctx).user_id)));
  });
}

}  // namespace rifa::features::plans
