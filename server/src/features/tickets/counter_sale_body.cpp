#include "features/tickets/counter_sale_body.hpp"

#include <regex>

#include "common/text_rules.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::tickets {

namespace {

constexpr TextRule kCounterBuyerName{2, 80, false, "El nombre del comprador debe tener entre 2 y 80 caracteres"};
constexpr TextRule kCounterBuyerEmail{0, 254, false, "El correo no puede superar 254 caracteres"};
constexpr TextRule kCounterBuyerPhone{0, 20, false, "El teléfono debe tener entre 7 y 20 caracteres"};
constexpr const char* kMethodMessage =
    "Método de pago inválido: efectivo_usd, efectivo_bs, pago_movil, transferencia, zelle o usdt";

}  // namespace

bool in_bolivares(std::string_view method) {
  return method == "efectivo_bs" || method == "pago_movil" || method == "transferencia";
}

CounterSaleBody read_counter_sale(const http::RequestContext& ctx,
                                  const std::function<std::optional<std::int64_t>()>& bolivar_rate,
                                  std::string_view no_rate_message) {
  static const std::regex kPhone(R"(^\+?[0-9][0-9 ()-]{6,19}$)");
  static const std::regex kEmail(R"(^[^@\s]+@[^@\s]+\.[^@\s]+$)");
  http::BodyFields body(ctx);
  CounterSaleBody out;
  auto numbers = body.integers("numbers");
  if (!numbers && !body.has("numbers")) body.add("numbers", "Elige entre 1 y 100 números");
  if (numbers) out.numbers = std::move(*numbers);
  const auto name = body.text("buyer_name", kCounterBuyerName);
  if (!name && !body.has("buyer_name")) body.add("buyer_name", "Escribe el nombre del comprador");
  const auto email = body.text("buyer_email", kCounterBuyerEmail).value_or("");
  if (!email.empty() && !std::regex_match(email, kEmail)) body.add("buyer_email", "Correo electrónico inválido");
  const auto phone = body.text("buyer_phone", kCounterBuyerPhone).value_or("");
  if (!phone.empty() && !std::regex_match(phone, kPhone)) {
    body.add("buyer_phone", "Teléfono inválido: de 7 a 20 dígitos, espacios, +, -, ( o )");
  }
  const auto status = body.one_of("status", {"pending", "paid"}, "Estado inválido: pending o paid");
  if (const auto method =
          body.one_of("payment_method", {"efectivo_usd", "efectivo_bs", "pago_movil", "transferencia", "zelle", "usdt"},
                      kMethodMessage)) {
    out.sale.payment = CounterPayment{*method, std::nullopt, std::nullopt};
    if (in_bolivares(*method)) {
      out.sale.payment->rate_cents = bolivar_rate();
      if (!out.sale.payment->rate_cents) body.add("payment_method", std::string(no_rate_message));
    }
  }
  const auto offline = body.boolean("offline");
  body.done();
  out.sale.offline = offline.value_or(false);
  out.sale.buyer_name = name.value_or("");
  out.sale.buyer_email = email;
  out.sale.buyer_phone = phone;
  out.sale.paid = status.value_or("paid") == "paid";
  return out;
}

}  // namespace rifa::features::tickets
