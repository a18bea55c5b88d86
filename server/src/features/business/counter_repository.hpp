#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/business/counter.hpp"

namespace rifa::features::business {

// The SQL of settling counter sales (the shift closes' is the shifts feature's). Every method runs on the caller's
// connection (inside its transaction when it has one).
class CounterRepository {
 public:
  // The ticket's raffle creator, seller and status; nullopt when there is no such ticket.
  static std::optional<CounterSaleRef> sale(db::Connection& conn, const std::string& ticket_id);
};

}  // namespace rifa::features::business
