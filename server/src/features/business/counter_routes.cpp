#include "features/business/counter_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "common/money.hpp"
#include "common/time.hpp"
#include "features/business/business_json.hpp"
#include "features/business/counter_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

namespace {

constexpr const char* kInstantMessage = "Fecha inválida: usa RFC 3339, p. ej. 2026-11-21T15:04:05Z";
constexpr const char* kPeriodMessage = "El final del período debe ser posterior a su inicio";
constexpr const char* kCountedMessage =
    "Indica lo contado por método: efectivo_usd, efectivo_bs, pago_movil, transferencia, zelle, usdt o sin_metodo, "
    "con un monto de 0 o más y hasta dos decimales";

// [from, to) of a shift in canonical RFC 3339, `to` after `from` (errors on the fields).
template <typename Fields>
std::pair<std::string, std::string> read_period(Fields& fields) {
  const auto from = fields.instant("from", kInstantMessage);
  const auto to = fields.instant("to", kInstantMessage);
  if (!from && !fields.has("from")) fields.add("from", kInstantMessage);
  if (!to && !fields.has("to")) fields.add("to", kInstantMessage);
  if (from && to && *to <= *from) fields.add("to", kPeriodMessage);
  return {from ? to_rfc3339(*from) : "", to ? to_rfc3339(*to) : ""};
}

NewShiftClose read_new_close(const http::RequestContext& ctx) {
  const nlohmann::json raw = ctx.json_body();
  http::BodyFields body(raw);
  NewShiftClose out;
  std::tie(out.from, out.to) = read_period(body);
  const auto counted = raw.find("counted");
  if (counted == raw.end() || !counted->is_array() || counted->size() > kShiftMethods.size()) {
    body.add("counted", kCountedMessage);
  } else {
    for (const auto& item : *counted) {
      const auto method = item.is_object() && item.contains("method") && item["method"].is_string()
                              ? item["method"].get<std::string>()
                              : std::string();
      const auto cents = item.is_object() && item.contains("amount") ? cents_from_json(item["amount"]) : std::nullopt;
      bool known = false;
      for (const auto m : kShiftMethods) known = known || m == method;
      bool repeated = false;
      for (const auto& c : out.counted) repeated = repeated || c.method == method;
      if (!known || !cents || repeated) {
        body.add("counted", kCountedMessage);
        break;
      }
      out.counted.push_back({method, *cents});
    }
  }
  body.done();
  return out;
}

}  // namespace

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
    http::QueryFields query(ctx);
    const auto [from, to] = read_period(query);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.totals(reader, ctx.param("id"), from, to)));
  });
  router.add(verb::post, "/api/v1/business/cashiers/{id}/shift-closes", [&](http::RequestContext& ctx) {
    const auto reader = service.shift_reader(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    const auto close = read_new_close(ctx);
    return http::json_response(http::Status::created, to_json(service.close_shift(reader, ctx.param("id"), close)));
  });
  router.add(verb::get, "/api/v1/business/shift-closes", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.closes(user.user_id, page)));
  });
  router.add(verb::post, "/api/v1/business/shift-closes/{id}/sign-off", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.sign_off(user.user_id, ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/business/shift-closes/{id}/export", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::Response res{http::Status::ok, ctx.request.version()};
    res.body() = service.export_csv(user.user_id, ctx.param("id"));
    res.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
    const std::string day = to_rfc3339(std::chrono::system_clock::now() - std::chrono::hours(4)).substr(0, 10);
    res.set(http::bhttp::field::content_disposition, "attachment; filename=\"cierre-" + day + ".csv\"");
    res.set(http::bhttp::field::cache_control, "no-store");
    res.prepare_payload();
    return res;
  });
}

}  // namespace rifa::features::business
