#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.hpp"
#include "db/database.hpp"
#include "features/notifications/notifications.hpp"
#include "features/notifications/notifications_repository.hpp"

namespace rifa::features::notifications {

// A user's own notifications: list (newest first), unread count, mark read (one or all), delete
// (one or all). Another user's notification is 404 and stays unchanged.
class NotificationsService {
 public:
  explicit NotificationsService(db::Database& db) : repo_(db) {}

  NotificationPage list(const std::string& user_id, const Page& page, bool unread_only);
  std::int64_t unread_count(const std::string& user_id);
  Notification mark_read(const std::string& user_id, const std::string& id);
  // How many were unread.
  std::int64_t mark_all_read(const std::string& user_id);
  void remove(const std::string& user_id, const std::string& id);
  void clear(const std::string& user_id);

 private:
  NotificationsRepository repo_;
};

}  // namespace rifa::features::notifications
