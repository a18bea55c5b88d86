#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/receipts/receipts.hpp"

namespace rifa::features::receipts {

// SQL for receipts: a ticket found by its receipt_code, with its raffle, creator and seal.
class ReceiptsRepository {
 public:
  explicit ReceiptsRepository(db::Database& db) : db_(db) {}

  // The receipt of the ticket whose receipt_code is `code` (one indexed lookup), buyer's name
  // unmasked and is_winner unset.
  std::optional<Receipt> by_code(const std::string& code);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::receipts
