#include "features/raffles/raffles_routes.hpp"

#include "auth/auth_routes.hpp"

namespace rifa::features::raffles {

using http::bhttp::verb;

void register_routes(http::Router& router, RafflesService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/raffles", [&](http::RequestContext& ctx) {
    return http::json_text_response(
        http::Status::ok,
        service.list_public(ctx.query_value("page"), ctx.query_value("limit"), ctx.query_value("status"),
                            ctx.query_value("q"), ctx.query_value("sort")));
  });
  router.add(verb::get, "/api/v1/raffles/search", [&](http::RequestContext& ctx) {
    return http::json_text_response(http::Status::ok,
                                    service.search_active(ctx.query_value("q").value_or(""), ctx.query_value("limit")));
  });
  router.add(verb::get, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, service.get(ctx.param("id")));
  });
  router.add(verb::post, "/api/v1/raffles", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::created, service.create(user.user_id, ctx.json_body()));
  });
  router.add(verb::patch, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.update(user.user_id, ctx.param("id"), ctx.json_body()));
  });
  router.add(verb::delete_, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::post, "/api/v1/raffles/{id}/cancel", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               service.cancel(auth::require_user(auth, ctx).user_id, ctx.param("id")));
  });
  router.add(
      verb::put, "/api/v1/raffles/{id}/image",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        return http::json_response(http::Status::ok,
                                   service.upload_image(user.user_id, ctx.param("id"), ctx.request.body()));
      },
      http::RouteOptions{6 * 1024 * 1024});
  router.add(verb::get, "/api/v1/users/{id}/raffles", [&](http::RequestContext& ctx) {
    return http::json_text_response(
        http::Status::ok, service.by_user(ctx.param("id"), ctx.query_value("page"), ctx.query_value("limit")));
  });
  router.add(verb::get, "/api/v1/me/raffles", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_text_response(http::Status::ok,
                                    service.mine(user.user_id, ctx.query_value("page"), ctx.query_value("limit")));
  });
}

}  // namespace rifa::features::raffles
