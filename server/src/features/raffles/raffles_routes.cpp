#include "features/raffles/raffles_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::raffles {

using http::bhttp::verb;

namespace {
// ?page&limit&status (and ?q&sort where the list has them), checked.
RaffleListQuery list_query(const http::RequestContext& ctx, bool with_search) {
  http::QueryFields query(ctx);
  RaffleListQuery out;
  out.page = query.page(16);
  out.status = read_status_filter(query);
  if (with_search) {
    out.q = query.search("q");
    out.ending = query.one_of("sort", {"newest", "ending"}, "Orden inválido: newest o ending") == "ending";
  }
  query.done();
  return out;
}
http::Response raffle_response(http::Status status, const Raffle& raffle) {
  return http::json_text_response(status, raffle_text(raffle));
}

http::Response list_response(const RafflePage& page) {
  return http::json_text_response(http::Status::ok, raffle_list_text(page.data, page.count));
}
}  // namespace

void register_routes(http::Router& router, RafflesService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/raffles", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return list_response(service.list_public(list_query(ctx, true)));
  });
  router.add(verb::get, "/api/v1/raffles/search", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    if (!ctx.query_value("q")) throw ApiError::bad_request("Indica el texto a buscar (q)");
    http::QueryFields query(ctx);
    const auto q = query.search("q");
    const auto page = query.page(20);
    query.done();
    if (!q) return http::json_text_response(http::Status::ok, R"({"data":[],"count":0})");  // blank
    const auto found = service.search_active(*q, page.limit);
    return http::json_text_response(http::Status::ok, raffle_list_text(found, static_cast<std::int64_t>(found.size())));
  });
  router.add(verb::get, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    return raffle_response(http::Status::ok, service.get_for(ctx.param("id"), auth::viewer_id(auth, ctx)));
  });
  router.add(verb::post, "/api/v1/raffles", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const auto fields = read_raffle_fields(body, true);
    body.done();
    return raffle_response(http::Status::created, service.create(user.user_id, fields));
  });
  router.add(verb::patch, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const auto changes = read_raffle_fields(body, false);
    body.done();
    return raffle_response(http::Status::ok, service.update(user.user_id, ctx.param("id"), changes));
  });
  router.add(verb::delete_, "/api/v1/raffles/{id}", [&](http::RequestContext& ctx) {
    service.remove(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::post, "/api/v1/raffles/{id}/cancel", [&](http::RequestContext& ctx) {
    return raffle_response(http::Status::ok, service.cancel(auth::require_user(auth, ctx).user_id, ctx.param("id")));
  });
  router.add(
      verb::put, "/api/v1/raffles/{id}/image",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        return raffle_response(http::Status::ok,
                               service.upload_image(user.user_id, ctx.param("id"), ctx.request.body()));
      },
      http::file_upload_route());
  router.add(verb::get, "/api/v1/users/{id}/raffles", [&](http::RequestContext& ctx) {
    auth::optional_user(auth, ctx);
    return list_response(service.by_user(ctx.param("id"), list_query(ctx, false)));
  });
  router.add(verb::get, "/api/v1/me/raffles", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return list_response(service.mine(user.user_id, list_query(ctx, false)));
  });
}

}  // namespace rifa::features::raffles
