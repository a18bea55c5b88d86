#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/shifts/shifts.hpp"

namespace rifa::features::shifts {

// The SQL of shift closes (shift_closes, shift_close_lines) and of the counter sales they total.
// Every method runs on the caller's connection (inside its transaction when it has one) and keeps
// to the scope: a business's closes never show a raffle's, nor the other way round.
class ShiftsRepository {
 public:
  // The seller's non-cancelled counter sales (sold_by) in the scope's raffles (the business's, or
  // the one raffle) with purchase_date in [from, to), grouped by method and status.
  static std::vector<SaleGroup> sale_groups(db::Connection& conn, const ShiftScope& scope, const std::string& seller_id,
                                            const std::string& from, const std::string& to);
  static void insert_close(db::Connection& conn, const ShiftClose& close);
  static std::optional<ShiftClose> close(db::Connection& conn, const ShiftScope& scope, const std::string& id);
  // The scope's closes (only `seller_id`'s when given), newest first.
  static ShiftClosePage closes(db::Connection& conn, const ShiftScope& scope,
                               const std::optional<std::string>& seller_id, const Page& page);
  // Signs the close off unless it already is; false when it was (or is not the scope's).
  static bool sign_off(db::Connection& conn, const ShiftScope& scope, const std::string& id,
                       const std::string& signer_id, const std::string& now);
};

}  // namespace rifa::features::shifts
