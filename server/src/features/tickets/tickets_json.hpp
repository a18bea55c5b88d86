#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "features/tickets/tickets.hpp"

namespace rifa::features::tickets {

// A ticket as the API shows it (the contract's Ticket), the one serialiser of tickets: written
// straight into a string (a purchase's answer, on the hot path), or as a JSON value to embed. A
// counter sale's buyer account (`user_id`) is never shown.
std::string to_text(const Ticket& ticket);
nlohmann::json to_json(const Ticket& ticket);
// The contract's TicketWithRaffle: the ticket and its raffle's summary under "raffle".
nlohmann::json to_json(const TicketWithRaffle& ticket);
// {"data": [...], "count": n}.
nlohmann::json to_json(const TicketPage& page);
nlohmann::json to_json(const TicketWithRafflePage& page);
// {"available": bool, "unavailable": [numbers]}.
nlohmann::json to_json(const Availability& availability);

}  // namespace rifa::features::tickets
