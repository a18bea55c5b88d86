#include "features/favorites/favorites_json.hpp"

namespace rifa::features::favorites {

nlohmann::json to_json(const Favorite& favorite) {
  return {{"user_id", favorite.user_id}, {"raffle_id", favorite.raffle_id}, {"created_at", favorite.created_at}};
}

}  // namespace rifa::features::favorites
