#include "features/business/counter_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/business/business_json.hpp"
#include "features/shifts/shift_request.hpp"
#include "features/shifts/shifts_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

void register_counter_routes(http::Router& router, CounterService& service, auth::AuthService& auth) {
  router.add(verb::post, "/api/v1/business/tickets/{id}/settle", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    constexpr const char* kStatusMessage = "Estado inválido: paid o cancelled";
    const auto status = body.one_of("status", {"paid", "cancelled"}, kStatusMessage);
    if (!status && !body.has("status")) body.add("status", kStatusMessage);
    body.done();
    return http::json_response(http::Status::ok, to_json(service.settle(user.user_id, ctx.param("id"), *status)));
  });
  router.add(verb::get, "/api/v1/business/cashiers/{id}/shift", [&](http::RequestContext& ctx) {
    const auto reader = service.shift_reader(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    const auto [from, to] = shifts::read_shift_period(ctx);
    return http::json_response(http::Status::ok, shifts::to_json(service.totals(reader, ctx.param("id"), from, to)));
  });
  router.add(verb::post, "/api/v1/business/cashiers/{id}/shift-closes", [&](http::RequestContext& ctx) {
    const auto reader = service.shift_reader(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    const auto close = shifts::read_new_shift_close(ctx);
    return http::json_response(http::Status::created,
                               shifts::to_json(service.close_shift(reader, ctx.param("id"), close)));
  });
  router.add(verb::get, "/api/v1/business/shift-closes", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, shifts::to_json(service.closes(user.user_id, page)));
  });
  router.add(verb::post, "/api/v1/business/shift-closes/{id}/sign-off", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, shifts::to_json(service.sign_off(user.user_id, ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/business/shift-closes/{id}/export", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return shifts::shift_close_csv_response(ctx, service.export_csv(user.user_id, ctx.param("id")));
  });
}

}  // namespace rifa::features::business
