#pragma once

#include <nlohmann/json.hpp>

#include "features/ratings/ratings.hpp"

namespace rifa::features::ratings {

// The contract's Rating (the answer to POST /tickets/{id}/rating).
nlohmann::json to_json(const Rating& rating);
// The contract's PublicRating.
nlohmann::json to_json(const ReceivedRating& rating);
// The contract's PublicRatingList: {data, count}.
nlohmann::json to_json(const ReceivedRatingPage& page);

}  // namespace rifa::features::ratings
