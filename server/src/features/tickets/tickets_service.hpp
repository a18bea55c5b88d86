#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/tickets/taken_numbers_cache.hpp"

namespace rifa::features::tickets {

struct Purchase {
  nlohmann::json ticket;
  bool replayed = false;  // an Idempotency-Key retry answered with the ticket already bought
};

// Buying numbers: one transaction inserts the ticket, its rows in ticket_numbers (primary key
// (raffle_id, number): a number can never be sold twice) and the raffle's sold count; the last
// number sold turns the raffle `waiting`.
class TicketsService {
 public:
  explicit TicketsService(db::Database& db) : db_(db) {}

  Purchase buy(const std::string& user_id, const std::string& raffle_id, const nlohmann::json& body,
               const std::string& idempotency_key);
  // The taken numbers (ascending) as a ready body with its ETag; unchanged grids come from memory.
  TakenNumbers taken_numbers(const std::string& raffle_id);
  nlohmann::json availability(const std::string& raffle_id, const std::string& numbers_csv);
  nlohmann::json mine(const std::string& user_id, const std::optional<std::string>& page,
                      const std::optional<std::string>& limit);
  // The tickets of one raffle (its creator only) and of all the caller's raffles, with buyers' contact.
  nlohmann::json of_raffle(const std::string& user_id, const std::string& raffle_id,
                           const std::optional<std::string>& page, const std::optional<std::string>& limit);
  nlohmann::json sales(const std::string& user_id, const std::optional<std::string>& page,
                       const std::optional<std::string>& limit);
  // The buyer or the raffle's creator; 404 for anyone else.
  nlohmann::json get(const std::string& user_id, const std::string& ticket_id);
  // The creator sets any status; the buyer may only cancel a pending ticket. Cancelling frees the
  // numbers (and reopens a sold-out raffle); a cancelled ticket cannot come back.
  nlohmann::json set_status(const std::string& user_id, const std::string& ticket_id, const nlohmann::json& body);

 private:
  db::Database& db_;
  TakenNumbersCache numbers_cache_;
};

nlohmann::json ticket_json(const db::Row& row);

}  // namespace rifa::features::tickets
