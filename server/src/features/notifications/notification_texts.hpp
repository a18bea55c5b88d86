#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "features/notifications/notifier.hpp"

namespace rifa::features::notifications {

// What a notification says about a raffle: its id, its title and its size (numbers are shown
// zero-padded to its digits: 07, 007, 0007).
struct RaffleRef {
  std::string id;
  std::string title;
  std::int64_t total_tickets = 100;
};

// "07, 21 y 42" (at most ten numbers, then "y N más").
std::string numbers_text(const std::vector<std::int64_t>& numbers, std::int64_t total_tickets);
// "$ 1.234,56" (es-VE, as the app shows prices).
std::string usd_text(std::int64_t cents);

// The Spanish notification of each event (title, message, data with the ids a screen opens).
Notice new_purchase(const std::string& creator_id, const RaffleRef& raffle, const std::string& ticket_id,
                    const std::string& buyer_name, const std::vector<std::int64_t>& numbers);
Notice raffle_sold_out(const std::string& creator_id, const RaffleRef& raffle);
Notice ticket_paid(const std::string& buyer_id, const RaffleRef& raffle, const std::string& ticket_id,
                   const std::vector<std::int64_t>& numbers);
// `reason`: by_creator (to the buyer), by_buyer (to the creator), expired (to the buyer).
Notice ticket_cancelled(const std::string& user_id, const RaffleRef& raffle, const std::string& ticket_id,
                        const std::vector<std::int64_t>& numbers, const std::string& reason,
                        const std::string& buyer_name = "");
Notice raffle_cancelled(const std::string& buyer_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers,
                        std::int64_t paid_cents);
// To a buyer (their numbers) or to someone who saved the raffle (no numbers).
Notice raffle_ending(const std::string& user_id, const RaffleRef& raffle, const std::vector<std::int64_t>& numbers);

}  // namespace rifa::features::notifications
