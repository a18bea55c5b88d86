#pragma once

#include "db/database.hpp"
#include "features/tickets/tickets.hpp"

namespace rifa::features::tickets {

// Typed ticket rows for the features whose own queries join tickets (payments, business sales):
// they select these columns and read the rows here, so a ticket is read and written one way.

// `SELECT <kTicketColumns> <kTicketFrom>`, then optional joins on `t`: the ticket, its payment
// report's verification status and its rating.
extern const char* const kTicketColumns;
extern const char* const kTicketFrom;
// The raffle columns selected after kTicketColumns (`… JOIN raffles r ON r.id = t.raffle_id`).
extern const char* const kRaffleSummaryColumns;

// The ticket (and its raffle) of a row with those columns.
Ticket ticket_of(const db::Row& row);
TicketWithRaffle ticket_with_raffle_of(const db::Row& row);

}  // namespace rifa::features::tickets
