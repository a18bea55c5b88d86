#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/ratings/ratings.hpp"

namespace rifa::features::ratings {

// SQL for ratings and the organiser's record they build (profiles' rating, rating_count and
// prizes_delivered; raffles' prize_confirmed_at).
class RatingsRepository {
 public:
  explicit RatingsRepository(db::Database& db) : db_(db) {}

  static std::optional<RatedTicket> ticket(db::Connection& conn, const std::string& ticket_id);
  static bool ticket_rated(db::Connection& conn, const std::string& ticket_id);
  // Throws db::UniqueViolation when the ticket already has a rating.
  static void insert(db::Connection& conn, const Rating& rating, const std::string& rater_id,
                     const std::string& creator_id);
  // The creator's rating (average, 2 decimals) and rating_count recomputed from every rating.
  static void recompute_creator(db::Connection& conn, const std::string& creator_id);
  // Deletes every rating `rater_id` gave; answers the creators they rated (each once).
  static std::vector<std::string> delete_of_rater(db::Connection& conn, const std::string& rater_id);
  // Sets the raffle's prize_confirmed_at when unset; true when this call set it.
  static bool claim_prize(db::Connection& conn, const std::string& raffle_id, const std::string& now);
  static void count_prize_delivered(db::Connection& conn, const std::string& creator_id);

  bool profile_exists(const std::string& profile_id);
  // The ratings `profile_id` received, newest first, names unmasked.
  ReceivedRatingPage received(const std::string& profile_id, const Page& page);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::ratings
