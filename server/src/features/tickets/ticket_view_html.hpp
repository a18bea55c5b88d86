#pragma once

#include <chrono>
#include <string>

#include <nlohmann/json.hpp>

namespace rifa::features::tickets {

// A buyer's ticket as plain HTML (issue 35, web/README.md "The buyer's pages as HTML"), drawn from
// the API's own answers the page also carries for the app: `ticket` (GET /tickets/{id}), `raffle`
// (GET /raffles/{id}) and `methods` (GET /raffles/{id}/payment-methods; null when the ticket takes
// no payment now). Its numbers, total and status; while its hold runs and nothing is reported,
// until when to report and how to pay: the total in dollars and, at the creator's rate, in
// bolívares, and each of the creator's methods with its details. Every text a person wrote is
// escaped. `now` decides whether the hold still runs.
std::string ticket_view_html(const nlohmann::json& ticket, const nlohmann::json& raffle, const nlohmann::json& methods,
                             std::chrono::system_clock::time_point now);

// Whether the ticket takes a payment report now (pending, its hold running at `now`, nothing
// reported or its report rejected): then the page shows how to pay, and carries the methods.
bool ticket_takes_payment(const nlohmann::json& ticket, std::chrono::system_clock::time_point now);

}  // namespace rifa::features::tickets
