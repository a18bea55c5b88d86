#include "realtime/realtime_repository.hpp"

namespace rifa::realtime {

bool RealtimeRepository::raffle_exists(const std::string& raffle_id) {
  return !db_.query("SELECT id FROM raffles WHERE id = ?", {raffle_id}).empty();
}

}  // namespace rifa::realtime
