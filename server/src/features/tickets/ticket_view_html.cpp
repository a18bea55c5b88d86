#include "features/tickets/ticket_view_html.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <utility>

#include "common/money.hpp"
#include "common/time.hpp"
#include "features/tickets/ticket_view_html.hpp"
#include "http/html_text.hpp"

namespace rifa::features::tickets {
namespace {

// The page's texts, as the app says them (web/src/locales/es.ts: ticketPage, paymentMethods);
// web/scripts/server-pages.test.ts fails when a text here is not one of es.ts.
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kTicketViewTypes{{
    {"pago_movil", "Pago móvil"},
    {"transferencia", "Transferencia"},
    {"zelle", "Zelle"},
    {"efectivo", "Efectivo"},
}};
// Each type's details in the app's order (payment-method.ts DETAIL_FIELDS), with their labels.
struct TicketViewField {
  std::string_view key;
  std::string_view label;
};
constexpr TicketViewField kBank{"bank", "Banco"}, kPhone{"phone", "Teléfono"}, kIdNumber{"id_number", "Cédula / RIF"},
    kAccount{"account_number", "Número de cuenta"}, kHolder{"holder", "Titular"}, kEmail{"email", "Correo de Zelle"},
    kNotes{"notes", "Notas (opcional)"};
std::vector<TicketViewField> ticket_view_fields(std::string_view type) {
  if (type == "pago_movil") return {kBank, kPhone, kIdNumber};
  if (type == "transferencia") return {kBank, kAccount, kHolder, kIdNumber};
  if (type == "zelle") return {kEmail, kHolder};
  return {kNotes};
}

std::string ticket_view_text(const nlohmann::json& value, std::string_view key) {
  const auto it = value.find(key);
  return it != value.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::int64_t ticket_view_cents(const nlohmann::json& value) {
  return value.is_number() ? static_cast<std::int64_t>(std::llround(value.get<double>() * 100)) : 0;
}

// A number as the raffle shows it: zero-padded to its digits ("07", "0042").
std::string ticket_view_number(std::int64_t number, std::int64_t total) {
  const std::size_t width = std::max<std::size_t>(1, std::to_string(std::max<std::int64_t>(total - 1, 0)).size());
  std::string text = std::to_string(number);
  if (text.size() < width) text.insert(0, width - text.size(), '0');
  return text;
}

// The ticket's step (TicketTimeline's): its name and what it means.
std::pair<std::string_view, std::string_view> ticket_view_step(const nlohmann::json& ticket) {
  const std::string status = ticket_view_text(ticket, "status");
  const std::string payment = ticket_view_text(ticket, "payment_status");
  if (status == "cancelled")
    return {"Cancelado", "El ticket se canceló o su reserva venció: sus números quedaron libres."};
  if (status == "paid") return {"Pagado", "El organizador confirmó tu pago. ¡Suerte en el sorteo!"};
  if (payment == "pending")
    return {"Pago reportado", "El organizador está revisando tu pago. Tus números siguen apartados."};
  if (payment == "rejected") return {"Rechazado", "El organizador no pudo confirmar tu pago."};
  return {"Reservado", "Tus números están apartados mientras pagas."};
}

void ticket_view_methods(std::string& out, const nlohmann::json& methods) {
  const auto data = methods.find("data");
  if (data == methods.end() || !data->is_array() || data->empty()) {
    out +=
        "<p class=\"rifa-ssr__rule\">El organizador aún no registró métodos de pago. Contáctalo para acordar cómo "
        "pagar y luego reporta tu pago.</p>";
    return;
  }
  out += "<ul class=\"rifa-ssr__methods\">";
  for (const auto& method : *data) {
    const std::string type = ticket_view_text(method, "type");
    std::string type_name = type;
    for (const auto& [key, name] : kTicketViewTypes)
      if (key == type) type_name = name;
    out += "<li class=\"rifa-ssr__box\"><p><strong>" + http::escape_html(ticket_view_text(method, "name")) +
           "</strong> · " + http::escape_html(type_name);
    if (method.value("is_default", false)) out += " · Predeterminado";
    out += "</p><dl class=\"rifa-ssr__facts\">";
    const auto details = method.find("details");
    for (const auto& field : ticket_view_fields(type)) {
      const std::string value = details != method.end() ? ticket_view_text(*details, field.key) : std::string();
      if (value.empty()) continue;
      out += "<dt>";
      out += field.label;
      out += "</dt><dd>" + http::escape_html(value) + "</dd>";
    }
    out += "</dl></li>";
  }
  out += "</ul>";
}

}  // namespace

bool ticket_takes_payment(const nlohmann::json& ticket, std::chrono::system_clock::time_point now) {
  if (ticket_view_text(ticket, "status") != "pending") return false;
  const std::string payment = ticket_view_text(ticket, "payment_status");
  if (!payment.empty() && payment != "rejected") return false;
  const auto expires = parse_rfc3339(ticket_view_text(ticket, "expires_at"));
  return expires && *expires > now;
}

std::string ticket_view_html(const nlohmann::json& ticket, const nlohmann::json& raffle, const nlohmann::json& methods,
                             std::chrono::system_clock::time_point now) {
  const nlohmann::json summary = ticket.value("raffle", nlohmann::json::object());
  const std::int64_t total_tickets = summary.value("total_tickets", std::int64_t{0});
  std::string numbers;
  for (const auto& n : ticket.value("numbers", nlohmann::json::array()))
    if (n.is_number_integer())
      numbers += (numbers.empty() ? "" : ", ") + ticket_view_number(n.get<std::int64_t>(), total_tickets);
  const std::int64_t price_cents = ticket_view_cents(ticket.value("price", nlohmann::json()));
  const auto [step, step_text] = ticket_view_step(ticket);

  std::string out;
  out.reserve(4096);
  out += "<div class=\"rifa-ssr\" id=\"rifa-ssr\" data-ticket=\"" + http::escape_html(ticket_view_text(ticket, "id")) +
         "\"><header class=\"rifa-ssr__bar\"><a class=\"rifa-ssr__brand\" href=\"/app\">Rifa</a></header>";
  out += "<main class=\"rifa-ssr__main\"><p><a href=\"/app/tickets\">Mis tickets</a></p>";
  out += "<h1 class=\"rifa-ssr__title\">" + http::escape_html(ticket_view_text(summary, "title")) + "</h1>";
  out += "<p><a href=\"/app/raffle/" + http::escape_html(ticket_view_text(summary, "id")) + "\">Ver rifa</a></p>";
  out += "<dl class=\"rifa-ssr__facts\"><dt>Números</dt><dd class=\"rifa-ssr__ticket-numbers\">" + numbers +
         "</dd><dt>Total</dt><dd><strong>" + usd_text(price_cents) + "</strong></dd><dt>Estado del ticket</dt><dd>";
  out += step;
  out += "</dd></dl><p class=\"rifa-ssr__rule\">";
  out += step_text;
  out += "</p>";
  if (ticket_takes_payment(ticket, now)) {
    // The page's first and largest text, as the app's hold box is (so the app's, when it takes over,
    // is not a larger paint: Largest Contentful Paint stays this page's).
    out += "<p class=\"rifa-ssr__box rifa-ssr__hold\">Reporta tu pago antes del " +
           caracas_text(ticket_view_text(ticket, "expires_at")) + " (hora de Venezuela).</p>";
    out +=
        "<h2 class=\"rifa-ssr__subtitle\">Cómo pagar</h2><p class=\"rifa-ssr__rule\">Paga el total con uno de los "
        "métodos del organizador y luego reporta tu pago.</p><dl class=\"rifa-ssr__facts\"><dt>Total en "
        "dólares</dt><dd><strong>" +
        usd_text(price_cents) + "</strong></dd>";
    const nlohmann::json creator = raffle.value("creator", nlohmann::json::object());
    const std::int64_t rate_cents = ticket_view_cents(creator.value("exchange_rate", nlohmann::json()));
    if (rate_cents > 0) {
      out += "<dt>Total en bolívares</dt><dd><strong>" + bs_text(bs_cents(price_cents, rate_cents)) +
             "</strong></dd></dl><p class=\"rifa-ssr__rule\">Tasa del organizador: " + bs_text(rate_cents) +
             " por dólar (" + caracas_text(ticket_view_text(creator, "exchange_rate_at")) + ")</p>";
    } else {
      out += "</dl><p class=\"rifa-ssr__rule\">El organizador no publicó una tasa en bolívares: paga en dólares.</p>";
    }
    ticket_view_methods(out, methods);
  }
  out += "<p class=\"rifa-ssr__rule\">Comprado el " + caracas_text(ticket_view_text(ticket, "purchase_date")) +
         "</p></main></div>";
  return out;
}

}  // namespace rifa::features::tickets
