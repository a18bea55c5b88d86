#pragma once

#include <optional>
#include <string>

namespace rifa::features::business {

// Settling counter sales (issue 36 part 3). The shift close (totals by method, the close, its CSV)
// is the shifts feature's, shared with a raffle's sellers.

// Who made a counter sale and in which business's raffle, and its status (settling reads it).
struct CounterSaleRef {
  std::string creator_id;
  std::optional<std::string> sold_by;
  std::string status;
};

}  // namespace rifa::features::business
