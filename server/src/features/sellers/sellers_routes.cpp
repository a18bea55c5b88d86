#include "features/sellers/sellers_routes.hpp"

#include <regex>

#include "auth/auth_routes.hpp"
#include "auth/email_address.hpp"
#include "common/text_rules.hpp"
#include "features/sellers/invitations.hpp"
#include "features/sellers/sellers_json.hpp"
#include "features/shifts/shift_request.hpp"
#include "features/shifts/shifts_json.hpp"
#include "features/tickets/counter_sale_body.hpp"
#include "features/tickets/tickets_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::sellers {

using http::bhttp::verb;

namespace {

constexpr const char* kCommissionMessage = "La comisión es un porcentaje de 0 a 100 o un monto fijo por número";
constexpr std::int64_t kMaxFixedCents = 1'000'000;  // 10.000 USD per number, the highest ticket price

// commission_type + commission_value (both, or, when `required` is false, neither).
std::optional<Commission> read_commission(http::BodyFields& body, bool required) {
  const auto type = body.one_of("commission_type", {"percent", "fixed"}, "Tipo de comisión inválido: percent o fixed");
  const auto value = body.cents("commission_value", 0, kMaxFixedCents, kCommissionMessage);
  if (!type && !value && !required && !body.has("commission_type") && !body.has("commission_value")) {
    return std::nullopt;
  }
  if (!type && !body.has("commission_type")) body.add("commission_type", "Elige el tipo de comisión");
  if (!value && !body.has("commission_value")) body.add("commission_value", kCommissionMessage);
  if (!type || !value) return std::nullopt;
  return Commission{*type, *value};
}

// `block`: absent (nullopt), null (given, none) or {start, end, locked}.
std::optional<std::optional<Block>> read_block(const nlohmann::json& raw, http::BodyFields& body) {
  const auto it = raw.find("block");
  if (it == raw.end()) return std::nullopt;
  if (it->is_null()) return std::optional<Block>{};
  constexpr const char* kBlockMessage = "El talonario necesita un número inicial y uno final";
  if (!it->is_object()) {
    body.add("block", kBlockMessage);
    return std::nullopt;
  }
  http::BodyFields fields(*it);
  const auto start = fields.integer("start");
  const auto end = fields.integer("end");
  const auto locked = fields.boolean("locked");
  if (!start || !end) {
    body.add("block", kBlockMessage);
    return std::nullopt;
  }
  return std::optional<Block>{Block{*start, *end, locked.value_or(false)}};
}

NewSeller read_new_seller(const http::RequestContext& ctx) {
  static constexpr TextRule kEmail{0, 254, false, "Correo electrónico inválido"};
  static constexpr TextRule kPhone{0, 20, false, "Teléfono inválido (ej. 0414-1234567)"};
  static const std::regex kMobile(kMobileNumberPattern);
  http::BodyFields body(ctx);
  const auto raw = ctx.json_body();
  NewSeller out;
  const auto email = body.text("email", kEmail).value_or("");
  const auto phone = body.text("phone", kPhone).value_or("");
  if (!email.empty()) {
    out.email = auth::normalize_email(email);
    if (!auth::plausible_email(*out.email)) body.add("email", "Correo electrónico inválido");
  }
  if (!phone.empty()) {
    out.phone = phone;
    if (!std::regex_match(phone, kMobile)) body.add("phone", "Teléfono inválido (ej. 0414-1234567)");
  }
  if (email.empty() == phone.empty() && !body.has("email") && !body.has("phone")) {
    body.add("email", "Indica el correo o el teléfono del vendedor (uno de los dos)");
  }
  if (auto commission = read_commission(body, true)) out.commission = *commission;
  if (auto block = read_block(raw, body)) out.block = *block;
  body.done();
  return out;
}

SellerChanges read_changes(const http::RequestContext& ctx) {
  http::BodyFields body(ctx);
  const auto raw = ctx.json_body();
  SellerChanges out;
  out.commission = read_commission(body, false);
  if (auto block = read_block(raw, body)) {
    out.block_given = true;
    out.block = *block;
  }
  body.done();
  return out;
}

}  // namespace

void register_routes(http::Router& router, SellersService& service, InvitationRole& other_role,
                     auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/raffles/{id}/sellers", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.list(user.user_id, ctx.param("id"))));
  });
  router.add(verb::post, "/api/v1/raffles/{id}/sellers", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::created,
                               to_json(service.invite(user.user_id, ctx.param("id"), read_new_seller(ctx))));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/sellers/export", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::Response res{http::Status::ok, ctx.request.version()};
    res.set(http::bhttp::field::content_type, "text/csv; charset=utf-8");
    res.set(http::bhttp::field::content_disposition, "attachment; filename=\"vendedores.csv\"");
    res.set(http::bhttp::field::cache_control, "no-store");
    res.body() = service.export_csv(user.user_id, ctx.param("id"));
    res.prepare_payload();
    return res;
  });
  router.add(verb::patch, "/api/v1/raffles/{id}/sellers/{seller_id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.update(user.user_id, ctx.param("id"),
                                                                        ctx.param("seller_id"), read_changes(ctx))));
  });
  router.add(verb::delete_, "/api/v1/raffles/{id}/sellers/{seller_id}", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    service.remove(user.user_id, ctx.param("id"), ctx.param("seller_id"));
    return http::empty_response(http::Status::no_content);
  });
  router.add(verb::post, "/api/v1/raffles/{id}/sellers/{seller_id}/settlements", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    static constexpr TextRule kNote{0, 200, false, "La nota no puede superar 200 caracteres"};
    http::BodyFields body(ctx);
    const auto amount = body.cents("amount", 1, 100'000'000, "Indica un monto mayor que 0");
    if (!amount && !body.has("amount")) body.add("amount", "Indica un monto mayor que 0");
    const auto note = body.text("note", kNote).value_or("");
    body.done();
    return http::json_response(http::Status::created, to_json(service.settle(user.user_id, ctx.param("id"),
                                                                             ctx.param("seller_id"), *amount, note)));
  });

  // A seller's shift close (cierre de caja): the business counter's mechanism, in the raffle.
  router.add(verb::get, "/api/v1/raffles/{id}/sellers/{seller_id}/shift", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto [from, to] = shifts::read_shift_period(ctx);
    return http::json_response(http::Status::ok, shifts::to_json(service.shift(user.user_id, ctx.param("id"),
                                                                               ctx.param("seller_id"), from, to)));
  });
  router.add(verb::post, "/api/v1/raffles/{id}/sellers/{seller_id}/shift-closes", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto close = shifts::read_new_shift_close(ctx);
    return http::json_response(
        http::Status::created,
        shifts::to_json(service.close_shift(user.user_id, ctx.param("id"), ctx.param("seller_id"), close)));
  });
  router.add(verb::get, "/api/v1/raffles/{id}/sellers/{seller_id}/shift-closes", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, shifts::to_json(service.shift_closes(user.user_id, ctx.param("id"),
                                                                                      ctx.param("seller_id"), page)));
  });
  router.add(verb::post, "/api/v1/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/sign-off",
             [&](http::RequestContext& ctx) {
               const auto user = auth::require_user(auth, ctx);
               return http::json_response(http::Status::ok, shifts::to_json(service.sign_off_shift(
                                                                user.user_id, ctx.param("id"), ctx.param("seller_id"),
                                                                ctx.param("close_id"))));
             });
  router.add(verb::get, "/api/v1/raffles/{id}/sellers/{seller_id}/shift-closes/{close_id}/export",
             [&](http::RequestContext& ctx) {
               const auto user = auth::require_user(auth, ctx);
               return shifts::shift_close_csv_response(
                   ctx, service.export_shift_close(user.user_id, ctx.param("id"), ctx.param("seller_id"),
                                                   ctx.param("close_id")));
             });

  // The invitation links of every role: a token the other role knows is its; else a seller's.
  router.add(verb::get, "/api/v1/seller-invitations/{token}", [&](http::RequestContext& ctx) {
    if (auto other = other_role.view(invitation_token_hash(ctx.param("token")))) {
      return http::json_response(http::Status::ok, *other);
    }
    return http::json_response(http::Status::ok, to_json(service.invitation(ctx.param("token"))));
  });
  router.add(verb::post, "/api/v1/seller-invitations/{token}/accept", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    if (auto other = other_role.accept(user.user_id, invitation_token_hash(ctx.param("token")))) {
      return http::json_response(http::Status::ok, *other);
    }
    return http::json_response(http::Status::ok, to_json(service.accept(user.user_id, ctx.param("token")), true));
  });
  router.add(verb::post, "/api/v1/seller-invitations/{token}/decline", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    if (!other_role.decline(user.user_id, invitation_token_hash(ctx.param("token")))) {
      service.decline(user.user_id, ctx.param("token"));
    }
    return http::empty_response(http::Status::no_content);
  });

  router.add(verb::get, "/api/v1/me/sellers", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.mine(user.user_id), true));
  });
  router.add(verb::get, "/api/v1/me/sellers/{seller_id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const Page page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok,
                               tickets::to_json(service.my_tickets(user.user_id, ctx.param("seller_id"), page)));
  });
  router.add(verb::post, "/api/v1/me/sellers/{seller_id}/tickets", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    auto body = tickets::read_counter_sale(
        ctx, [&] { return service.bolivar_rate(user.user_id, ctx.param("seller_id")); },
        "El organizador no fijó la tasa del día (Bs por dólar): cobra en dólares o pídele que la fije");
    const auto purchase = service.sell(user.user_id, ctx.param("seller_id"), std::move(body.sale),
                                       std::move(body.numbers), std::string(ctx.request["Idempotency-Key"]));
    auto res = http::json_text_response(purchase.replayed ? http::Status::ok : http::Status::created,
                                        tickets::to_text(purchase.ticket));
    if (purchase.replayed) res.set("Idempotent-Replayed", "true");
    return res;
  });
}

}  // namespace rifa::features::sellers
