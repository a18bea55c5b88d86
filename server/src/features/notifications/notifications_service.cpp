#include "features/notifications/notifications_service.hpp"

#include "common/errors.hpp"
#include "common/ids.hpp"
#include "features/notifications/notification_json.hpp"

namespace rifa::features::notifications {

using nlohmann::json;

namespace {
ApiError notification_not_found() { return ApiError::not_found("Notificación no encontrada"); }
}  // namespace

json NotificationsService::list(const std::string& user_id, const Page& page, bool unread_only) {
  const std::string where = unread_only ? " WHERE user_id = ? AND NOT is_read" : " WHERE user_id = ?";
  const auto count = db_.query("SELECT COUNT(*) AS n FROM notifications" + where, {user_id}).first().integer("n");
  const auto rows = db_.query(std::string("SELECT ") + kNotificationColumns + " FROM notifications" + where +
                                  " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                              {user_id, page.limit, page.offset()});
  json data = json::array();
  for (const auto& row : rows.rows) data.push_back(notification_json(row));
  return {{"data", data}, {"count", count}};
}

json NotificationsService::unread_count(const std::string& user_id) {
  return {{"count", db_.query("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND NOT is_read", {user_id})
                        .first()
                        .integer("n")}};
}

json NotificationsService::mark_read(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw notification_not_found();
  const auto row =
      db_.query(std::string("UPDATE notifications SET is_read = ? WHERE id = ? AND user_id = ? RETURNING ") +
                    kNotificationColumns,
                {true, id, user_id});
  if (row.empty()) throw notification_not_found();
  return notification_json(row.first());
}

json NotificationsService::mark_all_read(const std::string& user_id) {
  return {
      {"updated",
       db_.query("UPDATE notifications SET is_read = ? WHERE user_id = ? AND NOT is_read", {true, user_id}).affected}};
}

void NotificationsService::remove(const std::string& user_id, const std::string& id) {
  if (!is_uuid(id)) throw notification_not_found();
  if (db_.query("DELETE FROM notifications WHERE id = ? AND user_id = ?", {id, user_id}).affected == 0) {
    throw notification_not_found();
  }
}

void NotificationsService::clear(const std::string& user_id) {
  db_.query("DELETE FROM notifications WHERE user_id = ?", {user_id});
}

}  // namespace rifa::features::notifications
