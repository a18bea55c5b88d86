#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/sellers/sellers.hpp"
#include "features/tickets/tickets.hpp"

namespace rifa::features::sellers {

// A raffle as its sellers' management reads it.
struct SellersRaffle {
  std::string creator_id, title, creator_name;
  std::int64_t total_tickets = 0;
  std::optional<std::int64_t> exchange_rate_cents;  // the creator's Bs-per-USD rate, what counter sales in Bs use
};

// A seller row to insert (an active seller, or an invitation with its token's hash).
struct NewSellerRow {
  std::string id, raffle_id;
  std::optional<std::string> user_id;
  std::string status, email, phone;
  std::optional<std::string> token_hash, expires_at;
  std::string code;
  Commission commission;
  std::optional<Block> block;
  std::string invited_by, now;
};

// An invitation found by its token's hash.
struct InvitationRow {
  std::string seller_id, raffle_id, status, creator_id;
  std::optional<std::string> user_id;
  InvitationView view;
};

// Which sellers a read is about.
enum class SellersOf { raffle, user, one };

// All of the sellers feature's SQL: raffle_sellers, seller_settlements, and the tickets credited to
// a seller (tickets.seller_id). Every method runs on the caller's connection (inside its
// transaction where it has one).
class SellersRepository {
 public:
  // The raffle, locked against other seller changes and purchases (FOR UPDATE on PostgreSQL;
  // SQLite's writer is alone) when `lock`.
  static std::optional<SellersRaffle> raffle(db::Connection& conn, const std::string& raffle_id, bool lock);
  // The profile id of the account with this e-mail (case-folded).
  static std::optional<std::string> account_by_email(db::Connection& conn, const std::string& email);
  // An invited or active seller row of this person in the raffle.
  static bool live_seller(db::Connection& conn, const std::string& raffle_id, const std::string& user_id);
  // The blocks of the raffle's invited and active sellers, but `except_id`'s.
  static std::vector<Block> live_blocks(db::Connection& conn, const std::string& raffle_id,
                                        const std::string& except_id);
  static void insert(db::Connection& conn, const NewSellerRow& row);

  // Sellers with their figures and settlements: of a raffle (`key` its id), of a person (their
  // profile id) or one (its id); newest first.
  static std::vector<Seller> sellers(db::Connection& conn, SellersOf of, const std::string& key);
  static void update(db::Connection& conn, const std::string& id, const SellerChanges& changes, const std::string& now);
  // Moves the seller from one of `from` to `status`; false when it was in none of them.
  static bool set_status(db::Connection& conn, const std::string& id, const std::vector<std::string>& from,
                         const std::string& status, const std::string& now);

  static std::optional<InvitationRow> invitation(db::Connection& conn, const std::string& token_hash);
  static void accept(db::Connection& conn, const std::string& id, const std::string& user_id, const std::string& now);

  static void insert_settlement(db::Connection& conn, const std::string& seller_id, std::int64_t amount_cents,
                                const std::string& note, const std::string& settled_by, const std::string& now);

  // The tickets credited to `user_id` in the raffle, newest first.
  static tickets::TicketPage credited(db::Connection& conn, const std::string& raffle_id, const std::string& user_id,
                                      const Page& page);
};

}  // namespace rifa::features::sellers
