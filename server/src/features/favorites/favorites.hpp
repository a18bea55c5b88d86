#pragma once

#include <string>

namespace rifa::features::favorites {

// A raffle a user saved, as stored (created_at RFC 3339).
struct Favorite {
  std::string user_id, raffle_id, created_at;
};

}  // namespace rifa::features::favorites
