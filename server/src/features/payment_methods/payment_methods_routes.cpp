#include "features/payment_methods/payment_methods_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/payment_methods/method_type.hpp"
#include "features/payment_methods/payment_methods_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::payment_methods {

using http::bhttp::verb;

namespace {
// The fields of a payment method in a body; `creating` makes type and name required.
MethodFields read_method(const http::RequestContext& ctx, bool creating) {
  static constexpr TextRule kName{2, 60, false, "El nombre debe tener entre 2 y 60 caracteres"};
  static constexpr TextRule kDetail{0, 1000, true, "Cada dato puede tener hasta 1000 caracteres"};
  http::BodyFields body(ctx);
  MethodFields f{read_method_type(body, "type"), body.text("name", kName), body.text_map("details", kDetail),
                 body.boolean("is_default")};
  if (creating && !f.type) body.add("type", kMethodTypeMessage);
  if (creating && !f.name) body.add("name", kName.length_message);
  body.done();
  return f;
}
}  // namespace

void register_routes(http::Router& router, PaymentMethodsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/payment-methods", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, to_json(service.list_own(auth::require_user(auth, ctx).user_id)));
  });
  router.add(verb::post, "/api/v1/payment-methods", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::created, to_json(service.create(user.user_id, read_method(ctx, true))));
  });
  router.add(verb::patch, "/api/v1/payment-methods/{id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               to_json(service.update(user.user_id, ctx.param("id"), read_method(ctx, false))));
  });
  router.add(verb::delete_, "/api/v1/payment-methods/{id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::put, "/api/v1/payment-methods/{id}/default", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.set_default(user.user_id, ctx.param("id"))));
  });
  router.add(verb::delete_, "/api/v1/payment-methods/default", [&](http::RequestContext& ctx) {
    service.clear_default(auth::require_user(auth, ctx).user_id);
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/raffles/{id}/payment-methods", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.for_raffle(ctx.param("id"), user.user_id)));
  });
}

}  // namespace rifa::features::payment_methods
