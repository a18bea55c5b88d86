#include "features/notifications/notifications_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/notifications/notifications_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::notifications {

using http::bhttp::verb;

namespace {
constexpr std::int64_t kDefaultLimit = 50;  // spec §9: notifications fetch limit
}  // namespace

void register_routes(http::Router& router, NotificationsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/me/notifications", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(kDefaultLimit);
    const bool unread = query.one_of("unread", {"true", "false"}, "unread es true o false") == "true";
    query.done();
    return http::json_response(http::Status::ok, to_json(service.list(user.user_id, page, unread)));
  });
  router.add(verb::delete_, "/api/v1/me/notifications", [&](http::RequestContext& ctx) {
    service.clear(auth::require_user(auth, ctx).user_id);
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/me/notifications/unread-count", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               nlohmann::json{{"count", service.unread_count(auth::require_user(auth, ctx).user_id)}});
  });
  router.add(verb::post, "/api/v1/me/notifications/read-all", [&](http::RequestContext& ctx) {
    return http::json_response(
        http::Status::ok, nlohmann::json{{"updated", service.mark_all_read(auth::require_user(auth, ctx).user_id)}});
  });
  router.add(verb::post, "/api/v1/me/notifications/{id}/read", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.mark_read(user.user_id, ctx.param("id"))));
  });
  router.add(verb::delete_, "/api/v1/me/notifications/{id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
}

}  // namespace rifa::features::notifications
