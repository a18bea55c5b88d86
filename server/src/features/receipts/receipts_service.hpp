#pragma once

#include <string>

#include "db/database.hpp"
#include "features/receipts/receipts.hpp"
#include "features/receipts/receipts_repository.hpp"

namespace rifa::features::receipts {

// A ticket's public receipt, found by its unguessable `receipt_code` (no sign-in): the raffle, the
// numbers, the status, the date, the masked buyer, whether it won and how it stands in the seal.
class ReceiptsService {
 public:
  explicit ReceiptsService(db::Database& db) : repo_(db) {}

  // The contract's Receipt; 404 receipt_not_found for an unknown or malformed code (both answered
  // after the same single indexed lookup).
  Receipt by_code(const std::string& code);

 private:
  ReceiptsRepository repo_;
};

}  // namespace rifa::features::receipts
