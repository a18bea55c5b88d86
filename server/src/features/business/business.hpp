#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::business {

// A profile as business access reads it: a business owner, or the business a cashier works for.
struct BusinessProfile {
  std::string id, name, type;
  bool membership_active = false;
};

// A business's Bs-per-USD rate (hundredths of a bolívar per dollar) and when it was set.
struct ExchangeRate {
  std::optional<std::int64_t> rate_cents;
  std::optional<std::string> set_at;
};

// The contract's RaffleFigures of one raffle, in numbers and USD cents (the `*_ves` figures are
// derived from the rate when written).
struct RaffleFigures {
  std::int64_t sold_numbers = 0, paid_numbers = 0, pending_numbers = 0;
  std::int64_t paid_cents = 0, pending_cents = 0;
  std::int64_t counter_tickets = 0, online_tickets = 0;
};

// One page of a business's raffles (ids, newest first) and the count of all that match.
struct RaffleIdPage {
  std::vector<std::string> ids;
  std::int64_t count = 0;
};

}  // namespace rifa::features::business
