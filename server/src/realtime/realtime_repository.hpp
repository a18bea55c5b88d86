#pragma once

#include <string>

#include "db/database.hpp"

namespace rifa::realtime {

// SQL the realtime endpoint runs: whether a raffle a socket subscribes to exists.
class RealtimeRepository {
 public:
  explicit RealtimeRepository(db::Database& db) : db_(db) {}

  bool raffle_exists(const std::string& raffle_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::realtime
