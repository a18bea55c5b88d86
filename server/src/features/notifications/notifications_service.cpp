#include "features/notifications/notifications_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"

namespace rifa::features::notifications {

namespace {
ApiError notification_not_found() { return ApiError::not_found("Notificación no encontrada"); }
}  // namespace

NotificationPage NotificationsService::list(const std::string& user_id, const Page& page, bool unread_only) {
  return repo_.page_of(user_id, page, unread_only);
}

std::int64_t NotificationsService::unread_count(const std::string& user_id) { return repo_.unread_count(user_id); }

Notification NotificationsService::mark_read(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw notification_not_found();
  auto marked = repo_.mark_read(user_id, id);
  if (!marked) throw notification_not_found();
  return std::move(*marked);
}

std::int64_t NotificationsService::mark_all_read(const std::string& user_id) { return repo_.mark_all_read(user_id); }

void NotificationsService::remove(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw notification_not_found();
  if (!repo_.remove(user_id, id)) throw notification_not_found();
}

void NotificationsService::clear(const std::string& user_id) { repo_.clear(user_id); }

}  // namespace rifa::features::notifications
