#include "features/notifications/notification_json.hpp"

namespace rifa::features::notifications {

nlohmann::json notification_json(const db::Row& row) {
  auto data = nlohmann::json::parse(row.text("data"), nullptr, false);
  return {{"id", row.text("id")},
          {"user_id", row.text("user_id")},
          {"type", row.text("type")},
          {"title", row.text("title")},
          {"message", row.text("message")},
          {"priority", row.text("priority")},
          {"data", data.is_object() ? data : nlohmann::json::object()},
          {"is_read", row.boolean("is_read")},
          {"created_at", row.text("created_at")}};
}

}  // namespace rifa::features::notifications
