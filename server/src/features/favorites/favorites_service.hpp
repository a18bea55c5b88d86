#pragma once

#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/favorites/favorites.hpp"
#include "features/favorites/favorites_repository.hpp"

namespace rifa::features::favorites {

// A user's favourite raffles: list (ids, or raffles joined and paginated), add (idempotent),
// remove, check, and the count per raffle. Adding and removing tell the user's other tabs and
// devices (`favorite.added` / `favorite.removed` on their realtime topic).
class FavoritesService {
 public:
  FavoritesService(db::Database& db, const events::Bus& bus) : db_(db), repo_(db), bus_(bus) {}

  FavoriteList list(const std::string& user_id, bool expand, const Page& page);
  struct Added {
    Favorite favorite;
    bool created;  // false when it already was a favourite
  };
  // Idempotent: adding twice keeps the first one.
  Added add(const std::string& user_id, const std::string& raffle_id);
  void remove(const std::string& user_id, const std::string& raffle_id);
  bool check(const std::string& user_id, const std::string& raffle_id);
  // How many users saved the raffle (404 when there is no such raffle; a blocked one answers as the
  // raffle does, 410 to anyone but `viewer_id` its creator or the super admin).
  std::int64_t count(const std::string& raffle_id, const std::optional<std::string>& viewer_id);

 private:
  db::Database& db_;
  FavoritesRepository repo_;
  const events::Bus& bus_;
};

}  // namespace rifa::features::favorites
