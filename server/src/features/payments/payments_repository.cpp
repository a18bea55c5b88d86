#include "features/payments/payments_repository.hpp"

namespace rifa::features::payments {

bool creates_raffles(db::Connection& conn, const std::string& user_id) {
  return !conn.query("SELECT 1 FROM raffles WHERE creator_id = ? LIMIT 1", {user_id}).empty();
}

}  // namespace rifa::features::payments
