#include "features/business/counter_repository.hpp"

namespace rifa::features::business {

namespace {

constexpr const char* kCloseSelect =
    "SELECT c.id, c.business_id, c.seller_id, COALESCE(NULLIF(cc.name, ''), p.name, '') AS seller_name, "
    "c.period_from, c.period_to, c.owed_cents, c.closed_by, c.created_at, c.signed_off_by, c.signed_off_at "
    "FROM shift_closes c LEFT JOIN profiles p ON p.id = c.seller_id "
    "LEFT JOIN cashiers cc ON cc.id = c.seller_id AND cc.business_id = c.business_id ";

ShiftClose close_of(const db::Row& r) {
  ShiftClose c;
  c.id = r.text("id");
  c.business_id = r.text("business_id");
  c.seller_id = r.text("seller_id");
  c.seller_name = r.text("seller_name");
  c.from = r.text("period_from");
  c.to = r.text("period_to");
  c.owed_usd_cents = r.integer("owed_cents");
  c.closed_by = r.text("closed_by");
  c.created_at = r.text("created_at");
  c.signed_off_by = r.opt_text("signed_off_by");
  c.signed_off_at = r.opt_text("signed_off_at");
  return c;
}

// The lines of the closes, read in one query and put in kShiftMethods order.
void read_lines(db::Connection& conn, std::vector<ShiftClose>& closes) {
  if (closes.empty()) return;
  db::Params params;
  for (const auto& c : closes) params.emplace_back(c.id);
  const auto rows = conn.query(
      "SELECT close_id, method, expected_cents, counted_cents FROM shift_close_lines "
      "WHERE close_id IN (" +
          db::placeholders(params.size()) + ")",
      params);
  for (auto& c : closes) {
    for (const auto method : kShiftMethods) {
      for (const auto& row : rows.rows) {
        if (row.text("close_id") != c.id || row.text("method") != method) continue;
        c.lines.push_back({row.text("method"), row.integer("expected_cents"), row.integer("counted_cents")});
      }
    }
  }
}

}  // namespace

std::optional<CounterSaleRef> CounterRepository::sale(db::Connection& conn, const std::string& ticket_id) {
  const auto found = conn.query(
      "SELECT r.creator_id, t.sold_by, t.status FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
      {ticket_id});
  if (found.empty()) return std::nullopt;
  const auto& r = found.first();
  return CounterSaleRef{r.text("creator_id"), r.opt_text("sold_by"), r.text("status")};
}

std::vector<SaleGroup> CounterRepository::sale_groups(db::Connection& conn, const std::string& business_id,
                                                      const std::string& seller_id, const std::string& from,
                                                      const std::string& to) {
  const auto rows = conn.query(
      "SELECT COALESCE(t.counter_method, 'sin_metodo') AS method, t.status, COUNT(*) AS n, "
      "CAST(COALESCE(SUM(t.price_cents), 0) AS BIGINT) AS usd, "
      "CAST(COALESCE(SUM(t.counter_amount_ves_cents), 0) AS BIGINT) AS ves "
      "FROM tickets t JOIN raffles r ON r.id = t.raffle_id "
      "WHERE r.creator_id = ? AND t.sold_by = ? AND t.status <> 'cancelled' AND t.purchase_date >= ? "
      "AND t.purchase_date < ? GROUP BY COALESCE(t.counter_method, 'sin_metodo'), t.status",
      {business_id, seller_id, from, to});
  std::vector<SaleGroup> out;
  for (const auto& row : rows.rows) {
    out.push_back({row.text("method"), row.text("status"), row.integer("n"), row.integer("usd"), row.integer("ves")});
  }
  return out;
}

void CounterRepository::insert_close(db::Connection& conn, const ShiftClose& c) {
  conn.query(
      "INSERT INTO shift_closes (id, business_id, seller_id, period_from, period_to, owed_cents, closed_by, "
      "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {c.id, c.business_id, c.seller_id, c.from, c.to, c.owed_usd_cents, c.closed_by, c.created_at});
  for (const auto& line : c.lines) {
    conn.query("INSERT INTO shift_close_lines (close_id, method, expected_cents, counted_cents) VALUES (?, ?, ?, ?)",
               {c.id, line.method, line.expected, line.counted});
  }
}

std::optional<ShiftClose> CounterRepository::close(db::Connection& conn, const std::string& business_id,
                                                   const std::string& id) {
  const auto found = conn.query(std::string(kCloseSelect) + "WHERE c.id = ? AND c.business_id = ?", {id, business_id});
  if (found.empty()) return std::nullopt;
  std::vector<ShiftClose> one{close_of(found.first())};
  read_lines(conn, one);
  return std::move(one.front());
}

ShiftClosePage CounterRepository::closes(db::Connection& conn, const std::string& business_id,
                                         const std::optional<std::string>& seller_id, const Page& page) {
  std::string where = "WHERE c.business_id = ?";
  db::Params params{business_id};
  if (seller_id) {
    where += " AND c.seller_id = ?";
    params.emplace_back(*seller_id);
  }
  ShiftClosePage out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM shift_closes c " + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  for (const auto& row :
       conn.query(kCloseSelect + where + " ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?", params).rows) {
    out.data.push_back(close_of(row));
  }
  read_lines(conn, out.data);
  return out;
}

bool CounterRepository::sign_off(db::Connection& conn, const std::string& business_id, const std::string& id,
                                 const std::string& owner_id, const std::string& now) {
  return conn.query(
                 "UPDATE shift_closes SET signed_off_by = ?, signed_off_at = ? "
                 "WHERE id = ? AND business_id = ? AND signed_off_at IS NULL",
                 {owner_id, now, id, business_id})
             .affected != 0;
}

}  // namespace rifa::features::business
