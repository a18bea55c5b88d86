#include "features/notifications/notifications_json.hpp"

namespace rifa::features::notifications {

using nlohmann::json;

json to_json(const Notification& n) {
  auto data = json::parse(n.data, nullptr, false);
  return {{"id", n.id},
          {"user_id", n.user_id},
          {"type", n.type},
          {"title", n.title},
          {"message", n.message},
          {"priority", n.priority},
          {"data", data.is_object() ? data : json::object()},
          {"is_read", n.is_read},
          {"created_at", n.created_at}};
}

json to_json(const NotificationPage& page) {
  json data = json::array();
  for (const auto& n : page.data) data.push_back(to_json(n));
  return {{"data", std::move(data)}, {"count", page.count}};
}

}  // namespace rifa::features::notifications
