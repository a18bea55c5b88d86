#include "features/subscriptions/mobile_payments_routes.hpp"

#include <regex>

#include "auth/auth_routes.hpp"
#include "common/ids.hpp"
#include "common/text_rules.hpp"
#include "features/payment_methods/method_type.hpp"
#include "features/subscriptions/subscriptions_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::subscriptions {

using http::bhttp::verb;

namespace {

constexpr const char* kSubscription = "Elige la suscripción que pagas";
constexpr const char* kMobile = "Número de teléfono inválido (por ejemplo 0414-1234567)";
constexpr const char* kReference = "La referencia debe tener entre 4 y 30 letras, números o guiones";
constexpr const char* kAmount = "El monto debe ser mayor que 0, con hasta dos decimales";
constexpr const char* kCurrency = "Moneda inválida: USD o VES";
constexpr const char* kProof = "Sube el comprobante del pago";
constexpr const char* kStatus = "Estado inválido: pending, approved, rejected o all";
constexpr std::int64_t kMaxAmountCents = 1'000'000'000LL * 100;

constexpr TextRule kShort{0, 40, false, "Texto demasiado largo"};
constexpr TextRule kPath{0, 300, false, "Ruta de comprobante inválida"};

// A required text field matching `pattern` (the contract's), else `message`.
std::string matching(http::BodyFields& body, const char* name, const std::regex& pattern, const char* message) {
  auto value = body.text(name, kShort);
  if (!value || !std::regex_match(*value, pattern)) {
    body.add(name, message);
    return "";
  }
  return *value;
}

MobilePaymentReport read_report(const http::RequestContext& ctx) {
  static const std::regex mobile(kMobileNumberPattern);
  static const std::regex reference(R"(^[0-9A-Za-z-]{4,30}$)");
  http::BodyFields body(ctx);
  MobilePaymentReport r;
  auto subscription = body.text("subscription_id", kShort);
  if (!subscription || !is_uuid(*subscription)) body.add("subscription_id", kSubscription);
  r.mobile_number = matching(body, "mobile_number", mobile, kMobile);
  r.payment_method = payment_methods::read_method_type(body, "payment_method").value_or("pago_movil");
  r.reference_number = matching(body, "reference_number", reference, kReference);
  auto amount = body.cents("reported_amount", 1, kMaxAmountCents, kAmount);
  if (!amount) body.add("reported_amount", kAmount);
  r.reported_currency = body.one_of("reported_currency", {"USD", "VES"}, kCurrency).value_or("VES");
  auto path = body.text("screenshot_path", kPath);
  if (!path || path->empty()) body.add("screenshot_path", kProof);
  body.done();
  r.subscription_id = *subscription;
  r.reported_amount_cents = *amount;
  r.screenshot_path = *path;
  return r;
}

}  // namespace

void register_mobile_payment_routes(http::Router& router, MobilePaymentsService& service, auth::AuthService& auth) {
  router.add(verb::get, "/api/v1/subscription-mobile-payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    query.done();
    return http::json_response(http::Status::ok, to_json(service.list_mine(user.user_id, page), service.store()));
  });
  router.add(verb::post, "/api/v1/subscription-mobile-payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto report = read_report(ctx);
    return http::json_response(http::Status::created, to_json(service.report(user.user_id, report), service.store()));
  });
  router.add(verb::get, "/api/v1/admin/mobile-payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    service.require_admin(user.user_id);  // 403 before any 422 on the query
    http::QueryFields query(ctx);
    const auto status = query.one_of("status", {"pending", "approved", "rejected", "all"}, kStatus);
    const auto page = query.page(16);
    query.done();
    return http::json_response(
        http::Status::ok, to_json(service.admin_list(user.user_id, status.value_or("pending"), page), service.store()));
  });
}

}  // namespace rifa::features::subscriptions
