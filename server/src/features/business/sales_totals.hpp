#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"

namespace rifa::features::business {

// The contract's SalesTotals as aggregate columns over tickets (alias `t`): add
//   SELECT <sales_totals_columns(dialect)> FROM tickets t … [GROUP BY …]
// and read the row with sales_totals_json. Sums are over non-cancelled tickets; cancelled ones are
// only counted. The same columns serve the totals of a filtered ticket list and each cashier's sales.
std::string sales_totals_columns(db::Dialect dialect);

// The count of a ticket's numbers in SQL (its `t.numbers` JSON list), per dialect.
std::string numbers_count_sql(db::Dialect dialect);

// SalesTotals from a row selected with sales_totals_columns; NULL columns (a LEFT JOIN that found no
// tickets) count as zero.
nlohmann::json sales_totals_json(const db::Row& row);

}  // namespace rifa::features::business
