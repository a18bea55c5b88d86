#pragma once

#include <string>

#include "db/database.hpp"
#include "features/business/business.hpp"

namespace rifa::features::business {

// SQL pieces shared by the business repository's files (not used elsewhere).

// SalesTotals as aggregate columns over tickets (alias `t`): add
//   SELECT <sales_totals_columns(dialect)> FROM tickets t … [GROUP BY …]
// and read the row with sales_totals_of. Sums are over non-cancelled tickets; cancelled ones are
// only counted. The same columns serve the totals of a filtered ticket list and each cashier's sales.
std::string sales_totals_columns(db::Dialect dialect);

// The count of a ticket's numbers in SQL (its `t.numbers` JSON list), per dialect.
std::string numbers_count_sql(db::Dialect dialect);

// SalesTotals from a row selected with sales_totals_columns; NULL columns (a LEFT JOIN that found no
// tickets) count as zero.
SalesTotals sales_totals_of(const db::Row& row);

}  // namespace rifa::features::business
