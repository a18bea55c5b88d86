#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "features/plans/plans_service.hpp"

namespace rifa::features::raffles {

// Raffle rules: creation within the plan, public listings (never private raffles), reads by id
// (private raffles open by their link), and the creator's own list.
class RafflesService {
 public:
  RafflesService(db::Database& db, plans::PlansService& plans) : db_(db), plans_(plans) {}

  nlohmann::json create(const std::string& user_id, const nlohmann::json& body);
  nlohmann::json list_public(const std::optional<std::string>& page, const std::optional<std::string>& limit,
                             const std::optional<std::string>& status, const std::optional<std::string>& q);
  nlohmann::json search_active(const std::string& q, const std::optional<std::string>& limit);
  nlohmann::json get(const std::string& id);
  nlohmann::json mine(const std::string& user_id, const std::optional<std::string>& page,
                      const std::optional<std::string>& limit);

 private:
  db::Database& db_;
  plans::PlansService& plans_;
};

// The SELECT list and JOIN for raffle JSON (creator joined); shared with other features.
extern const char* const kRaffleSelect;
nlohmann::json raffle_json(const db::Row& row);

}  // namespace rifa::features::raffles
