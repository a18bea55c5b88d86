#include "features/payments/payments_routes.hpp"

#include "auth/auth_routes.hpp"
#include "common/errors.hpp"
#include "common/time.hpp"
#include "features/payment_methods/method_type.hpp"
#include "features/payments/payments_json.hpp"
#include "features/tickets/tickets_json.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::payments {

using http::bhttp::verb;
using nlohmann::json;

namespace {

constexpr const char* kAmount = "El monto debe ser mayor que 0, con hasta dos decimales";
constexpr const char* kCurrency = "Moneda inválida: USD o VES";
constexpr const char* kDate = "Fecha inválida (formato 2026-11-21T15:04:05Z)";
constexpr std::int64_t kMaxAmountCents = 100'000'000LL * 100;

constexpr TextRule kReference{0, 60, false, "La referencia no puede superar 60 caracteres"};
constexpr TextRule kBank{0, 80, false, "El banco no puede superar 80 caracteres"};
constexpr TextRule kAccount{0, 40, false, "El número de cuenta no puede superar 40 caracteres"};
constexpr TextRule kPhone{0, 20, false, "El teléfono no puede superar 20 caracteres"};
constexpr TextRule kEmail{0, 254, false, "El correo no puede superar 254 caracteres"};
constexpr TextRule kNotes{0, 500, true, "Las notas no pueden superar 500 caracteres"};
constexpr TextRule kPath{0, 300, false, "Ruta de comprobante inválida"};
constexpr TextRule kReviewNotes{3, 500, true, "Indica el motivo del rechazo (entre 3 y 500 caracteres)"};

// The body's optional fields: each absent → unchanged (PATCH) / none (POST); null in a PATCH
// clears the field. A blank free text counts as none; a blank id or date is invalid.
class ReportFields {
 public:
  explicit ReportFields(const http::RequestContext& ctx) : raw_(ctx.json_body()), body_(raw_) {}

  http::BodyFields& body() { return body_; }

  Change<std::string> text(const char* name, const TextRule& rule) {
    if (cleared(name)) return std::optional<std::string>{};
    auto value = body_.text(name, rule);
    if (!value) return std::nullopt;
    if (value->empty()) return std::optional<std::string>{};
    return value;
  }
  Change<std::string> id(const char* name) {
    if (cleared(name)) return std::optional<std::string>{};
    auto value = body_.id(name);
    if (!value) return std::nullopt;
    return std::optional<std::string>(std::move(*value));
  }
  // An RFC 3339 date-time, kept as the canonical UTC text.
  Change<std::string> date(const char* name) {
    if (cleared(name)) return std::optional<std::string>{};
    const auto at = body_.instant(name, kDate);
    if (!at) return std::nullopt;
    return std::optional<std::string>(to_rfc3339(*at));
  }

 private:
  bool cleared(const char* name) const {
    const auto it = raw_.find(name);
    return it != raw_.end() && it->is_null();
  }
  json raw_;
  http::BodyFields body_;
};

PaymentCorrection read_correction(const http::RequestContext& ctx) {
  ReportFields f(ctx);
  auto& body = f.body();
  PaymentCorrection c;
  c.method = payment_methods::read_method_type(body, "method");
  c.payment_method_id = f.id("payment_method_id");
  c.amount_cents = body.cents("amount", 1, kMaxAmountCents, kAmount);
  c.currency = body.one_of("currency", {"USD", "VES"}, kCurrency);
  c.reference = f.text("reference", kReference);
  c.date = f.date("date");
  c.bank = f.text("bank", kBank);
  c.account_number = f.text("account_number", kAccount);
  c.phone_number = f.text("phone_number", kPhone);
  c.email = f.text("email", kEmail);
  c.notes = f.text("notes", kNotes);
  c.screenshot_path = f.text("screenshot_path", kPath);
  body.done();
  return c;
}

PaymentReport read_report(const http::RequestContext& ctx) {
  // The same fields as a correction; method and amount are required, currency defaults to USD.
  const PaymentCorrection c = read_correction(ctx);
  http::FieldErrors missing;
  if (!c.method) missing.add("method", payment_methods::kMethodTypeMessage);
  if (!c.amount_cents) missing.add("amount", kAmount);
  missing.done();
  const auto given = [](const Change<std::string>& change) { return change ? *change : std::nullopt; };
  return {*c.method,
          given(c.payment_method_id),
          *c.amount_cents,
          c.currency.value_or("USD"),
          given(c.reference),
          given(c.date),
          given(c.bank),
          given(c.account_number),
          given(c.phone_number),
          given(c.email),
          given(c.notes),
          given(c.screenshot_path)};
}

}  // namespace

void register_routes(http::Router& router, PaymentsService& service, auth::AuthService& auth) {
  router.add(
      verb::post, "/api/v1/uploads/payment-screenshots",
      [&](http::RequestContext& ctx) {
        const auto user = auth::require_user(auth, ctx);
        http::QueryFields query(ctx);
        const auto ticket_id = query.uuid("ticket_id");  // for a ticket's payment; none for a subscription's
        query.done();
        return http::json_response(http::Status::created,
                                   to_json(service.upload_screenshot(user.user_id, ctx.request.body(), ticket_id)));
      },
      http::file_upload_route());  // an upload: the upload budget (write_limits)
  router.add(verb::post, "/api/v1/tickets/{id}/payment", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto report = read_report(ctx);
    return http::json_response(http::Status::created, to_json(service.report(user.user_id, ctx.param("id"), report)));
  });
  router.add(verb::get, "/api/v1/tickets/{id}/payment", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               to_json(service.get(auth::require_user(auth, ctx).user_id, ctx.param("id"))));
  });
  router.add(verb::patch, "/api/v1/tickets/{id}/payment", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto change = read_correction(ctx);
    return http::json_response(http::Status::ok, to_json(service.correct(user.user_id, ctx.param("id"), change)));
  });
  // Part payments (abonos): every part with the balance, and one more part.
  router.add(verb::get, "/api/v1/tickets/{id}/payments", [&](http::RequestContext& ctx) {
    return http::json_response(http::Status::ok,
                               to_json(service.parts(auth::require_user(auth, ctx).user_id, ctx.param("id"))));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    const auto report = read_report(ctx);
    return http::json_response(http::Status::created,
                               to_json(service.report_part(user.user_id, ctx.param("id"), report)));
  });
  // "Devuelto": the organiser records that the ticket's money to return was returned (no body).
  router.add(verb::post, "/api/v1/tickets/{id}/refund", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::created, to_json(service.refund(user.user_id, ctx.param("id"))));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/payment/verify", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok, to_json(service.verify(user.user_id, ctx.param("id"))));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/payment/reject", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    // The body may be absent; the notes are required all the same.
    http::BodyFields body = ctx.request.body().empty() ? http::BodyFields(json::object()) : http::BodyFields(ctx);
    auto notes = body.text("notes", kReviewNotes);
    if (!notes && !body.has("notes")) body.add("notes", kReviewNotes.length_message);
    body.done();
    return http::json_response(http::Status::ok, to_json(service.reject(user.user_id, ctx.param("id"), *notes)));
  });
  router.add(verb::get, "/api/v1/me/pending-payments", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto page = query.page(16);
    const auto raffle_id = query.uuid("raffle_id");
    query.done();
    return http::json_response(http::Status::ok, to_json(service.pending(user.user_id, page, raffle_id)));
  });
  // The tickets of the caller's raffles with money still to return (the payments review's short list).
  router.add(verb::get, "/api/v1/me/refunds-due", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    http::QueryFields query(ctx);
    const auto raffle_id = query.uuid("raffle_id");
    query.done();
    return http::json_response(http::Status::ok, to_json(service.refunds_due(user.user_id, raffle_id, 20)));
  });
  router.add(verb::post, "/api/v1/tickets/{id}/validate-payment", [&](http::RequestContext& ctx) {
    const auto user = auth::require_user(auth, ctx);
    return http::json_response(http::Status::ok,
                               tickets::to_json(service.validate_ticket(user.user_id, ctx.param("id"))));
  });
}

}  // namespace rifa::features::payments
