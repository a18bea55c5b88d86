#pragma once

#include <nlohmann/json.hpp>

#include "features/business/business.hpp"

namespace rifa::features::business {

// The contract's SalesTotals.
nlohmann::json to_json(const SalesTotals& totals);
// The contract's TicketWithRaffle with its `seller` (null: an online purchase).
nlohmann::json to_json(const SoldTicket& sold);
// The contract's BusinessTicketList: {data, count, totals}.
nlohmann::json to_json(const SalesPage& page);
// The contract's Cashier, with its `sales`.
nlohmann::json to_json(const Cashier& cashier);
// The contract's CashierList: {data, count}.
nlohmann::json to_json(const CashierPage& page);

}  // namespace rifa::features::business
