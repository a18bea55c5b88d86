#include "features/payment_methods/payment_methods_routes.hpp"

#include "auth/auth_routes.hpp"

namespace rifa::features::payment_methods {

using http::bhttp::verb;

void register_routes(http::Router& router, PaymentMethodsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/payment-methods", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, service.list_own(auth::require_user(auth, ctx).user_id));
  });
  router.add(verb::post, "/api/v1/payment-methods", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::created, service.create(user.user_id, ctx.json_body()));
  });
  router.add(verb::patch, "/api/v1/payment-methods/{id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.update(user.user_id, ctx.param("id"), ctx.json_body()));
  });
  router.add(verb::delete_, "/api/v1/payment-methods/{id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::put, "/api/v1/payment-methods/{id}/default", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.set_default(user.user_id, ctx.param("id")));
  });
  router.add(verb::delete_, "/api/v1/payment-methods/default", [&](http::RequestContext& ctx) {
    service.clear_default(auth::require_user(auth, ctx).user_id);
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/raffles/{id}/payment-methods", [&](http::RequestContext& ctx) {
    auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.for_raffle(ctx.param("id")));
  });
}

}  // namespace rifa::features::payment_methods
