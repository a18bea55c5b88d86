#pragma once

#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/business/business.hpp"
#include "features/business/business_access.hpp"
#include "features/shifts/shifts.hpp"
#include "features/shifts/shifts_service.hpp"
#include "features/tickets/tickets_service.hpp"

namespace rifa::features::business {

// Settling and closing counter sales (issue 36 part 3). Access is checked on every request.
class CounterService {
 public:
  CounterService(db::Database& db, tickets::TicketsService& tickets) : db_(db), tickets_(tickets), shifts_(db) {}

  // Settles a pending counter sale as paid or cancelled (its numbers freed in the same
  // transaction): the business owner, or the cashier who made it. Another cashier of the business
  // gets 403; a ticket of another business, an online purchase or a missing one 404; a ticket no
  // longer pending 409 ticket_not_pending.
  SoldTicket settle(const std::string& user_id, const std::string& ticket_id, const std::string& status);

  // The caller as one who may read and close `seller_id`'s shift: the owner (a cashier's, or her own
  // counter sales: `seller_id` her own id) or that cashier (anyone else: 404 as for a cashier that
  // does not exist).
  BusinessAccess shift_reader(const std::string& user_id, const std::string& seller_id);
  shifts::ShiftTotals totals(const BusinessAccess& reader, const std::string& seller_id, const std::string& from,
                             const std::string& to);
  // The owner's close of her own sales is signed off by herself as it is made.
  shifts::ShiftClose close_shift(const BusinessAccess& reader, const std::string& seller_id,
                                 const shifts::NewShiftClose& close);

  // The owner's closes, or a cashier's own.
  shifts::ShiftClosePage closes(const std::string& user_id, const Page& page);
  // Owner only: records who signed off and when (409 already_signed_off the second time).
  shifts::ShiftClose sign_off(const std::string& user_id, const std::string& id);
  // The close as CSV: the owner or the cashier whose close it is.
  std::string export_csv(const std::string& user_id, const std::string& id);

 private:
  db::Database& db_;
  tickets::TicketsService& tickets_;
  shifts::ShiftsService shifts_;
};

}  // namespace rifa::features::business
