#include "features/favorites/favorites_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/favorites/favorites_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::favorites {

using http::bhttp::verb;
using nlohmann::json;

void register_routes(http::Router& router, FavoritesService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/me/favorites", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const bool expand = query.one_of("expand", {"raffle"}, "Solo se puede expandir raffle") == "raffle";
    const Page page = query.page(expand ? 16 : 100);
    query.done();
    return http::json_text_response(http::Status::ok, favorite_list_text(service.list(user.user_id, expand, page)));
  });
  router.add(verb::put, "/api/v1/me/favorites/{raffle_id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto added = service.add(user.user_id, ctx.param("raffle_id"));
    return http::json_response(added.created ? http::Status::created : http::Status::ok, to_json(added.favorite));
  });
  router.add(verb::delete_, "/api/v1/me/favorites/{raffle_id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("raffle_id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/me/favorites/{raffle_id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               json{{"favorite", service.check(user.user_id, ctx.param("raffle_id"))}});
  });
  router.add(verb::get, "/api/v1/raffles/{id}/favorites/count", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               json{{"count", service.count(ctx.param("id"), auth::viewer_id(auth, ctx))}});
  });
}

}  // namespace rifa::features::favorites
