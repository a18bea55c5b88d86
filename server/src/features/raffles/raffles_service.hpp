#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"
#include "features/plans/plans_service.hpp"
#include "features/raffles/raffle_json.hpp"
#include "features/raffles/raffle_rules.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::raffles {

// A list's filters, already checked (see raffle_rules.hpp and the routes).
struct RaffleListQuery {
  Page page;
  std::optional<std::string> status;  // nullopt: every status
  std::optional<std::string> q;       // search text, trimmed
  bool ending = false;                // only raffles still ahead of their end, soonest first
};

// Raffle rules: creation within the plan, public listings (never private raffles), reads by id
// (private raffles open by their link), and the creator's own list.

class RafflesService {
 public:
  RafflesService(db::Database& db, plans::PlansService& plans, storage::ObjectStore& store, const events::Bus& bus,
                 const notifications::Notifier& notifier)
      : db_(db), plans_(plans), store_(store), bus_(bus), notifier_(notifier) {}

  // `fields` has every required field (read_raffle_fields with creating = true).
  nlohmann::json create(const std::string& user_id, const RaffleFields& fields);
  // The lists answer serialised JSON ({"data":[…],"count":N}), written without a JSON tree.
  std::string list_public(const RaffleListQuery& query);
  std::string search_active(const std::string& q, std::int64_t limit);
  nlohmann::json get(const std::string& id);
  std::string mine(const std::string& user_id, const RaffleListQuery& query);
  std::string by_user(const std::string& user_id, const RaffleListQuery& query);
  // Creator only. Price, total tickets, lottery, reservation time, draw_at and unsold_rule are locked once a
  // ticket is sold; end_date never passes draw_at and is fixed once sales are sealed (409 raffle_sealed); making a
  // raffle private or public is subject to the plan, as on creation.
  nlohmann::json update(const std::string& user_id, const std::string& id, const RaffleFields& changes);
  // Creator only; a raffle with sold tickets can be cancelled but not deleted.
  void remove(const std::string& user_id, const std::string& id);
  // Tells `raffle:<id>` subscribers (`raffle.status`) and every buyer with a live ticket
  // (`raffle_cancelled`, with the refund owed). Unpaid holds stop counting down (expires_at cleared).
  nlohmann::json cancel(const std::string& user_id, const std::string& id);
  nlohmann::json upload_image(const std::string& user_id, const std::string& id, const std::string& bytes);

 private:
  db::Database& db_;
  plans::PlansService& plans_;
  storage::ObjectStore& store_;
  const events::Bus& bus_;
  const notifications::Notifier& notifier_;

  // The raffle row when `user_id` created it: 404 when missing, 403 for anyone else.
  db::Row owned(db::Connection& conn, const std::string& user_id, const std::string& id, bool lock);
  // 403 with the plan's reason when it does not allow a raffle of this visibility or size.
  void check_visibility(const plans::Allowance& allowance, bool is_private);
  void check_size(const plans::Allowance& allowance, std::int64_t total_tickets);
};

}  // namespace rifa::features::raffles
