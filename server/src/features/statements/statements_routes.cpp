#include "features/statements/statements_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/business/business_access.hpp"
#include "features/profiles/super_admin.hpp"
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

namespace {

// The routes of one kind of statement under `prefix` ({method_id} the account), `who` naming the
// party of each request (and refusing who may not reach them).
template <class Who>
void register_statement_routes(http::Router& router, const std::string& prefix, StatementsService& service, Who who) {
  router.add(verb::get, prefix + "/{method_id}/settings", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    return http::json_response(http::Status::ok, to_json(service.settings(party, ctx.param("method_id"))));
  });
  router.add(verb::put, prefix + "/{method_id}/settings", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    const auto [mapping, match] = read_settings(ctx);
    return http::json_response(http::Status::ok,
                               to_json(service.save_settings(party, ctx.param("method_id"), mapping, match)));
  });
  router.add(
      verb::post, prefix + "/{method_id}/imports",
      [&service, who](http::RequestContext& ctx) {
        const auto party = who(ctx);
        return http::json_response(http::Status::created,
                                   to_json(service.import(party, ctx.param("method_id"), ctx.request.body())));
      },
      http::file_upload_route());  // a file: the upload budget, answered as a file over 5 MB
  router.add(verb::get, prefix + "/{method_id}/outcome", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    return http::json_response(http::Status::ok, to_json(service.outcome(party, ctx.param("method_id"))));
  });
  router.add(verb::post, prefix + "/{method_id}/verify-matches", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    return http::json_response(http::Status::ok, to_json(service.verify_matches(party, ctx.param("method_id"))));
  });
  router.add(verb::post, prefix + "/{method_id}/verify-pair", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    http::BodyFields body(ctx);
    const auto movement_id = body.id("movement_id");
    const auto payment_id = body.id("payment_id");
    if (!movement_id && !body.has("movement_id")) body.add("movement_id", "Indica el movimiento");
    if (!payment_id && !body.has("payment_id")) body.add("payment_id", "Indica el reporte");
    body.done();
    return http::json_response(http::Status::ok,
                               to_json(service.verify_pair(party, ctx.param("method_id"), *movement_id, *payment_id)));
  });
  router.add(verb::get, prefix + "/{method_id}/movements.csv", [&service, who](http::RequestContext& ctx) {
    const auto party = who(ctx);
    auto response = http::json_text_response(http::Status::ok, service.export_csv(party, ctx.param("method_id")));
    response.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
    response.set(http::bhttp::field::content_disposition, "attachment; filename=\"movimientos.csv\"");
    return response;
  });
}

nlohmann::json accounts_json(const std::vector<StatementAccount>& accounts) {
  nlohmann::json data = nlohmann::json::array();
  for (const auto& a : accounts) data.push_back(to_json(a));
  return {{"data", std::move(data)}};
}

}  // namespace

void register_routes(http::Router& router, db::Database& database, StatementsService& tickets,
                     StatementsService& platform, auth::AuthService& auth) {
  // A creator's own accounts.
  register_statement_routes(router, "/api/v1/me/statements", tickets, [&auth](const http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return Party{user.user_id, user.user_id};
  });

  // A business's accounts (its owner's), for the owner and its active cashiers.
  const auto business = [&auth, &database](const http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto access = business::business_access(*database.acquire(), user.user_id);
    return Party{user.user_id, access.business_id};
  };
  router.add(verb::get, "/api/v1/business/statements/accounts", [&tickets, business](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, accounts_json(tickets.accounts(business(ctx))));
  });
  register_statement_routes(router, "/api/v1/business/statements", tickets, business);

  // The platform's accounts, for the super admin (403 for anyone else, before anything is read).
  const auto admin = [&auth, &database](const http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    profiles::require_super_admin(database, user.user_id);
    return Party{user.user_id, ""};
  };
  router.add(verb::get, "/api/v1/admin/statements/accounts", [&platform, admin](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, accounts_json(platform.accounts(admin(ctx))));
  });
  register_statement_routes(router, "/api/v1/admin/statements", platform, admin);
}

}  // namespace rifa::features::statements
