#pragma once

#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/sellers/sellers.hpp"
#include "features/shifts/shifts.hpp"
#include "features/shifts/shifts_service.hpp"
#include "features/tickets/tickets_service.hpp"

namespace rifa::features::sellers {

// A raffle's sellers (issue 36 part 1). The raffle's creator (for a business's raffle, its owner:
// its creator) invites, changes, removes and pays them; each seller sees their own figures and
// sells at their counter through the one purchase path (TicketsService::sell_at_counter), whose
// transaction applies the block rules (tickets/seller_blocks.hpp). Every change of a raffle's
// sellers runs under the raffle's lock, so blocks never overlap and a purchase sees a seller's
// removal or block change before or after, never half.
class SellersService {
 public:
  SellersService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                 tickets::TicketsService& tickets)
      : db_(db), bus_(bus), notifier_(notifier), tickets_(tickets), shifts_(db) {}

  // -- The creator (403 forbidden for anyone else, 404 for a raffle that does not exist).
  std::vector<Seller> list(const std::string& user_id, const std::string& raffle_id);
  // A registered e-mail is a seller at once; otherwise an invitation link (`invite_url`), e-mailed
  // when an e-mail was given.
  Seller invite(const std::string& user_id, const std::string& raffle_id, const NewSeller& seller);
  Seller update(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                const SellerChanges& changes);
  void remove(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id);
  Seller settle(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                std::int64_t amount_cents, const std::string& note);
  std::string export_csv(const std::string& user_id, const std::string& raffle_id);

  // -- Shift closes (cierre de caja, issue 36 part 3) of a seller's counter sales in the raffle, the
  // business's mechanism (shifts::ShiftsService) in the raffle's scope. The raffle's creator or
  // that seller (while active; removed: 403 not_a_seller) reads the totals, closes and exports;
  // only the creator signs off. Anyone else 403, a seller not of this raffle 404.
  shifts::ShiftTotals shift(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                            const std::string& from, const std::string& to);
  shifts::ShiftClose close_shift(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                                 const shifts::NewShiftClose& close);
  shifts::ShiftClosePage shift_closes(const std::string& user_id, const std::string& raffle_id,
                                      const std::string& seller_id, const Page& page);
  shifts::ShiftClose sign_off_shift(const std::string& user_id, const std::string& raffle_id,
                                    const std::string& seller_id, const std::string& close_id);
  std::string export_shift_close(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id,
                                 const std::string& close_id);

  // -- The invitation link.
  InvitationView invitation(const std::string& token);
  Seller accept(const std::string& user_id, const std::string& token);
  void decline(const std::string& user_id, const std::string& token);

  // -- The seller.
  std::vector<Seller> mine(const std::string& user_id);
  tickets::TicketPage my_tickets(const std::string& user_id, const std::string& seller_id, const Page& page);
  // The Bs-per-USD rate (cents) the seller `seller_id`'s counter sales in bolívares record: the
  // raffle creator's (the caller's own role, else 404).
  std::optional<std::int64_t> bolivar_rate(const std::string& user_id, const std::string& seller_id);
  // A counter sale by the seller `seller_id` (the caller's own role, else 404).
  tickets::Purchase sell(const std::string& user_id, const std::string& seller_id, tickets::CounterSale sale,
                         std::vector<std::int64_t> numbers, const std::string& idempotency_key);

 private:
  // The caller's own seller row (any status), else 404.
  Seller own(db::Connection& conn, const std::string& user_id, const std::string& seller_id);
  // Who acts on seller `seller_id`'s shift in the raffle: the scope, the seller's account and
  // whether the caller is the creator (else the seller themself); refused as shift() says.
  struct ShiftParty {
    shifts::ShiftScope scope;
    std::string seller_user_id;
    bool creator = false;
  };
  ShiftParty shift_party(const std::string& user_id, const std::string& raffle_id, const std::string& seller_id);
  // The invitation link a token makes: <site>/app/invitation/<token>.
  std::string invite_url(const std::string& token) const;

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  tickets::TicketsService& tickets_;
  shifts::ShiftsService shifts_;
};

}  // namespace rifa::features::sellers
