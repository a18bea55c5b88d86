#pragma once

#include <string>

#include "db/database.hpp"
#include "features/raffles/raffles_service.hpp"

namespace rifa::features::business {

// GET /business/raffles: the raffles `business_id` created (private ones included), newest first,
// filtered by status and text like the other raffle lists, each the raffle's JSON with its
// `figures` (RaffleFigures, from one grouped query over the page's tickets), and the business's
// Bs-per-USD rate the `*_ves` figures use (BusinessRaffleList), serialised.
std::string list_business_raffles(db::Database& db, const std::string& business_id,
                                  const raffles::RaffleListQuery& query);

}  // namespace rifa::features::business
