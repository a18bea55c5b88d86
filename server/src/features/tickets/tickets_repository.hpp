#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/tickets/seller_blocks.hpp"
#include "features/tickets/tickets.hpp"

namespace rifa::features::tickets {

// Whose earlier purchase an Idempotency-Key names: the buyer's online ones, or the seller's at the counter.
struct PurchaseKey {
  bool counter = false;
  std::string owner;  // the buyer's profile online, the seller at the counter
  std::string idempotency_key;
};

// What a purchase reads under its raffle's lock, in one round trip (PurchaseReads).
struct PurchaseQuery {
  std::string raffle_id;
  std::vector<std::int64_t> numbers;  // ascending
  bool counter = false;
  std::optional<std::string> user_id, session_id;     // online: the buyer and the token's session
  std::optional<PurchaseKey> previous;                // read the purchase made earlier with this key
  std::optional<std::string> held_at;                 // read the buyer's live holds at this time
  std::optional<std::string> seller_code, seller_id;  // the seller the sale names (link code, counter seller)
};
struct PurchaseReads {
  std::optional<PurchaseRaffle> raffle;  // unset: no such raffle (or, online, see PurchaseRaffle)
  std::vector<std::int64_t> taken;       // which of the numbers are sold, ascending
  std::optional<Ticket> previous;        // the earlier purchase with the key
  std::int64_t held = 0;                 // the buyer's live, unreported holds in the raffle
  std::vector<SellerRow> sellers;        // the raffle's active sellers with a block, and the one named
};

// A purchase's writes: the ticket, its numbers, the raffle's counters.
struct NewSale {
  Ticket ticket;  // as inserted (no report, no rating)
  std::optional<std::string> idempotency_key, paid_at;
  std::optional<std::string> seller_id;  // credited to this seller (credited_seller)
  std::int64_t total_tickets = 0;
  bool sold_out = false;  // the raffle turns `waiting`
};

// All of the tickets feature's SQL: tickets, ticket_numbers and the raffles' sale counters. Methods
// taking a db::Connection run inside the caller's transaction.
class TicketsRepository {
 public:
  explicit TicketsRepository(db::Database& db) : db_(db) {}

  // -- The purchase. Everything it reads after the lock (FOR UPDATE OF the raffle row on
  // PostgreSQL, SQLite runs one writer at a time) travels in one round trip (db::query_together).
  static PurchaseReads read_purchase(db::Connection& conn, const PurchaseQuery& query);
  static bool session_exists(db::Connection& conn, const std::string& session_id);
  static bool profile_exists(db::Connection& conn, const std::string& user_id);
  // The writes, queued to travel with the savepoint's RELEASE (db::execute_later): their outcome is
  // known under the lock; a number sold meanwhile still fails the primary key (raffle_id, number).
  static void record_sale(db::Connection& conn, const NewSale& sale);
  static std::optional<Ticket> previous_purchase(db::Connection& conn, const PurchaseKey& key);
  // Which of `numbers` (ascending) are sold in the raffle.
  static std::vector<std::int64_t> taken_among(db::Connection& conn, const std::string& raffle_id,
                                               const std::vector<std::int64_t>& numbers);
  // The profile whose e-mail is `email` (case-insensitive), the oldest one.
  std::optional<std::string> profile_by_email(const std::string& email);
  db::PooledConnection acquire() { return db_.acquire(); }

  // -- The numbers.
  struct NumbersVersion {
    std::int64_t total_tickets = 0, numbers_version = 0;
    bool blocked = false;  // raffles.is_blocked (moderation), read with the version
  };
  static std::optional<NumbersVersion> numbers_version(db::Connection& conn, const std::string& raffle_id);
  static std::vector<std::int64_t> taken_numbers(db::Connection& conn, const std::string& raffle_id);
  // The blocks of the raffle's active sellers locked for online buyers, [start, end] ascending.
  static std::vector<std::pair<std::int64_t, std::int64_t>> locked_blocks(db::Connection& conn,
                                                                          const std::string& raffle_id);
  // Bumps numbers_version alone (the locked blocks changed); answers the counters after.
  static RaffleCounters bump_numbers_version(db::Connection& conn, const std::string& raffle_id,
                                             const std::string& now);
  // Frees a ticket's numbers: deletes its ticket_numbers rows, lowers sold_tickets, reopens a
  // `waiting` raffle and bumps numbers_version; answers the counters after.
  static RaffleCounters release_numbers(db::Connection& conn, const std::string& raffle_id,
                                        const std::string& ticket_id, const std::string& now);

  // -- The lists and one ticket.
  TicketWithRafflePage of_buyer(const std::string& user_id, const TicketQuery& query);
  TicketPage of_raffle(const std::string& raffle_id, const TicketQuery& query);
  TicketWithRafflePage of_creator(const std::string& creator_id, const TicketQuery& query);
  std::optional<std::string> raffle_creator(const std::string& raffle_id);
  std::optional<TicketWithRaffle> with_raffle(const std::string& ticket_id);
  // The phone and WhatsApp of a profile (a raffle's creator), for her winner.
  CreatorContact creator_contact(const std::string& creator_id);

  // -- Status changes.
  static std::optional<TicketForStatus> for_status(db::Connection& conn, const std::string& ticket_id);
  // PostgreSQL locks the raffle row (SQLite's BEGIN IMMEDIATE already holds the write lock).
  static void lock_raffle(db::Connection& conn, const std::string& raffle_id);
  // Cancelled (the hold ends) or back to pending (the hold stays); never paid.
  static void set_status(db::Connection& conn, const std::string& ticket_id, const std::string& status,
                         const std::string& now);
  // Paid, the hold ended, and a pending payment report verified by `verifier_id`.
  static void mark_paid(db::Connection& conn, const std::string& ticket_id, const std::string& verifier_id,
                        const std::string& now);

  // -- Reinstating an expired hold (tickets_reinstate.cpp). The ticket and its raffle, the raffle's
  // row locked first on PostgreSQL as a purchase locks it (SQLite runs one writer at a time).
  static std::optional<ReinstateTicket> for_reinstate(db::Connection& conn, const std::string& ticket_id);
  // Takes the numbers back for the ticket (a number sold meanwhile fails the primary key), makes it a
  // pending hold until `expires_at` again and raises the raffle's counters (`waiting` when sold out).
  static RaffleCounters reinstate(db::Connection& conn, const ReinstateTicket& ticket, const std::string& ticket_id,
                                  const std::string& expires_at, const std::string& now);

  // -- The hold jobs (hold_jobs.hpp): only holds of raffles that still sell or wait for the draw
  // and are not sealed; the expiry only holds that ended before the raffle's end date (one still
  // running when sales ended stays in the sealed list as pending, even if the seal runs later).
  std::vector<HoldRef> due_holds(const std::string& now, std::int64_t limit);
  // The longest reservation among those raffles; none when there is no such raffle.
  std::optional<std::int64_t> longest_reservation();
  // Unreminded holds of a buyer whose end is after `now`, at most `horizon`, and within their
  // raffle's reminder lead of `now`.
  std::vector<HoldRef> holds_to_remind(const std::string& now, const std::string& horizon, std::int64_t limit);
  // The raffle of a hold being expired, locked on PostgreSQL as the purchase locks it.
  static std::optional<HoldRaffle> raffle_for_expiry(db::Connection& conn, const std::string& raffle_id);
  // Cancels the hold when it is still pending and ended at `now`, before the raffle's `end_date` (a
  // payment report that cleared expires_at first wins; a hold still running at the end is sealed),
  // recording expired_at (the creator may reinstate it).
  static std::optional<ClaimedHold> claim_expired(db::Connection& conn, const std::string& ticket_id,
                                                  const std::string& now, const std::string& end_date);
  // Marks the hold reminded when it is still a buyer's pending, unreminded, running hold.
  static std::optional<ClaimedHold> claim_reminder(db::Connection& conn, const std::string& ticket_id,
                                                   const std::string& now);
  struct RaffleTitle {
    std::string title;
    std::int64_t total_tickets = 0;
  };
  static RaffleTitle raffle_title(db::Connection& conn, const std::string& raffle_id);
  // What both jobs start from: the pending holds of raffles that still sell or wait for the draw,
  // their ids and raffles (a WHERE that the caller continues with "AND ..."). Read through the
  // holds' index (tickets_hold_expiry_idx): SQLite, without statistics, would start from the open
  // raffles and read every ticket of each, at every tick.
  static std::string open_holds(db::Dialect dialect);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::tickets
