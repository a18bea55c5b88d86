#include "features/ratings/ratings_repository.hpp"

namespace rifa::features::ratings {

std::optional<RatedTicket> RatingsRepository::ticket(db::Connection& conn, const std::string& ticket_id) {
  const auto r = conn.query(
      "SELECT t.user_id, t.status, t.raffle_id, r.status AS raffle_status, r.creator_id, r.winner_ticket_id, "
      "r.prize_confirmed_at FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = ?",
      {ticket_id});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return RatedTicket{row.opt_text("user_id"),           row.text("status"),     row.text("raffle_id"),
                     row.text("raffle_status"),         row.text("creator_id"), row.opt_text("winner_ticket_id"),
                     row.opt_text("prize_confirmed_at")};
}

bool RatingsRepository::ticket_rated(db::Connection& conn, const std::string& ticket_id) {
  return !conn.query("SELECT id FROM ratings WHERE ticket_id = ?", {ticket_id}).empty();
}

void RatingsRepository::insert(db::Connection& conn, const Rating& rating, const std::string& rater_id,
                               const std::string& creator_id) {
  conn.query(
      "INSERT INTO ratings (id, ticket_id, raffle_id, rater_id, creator_id, rating, comment, created_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {rating.id, rating.ticket_id, rating.raffle_id, rater_id, creator_id, rating.rating, rating.comment,
       rating.created_at});
}

void RatingsRepository::recompute_creator(db::Connection& conn, const std::string& creator_id) {
  // Recomputed from every rating (never adjusted), so the average cannot drift.
  conn.query(
      "UPDATE profiles SET rating = COALESCE((SELECT ROUND(AVG(rating), 2) FROM ratings WHERE creator_id = ?), 0), "
      "rating_count = (SELECT COUNT(*) FROM ratings WHERE creator_id = ?) WHERE id = ?",
      {creator_id, creator_id, creator_id});
}

std::vector<std::string> RatingsRepository::delete_of_rater(db::Connection& conn, const std::string& rater_id) {
  std::vector<std::string> creators;
  for (const auto& row : conn.query("SELECT DISTINCT creator_id FROM ratings WHERE rater_id = ?", {rater_id}).rows) {
    creators.push_back(row.text("creator_id"));
  }
  conn.query("DELETE FROM ratings WHERE rater_id = ?", {rater_id});
  return creators;
}

bool RatingsRepository::claim_prize(db::Connection& conn, const std::string& raffle_id, const std::string& now) {
  return conn.query(
                 "UPDATE raffles SET prize_confirmed_at = ?, updated_at = ? WHERE id = ? AND prize_confirmed_at IS "
                 "NULL",
                 {now, now, raffle_id})
             .affected == 1;
}

void RatingsRepository::count_prize_delivered(db::Connection& conn, const std::string& creator_id) {
  conn.query("UPDATE profiles SET prizes_delivered = prizes_delivered + 1 WHERE id = ?", {creator_id});
}

bool RatingsRepository::profile_exists(const std::string& profile_id) {
  return !db_.query("SELECT id FROM profiles WHERE id = ?", {profile_id}).empty();
}

ReceivedRatingPage RatingsRepository::received(const std::string& profile_id, const Page& page) {
  ReceivedRatingPage out;
  out.count = db_.query("SELECT COUNT(*) AS n FROM ratings WHERE creator_id = ?", {profile_id}).first().integer("n");
  const auto rows = db_.query(
      "SELECT rt.id, rt.rating, rt.comment, p.name AS rater_name, rt.raffle_id, r.title AS raffle_title, "
      "rt.created_at FROM ratings rt JOIN profiles p ON p.id = rt.rater_id JOIN raffles r ON r.id = rt.raffle_id "
      "WHERE rt.creator_id = ? ORDER BY rt.created_at DESC, rt.id DESC LIMIT ? OFFSET ?",
      {profile_id, page.limit, page.offset()});
  out.items.reserve(rows.rows.size());
  for (const auto& row : rows.rows) {
    out.items.push_back({row.text("id"), row.integer("rating"), row.text("comment"), row.text("rater_name"),
                         row.text("raffle_id"), row.text("raffle_title"), row.text("created_at")});
  }
  return out;
}

}  // namespace rifa::features::ratings
