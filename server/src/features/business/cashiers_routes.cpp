#include "features/business/cashiers_routes.hpp"

#include <regex>

#include "auth/auth_routes.hpp"
#include "auth/email_address.hpp"
#include "common/text_rules.hpp"
#include "features/business/business_json.hpp"
#include "features/business/business_tickets.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::business {

using http::bhttp::verb;

namespace {

constexpr const char* kEmailMessage = "Correo electrónico inválido";
constexpr const char* kPasswordMessage =
    "La contraseña del cajero no se cambia desde el panel; el cajero debe usar «¿Olvidaste tu contraseña?»";

NewCashier read_new_cashier(const http::RequestContext& ctx) {
  static constexpr TextRule kEmail{1, 254, false, kEmailMessage};
  http::BodyFields body(ctx);
  NewCashier cashier;
  const auto email = body.text("email", kEmail);
  if (email) cashier.email = auth::normalize_email(*email);
  if (!body.has("email") || (email && !auth::plausible_email(cashier.email))) body.add("email", kEmailMessage);
  cashier.name = body.text("name", kPersonName);
  cashier.is_active = body.boolean("is_active").value_or(true);
  body.done();
  return cashier;
}

CashierChanges read_cashier_changes(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  // The cashier changes it with the forgot-password flow (spec §5).
  if (body.has("password")) body.add("password", kPasswordMessage);
  CashierChanges changes{body.text("name", kPersonName), body.boolean("is_active")};
  body.done();
  return changes;
}

NewCashierInvitation read_cashier_invitation(const http::RequestContext& ctx) {
  static constexpr TextRule kEmail{0, 254, false, kEmailMessage};
  static constexpr TextRule kPhone{0, 20, false, "Teléfono inválido (ej. 0414-1234567)"};
  static const std::regex kMobile(kMobileNumberPattern);
  http::BodyFields body(ctx);
  NewCashierInvitation out;
  const auto email = body.text("email", kEmail).value_or("");
  const auto phone = body.text("phone", kPhone).value_or("");
  if (!email.empty()) {
    out.email = auth::normalize_email(email);
    if (!auth::plausible_email(*out.email)) body.add("email", kEmailMessage);
  }
  if (!phone.empty()) {
    out.phone = phone;
    if (!std::regex_match(phone, kMobile)) body.add("phone", "Teléfono inválido (ej. 0414-1234567)");
  }
  // Exactly one of them (the body's own fields: `has` is present and not null).
  if (email.empty() == phone.empty()) {
    body.add("email", "Indica el correo o el teléfono del cajero (uno de los dos)");
  }
  out.name = body.text("name", kPersonName).value_or("");
  body.done();
  return out;
}

}  // namespace

void register_cashier_routes(http::Router& router, CashiersService& service, CashierInvitationsService& invitations,
                             auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/business/cashier-invitations", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    nlohmann::json data = nlohmann::json::array();
    for (const auto& i : invitations.waiting(owner)) data.push_back(to_json(i));
    return http::json_response(http::Status::ok, {{"data", std::move(data)}});
  });
  router.add(verb::post, "/api/v1/business/cashier-invitations", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    return http::json_response(http::Status::created, to_json(invitations.invite(owner, read_cashier_invitation(ctx))));
  });
  router.add(verb::delete_, "/api/v1/business/cashier-invitations/{id}", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    invitations.withdraw(owner, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/business/cashiers", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, service.list(owner, page));
  });
  router.add(verb::post, "/api/v1/business/cashiers", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    return http::json_response(http::Status::created, service.create(owner, read_new_cashier(ctx)));
  });
  router.add(verb::get, "/api/v1/business/cashiers/{id}", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    return http::json_response(http::Status::ok, service.get(owner, ctx.param("id")));
  });
  router.add(verb::patch, "/api/v1/business/cashiers/{id}", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    return http::json_response(http::Status::ok, service.update(owner, ctx.param("id"), read_cashier_changes(ctx)));
  });
  router.add(verb::delete_, "/api/v1/business/cashiers/{id}", [&](http::RequestContext& ctx) {
    const auto owner = service.owner(auth::require_user(auth, ctx).user_id);
    service.remove(owner, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::get, "/api/v1/business/cashiers/{id}/tickets", [&](http::RequestContext& ctx) {
    const auto reader = service.tickets_reader(auth::require_user(auth, ctx).user_id, ctx.param("id"));
    auto filter = read_sales_filter(ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, service.tickets(reader, ctx.param("id"), std::move(filter), page));
  });
}

}  // namespace rifa::features::business
