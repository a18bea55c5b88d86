#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "features/draw/draw.hpp"

namespace rifa::features::draw {

// SQL for the draw: the attempts (raffle_draws), the result on the raffle and the creator's record,
// the seal (raffle_seals), and the due raffles of the seal and reminder jobs. Methods taking a
// Connection run inside the caller's transaction.
class DrawRepository {
 public:
  explicit DrawRepository(db::Database& db) : db_(db) {}

  // ---- The draw -------------------------------------------------------------------------
  // The raffle, its row held for the rest of the transaction (PostgreSQL: FOR UPDATE, as a
  // purchase; SQLite's BEGIN IMMEDIATE already holds the writer). nullopt when missing.
  static std::optional<HeldRaffle> hold_raffle(db::Connection& conn, const std::string& raffle_id);
  // Every number of the raffle's tickets paid now.
  static std::vector<PaidNumber> paid_numbers(db::Connection& conn, const std::string& raffle_id);
  static void insert_attempt(db::Connection& conn, const DrawAttempt& attempt);
  // The attempt's result on the raffle (the photo cleared), with its new status.
  static void record_result(db::Connection& conn, const DrawAttempt& attempt, const std::string& status);
  static void record_correction(db::Connection& conn, const std::string& raffle_id, const std::string& reason,
                                const std::string& now);
  static void clear_prize_confirmation(db::Connection& conn, const std::string& raffle_id);
  // The ticket's buyer: nullopt when there is no such ticket, a nullopt user for a guest.
  struct TicketBuyer {
    std::optional<std::string> user_id;
  };
  static std::optional<TicketBuyer> ticket_buyer(db::Connection& conn, const std::string& ticket_id);
  // The creator's record: one delivered prize less (never below zero).
  static void uncount_prize(db::Connection& conn, const std::string& creator_id);
  // The creator's record of completed raffles, one more or one less (never below zero).
  static void count_completed(db::Connection& conn, const std::string& creator_id, bool more);
  // Everyone who saved the raffle (they hear of its result).
  static std::vector<std::string> savers(db::Connection& conn, const std::string& raffle_id);
  // The official result's photo on the raffle and on its latest attempt.
  static void set_result_photo(db::Connection& conn, const std::string& raffle_id, const std::string& url,
                               const std::string& now);
  // The raffle's attempts, oldest first.
  std::vector<DrawAttempt> attempts(const std::string& raffle_id);

  // ---- The seal -------------------------------------------------------------------------
  // The raffle's size and its seal (nullopt before its sales close); nullopt when it is missing.
  struct SealRecord {
    std::int64_t total_tickets = 0;
    std::optional<Seal> seal;
  };
  std::optional<SealRecord> seal_of(const std::string& raffle_id);
  // The raffle's paid tickets, in the order they were paid.
  std::vector<RaffleTicket> paid_tickets(const std::string& raffle_id);
  // Every ticket's buyer name, by ticket id.
  std::map<std::string, std::string> buyer_names(const std::string& raffle_id);
  // nullopt when there is no such raffle.
  static std::optional<std::string> status_of(db::Connection& conn, const std::string& raffle_id);
  // Locks the raffle's row (PostgreSQL: FOR UPDATE; nothing more on SQLite).
  static void lock_raffle(db::Connection& conn, const std::string& raffle_id);
  // Closes sales: one conditional update (not closed yet, `active` or `waiting`), so whoever comes
  // second gets nullopt. The raffle becomes `waiting`.
  static std::optional<DueDraw> claim_sales_close(db::Connection& conn, const std::string& raffle_id,
                                                  const std::string& now);
  // Every number of every non-cancelled ticket, by number.
  static std::vector<SoldNumber> sold_numbers(db::Connection& conn, const std::string& raffle_id);
  // Stores the seal (raffle_seals and raffles.seal_sha256); the unpaid holds stop running out.
  static void store_seal(db::Connection& conn, const std::string& raffle_id, const Seal& seal);
  // Raffles whose sales are due to close: the end passed, or sold out (`waiting`), oldest end first.
  std::vector<std::string> due_to_seal(const std::string& now, std::int64_t limit);

  // ---- The draw reminder ----------------------------------------------------------------
  // Raffles still selling or sold out, with no result, whose draw_at has passed and whose creator
  // was not reminded yet.
  std::vector<std::string> due_draw_ids(const std::string& now, std::int64_t limit);
  // Claims one of them (a conditional update, so N instances remind once); nullopt: already taken.
  static std::optional<DueDraw> claim_due_draw(db::Connection& conn, const std::string& raffle_id,
                                               const std::string& now);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::draw
