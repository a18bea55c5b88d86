#include "features/business/business_tickets.hpp"

#include <string_view>

#include "common/ids.hpp"
#include "common/money.hpp"
#include "common/text.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"
#include "features/business/sales_totals.hpp"
#include "features/draw/draw_rules.hpp"
#include "features/tickets/tickets_json.hpp"
#include "features/tickets/tickets_rows.hpp"
#include "features/tickets/tickets_service.hpp"
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

bool all_digits(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// A phone as people type it: digits with spaces, dots, dashes, parentheses or a leading +.
std::string phone_digits(std::string_view text) {
  std::string digits;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      digits += c;
    } else if (c != ' ' && c != '-' && c != '(' && c != ')' && c != '+' && c != '.') {
      return "";
    }
  }
  return digits;
}

// " FROM … WHERE …" of the business's tickets matching `filter`, its parameters appended to `params`.
std::string sales_from(db::Connection& conn, const std::string& business_id, const SalesFilter& filter,
                       db::Params& params) {
  std::string sql = std::string(tickets::kTicketFrom) +
                    "JOIN raffles r ON r.id = t.raffle_id "
                    "LEFT JOIN profiles sp ON sp.id = t.sold_by "
                    "LEFT JOIN cashiers sc ON sc.id = t.sold_by AND sc.business_id = r.creator_id "
                    "WHERE r.creator_id = ?";
  params.emplace_back(business_id);
  const auto and_if = [&](const char* condition, const std::optional<std::string>& value) {
    if (!value) return;
    sql += condition;
    params.emplace_back(*value);
  };
  and_if(" AND t.status = ?", filter.status);
  and_if(" AND t.raffle_id = ?", filter.raffle_id);
  if (filter.seller == "online") {
    sql += " AND t.sold_by IS NULL";
  } else {
    and_if(" AND t.sold_by = ?", filter.seller);
  }
  and_if(" AND t.purchase_date >= ?", filter.from);
  and_if(" AND t.purchase_date < ?", filter.to);
  if (filter.q) {
    // buyer_search is the normalised name, a space and the phone's digits.
    sql += " AND (t.buyer_search LIKE ? ESCAPE '\\'";
    params.emplace_back("%" + escape_like(normalize_search(*filter.q)) + "%");
    if (const auto digits = phone_digits(*filter.q); !digits.empty()) {
      sql += " OR t.buyer_search LIKE ?";
      params.emplace_back("%" + digits + "%");
    }
    // A number: live tickets hold it in ticket_numbers, cancelled ones only in their list.
    if (all_digits(*filter.q) && filter.q->size() <= 4) {
      const std::int64_t number = std::stoll(*filter.q);
      sql +=
          " OR (t.status <> 'cancelled' AND EXISTS (SELECT 1 FROM ticket_numbers tn WHERE tn.ticket_id = t.id "
          "AND tn.number = ?))";
      params.emplace_back(number);
      if (conn.dialect() == db::Dialect::postgresql) {
        sql += " OR (t.status = 'cancelled' AND t.numbers @> CAST(? AS jsonb))";
        params.emplace_back("[" + std::to_string(number) + "]");
      } else {
        sql += " OR (t.status = 'cancelled' AND EXISTS (SELECT 1 FROM json_each(t.numbers) WHERE value = ?))";
        params.emplace_back(number);
      }
    }
    sql += ")";
  }
  return sql;
}

constexpr const char* kSellerColumns =
    ", COALESCE(NULLIF(sc.name, ''), sp.name) AS seller_name, "
    "CASE WHEN t.sold_by = r.creator_id THEN 'owner' ELSE 'cashier' END AS seller_role ";

// The rows of the filter, newest first.
db::Result sales_rows(db::Connection& conn, const std::string& business_id, const SalesFilter& filter,
                      std::int64_t limit, std::int64_t offset) {
  db::Params params;
  const std::string from = sales_from(conn, business_id, filter, params);
  params.emplace_back(limit);
  params.emplace_back(offset);
  return conn.query(std::string("SELECT ") + tickets::kTicketColumns + tickets::kRaffleSummaryColumns + kSellerColumns +
                        from + " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                    params);
}

// The owner or cashier who sold it at the counter (name from the cashier row while there is one),
// null for an online purchase.
json seller_json(const db::Row& row) {
  if (row.is_null("sold_by")) return nullptr;
  return {{"id", row.text("sold_by")},
          {"name", row.opt_text("seller_name").value_or("")},
          {"role", row.text("seller_role")}};
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
  db::Params params;
  const std::string from = sales_from(conn, business_id, filter, params);
  const auto sums = conn.query("SELECT COUNT(*) AS n, " + sales_totals_columns(conn.dialect()) + from, params);
  const auto& s = sums.first();
  json data = json::array();
  for (const auto& row : sales_rows(conn, business_id, filter, page.limit, page.offset()).rows) {
    json ticket = tickets::to_json(tickets::ticket_with_raffle_of(row));
    ticket["seller"] = seller_json(row);
    data.push_back(std::move(ticket));
  }
  return {{"data", std::move(data)}, {"count", s.integer("n")}, {"totals", sales_totals_json(s)}};
}

namespace {

// One CSV field: a leading ' before =, +, - or @ (a spreadsheet would run it as a formula), and
// quotes (inner ones doubled) around a field holding ;, " or a line break.
void csv_field(std::string& out, std::string_view value, bool last = false) {
  std::string text;
  if (!value.empty() && (value[0] == '=' || value[0] == '+' || value[0] == '-' || value[0] == '@')) text = "'";
  text += value;
  if (text.find_first_of(";\"\r\n") != std::string::npos) {
    out += '"';
    for (char c : text) {
      if (c == '"') out += '"';
      out += c;
    }
    out += '"';
  } else {
    out += text;
  }
  out += last ? "\r\n" : ";";
}

// 1234.5 USD as "1234,50".
std::string decimal_comma(std::int64_t cents) {
  std::string rest = std::to_string(cents % 100);
  return std::to_string(cents / 100) + "," + (rest.size() == 1 ? "0" + rest : rest);
}

std::string status_label(std::string_view status) {
  if (status == "paid") return "Pagado";
  if (status == "pending") return "Pendiente";
  return "Cancelado";
}

std::string payment_label(const std::optional<std::string>& status) {
  if (status == "pending") return "Pago reportado";
  if (status == "verified") return "Pago verificado";
  if (status == "rejected") return "Pago rechazado";
  return "";
}

}  // namespace

std::string export_sales_csv(db::Connection& conn, const std::string& business_id, const SalesFilter& filter) {
  const auto rows = sales_rows(conn, business_id, filter, kMaxExportRows, 0);
  std::string out = "\xEF\xBB\xBF";
  out.reserve(128 + rows.rows.size() * 160);
  out += "Fecha;Rifa;Números;Comprador;Teléfono;Correo;Estado;Pago;Vendido por;Monto (USD)\r\n";
  for (const auto& row : rows.rows) {
    const std::int64_t total = row.integer("raffle_total");
    std::string numbers;
    for (const auto& n : json::parse(row.text("numbers"), nullptr, false)) {
      if (!n.is_number_integer()) continue;
      if (!numbers.empty()) numbers += ", ";
      numbers += draw::padded_number(n.get<std::int64_t>(), total);
    }
    const auto when = parse_rfc3339(row.text("purchase_date"));
    csv_field(out, when ? draw::caracas_text(*when) : row.text("purchase_date"));
    csv_field(out, row.text("raffle_title"));
    csv_field(out, numbers);
    csv_field(out, row.text("buyer_name"));
    csv_field(out, row.text("buyer_phone"));
    csv_field(out, row.text("buyer_email"));
    csv_field(out, status_label(row.text("status")));
    csv_field(out, payment_label(row.opt_text("payment_status")));
    csv_field(out, row.is_null("sold_by") ? "En línea" : row.opt_text("seller_name").value_or(""));
    csv_field(out, decimal_comma(row.integer("price_cents")), true);
  }
  return out;
}

}  // namespace rifa::features::business
