#pragma once

#include <nlohmann/json.hpp>

#include "db/database.hpp"

namespace rifa::features::notifications {

// The columns every notification read selects (and INSERT … RETURNING returns), and the contract's
// Notification written from them.
inline constexpr const char* kNotificationColumns =
    "id, user_id, type, title, message, priority, data, is_read, created_at";

nlohmann::json notification_json(const db::Row& row);

}  // namespace rifa::features::notifications
