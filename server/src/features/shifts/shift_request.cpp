#include "features/shifts/shift_request.hpp"

#include <chrono>

#include "common/money.hpp"
#include "common/time.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::shifts {

namespace {

constexpr const char* kShiftInstantMessage = "Fecha inválida: usa RFC 3339, p. ej. 2026-11-21T15:04:05Z";
constexpr const char* kShiftPeriodMessage = "El final del período debe ser posterior a su inicio";
constexpr const char* kShiftCountedMessage =
    "Indica lo contado por método: efectivo_usd, efectivo_bs, pago_movil, transferencia, zelle, usdt o sin_metodo, "
    "con un monto de 0 o más y hasta dos decimales";

// [from, to) of a shift in canonical RFC 3339, `to` after `from` (errors on the fields).
template <typename Fields>
std::pair<std::string, std::string> shift_period_of(Fields& fields) {
  const auto from = fields.instant("from", kShiftInstantMessage);
  const auto to = fields.instant("to", kShiftInstantMessage);
  if (!from && !fields.has("from")) fields.add("from", kShiftInstantMessage);
  if (!to && !fields.has("to")) fields.add("to", kShiftInstantMessage);
  if (from && to && *to <= *from) fields.add("to", kShiftPeriodMessage);
  return {from ? to_rfc3339(*from) : "", to ? to_rfc3339(*to) : ""};
}

}  // namespace

std::pair<std::string, std::string> read_shift_period(const http::RequestContext& ctx) {
  http::QueryFields query(ctx);
  auto period = shift_period_of(query);
  query.done();
  return period;
}

NewShiftClose read_new_shift_close(const http::RequestContext& ctx) {
  const nlohmann::json raw = ctx.json_body();
  http::BodyFields body(raw);
  NewShiftClose out;
  std::tie(out.from, out.to) = shift_period_of(body);
  const auto counted = raw.find("counted");
  if (counted == raw.end() || !counted->is_array() || counted->size() > kShiftMethods.size()) {
    body.add("counted", kShiftCountedMessage);
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
        body.add("counted", kShiftCountedMessage);
        break;
      }
      out.counted.push_back({method, *cents});
    }
  }
  body.done();
  return out;
}

http::Response shift_close_csv_response(const http::RequestContext& ctx, std::string csv) {
  http::Response res{http::Status::ok, ctx.request.version()};
  res.body() = std::move(csv);
  res.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
  const std::string day = to_rfc3339(std::chrono::system_clock::now() - std::chrono::hours(4)).substr(0, 10);
  res.set(http::bhttp::field::content_disposition, "attachment; filename=\"cierre-" + day + ".csv\"");
  res.set(http::bhttp::field::cache_control, "no-store");
  res.prepare_payload();
  return res;
}

}  // namespace rifa::features::shifts
