#include "features/tickets/tickets_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"

namespace rifa::features::tickets {

using http::bhttp::verb;

void register_routes(http::Router& router, TicketsService& service, auth::AuthService& auth) {
  router.add(verb::post, "/api/v1/raffles/{id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::optional_user(auth, ctx);
    if (!user) throw ApiError::unauthorized("Debes estar autenticado para comprar tickets");
    const auto purchase =
        service.buy(user->user_id, ctx.param("id"), ctx.json_body(), std::string(ctx.request["Idempotency-Key"]));
    auto res = http::json_response(purchase.replayed ? http::Status::ok : http::Status::created, purchase.ticket);
    if (purchase.replayed) res.set("Idempotent-Replayed", "true");
    return res;
  });
  router.add(verb::get, "/api/v1/raffles/{id}/numbers", [&](http::RequestContext& ctx) {
    const auto numbers = service.taken_numbers(ctx.param("id"));
    // Grids poll this: an unchanged one costs a 304 and no body.
    const bool unchanged =
        !numbers.etag.empty() && http::etag_matches(ctx.request[http::bhttp::field::if_none_match], numbers.etag);
    http::Response res{unchanged ? http::Status::not_modified : http::Status::ok, ctx.request.version()};
    res.set(http::bhttp::field::cache_control, "no-cache");
    if (!numbers.etag.empty()) res.set(http::bhttp::field::etag, numbers.etag);
    if (unchanged) return res;
    res.set(http::bhttp::field::content_type, "application/json; charset=utf-8");
    res.body() = *numbers.body;
    res.prepare_payload();
    return res;
  });
  router.add(verb::get, "/api/v1/raffles/{id}/availability", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               service.availability(ctx.param("id"), ctx.query_value("numbers").value_or("")));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.of_raffle(user.user_id, ctx.param("id"),
                                                                   ctx.query_value("page"), ctx.query_value("limit")));
  });
  router.add(verb::get, "/api/v1/me/sales", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               service.sales(user.user_id, ctx.query_value("page"), ctx.query_value("limit")));
  });
  router.add(verb::get, "/api/v1/tickets/{id}", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, service.get(auth::require_user(auth, ctx).user_id, ctx.param("id")));
  });
  router.add(verb::patch, "/api/v1/tickets/{id}/status", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, service.set_status(user.user_id, ctx.param("id"), ctx.json_body()));
  });
  router.add(verb::get, "/api/v1/me/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               service.mine(user.user_id, ctx.query_value("page"), ctx.query_value("limit")));
  });
}

}  // namespace rifa::features::tickets
