// BusinessRepository: the business's sold tickets (GET /business/tickets, its CSV export and a
// cashier's tickets) and their totals.
#include <string_view>

#include "common/text.hpp"
#include "features/business/business_repository.hpp"
#include "features/business/sales_totals.hpp"
#include "features/tickets/tickets_rows.hpp"

namespace rifa::features::business {

namespace {

bool only_digits(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// A phone as people type it: digits with spaces, dots, dashes, parentheses or a leading +.
std::string typed_phone_digits(std::string_view text) {
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
    if (const auto digits = typed_phone_digits(*filter.q); !digits.empty()) {
      sql += " OR t.buyer_search LIKE ?";
      params.emplace_back("%" + digits + "%");
    }
    // A number: live tickets hold it in ticket_numbers, cancelled ones only in their list.
    if (only_digits(*filter.q) && filter.q->size() <= 4) {
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

// The tickets of rows selected with kTicketColumns, kRaffleSummaryColumns and kSellerColumns.
std::vector<SoldTicket> sold_tickets(const db::Result& rows) {
  std::vector<SoldTicket> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    SoldTicket sold{tickets::ticket_with_raffle_of(row), std::nullopt};
    if (!row.is_null("sold_by")) {
      sold.seller = Seller{row.text("sold_by"), row.opt_text("seller_name").value_or(""), row.text("seller_role")};
    }
    out.push_back(std::move(sold));
  }
  return out;
}

}  // namespace

std::vector<SoldTicket> BusinessRepository::sales(db::Connection& conn, const std::string& business_id,
                                                  const SalesFilter& filter, std::int64_t limit, std::int64_t offset) {
  db::Params params;
  const std::string from = sales_from(conn, business_id, filter, params);
  params.emplace_back(limit);
  params.emplace_back(offset);
  return sold_tickets(conn.query(std::string("SELECT ") + tickets::kTicketColumns + tickets::kRaffleSummaryColumns +
                                     kSellerColumns + from + " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
                                 params));
}

std::optional<SoldTicket> BusinessRepository::sold_ticket(db::Connection& conn, const std::string& business_id,
                                                          const std::string& ticket_id) {
  db::Params params;
  const std::string from = sales_from(conn, business_id, SalesFilter{}, params);
  params.emplace_back(ticket_id);
  auto found = sold_tickets(conn.query(std::string("SELECT ") + tickets::kTicketColumns +
                                           tickets::kRaffleSummaryColumns + kSellerColumns + from + " AND t.id = ?",
                                       params));
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::pair<std::int64_t, SalesTotals> BusinessRepository::sales_totals(db::Connection& conn,
                                                                      const std::string& business_id,
                                                                      const SalesFilter& filter) {
  db::Params params;
  const std::string from = sales_from(conn, business_id, filter, params);
  const auto sums = conn.query("SELECT COUNT(*) AS n, " + sales_totals_columns(conn.dialect()) + from, params);
  return {sums.first().integer("n"), sales_totals_of(sums.first())};
}

}  // namespace rifa::features::business
