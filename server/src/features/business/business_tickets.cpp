#include "features/business/business_tickets.hpp"

#include <string_view>

#include "common/csv.hpp"
#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"
#include "features/business/business_json.hpp"
#include "features/business/business_repository.hpp"
#include "features/draw/draw_rules.hpp"
#include "features/shifts/shifts.hpp"
#include "http/request_fields.hpp"

namespace rifa::features::business {

using nlohmann::json;

namespace {

constexpr TextRule kSalesSearch{0, 80, false, "La búsqueda no puede superar 80 caracteres"};

// A timestamp filter in its canonical form (the form stored), or a message for the field.
std::optional<std::string> read_instant(http::QueryFields& query, const char* name) {
  const auto when = query.instant(name, "Fecha inválida: usa RFC 3339, p. ej. 2026-11-21T15:04:05Z");
  if (!when) return std::nullopt;
  return to_rfc3339(*when);
}

}  // namespace

SalesFilter read_sales_filter(const http::RequestContext& ctx) {
  http::QueryFields query(ctx);
  SalesFilter out;
  out.status = query.one_of("status", {"all", "pending", "paid", "cancelled"},
                            "Estado inválido: all, pending, paid o cancelled");
  if (out.status == "all") out.status.reset();
  out.raffle_id = query.uuid("raffle_id");
  if (auto seller = ctx.query_value("seller"); seller && !seller->empty()) {
    if (*seller == "online" || is_uuid(*seller)) {
      out.seller = std::move(*seller);
    } else {
      query.add("seller", "Vendedor inválido: online o el id de quien vendió");
    }
  }
  out.from = read_instant(query, "from");
  out.to = read_instant(query, "to");
  if (auto q = ctx.query_value("q")) {
    auto checked = check_text(*q, kSalesSearch);
    if (!checked.ok()) {
      query.add("q", std::move(checked.error));
    } else if (!checked.value.empty()) {
      out.q = std::move(checked.value);
    }
  }
  query.done();
  return out;
}

json list_sales(db::Connection& conn, const std::string& business_id, const SalesFilter& filter, const Page& page) {
  SalesPage out;
  std::tie(out.count, out.totals) = BusinessRepository::sales_totals(conn, business_id, filter);
  out.data = BusinessRepository::sales(conn, business_id, filter, page.limit, page.offset());
  return to_json(out);
}

namespace {

std::string status_label(std::string_view status) {
  if (status == "paid") return "Pagado";
  if (status == "pending") return "Pendiente";
  return "Cancelado";
}

// A counter sale's method; an online purchase's payment report.
std::string payment_label(const tickets::Ticket& t) {
  if (t.counter_payment) return shifts::method_label(t.counter_payment->method);
  const auto& status = t.payment_status;
  if (status == "pending") return "Pago reportado";
  if (status == "verified") return "Pago verificado";
  if (status == "rejected") return "Pago rechazado";
  return "";
}

}  // namespace

std::string export_sales_csv(db::Connection& conn, const std::string& business_id, const SalesFilter& filter) {
  const auto sold = BusinessRepository::sales(conn, business_id, filter, kMaxExportRows, 0);
  std::string out = kCsvBom;
  out.reserve(128 + sold.size() * 160);
  out +=
      "Fecha;Rifa;Números;Comprador;Teléfono;Correo;Estado;Pago;Vendido por;Monto (USD);Monto (Bs);Tasa (Bs/USD)\r\n";
  for (const auto& [item, seller] : sold) {
    const auto& t = item.ticket;
    std::string numbers;
    for (const auto n : t.numbers) {
      if (!numbers.empty()) numbers += ", ";
      numbers += draw::padded_number(n, item.raffle.total_tickets);
    }
    const auto when = parse_rfc3339(t.purchase_date);
    csv_field(out, when ? caracas_text(*when) : t.purchase_date);
    csv_field(out, item.raffle.title);
    csv_field(out, numbers);
    csv_field(out, t.buyer_name);
    csv_field(out, t.buyer_phone);
    csv_field(out, t.buyer_email);
    csv_field(out, status_label(t.status));
    csv_field(out, payment_label(t));
    csv_field(out, seller ? seller->name : "En línea");
    csv_amount(out, t.price_cents);
    const auto& paid = t.counter_payment;
    csv_field(out, paid && paid->amount_ves_cents ? decimal_comma(*paid->amount_ves_cents) : "");
    csv_field(out, paid && paid->rate_cents ? decimal_comma(*paid->rate_cents) : "", true);
  }
  return out;
}

}  // namespace rifa::features::business
