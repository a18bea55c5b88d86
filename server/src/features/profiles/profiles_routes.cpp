#include "features/profiles/profiles_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/profiles/profile_fields.hpp"
#include "features/profiles/profiles_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::profiles {

using http::bhttp::verb;

void register_routes(http::Router& router, ProfilesService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/profiles/me", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, to_json(service.own(auth::require_user(auth, ctx).user_id)));
  });
  router.add(verb::patch, "/api/v1/profiles/me", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const ProfileChanges changes = read_profile_changes(body);
    body.done();
    return http::json_response(http::Status::ok, to_json(service.update_me(user.user_id, changes)));
  });
  router.add(
      verb::put, "/api/v1/profiles/me/avatar",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        return http::json_response(http::Status::ok, to_json(service.upload_avatar(user.user_id, ctx.request.body())));
      },
      http::file_upload_route());
  router.add(verb::get, "/api/v1/profiles/{id}", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.by_id(ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/profiles", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    if (auto ids = ctx.query_value("ids")) return http::json_response(http::Status::ok, to_json(service.by_ids(*ids)));
    if (ctx.query_value("search")) {
      http::QueryFields query(ctx);
      const auto text = query.search("search");
      const auto page = query.page(10);
      query.done();
      return http::json_response(http::Status::ok, to_json(service.search(text.value_or(""), page.limit)));
    }
    throw ApiError::bad_request("Indica ids o search");
  });
}

}  // namespace rifa::features::profiles
