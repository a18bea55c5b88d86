#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/raffles/raffles.hpp"

namespace rifa::features::favorites {

// A raffle a user saved, as stored (created_at RFC 3339).
struct Favorite {
  std::string user_id, raffle_id, created_at;
};

// A page of a user's favourites; with `expanded`, each with its raffle (nullopt when it was deleted
// meanwhile).
struct FavoriteList {
  struct Entry {
    Favorite favorite;
    std::optional<raffles::Raffle> raffle;
  };
  std::vector<Entry> data;
  std::int64_t count = 0;
  bool expanded = false;
};

}  // namespace rifa::features::favorites
