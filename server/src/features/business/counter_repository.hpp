#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/business/counter.hpp"

namespace rifa::features::business {

// The SQL of settling and closing counter sales. Every method runs on the caller's connection
// (inside its transaction when it has one).
class CounterRepository {
 public:
  // The ticket's raffle creator, seller and status; nullopt when there is no such ticket.
  static std::optional<CounterSaleRef> sale(db::Connection& conn, const std::string& ticket_id);
  // The seller's non-cancelled counter sales in the business's raffles with purchase_date in
  // [from, to), grouped by method and status.
  static std::vector<SaleGroup> sale_groups(db::Connection& conn, const std::string& business_id,
                                            const std::string& seller_id, const std::string& from,
                                            const std::string& to);
  static void insert_close(db::Connection& conn, const ShiftClose& close);
  static std::optional<ShiftClose> close(db::Connection& conn, const std::string& business_id, const std::string& id);
  // The business's closes (only `seller_id`'s when given), newest first.
  static ShiftClosePage closes(db::Connection& conn, const std::string& business_id,
                               const std::optional<std::string>& seller_id, const Page& page);
  // Signs the close off unless it already is; false when it was (or is not the business's).
  static bool sign_off(db::Connection& conn, const std::string& business_id, const std::string& id,
                       const std::string& owner_id, const std::string& now);
};

}  // namespace rifa::features::business
