#include "features/business/sales_totals.hpp"

namespace rifa::features::business {

namespace {

std::string sum_if(const char* condition, const char* value, const char* as) {
  return std::string("CAST(COALESCE(SUM(CASE WHEN ") + condition + " THEN " + value +
         " ELSE 0 END), 0) AS BIGINT) AS " + as;
}

}  // namespace

std::string numbers_count_sql(db::Dialect dialect) {
  return dialect == db::Dialect::postgresql ? "jsonb_array_length(t.numbers)" : "json_array_length(t.numbers)";
}

std::string sales_totals_columns(db::Dialect dialect) {
  const std::string numbers = numbers_count_sql(dialect);
  return sum_if("t.status <> 'cancelled'", "1", "sales_tickets") + ", " +
         sum_if("t.status <> 'cancelled'", numbers.c_str(), "sales_numbers") + ", " +
         sum_if("t.status <> 'cancelled'", "t.price_cents", "sales_amount_cents") + ", " +
         sum_if("t.status = 'paid'", "t.price_cents", "sales_paid_cents") + ", " +
         sum_if("t.status = 'pending'", "t.price_cents", "sales_pending_cents") + ", " +
         sum_if("t.status = 'cancelled'", "1", "sales_cancelled");
}

SalesTotals sales_totals_of(const db::Row& row) {
  const auto value = [&](const char* column) { return row.is_null(column) ? std::int64_t{0} : row.integer(column); };
  return {value("sales_tickets"),    value("sales_numbers"),       value("sales_amount_cents"),
          value("sales_paid_cents"), value("sales_pending_cents"), value("sales_cancelled")};
}

}  // namespace rifa::features::business
