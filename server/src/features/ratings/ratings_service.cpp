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
db::Row bought_ticket(db::Connection& conn, const std::string& user_id, const std::string& ticket_id) {
  if (!is_uuid(ticket_id)) throw ticket_not_found();
  const auto r = conn.query(
      "SELECT t.user_id, t.status, t.raffle_id, r.status AS raffle_status, r.creator_id, r.winner_ticket_id, "
      "r.prize_confirmed_at FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
      {ticket_id});
  if (r.empty() || r.first().opt_text("user_id") != user_id) throw ticket_not_found();
  return r.first();
}

}  // namespace

json RatingsService::rate(const std::string& user_id, const std::string& ticket_id, std::int64_t rating,
                          const std::string& comment) {
  try {
    return db_.transaction([&](db::Connection& conn) {
      const auto t = bought_ticket(conn, user_id, ticket_id);
      const std::string creator_id = t.text("creator_id");
      if (t.text("status") != "paid" || t.text("raffle_status") != "completed" || creator_id == user_id) {
        throw ApiError::conflict(
            "cannot_rate", "Podrás calificar al organizador cuando la rifa tenga ganador y tu ticket esté pagado");
      }
      if (!conn.query("SELECT id FROM ratings WHERE ticket_id = ?", {ticket_id}).empty()) throw already_rated();
      const std::string id = new_uuid();
      const std::string now = now_rfc3339();
      const std::string raffle_id = t.text("raffle_id");
      conn.query(
          "INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating, comment, created_at) "
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          {id, ticket_id, raffle_id, user_id, creator_id, rating, comment, now});
      // Recomputed from every rating (never adjusted), so the average cannot drift.
      conn.query(
          "UPDATE profiles SET rating = COALESCE((SELECT ROUND(AVG(rating), 2) FROM ratings WHERE creator_id = ?), 0), "
          "rating_count = (SELECT COUNT(*) FROM ratings WHERE creator_id = ?) WHERE id = ?",
          {creator_id, creator_id, creator_id});
      return json{{"id", id},         {"ticket_id", ticket_id}, {"raffle_id", raffle_id},
                  {"rating", rating}, {"comment", comment},     {"created_at", now}};
    });
  } catch (const db::UniqueViolation&) {
    // Another request rated this ticket at the same moment: ratings.ticket_id is UNIQUE.
    throw already_rated();
  }
}

json RatingsService::of_profile(const std::string& profile_id, const Page& page) {
  if (!is_uuid(profile_id) || db_.query("SELECT id FROM profiles WHERE id = ?", {profile_id}).empty()) {
    throw ApiError::not_found("Perfil no encontrado");
  }
  const auto count =
      db_.query("SELECT COUNT(*) AS n FROM ratings WHERE creator_id = ?", {profile_id}).first().integer("n");
  const auto rows = db_.query(
      "SELECT rt.id, rt.rating, rt.comment, p.name AS rater_name, rt.raffle_id, r.title AS raffle_title, "
      "rt.created_at FROM ratings rt JOIN profiles p ON p.id = rt.rater_id JOIN raffles r ON r.id = rt.raffle_id "
      "WHERE rt.creator_id = ? ORDER BY rt.created_at DESC, rt.id DESC LIMIT ? OFFSET ?",
      {profile_id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) {
    data.push_back({{"id", row.text("id")},
                    {"rating", row.integer("rating")},
                    {"comment", row.text("comment")},
                    {"rater_name", mask_name(row.text("rater_name"))},
                    {"raffle_id", row.text("raffle_id")},
                    {"raffle_title", row.text("raffle_title")},
                    {"created_at", row.text("created_at")}});
  }
  return {{"data", data}, {"count", count}};
}

json RatingsService::confirm_prize(const std::string& user_id, const std::string& ticket_id) {
  db_.transaction([&](db::Connection& conn) {
    const auto t = bought_ticket(conn, user_id, ticket_id);
    if (t.text("raffle_status") != "completed" || t.opt_text("winner_ticket_id") != ticket_id) {
      throw ApiError::conflict("not_winner", "Este ticket no es el ganador de la rifa");
    }
    if (!t.is_null("prize_confirmed_at")) return;
    // Claimed with a condition, so the creator's count grows once per raffle whatever the races.
    const std::string now = now_rfc3339();
    const auto claimed = conn.query(
        "UPDATE raffles SET prize_confirmed_at = ?, updated_at = ? WHERE id = ? AND prize_confirmed_at IS NULL",
        {now, now, t.text("raffle_id")});
    // A creator who won their own raffle confirms nothing about delivering to someone else: the
    // confirmation is kept, the organiser's record does not grow.
    if (claimed.affected == 1 && t.text("creator_id") != user_id) {
      conn.query("UPDATE profiles SET prizes_delivered = prizes_delivered + 1 WHERE id = ?", {t.text("creator_id")});
    }
  });
  return tickets_.get(user_id, ticket_id);
}

}  // namespace rifa::features::ratings
