#include "features/moderation/moderation_routes.hpp"

#include "auth/auth_routes.hpp"
#include "features/moderation/moderation_json.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/raffles/raffle_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::moderation {

using http::bhttp::verb;

namespace {

constexpr TextRule kReason{5, 500, true, "Escribe el motivo (de 5 a 500 caracteres)"};

// {reason} (required, 5–500 characters).
std::string read_reason(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  auto reason = body.text("reason", kReason);
  if (!body.has("reason")) body.add("reason", kReason.length_message);
  body.done();
  return std::move(*reason);
}

http::Response raffle_response(const raffles::Raffle& raffle) {
  return http::json_text_response(http::Status::ok, raffles::raffle_text(raffle));
}

}  // namespace

void register_routes(http::Router& router, ModerationService& service, db::Database& db, auth::AuthService& auth) {
  // The caller's id when they are a super admin; 401 / 403 otherwise, before anything is read.
  const auto super_admin = [&db, &auth](const http::RequestContext& ctx) {
    auto user = auth::require_user(auth, ctx);
    profiles::require_super_admin(db, user.user_id);
    return user.user_id;
  };

  router.add(verb::get, "/api/v1/admin/users", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    http::QueryFields query(ctx);
    const auto q = query.search("q");
    const auto status = query.one_of("status", {"all", "suspended"}, "Estado inválido: all o suspended");
    const auto page = query.page(20);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.find_users(q, status == "suspended", page)));
  });
  router.add(verb::post, "/api/v1/admin/users/{id}/suspend", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    const auto reason = read_reason(ctx);
    return http::json_response(http::Status::ok, to_json(service.suspend(admin_id, ctx.param("id"), reason)));
  });
  router.add(verb::post, "/api/v1/admin/users/{id}/reinstate", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    return http::json_response(http::Status::ok, to_json(service.reinstate(admin_id, ctx.param("id"))));
  });

  router.add(verb::post, "/api/v1/admin/raffles/{id}/take-down", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    const auto reason = read_reason(ctx);
    return raffle_response(service.take_down(admin_id, ctx.param("id"), reason));
  });
  router.add(verb::post, "/api/v1/admin/raffles/{id}/restore", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    return raffle_response(service.restore(admin_id, ctx.param("id")));
  });

  router.add(verb::get, "/api/v1/admin/raffle-reports", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    http::QueryFields query(ctx);
    const auto status = query
                            .one_of("status", {"open", "dismissed", "actioned", "all"},
                                    "Estado inválido: open, dismissed, actioned o all")
                            .value_or("open");
    const auto page = query.page(20);
    query.done();
    return http::json_response(http::Status::ok,
                               to_json(service.reports(status == "all" ? std::nullopt : std::optional(status), page)));
  });
  router.add(verb::post, "/api/v1/admin/raffle-reports/{id}/dismiss", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    return http::json_response(http::Status::ok, to_json(service.dismiss(admin_id, ctx.param("id"))));
  });

  router.add(verb::post, "/api/v1/raffles/{id}/reports", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto reason = read_reason(ctx);
    return http::json_response(http::Status::created, to_json(service.report(user.user_id, ctx.param("id"), reason)));
  });
}

}  // namespace rifa::features::moderation
