#include "features/ratings/ratings_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "common/text.hpp"
#include "common/time.hpp"

namespace rifa::features::ratings {

using nlohmann::json;

namespace {

ApiError ticket_not_found() { return ApiError::not_found("Ticket no encontrado"); }

ApiError already_rated() {
  return ApiError::conflict("already_rated", "Ya calificaste al organizador por este ticket");
}

// The ticket, its raffle's state and creator, when `user_id` bought it; 404 otherwise.
RatedTicket bought_ticket(db::Connection& conn, const std::string& user_id, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  auto t = RatingsRepository::ticket(conn, ticket_id);
  if (!t || t->user_id != user_id) throw ticket_not_found();
  return *t;
}

}  // namespace

Rating RatingsService::rate(const std::string& user_id, const std::string& ticket_id, std::int64_t rating,
                            const std::string& comment) {
  try {
    return db_.transaction([&](db::Connection& conn) {
      const auto t = bought_ticket(conn, user_id, ticket_id);
      if (t.status != "paid" || t.raffle_status != "completed" || t.creator_id == user_id) {
        throw ApiError::conflict(
            "cannot_rate", "Podrás calificar al organizador cuando la rifa tenga ganador y tu ticket esté pagado");
      }
      if (RatingsRepository::ticket_rated(conn, ticket_id)) throw already_rated();
      const Rating created{new_uuid(), ticket_id, t.raffle_id, rating, comment, now_rfc3339()};
      RatingsRepository::insert(conn, created, user_id, t.creator_id);
      RatingsRepository::recompute_creator(conn, t.creator_id);
      return created;
    });
  } catch (const db::UniqueViolation&) {
    // Another request rated this ticket at the same moment: ratings.ticket_id is UNIQUE.
    throw already_rated();
  }
}

ReceivedRatingPage RatingsService::of_profile(const std::string& profile_id, const Page& page) {
  if (!is_uuid(profile_id) || !repo_.profile_exists(profile_id)) throw ApiError::not_found("Perfil no encontrado");
  auto received = repo_.received(profile_id, page);
  for (auto& r : received.items) r.rater_name = mask_name(r.rater_name);
  return received;
}

json RatingsService::confirm_prize(const std::string& user_id, const std::string& ticket_id) {
  db_.transaction([&](db::Connection& conn) {
    const auto t = bought_ticket(conn, user_id, ticket_id);
    if (t.raffle_status != "completed" || t.winner_ticket_id != ticket_id) {
      throw ApiError::conflict("not_winner", "Este ticket no es el ganador de la rifa");
    }
    if (t.prize_confirmed_at) return;
    // Claimed with a condition, so the creator's count grows once per raffle whatever the races.
    const bool claimed = RatingsRepository::claim_prize(conn, t.raffle_id, now_rfc3339());
    // A creator who won their own raffle confirms nothing about delivering to someone else: the
    // confirmation is kept, the organiser's record does not grow.
    if (claimed && t.creator_id != user_id) RatingsRepository::count_prize_delivered(conn, t.creator_id);
  });
  return tickets::to_json(tickets_.get(user_id, ticket_id));
}

void RatingsService::forget_rater(db::Connection& conn, const std::string& rater_id) {
  for (const auto& creator_id : RatingsRepository::delete_of_rater(conn, rater_id)) {
    RatingsRepository::recompute_creator(conn, creator_id);
  }
}

}  // namespace rifa::features::ratings
