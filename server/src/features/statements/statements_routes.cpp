#include "features/statements/statements_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/statements/statement_presets.hpp"
#include "features/statements/statements_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::statements {

using http::bhttp::verb;

namespace {

constexpr const char* kColumn = "Columna inválida (de 0 a 49)";
constexpr std::int64_t kMaxColumn = 49;

std::optional<int> column(http::BodyFields& body, const char* name) {
  const auto value = body.integer(name);
  if (!value) return std::nullopt;
  if (*value < 0 || *value > kMaxColumn) {
    body.add(name, kColumn);
    return std::nullopt;
  }
  return static_cast<int>(*value);
}

// {preset} or {date, reference, description?, amount? | credit, debit?}, with tolerance_bp (0–5000)
// and window_days (0–30).
std::pair<ColumnMapping, MatchSettings> read_settings(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  ColumnMapping mapping;
  MatchSettings match;
  const auto preset = body.one_of("preset", {"banesco", "mercantil", "venezuela"}, "Formato desconocido");
  const auto date = column(body, "date");
  const auto reference = column(body, "reference");
  mapping.description = column(body, "description");
  mapping.amount = column(body, "amount");
  mapping.credit = column(body, "credit");
  mapping.debit = column(body, "debit");
  if (const auto tolerance = body.integer("tolerance_bp")) {
    if (*tolerance < 0 || *tolerance > 5000) body.add("tolerance_bp", "La tolerancia va de 0 % a 50 %");
    match.tolerance_bp = *tolerance;
  }
  if (const auto window = body.integer("window_days")) {
    if (*window < 0 || *window > 30) body.add("window_days", "La ventana va de 0 a 30 días");
    match.window_days = static_cast<int>(*window);
  }
  if (preset) {
    mapping = *preset_mapping(*preset);
  } else {
    if (!date) body.add("date", "Indica la columna de la fecha");
    if (!reference) body.add("reference", "Indica la columna de la referencia");
    if (mapping.amount.has_value() == mapping.credit.has_value()) {
      body.add("amount", "Indica la columna del monto, o la de abonos (créditos)");
    }
    if (mapping.amount && mapping.debit) body.add("debit", "Con una columna de monto no hace falta la de cargos");
    mapping.date = date.value_or(0);
    mapping.reference = reference.value_or(0);
  }
  body.done();
  return {mapping, match};
}

}  // namespace

void register_routes(http::Router& router, StatementsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/me/statements/{method_id}/settings", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.settings(user.user_id, ctx.param("method_id"))));
  });
  router.add(verb::put, "/api/v1/me/statements/{method_id}/settings", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto [mapping, match] = read_settings(ctx);
    return http::json_response(http::Status::ok,
                               to_json(service.save_settings(user.user_id, ctx.param("method_id"), mapping, match)));
  });
  router.add(
      verb::post, "/api/v1/me/statements/{method_id}/imports",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        return http::json_response(http::Status::created,
                                   to_json(service.import(user.user_id, ctx.param("method_id"), ctx.request.body())));
      },
      http::file_upload_route());  // a file: the upload budget, answered as a file over 5 MB
  router.add(verb::get, "/api/v1/me/statements/{method_id}/outcome", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.outcome(user.user_id, ctx.param("method_id"))));
  });
  router.add(verb::post, "/api/v1/me/statements/{method_id}/verify-matches", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.verify_matches(user.user_id, ctx.param("method_id"))));
  });
  router.add(verb::post, "/api/v1/me/statements/{method_id}/verify-pair", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::BodyFields body(ctx);
    const auto movement_id = body.id("movement_id");
    const auto payment_id = body.id("payment_id");
    if (!movement_id && !body.has("movement_id")) body.add("movement_id", "Indica el movimiento");
    if (!payment_id && !body.has("payment_id")) body.add("payment_id", "Indica el reporte");
    body.done();
    return http::json_response(http::Status::ok, to_json(service.verify_pair(user.user_id, ctx.param("method_id"),
                                                                             *movement_id, *payment_id)));
  });
  router.add(verb::get, "/api/v1/me/statements/{method_id}/movements.csv", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    auto response =
        http::json_text_response(http::Status::ok, service.export_csv(user.user_id, ctx.param("method_id")));
    response.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
    response.set(http::bhttp::field::content_disposition, "attachment; filename=\"movimientos.csv\"");
    return response;
  });
}

}  // namespace rifa::features::statements
