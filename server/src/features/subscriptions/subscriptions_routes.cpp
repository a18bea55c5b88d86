#include "features/subscriptions/subscriptions_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "common/ids.hpp"
#include "features/subscriptions/subscriptions_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::subscriptions {

using http::bhttp::verb;
using nlohmann::json;

namespace {

constexpr TextRule kId{0, 36, false, "Identificador inválido"};
constexpr const char* kBadId = "Identificador inválido";

// An id field: a UUID, else a message for it.
std::optional<std::string> id_field(http::BodyFields& body, const char* name) {
  auto value = body.text(name, kId);
  if (value && !is_uuid(*value)) {
    body.add(name, kBadId);
    return std::nullopt;
  }
  return value;
}

NewSubscription read_new(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  NewSubscription s;
  const auto plan_id = id_field(body, "plan_id");
  if (!plan_id && !body.has("plan_id")) body.add("plan_id", "Elige un plan");
  s.payment_method_id = id_field(body, "payment_method_id");
  s.auto_renew = body.boolean("auto_renew").value_or(true);
  body.done();
  s.plan_id = *plan_id;
  return s;
}

SubscriptionChange read_change(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  SubscriptionChange c;
  c.auto_renew = body.boolean("auto_renew");
  const json raw = ctx.json_body();
  if (const auto it = raw.find("payment_method_id"); it != raw.end() && it->is_null()) {
    c.payment_method_id = std::optional<std::string>{};
  } else if (auto id = id_field(body, "payment_method_id")) {
    c.payment_method_id = std::move(id);
  }
  body.done();
  return c;
}

}  // namespace

void register_routes(http::Router& router, SubscriptionsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/subscriptions", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.list_mine(user.user_id, page)));
  });
  router.add(verb::post, "/api/v1/subscriptions", [&](http::RequestContext& ctx) {
    // This operation answers a missing token with the spec's own text (§5).
    const auto user = auth::optional_user(auth, ctx);
    if (!user) throw ApiError::unauthorized("User not authenticated");
    ctx.charge_user(user->user_id);
    const auto request = read_new(ctx);
    return http::json_response(http::Status::created, to_json(service.create(user->user_id, request)));
  });
  router.add(verb::get, "/api/v1/subscriptions/current", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok, to_json(service.current(auth::require_user(auth, ctx).user_id)));
  });
  router.add(verb::patch, "/api/v1/subscriptions/{id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto change = read_change(ctx);
    return http::json_response(http::Status::ok, to_json(service.update(user.user_id, ctx.param("id"), change)));
  });
  router.add(verb::post, "/api/v1/subscriptions/{id}/cancel", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.cancel(user.user_id, ctx.param("id"))));
  });
  router.add(verb::get, "/api/v1/subscriptions/{id}/payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.payments(user.user_id, ctx.param("id"), page)));
  });
}

}  // namespace rifa::features::subscriptions
