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
// The contract's CashierInvitation, as the owner sees it (`invite_url` only when just made).
nlohmann::json to_json(const CashierInvitation& invitation);
// The contract's CashierInvitationView: what the link shows anyone (role cashier).
nlohmann::json to_invitation_view_json(const CashierInvitation& invitation);
// The contract's CashierInvitationAccepted: the business the caller now works for.
nlohmann::json to_accepted_json(const CashierInvitation& invitation);

}  // namespace rifa::features::business
