#pragma once

#include <nlohmann/json.hpp>

#include "features/favorites/favorites.hpp"

namespace rifa::features::favorites {

// The contract's Favorite: {user_id, raffle_id, created_at}.
nlohmann::json to_json(const Favorite& favorite);

}  // namespace rifa::features::favorites
