#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "features/favorites/favorites.hpp"

namespace rifa::features::favorites {

// The contract's Favorite: {user_id, raffle_id, created_at}.
nlohmann::json to_json(const Favorite& favorite);
// The contract's FavoriteList: {data: [Favorite (with its raffle when expanded)…], count}.
std::string favorite_list_text(const FavoriteList& list);

}  // namespace rifa::features::favorites
