#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/business/business.hpp"
#include "http/message.hpp"

namespace rifa::features::business {

// ?status&raffle_id&seller&from&to&q, each checked (422 with every field's message at once).
SalesFilter read_sales_filter(const http::RequestContext& ctx);

// The tickets of `business_id`'s raffles matching `filter`, newest first, as the contract's
// BusinessTicketList: each a TicketWithRaffle with its `seller`, `count` every matching row and
// `totals` (SalesTotals) over all of them in one aggregate query. A cashier's sales are
// `filter.seller = cashier id`.
nlohmann::json list_sales(db::Connection& conn, const std::string& business_id, const SalesFilter& filter,
                          const Page& page);

// At most this many rows go into one export.
inline constexpr std::int64_t kMaxExportRows = 50'000;

// Every ticket list_sales would list (newest first, at most kMaxExportRows) as the contract's CSV:
// UTF-8 with a BOM, `;` separators, CRLF rows, decimal comma, quoting, formula guard.
std::string export_sales_csv(db::Connection& conn, const std::string& business_id, const SalesFilter& filter);

}  // namespace rifa::features::business
