#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace rifa::events {

// Something that changed, for realtime subscribers. `topic` is internal: "user:<uuid>" (one user's
// own events; clients call it "user") or "raffle:<uuid>". `name` is the wire event name
// (notification.created, favorite.added, favorite.removed, raffle.numbers, raffle.status).
struct Event {
  std::string topic;
  std::string name;
  nlohmann::json payload;
};

std::string user_topic(std::string_view user_id);
std::string raffle_topic(std::string_view raffle_id);

// The message a client receives: {"type":"event","topic":…,"event":…,"payload":…}, where the
// topic of a user's own events is "user".
std::string wire_text(const Event& event);

// One line for a PostgreSQL NOTIFY payload (under its 8000-byte limit: an oversized payload is
// replaced by {"raffle_id"/"id" …, "truncated": true}, and clients re-read what changed), and back.
std::string encode(const Event& event);
std::optional<Event> decode(std::string_view text);

}  // namespace rifa::events
