#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "db/database.hpp"

namespace rifa::features::receipts {

// A ticket's public receipt, found by its unguessable `receipt_code` (no sign-in): the raffle, the
// numbers, the status, the date, the masked buyer, whether it won and how it stands in the seal.
class ReceiptsService {
 public:
  explicit ReceiptsService(db::Database& db) : db_(db) {}

  // The contract's Receipt; 404 receipt_not_found for an unknown or malformed code (both answered
  // after the same single indexed lookup).
  nlohmann::json by_code(const std::string& code);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::receipts
