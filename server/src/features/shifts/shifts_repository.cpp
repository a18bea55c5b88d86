#include "features/shifts/shifts_repository.hpp"

namespace rifa::features::shifts {

namespace {

constexpr const char* kShiftCloseSelect =
    "SELECT c.id, c.business_id, c.raffle_id, c.seller_id, COALESCE(NULLIF(cc.name, ''), p.name, '') AS seller_name, "
    "c.period_from, c.period_to, c.owed_cents, c.closed_by, c.created_at, c.signed_off_by, c.signed_off_at "
    "FROM shift_closes c LEFT JOIN profiles p ON p.id = c.seller_id "
    "LEFT JOIN cashiers cc ON cc.id = c.seller_id AND cc.business_id = c.business_id AND c.raffle_id IS NULL ";

// "<alias>business_id = ? AND <the raffle's, or none>" with its parameters.
std::string shift_scope_where(const ShiftScope& scope, db::Params& params, const std::string& alias) {
  params.emplace_back(scope.owner_id);
  if (!scope.raffle_id) return alias + "business_id = ? AND " + alias + "raffle_id IS NULL";
  params.emplace_back(*scope.raffle_id);
  return alias + "business_id = ? AND " + alias + "raffle_id = ?";
}

db::Value shift_optional(const std::optional<std::string>& value) {
  return value ? db::Value(*value) : db::Value(nullptr);
}

ShiftClose shift_close_of(const db::Row& r) {
  ShiftClose c;
  c.id = r.text("id");
  c.business_id = r.text("business_id");
  c.raffle_id = r.opt_text("raffle_id");
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
void read_shift_lines(db::Connection& conn, std::vector<ShiftClose>& closes) {
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

std::vector<SaleGroup> ShiftsRepository::sale_groups(db::Connection& conn, const ShiftScope& scope,
                                                     const std::string& seller_id, const std::string& from,
                                                     const std::string& to) {
  db::Params params{scope.owner_id};
  std::string where = "r.creator_id = ?";
  if (scope.raffle_id) {
    where += " AND t.raffle_id = ?";
    params.emplace_back(*scope.raffle_id);
  }
  params.emplace_back(seller_id);
  params.emplace_back(from);
  params.emplace_back(to);
  const auto rows = conn.query(
      "SELECT COALESCE(t.counter_method, 'sin_metodo') AS method, t.status, COUNT(*) AS n, "
      "CAST(COALESCE(SUM(t.price_cents), 0) AS BIGINT) AS usd, "
      "CAST(COALESCE(SUM(t.counter_amount_ves_cents), 0) AS BIGINT) AS ves "
      "FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE " +
          where +
          " AND t.sold_by = ? AND t.status <> 'cancelled' AND t.purchase_date >= ? "
          "AND t.purchase_date < ? GROUP BY COALESCE(t.counter_method, 'sin_metodo'), t.status",
      params);
  std::vector<SaleGroup> out;
  for (const auto& row : rows.rows) {
    out.push_back({row.text("method"), row.text("status"), row.integer("n"), row.integer("usd"), row.integer("ves")});
  }
  return out;
}

void ShiftsRepository::insert_close(db::Connection& conn, const ShiftClose& c) {
  conn.query(
      "INSERT INTO shift_closes (id, business_id, raffle_id, seller_id, period_from, period_to, owed_cents, closed_by, "
      "created_at, signed_off_by, signed_off_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      {c.id, c.business_id, shift_optional(c.raffle_id), c.seller_id, c.from, c.to, c.owed_usd_cents, c.closed_by,
       c.created_at, shift_optional(c.signed_off_by), shift_optional(c.signed_off_at)});
  for (const auto& line : c.lines) {
    conn.query("INSERT INTO shift_close_lines (close_id, method, expected_cents, counted_cents) VALUES (?, ?, ?, ?)",
               {c.id, line.method, line.expected, line.counted});
  }
}

std::optional<ShiftClose> ShiftsRepository::close(db::Connection& conn, const ShiftScope& scope,
                                                  const std::string& id) {
  db::Params params{id};
  const std::string where = "WHERE c.id = ? AND " + shift_scope_where(scope, params, "c.");
  const auto found = conn.query(kShiftCloseSelect + where, params);
  if (found.empty()) return std::nullopt;
  std::vector<ShiftClose> one{shift_close_of(found.first())};
  read_shift_lines(conn, one);
  return std::move(one.front());
}

ShiftClosePage ShiftsRepository::closes(db::Connection& conn, const ShiftScope& scope,
                                        const std::optional<std::string>& seller_id, const Page& page) {
  db::Params params;
  std::string where = "WHERE " + shift_scope_where(scope, params, "c.");
  if (seller_id) {
    where += " AND c.seller_id = ?";
    params.emplace_back(*seller_id);
  }
  ShiftClosePage out;
  out.count = conn.query("SELECT COUNT(*) AS n FROM shift_closes c " + where, params).first().integer("n");
  params.emplace_back(page.limit);
  params.emplace_back(page.offset());
  for (const auto& row :
       conn.query(kShiftCloseSelect + where + " ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?", params).rows) {
    out.data.push_back(shift_close_of(row));
  }
  read_shift_lines(conn, out.data);
  return out;
}

bool ShiftsRepository::sign_off(db::Connection& conn, const ShiftScope& scope, const std::string& id,
                                const std::string& signer_id, const std::string& now) {
  db::Params params{signer_id, now, id};
  const std::string where = shift_scope_where(scope, params, "");
  return conn.query("UPDATE shift_closes SET signed_off_by = ?, signed_off_at = ? WHERE id = ? AND " + where +
                        " AND signed_off_at IS NULL",
                    params)
             .affected != 0;
}

}  // namespace rifa::features::shifts
