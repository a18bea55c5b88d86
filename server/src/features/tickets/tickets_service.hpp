#pragma once

#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notification_texts.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/taken_numbers_cache.hpp"
#include "features/tickets/tickets.hpp"
#include "features/tickets/tickets_json.hpp"  // to_json / to_text of what the service returns
#include "features/tickets/tickets_repository.hpp"
#include "features/tickets/tickets_rows.hpp"  // for the callers that still read ticket rows

namespace rifa::features::tickets {

struct TicketsOptions {
  std::int64_t max_pending_holds = 3;  // MAX_PENDING_HOLDS: unreported holds per buyer per raffle; 0: no limit
};

struct Purchase {
  Ticket ticket;          // as bought (or, replayed, as it is now)
  bool replayed = false;  // an Idempotency-Key retry answered with the ticket already bought
};
// How a purchase ends: (null, the purchase) or (what refused or failed it, {}).
using PurchaseDone = std::function<void(std::exception_ptr, Purchase)>;

// The signed-in buyer of an online purchase. `session_id` set: the token's session, read inside the
// purchase (with the raffle, no round trip of its own); gone (signed out, revoked), the purchase is
// 401 invalid_token. Unset: the caller has checked the session.
struct OnlineBuyer {
  std::string user_id;
  std::optional<std::string> session_id;
  std::optional<std::string> seller_code;  // the seller's link the buyer came through (?v=): credits them
};

// A sale at the counter: the seller (the business's owner or an active cashier, already checked; or,
// `raffle_seller`, one of the raffle's sellers, checked in the purchase), the business whose raffle it
// must be (none for a raffle's seller), and the buyer as the seller typed them.
struct CounterSale {
  std::string seller_id;
  std::optional<std::string> business_id;
  std::string buyer_name, buyer_email, buyer_phone;
  bool paid = true;                       // paid at the counter; false: pending (no hold either)
  std::optional<CounterPayment> payment;  // the method, and the business's rate for bolívares
  bool raffle_seller = false;
  bool offline = false;  // made without a connection in the seller's block: refused once the block is not hers
};

// Buying numbers: one transaction inserts the ticket, its rows in ticket_numbers (primary key
// (raffle_id, number): a number can never be sold twice) and the raffle's sold count; the last
// number sold turns the raffle `waiting`. Every change stages its realtime events (`raffle.numbers`,
// `raffle.status`) and notifications (new_purchase, raffle_sold_out, ticket_paid, ticket_cancelled) in
// its transaction. A purchase is a hold: `expires_at` = now + the raffle's reservation_minutes.
class TicketsService {
 public:
  TicketsService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier,
                 TicketsOptions options = {})
      : db_(db), repo_(db), bus_(bus), notifier_(notifier), options_(options) {}

  // The same Idempotency-Key with the same raffle and numbers replays the ticket; with another
  // raffle or other numbers it is 422 idempotency_key_reused and nothing is bought. A buyer who
  // already holds max_pending_holds live, unreported pending tickets in the raffle gets 409
  // too_many_holds.
  Purchase buy(const std::string& user_id, const std::string& raffle_id, std::vector<std::int64_t> numbers,
               const std::string& idempotency_key);
  // The same without waiting for the commit: a request that cannot be a purchase (validation) throws
  // here; otherwise `done` is called once, after the commit is durable (on SQLite on its writer's
  // syncer thread, after the fsync that follows the group's COMMIT: it must not block), with the
  // purchase or what refused it.
  void buy_then(const OnlineBuyer& buyer, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                const std::string& idempotency_key, PurchaseDone done);
  // The same purchase at the counter: `sold_by` the seller, `user_id` the profile whose e-mail is the
  // buyer's (case-insensitive) or null, `paid` (paid_at now) or `pending`, never a hold
  // (expires_at null) nor the hold limit; the Idempotency-Key is the seller's. A raffle of another
  // creator is 404 like a missing one. Nobody in the business is notified of its own sale; a
  // registered buyer gets `ticket_paid` when it is paid. The sellers' blocks apply (seller_blocks.hpp):
  // the sale is credited to the raffle's seller who made it.
  Purchase sell_at_counter(const CounterSale& sale, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                           const std::string& idempotency_key);
  // The taken numbers (ascending) as a ready body with its ETag; unchanged grids come from memory.
  // Both answer a blocked raffle (moderation) as the raffle itself does: 410 raffle_unavailable to
  // anyone but `viewer_id` its creator or the super admin (access::require_sees_blocked).
  TakenNumbers taken_numbers(const std::string& raffle_id, const std::optional<std::string>& viewer_id);
  Availability availability(const std::string& raffle_id, const std::vector<std::int64_t>& numbers,
                            const std::optional<std::string>& viewer_id);
  TicketWithRafflePage mine(const std::string& user_id, const TicketQuery& query);
  // The tickets of one raffle (its creator only) and of all the caller's raffles, with buyers' contact.
  TicketPage of_raffle(const std::string& user_id, const std::string& raffle_id, const TicketQuery& query);
  TicketWithRafflePage sales(const std::string& user_id, const TicketQuery& query);
  // The ticket with its raffle's summary, to the buyer or the raffle's creator; 404 for anyone else. The
  // winner's own ticket also carries the creator's phone and WhatsApp (creator_contact).
  TicketWithRaffle get(const std::string& user_id, const std::string& ticket_id);
  // The creator sets any status; the buyer may only cancel a pending ticket, and not while its
  // payment report is under review (409 payment_under_review). Cancelling frees the numbers (and
  // reopens a sold-out raffle); a cancelled ticket cannot come back. Cancelling or paying ends the
  // hold; paying verifies a pending payment report.
  // `only_pending`: 409 ticket_not_pending unless the ticket is pending when the transaction reads it
  // (settling a counter sale).
  Ticket set_status(const std::string& user_id, const std::string& ticket_id, const std::string& status,
                    bool only_pending = false);

  // The raffle's creator (or an active cashier of the business) takes back a ticket the hold-expiry job
  // cancelled, while the raffle still sells and all its numbers are still free: one transaction under
  // the raffle's lock, as a purchase (a number is never sold twice); a pending hold again for the
  // raffle's reservation time; the buyer gets `ticket_reinstated` (e-mailed: high priority). 409
  // numbers_unavailable names the numbers sold since; 409 not_expired for any other ticket; 409
  // raffle_not_active once sales are over; 403 for the buyer, 404 for anyone else.
  Ticket reinstate(const std::string& user_id, const std::string& ticket_id);

  // Frees the numbers of a ticket being cancelled, inside the cancelling transaction, the one way
  // every cancellation does it (the buyer, the creator, an expired hold): deletes its ticket_numbers
  // rows, lowers sold_tickets, turns a `waiting` raffle `active`, bumps numbers_version and stages
  // `raffle.numbers` (and `raffle.status` when the raffle reopened). `raffle_status` is the raffle's
  // status read in this transaction; the caller changes the ticket's own status.
  void release_numbers(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                       const std::string& ticket_id, const std::vector<std::int64_t>& numbers,
                       const std::string& raffle_status, const std::string& now) const;

  // Marks a ticket paid inside the caller's transaction, the one way every payment confirmation does
  // it (a status change by the creator, a verified report): the hold ends, a pending report becomes
  // `verified` by `verifier_id`, and the buyer (unless it is the verifier) gets `ticket_paid`.
  void mark_paid(db::Connection& conn, events::Batch& batch, const std::string& ticket_id,
                 const std::optional<std::string>& buyer_id, const notifications::RaffleRef& raffle,
                 const std::vector<std::int64_t>& numbers, const std::string& verifier_id,
                 const std::string& now) const;

  // The raffle's locked blocks changed (a seller's block locked, unlocked, moved or taken back,
  // issue 36), inside the changing transaction: bumps numbers_version, so the grid's ETag changes,
  // and stages `raffle.numbers` without its numbers, so open grids read them again.
  void locked_blocks_changed(db::Connection& conn, events::Batch& batch, const std::string& raffle_id) const;

 private:
  // Who buys and how, for the one purchase transaction both ways share.
  struct Sale {
    std::optional<std::string> user_id;     // the buyer's profile; null: a guest at the counter
    std::optional<std::string> session_id;  // online: the buyer's session, checked in the purchase
    std::string buyer_name, buyer_email, buyer_phone;
    std::optional<std::string> sold_by;      // set: a counter sale by this seller (no hold)
    std::optional<std::string> business_id;  // set: the raffle must be this creator's
    bool paid = false;
    std::optional<CounterPayment> counter_payment;
    std::optional<std::string> seller_code;  // online: the seller's link code (seller_blocks.hpp)
    bool raffle_seller = false;              // at the counter: sold_by is one of the raffle's sellers
    bool offline = false;                    // at the counter: made offline in the seller's block
  };
  struct Order;
  // The one purchase path (buy_then's contract); buy() and sell_at_counter() wait for it.
  void purchase(Sale sale, const std::string& raffle_id, std::vector<std::int64_t> numbers,
                const std::string& idempotency_key, PurchaseDone done);
  // After a unique-key failure the checks did not foresee: the replay, or the 409 it is.
  Purchase after_conflict(const Order& order);
  // The ticket (and its raffle) its buyer or raffle creator asks for.
  TicketWithRaffle visible(const std::string& user_id, const std::string& ticket_id);
  // `raffle.numbers` (and `raffle.status` when the change turned the raffle sold out or reopened it)
  // from the raffle's counters after the change.
  void numbers_changed(db::Connection& conn, events::Batch& batch, const std::string& raffle_id,
                       const RaffleCounters& after, const std::vector<std::int64_t>& taken,
                       const std::vector<std::int64_t>& freed, bool status_changed) const;

  db::Database& db_;
  TicketsRepository repo_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  TicketsOptions options_;
  TakenNumbersCache numbers_cache_;
};

}  // namespace rifa::features::tickets
