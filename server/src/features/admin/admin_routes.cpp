#include "features/admin/admin_routes.hpp"

#include <chrono>

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "features/admin/admin_json.hpp"
#include "features/admin/audit_log.hpp"
#include "features/payment_methods/method_type.hpp"
#include "features/profiles/super_admin.hpp"
#include "features/subscriptions/subscriptions_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::admin {

using http::bhttp::verb;
using nlohmann::json;

namespace {

constexpr const char* kRequired = "Este campo es obligatorio";
constexpr const char* kRate =
    "La tasa debe ser mayor que 0 y de hasta 100.000.000 Bs por dólar, con hasta dos decimales";
constexpr const char* kPrice = "El precio debe ser de 0 a 100.000 USD, con hasta dos decimales";
constexpr const char* kTickets = "La cantidad de números debe ser 100, 1000 o 10000";
constexpr const char* kRejectNotes = "Escribe el motivo del rechazo";

constexpr TextRule kBank{0, 80, false, "El banco no puede superar 80 caracteres"};
constexpr TextRule kPhone{0, 20, false, "El teléfono no puede superar 20 caracteres"};
constexpr TextRule kIdNumber{0, 20, false, "La cédula o RIF no puede superar 20 caracteres"};
constexpr TextRule kHolder{0, 80, false, "El titular no puede superar 80 caracteres"};
constexpr TextRule kInstructions{0, 1000, true, "Las instrucciones no pueden superar 1000 caracteres"};
constexpr TextRule kPlanName{2, 40, false, "El nombre debe tener entre 2 y 40 caracteres"};
constexpr TextRule kPlanDescription{0, 500, true, "La descripción no puede superar 500 caracteres"};
constexpr TextRule kNotes{0, 500, true, "Las notas no pueden superar 500 caracteres"};

// A JSON body read for a change: a field may be absent (unchanged), null (cleared) or a value.
class ChangeBody {
 public:
  explicit ChangeBody(json raw) : raw_(std::move(raw)), fields_(raw_) {}
  // An optional body: none at all reads as {}.
  static ChangeBody optional(const http::RequestContext& ctx) {
    return ChangeBody(ctx.request.body().empty() ? json::object() : ctx.json_body());
  }

  http::BodyFields& fields() { return fields_; }
  bool null(const char* name) const {
    const auto it = raw_.find(name);
    return it != raw_.end() && it->is_null();
  }
  // A text that may be cleared: null or blank → cleared.
  TextChange text(const char* name, const TextRule& rule) {
    if (null(name)) return TextChange(std::in_place);
    auto value = fields_.text(name, rule);
    if (!value) return std::nullopt;
    if (value->empty()) return TextChange(std::in_place);
    return TextChange(std::in_place, std::move(*value));
  }
  // An integer within [min, max] that null makes unlimited.
  LimitChange limit(const char* name, std::int64_t min, std::int64_t max, const char* message) {
    if (null(name)) return LimitChange(std::in_place);
    const auto value = integer(name, min, max, message);
    if (!value) return std::nullopt;
    return LimitChange(std::in_place, *value);
  }
  std::optional<std::int64_t> integer(const char* name, std::int64_t min, std::int64_t max, const char* message) {
    const auto value = fields_.integer(name);
    if (value && (*value < min || *value > max)) {
      fields_.add(name, message);
      return std::nullopt;
    }
    return value;
  }
  // 'Este campo es obligatorio' when `name` is absent or null.
  void require(const char* name) {
    if (!fields_.has(name)) fields_.add(name, kRequired);
  }

 private:
  json raw_;
  http::BodyFields fields_;
};

PaymentConfigInput read_config(ChangeBody& body) {
  auto& f = body.fields();
  return {payment_methods::read_method_type(f, "payment_method"),
          body.text("bank", kBank),
          body.text("phone", kPhone),
          body.text("id_number", kIdNumber),
          body.text("holder", kHolder),
          body.text("instructions", kInstructions),
          f.boolean("is_active")};
}

PlanInput read_plan(ChangeBody& body) {
  auto& f = body.fields();
  PlanInput plan;
  plan.name = f.text("name", kPlanName);
  plan.description = f.text("description", kPlanDescription);
  plan.price_cents = f.cents("price", 0, 100'000 * 100, kPrice);
  plan.is_active = f.boolean("is_active");
  plan.can_create_public = f.boolean("can_create_public");
  plan.can_create_private = f.boolean("can_create_private");
  plan.has_admin_panel = f.boolean("has_admin_panel");
  plan.max_active_raffles =
      body.limit("max_active_raffles", 0, 100'000, "Debe ser un número entero de 0 a 100000, o null para ilimitado");
  plan.max_cashiers =
      body.limit("max_cashiers", 0, 10'000, "Debe ser un número entero de 0 a 10000, o null para ilimitado");
  plan.max_tickets_per_raffle = body.integer("max_tickets_per_raffle", 100, 10'000, kTickets);
  if (plan.max_tickets_per_raffle && *plan.max_tickets_per_raffle != 100 && *plan.max_tickets_per_raffle != 1000 &&
      *plan.max_tickets_per_raffle != 10'000) {
    f.add("max_tickets_per_raffle", kTickets);
  }
  plan.sort_order = body.integer("sort_order", 0, 10'000, "El orden debe ser un número entero de 0 a 10000");
  return plan;
}

}  // namespace

void register_routes(http::Router& router, AdminServices& admin, auth::AuthService& auth) {
  // The caller's id when they are a super admin; 401 / 403 otherwise, before anything is read.
  const auto super_admin = [&admin, &auth](const http::RequestContext& ctx) {
    auto user = auth::require_user(auth, ctx);
    profiles::require_super_admin(admin.database, user.user_id);
    return user.user_id;
  };

  // Any signed-in user: where to pay a subscription, and at which rate.
  router.add(verb::get, "/api/v1/mobile-payment-config", [&](http::RequestContext& ctx) {
    auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(admin.config.list(true)));
  });
  router.add(verb::get, "/api/v1/exchange-rate", [&](http::RequestContext& ctx) {
    auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(admin.config.exchange_rate()));
  });

  router.add(verb::post, "/api/v1/admin/mobile-payments/{id}/approve", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    auto body = ChangeBody::optional(ctx);
    auto notes = body.fields().text("notes", kNotes);
    body.fields().done();
    if (notes && notes->empty()) notes.reset();
    return http::json_response(
        http::Status::ok,
        subscriptions::to_json(admin.review.approve(admin_id, ctx.param("id"), notes), admin.review.store()));
  });
  router.add(verb::post, "/api/v1/admin/mobile-payments/{id}/reject", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    auto body = ChangeBody::optional(ctx);
    const auto notes = body.fields().text("notes", kNotes);
    if (!body.fields().has("notes") || (notes && notes->empty())) body.fields().add("notes", kRejectNotes);
    body.fields().done();
    return http::json_response(
        http::Status::ok,
        subscriptions::to_json(admin.review.reject(admin_id, ctx.param("id"), *notes), admin.review.store()));
  });

  router.add(verb::get, "/api/v1/admin/mobile-payment-config", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    return http::json_response(http::Status::ok, to_json(admin.config.list(false)));
  });
  router.add(verb::post, "/api/v1/admin/mobile-payment-config", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    ChangeBody body(ctx.json_body());
    const auto input = read_config(body);
    body.require("payment_method");
    body.fields().done();
    return http::json_response(http::Status::created, to_json(admin.config.create(admin_id, input)));
  });
  router.add(verb::patch, "/api/v1/admin/mobile-payment-config/{id}", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    ChangeBody body(ctx.json_body());
    const auto changes = read_config(body);
    body.fields().done();
    return http::json_response(http::Status::ok, to_json(admin.config.update(admin_id, ctx.param("id"), changes)));
  });
  router.add(verb::put, "/api/v1/admin/exchange-rate", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    http::BodyFields body(ctx);
    const auto rate = body.cents("exchange_rate", 1, 100'000'000LL * 100, kRate);
    if (!body.has("exchange_rate")) body.add("exchange_rate", kRate);
    body.done();
    return http::json_response(http::Status::ok, to_json(admin.config.set_exchange_rate(admin_id, *rate)));
  });

  router.add(verb::get, "/api/v1/admin/dashboard", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    return http::json_response(http::Status::ok, to_json(admin.dashboard.dashboard(std::chrono::system_clock::now())));
  });

  router.add(verb::get, "/api/v1/admin/plans", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    return http::json_response(http::Status::ok, to_json(admin.plans.list()));
  });
  router.add(verb::post, "/api/v1/admin/plans", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    ChangeBody body(ctx.json_body());
    const auto plan = read_plan(body);
    for (const char* field : {"name", "price", "max_tickets_per_raffle"}) body.require(field);
    body.fields().done();
    return http::json_response(http::Status::created, to_json(admin.plans.create(admin_id, plan)));
  });
  router.add(verb::patch, "/api/v1/admin/plans/{id}", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    ChangeBody body(ctx.json_body());
    const auto changes = read_plan(body);
    body.fields().done();
    return http::json_response(http::Status::ok, to_json(admin.plans.update(admin_id, ctx.param("id"), changes)));
  });
  router.add(verb::delete_, "/api/v1/admin/plans/{id}", [&, super_admin](http::RequestContext& ctx) {
    const auto admin_id = super_admin(ctx);
    admin.plans.remove(admin_id, ctx.param("id"));
    return http::empty_response(http::Status::no_content);
  });

  router.add(verb::get, "/api/v1/admin/audit-log", [&, super_admin](http::RequestContext& ctx) {
    super_admin(ctx);
    http::QueryFields query(ctx);
    const auto entity = query.one_of("entity",
                                     {"subscription_mobile_payment", "mobile_payment_config", "exchange_rate",
                                      "subscription_plan", "raffle", "user", "raffle_report"},
                                     audit_log::kEntityMessage);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(audit_log::list(*admin.database.acquire(), entity, page)));
  });
}

}  // namespace rifa::features::admin
