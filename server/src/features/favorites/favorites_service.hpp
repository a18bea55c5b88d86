#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"

namespace rifa::features::favorites {

// A user's favourite raffles: list (ids, or raffles joined and paginated), add (idempotent),
// remove, check, and the count per raffle. Adding and removing tell the user's other tabs and
// devices (`favorite.added` / `favorite.removed` on their realtime topic).
class FavoritesService {
 public:
  FavoritesService(db::Database& db, const events::Bus& bus) : db_(db), bus_(bus) {}

  nlohmann::json list(const std::string& user_id, bool expand, const Page& page);
  struct Added {
    nlohmann::json favorite;  // {user_id, raffle_id, created_at}
    bool created;             // false when it already was a favourite
  };
  // Idempotent: adding twice keeps the first one.
  Added add(const std::string& user_id, const std::string& raffle_id);
  void remove(const std::string& user_id, const std::string& raffle_id);
  nlohmann::json check(const std::string& user_id, const std::string& raffle_id);
  nlohmann::json count(const std::string& raffle_id);

 private:
  db::Database& db_;
  const events::Bus& bus_;
};

}  // namespace rifa::features::favorites
