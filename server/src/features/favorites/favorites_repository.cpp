#include "features/favorites/favorites_repository.hpp"

namespace rifa::features::favorites {

std::int64_t FavoritesRepository::count_of_user(const std::string& user_id) {
  // A blocked raffle (taken down, or its creator suspended) leaves the list while it is blocked.
  return db_
      .query(
          "SELECT COUNT(*) AS n FROM favorites f JOIN raffles r ON r.id = f.raffle_id WHERE f.user_id = ? AND "
          "r.is_blocked = FALSE",
          {user_id})
      .first()
      .integer("n");
}

std::vector<Favorite> FavoritesRepository::page_of_user(const std::string& user_id, const Page& page) {
  const auto rows = db_.query(
      "SELECT f.raffle_id, f.created_at FROM favorites f JOIN raffles r ON r.id = f.raffle_id WHERE f.user_id = ? "
      "AND r.is_blocked = FALSE ORDER BY f.created_at DESC, f.raffle_id LIMIT ? OFFSET ?",
      {user_id, page.limit, page.offset()});
  std::vector<Favorite> out;
  out.reserve(rows.rows.size());
  for (const auto& row : rows.rows) out.push_back({user_id, row.text("raffle_id"), row.text("created_at")});
  return out;
}

std::optional<Favorite> FavoritesRepository::find(const std::string& user_id, const std::string& raffle_id) {
  const auto row =
      db_.query("SELECT created_at FROM favorites WHERE user_id = ? AND raffle_id = ?", {user_id, raffle_id});
  if (row.empty()) return std::nullopt;
  return Favorite{user_id, raffle_id, row.first().text("created_at")};
}

bool FavoritesRepository::insert(db::Connection& conn, const Favorite& f) {
  return conn.query("INSERT INTO favorites (user_id, raffle_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    {f.user_id, f.raffle_id, f.created_at})
             .affected == 1;
}

bool FavoritesRepository::remove(db::Connection& conn, const std::string& user_id, const std::string& raffle_id) {
  return conn.query("DELETE FROM favorites WHERE user_id = ? AND raffle_id = ?", {user_id, raffle_id}).affected > 0;
}

std::optional<FavoritesRepository::RaffleCount> FavoritesRepository::count_of_raffle(const std::string& raffle_id) {
  const auto r = db_.query(
      "SELECT (SELECT COUNT(*) FROM favorites WHERE raffle_id = r.id) AS n, r.is_blocked FROM raffles r WHERE r.id = ?",
      {raffle_id});
  if (r.empty()) return std::nullopt;
  return RaffleCount{r.first().integer("n"), r.first().boolean("is_blocked")};
}

}  // namespace rifa::features::favorites
