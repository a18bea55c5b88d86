#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"

namespace rifa::features::notifications {

// A user's own notifications: list (newest first), unread count, mark read (one or all), delete
// (one or all). Another user's notification is 404 and stays unchanged.
class NotificationsService {
 public:
  explicit NotificationsService(db::Database& db) : db_(db) {}

  nlohmann::json list(const std::string& user_id, const Page& page, bool unread_only);
  nlohmann::json unread_count(const std::string& user_id);
  nlohmann::json mark_read(const std::string& user_id, const std::string& id);
  nlohmann::json mark_all_read(const std::string& user_id);
  void remove(const std::string& user_id, const std::string& id);
  void clear(const std::string& user_id);

 private:
  db::Database& db_;
};

}  // namespace rifa::features::notifications
