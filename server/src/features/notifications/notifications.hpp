#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rifa::features::notifications {

// A notification as stored (the contract's Notification). `data` is the JSON text of an object.
struct Notification {
  std::string id, user_id, type, title, message, priority, data;
  bool is_read = false;
  std::string created_at;
};

// One page of a user's notifications and the count of the whole list.
struct NotificationPage {
  std::vector<Notification> data;
  std::int64_t count = 0;
};

// A raffle whose one-day-before notice was just claimed.
struct EndingRaffle {
  std::string title;
  std::int64_t total_tickets = 0;
  std::string creator_id;
};

// A live (not cancelled) ticket of a registered buyer, as the raffle's audience reads it.
struct LiveTicket {
  std::string user_id;
  std::vector<std::int64_t> numbers;
  std::string status;
  std::int64_t price_cents = 0;
};

}  // namespace rifa::features::notifications
