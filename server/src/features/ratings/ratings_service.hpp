#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/ratings/ratings.hpp"
#include "features/ratings/ratings_repository.hpp"
#include "features/tickets/tickets_service.hpp"

namespace rifa::features::ratings {

// The organiser's record as buyers build it: a rating per paid ticket of a completed raffle, and
// the winner's confirmation that the prize arrived. The creator's `rating` and `rating_count` are
// recomputed from `ratings` in the rating's transaction; `prizes_delivered` counts each raffle once.
class RatingsService {
 public:
  RatingsService(db::Database& db, tickets::TicketsService& tickets) : db_(db), repo_(db), tickets_(tickets) {}

  // The ticket's buyer rates the raffle's creator (1–5, comment already trimmed, ≤ 500). 404 for
  // anyone else; 409 cannot_rate unless the ticket is paid, the raffle completed and the buyer is
  // not its creator; 409 already_rated for a second rating of the ticket (also under a race).
  Rating rate(const std::string& user_id, const std::string& ticket_id, std::int64_t rating,
              const std::string& comment);
  // The ratings a profile received, newest first, raters' names masked (PublicRatingList).
  ReceivedRatingPage of_profile(const std::string& profile_id, const Page& page);
  // The buyer of the raffle's winning ticket confirms the prize: sets prize_confirmed_at and counts
  // it in the creator's prizes_delivered, once; again answers the same. 409 not_winner otherwise.
  // Answers the ticket as the tickets feature writes it.
  nlohmann::json confirm_prize(const std::string& user_id, const std::string& ticket_id);
  // In the caller's transaction (an account's removal): deletes the ratings `rater_id` gave and
  // recomputes the rating and rating_count of each creator they rated.
  static void forget_rater(db::Connection& conn, const std::string& rater_id);

 private:
  db::Database& db_;
  RatingsRepository repo_;
  tickets::TicketsService& tickets_;
};

}  // namespace rifa::features::ratings
