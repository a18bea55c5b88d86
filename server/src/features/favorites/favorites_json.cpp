#include "features/favorites/favorites_json.hpp"

#include "common/json_writer.hpp"
#include "features/raffles/raffle_json.hpp"

namespace rifa::features::favorites {

nlohmann::json to_json(const Favorite& favorite) {
  return {{"user_id", favorite.user_id}, {"raffle_id", favorite.raffle_id}, {"created_at", favorite.created_at}};
}

std::string favorite_list_text(const FavoriteList& list) {
  std::string body;
  JsonWriter out(body);
  out.begin_object().key("data").begin_array();
  for (const auto& [favorite, raffle] : list.data) {
    out.begin_object();
    out.key("user_id").string(favorite.user_id);
    out.key("raffle_id").string(favorite.raffle_id);
    out.key("created_at").string(favorite.created_at);
    if (list.expanded) {
      out.key("raffle");
      if (raffle) {
        raffles::write_raffle(out, *raffle);
      } else {
        out.null();
      }
    }
    out.end_object();
  }
  out.end_array().key("count").number(list.count).end_object();
  return body;
}

}  // namespace rifa::features::favorites
