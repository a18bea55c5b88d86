#pragma once

#include <string>

#include "auth/auth.hpp"
#include "features/tickets/tickets.hpp"

namespace rifa::features::tickets {

// The confirmation mailed to the buyer of a purchase (Spanish): the raffle, the numbers, the
// amount, the receipt code and, for a hold, when it ends and where to report the payment.
auth::Mail purchase_mail(const Ticket& ticket, const std::string& raffle_title, std::int64_t total_tickets,
                         const std::string& site_url);

}  // namespace rifa::features::tickets
