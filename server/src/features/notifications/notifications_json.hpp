#pragma once

#include <nlohmann/json.hpp>

#include "features/notifications/notifications.hpp"

namespace rifa::features::notifications {

// The contract's Notification (`data` an object, {} when the stored text is not one): the one
// serialiser of notifications, for the API and the realtime events alike.
nlohmann::json to_json(const Notification& notification);
// {"data": [...], "count": n}.
nlohmann::json to_json(const NotificationPage& page);

}  // namespace rifa::features::notifications
