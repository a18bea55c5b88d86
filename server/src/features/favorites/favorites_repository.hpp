#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/favorites/favorites.hpp"

namespace rifa::features::favorites {

// SQL for favorites.
class FavoritesRepository {
 public:
  explicit FavoritesRepository(db::Database& db) : db_(db) {}

  std::int64_t count_of_user(const std::string& user_id);
  // A page of the user's favourites, newest first.
  std::vector<Favorite> page_of_user(const std::string& user_id, const Page& page);
  std::optional<Favorite> find(const std::string& user_id, const std::string& raffle_id);
  // Idempotent: false when it already was a favourite.
  static bool insert(db::Connection& conn, const Favorite& favorite);
  // False when there was none.
  static bool remove(db::Connection& conn, const std::string& user_id, const std::string& raffle_id);
  // How many users saved the raffle, and whether it is blocked (moderation); nullopt when there is no such raffle.
  struct RaffleCount {
    std::int64_t count = 0;
    bool blocked = false;
  };
  std::optional<RaffleCount> count_of_raffle(const std::string& raffle_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::favorites
