#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include <vector>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/tickets/taken_numbers_cache.hpp"

namespace rifa::features::tickets {

// The filters of a ticket list (/me/tickets, /me/sales, /raffles/{id}/tickets), already checked.
struct TicketQuery {
  Page page;
  std::optional<std::string> status;     // pending, paid or cancelled; nullopt: all
  std::optional<std::string> raffle_id;  // only the tickets of this raffle
};

struct Purchase {
  nlohmann::json ticket;
  bool replayed = false;  // an Idempotency-Key retry answered with the ticket already bought
};

// Buying numbers: one transaction inserts the ticket, its rows in ticket_numbers (primary key
// (raffle_id, number): a number can never be sold twice) and the raffle's sold count; the last
// number sold turns the raffle `waiting`. Every change stages its realtime events (`raffle.numbers`,
// `raffle.status`) and notifications (new_purchase, raffle_sold_out, ticket_paid, ticket_cancelled) in
// its transaction.
class TicketsService {
 public:
  TicketsService(db::Database& db, const events::Bus& bus, const notifications::Notifier& notifier)
      : db_(db), bus_(bus), notifier_(notifier) {}

  // The same Idempotency-Key with the same raffle and numbers replays the ticket; with another
  // raffle or other numbers it is 422 idempotency_key_reused and nothing is bought.
  Purchase buy(const std::string& user_id, const std::string& raffle_id, std::vector<std::int64_t> numbers,
               const std::string& idempotency_key);
  // The taken numbers (ascending) as a ready body with its ETag; unchanged grids come from memory.
  TakenNumbers taken_numbers(const std::string& raffle_id);
  nlohmann::json availability(const std::string& raffle_id, const std::vector<std::int64_t>& numbers);
  nlohmann::json mine(const std::string& user_id, const TicketQuery& query);
  // The tickets of one raffle (its creator only) and of all the caller's raffles, with buyers' contact.
  nlohmann::json of_raffle(const std::string& user_id, const std::string& raffle_id, const TicketQuery& query);
  nlohmann::json sales(const std::string& user_id, const TicketQuery& query);
  // The buyer or the raffle's creator; 404 for anyone else.
  nlohmann::json get(const std::string& user_id, const std::string& ticket_id);
  // The creator sets any status; the buyer may only cancel a pending ticket. Cancelling frees the
  // numbers (and reopens a sold-out raffle); a cancelled ticket cannot come back.
  nlohmann::json set_status(const std::string& user_id, const std::string& ticket_id, const std::string& status);

 private:
  // `raffle.numbers` (and `raffle.status` when the change turned the raffle sold out or reopened it)
  // from the raffle row after the change (numbers_version, sold_tickets, status).
  void numbers_changed(db::Connection& conn, events::Batch& batch, const std::string& raffle_id, const db::Row& after,
                       const std::vector<std::int64_t>& taken, const std::vector<std::int64_t>& freed,
                       bool status_changed) const;

  db::Database& db_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;
  TakenNumbersCache numbers_cache_;
};

nlohmann::json ticket_json(const db::Row& row);

}  // namespace rifa::features::tickets
