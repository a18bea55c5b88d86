#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/plans/plans_service.hpp"
#include "features/raffles/raffle_json.hpp"
#include "storage/object_store.hpp"

namespace rifa::features::raffles {

// Raffle rules: creation within the plan, public listings (never private raffles), reads by id
// (private raffles open by their link), and the creator's own list.
class RafflesService {
 public:
  RafflesService(db::Database& db, plans::PlansService& plans, storage::ObjectStore& store)
      : db_(db), plans_(plans), store_(store) {}

  nlohmann::json create(const std::string& user_id, const nlohmann::json& body);
  // The lists answer serialised JSON ({"data":[…],"count":N}), written without a JSON tree.
  std::string list_public(const std::optional<std::string>& page, const std::optional<std::string>& limit,
                          const std::optional<std::string>& status, const std::optional<std::string>& q,
                          const std::optional<std::string>& sort = std::nullopt);
  std::string search_active(const std::string& q, const std::optional<std::string>& limit);
  nlohmann::json get(const std::string& id);
  std::string mine(const std::string& user_id, const std::optional<std::string>& page,
                   const std::optional<std::string>& limit);
  std::string by_user(const std::string& user_id, const std::optional<std::string>& page,
                      const std::optional<std::string>& limit);
  // Creator only. Price, total tickets and lottery are locked once a ticket is sold.
  nlohmann::json update(const std::string& user_id, const std::string& id, const nlohmann::json& body);
  // Creator only; a raffle with sold tickets can be cancelled but not deleted.
  void remove(const std::string& user_id, const std::string& id);
  nlohmann::json cancel(const std::string& user_id, const std::string& id);
  nlohmann::json upload_image(const std::string& user_id, const std::string& id, const std::string& bytes);

 private:
  db::Database& db_;
  plans::PlansService& plans_;
  storage::ObjectStore& store_;

  // The raffle row when `user_id` created it: 404 when missing, 403 for anyone else.
  db::Row owned(db::Connection& conn, const std::string& user_id, const std::string& id, bool lock);
};

}  // namespace rifa::features::raffles
