#include "features/ratings/ratings_json.hpp"

namespace rifa::features::ratings {

using nlohmann::json;

json to_json(const Rating& r) {
  return {{"id", r.id},         {"ticket_id", r.ticket_id}, {"raffle_id", r.raffle_id},
          {"rating", r.rating}, {"comment", r.comment},     {"created_at", r.created_at}};
}

json to_json(const ReceivedRating& r) {
  return {{"id", r.id},
          {"rating", r.rating},
          {"comment", r.comment},
          {"rater_name", r.rater_name},
          {"raffle_id", r.raffle_id},
          {"raffle_title", r.raffle_title},
          {"created_at", r.created_at}};
}

json to_json(const ReceivedRatingPage& page) {
  json data = json::array();
  for (const auto& r : page.items) data.push_back(to_json(r));
  return {{"data", data}, {"count", page.count}};
}

}  // namespace rifa::features::ratings
