#include "events/event.hpp"

namespace rifa::events {

namespace {
constexpr std::string_view kUserPrefix = "user:";
constexpr std::size_t kNotifyLimit = 7900;  // PostgreSQL refuses NOTIFY payloads of 8000 bytes or more
}  // namespace

std::string user_topic(std::string_view user_id) { return std::string(kUserPrefix) + std::string(user_id); }
std::string raffle_topic(std::string_view raffle_id) { return "raffle:" + std::string(raffle_id); }

std::string wire_text(const Event& event) {
  const std::string topic = event.topic.starts_with(kUserPrefix) ? "user" : event.topic;
  return nlohmann::json{{"type", "event"}, {"topic", topic}, {"event", event.name}, {"payload", event.payload}}.dump();
}

std::string encode(const Event& event) {
  std::string text = nlohmann::json{{"t", event.topic}, {"e", event.name}, {"p", event.payload}}.dump();
  if (text.size() <= kNotifyLimit) return text;
  nlohmann::json slim = {{"truncated", true}};
  for (const char* key : {"id", "raffle_id", "numbers_version", "status", "sold_tickets"}) {
    if (event.payload.is_object() && event.payload.contains(key)) slim[key] = event.payload[key];
  }
  return nlohmann::json{{"t", event.topic}, {"e", event.name}, {"p", slim}}.dump();
}

std::optional<Event> decode(std::string_view text) {
  const auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("t") || !parsed["t"].is_string() || !parsed.contains("e") ||
      !parsed["e"].is_string() || !parsed.contains("p")) {
    return std::nullopt;
  }
  return Event{parsed["t"].get<std::string>(), parsed["e"].get<std::string>(), parsed["p"]};
}

}  // namespace rifa::events
