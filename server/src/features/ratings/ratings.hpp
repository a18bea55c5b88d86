#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::ratings {

// A rating a buyer gave a raffle's creator for one ticket (the answer to rating).
struct Rating {
  std::string id, ticket_id, raffle_id;
  std::int64_t rating = 0;  // 1–5
  std::string comment;
  std::string created_at;
};

// A rating as the rated profile's page lists it (PublicRating); `rater_name` is masked by the service.
struct ReceivedRating {
  std::string id;
  std::int64_t rating = 0;
  std::string comment, rater_name, raffle_id, raffle_title, created_at;
};

struct ReceivedRatingPage {
  std::vector<ReceivedRating> items;
  std::int64_t count = 0;
};

// A ticket with what rating and confirming the prize check: its buyer, its raffle's state and creator.
struct RatedTicket {
  std::optional<std::string> user_id;  // null for a ticket sold at the counter without an account
  std::string status, raffle_id, raffle_status, creator_id;
  std::optional<std::string> winner_ticket_id, prize_confirmed_at;
};

}  // namespace rifa::features::ratings
