#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace rifa::realtime {

// Close codes the server sends (docs/realtime.md).
enum class CloseCode : std::uint16_t {
  going_away = 1001,            // the server is shutting down: reconnect
  policy = 1008,                // refused (binary frames)
  too_big = 1009,               // a message over the size limit
  silent = 4000,                // no message for 60 s (the client sends a heartbeat every 25 s)
  session_ended = 4001,         // signed out, revoked or expired: reconnect with a fresh token
  too_many_connections = 4008,  // this user has too many sockets open on this instance
};

// A topic as the client names it, checked: "user" or "raffle:<uuid>" (lower-case hex).
struct Topic {
  enum class Kind { user, raffle } kind;
  std::string raffle_id;  // empty for `user`

  std::string wire() const;  // "user" / "raffle:<id>"
};
std::optional<Topic> parse_topic(std::string_view text);

struct AuthMessage {
  std::string access_token;
};
struct SubscribeMessage {
  Topic topic;
};
struct UnsubscribeMessage {
  Topic topic;
};
struct HeartbeatMessage {};
// A message the contract does not describe. `topic` is set when the message named a valid one.
struct BadMessage {
  std::optional<Topic> topic;
};
using ClientMessage = std::variant<AuthMessage, SubscribeMessage, UnsubscribeMessage, HeartbeatMessage, BadMessage>;

// One client text frame as a RealtimeClientMessage.
ClientMessage parse_client_message(std::string_view text);

// Error codes of RealtimeServerMessage `error`.
enum class ErrorCode {
  bad_message,
  unauthorized,
  invalid_token,
  not_found,
  too_many_subscriptions,
  too_many_connections,
  rate_limited
};

// Server messages (RealtimeServerMessage), serialised.
std::string authed_text(std::string_view user_id);
std::string subscribed_text(const Topic& topic);
std::string unsubscribed_text(const Topic& topic);
std::string heartbeat_text();
std::string resync_text();
// The Spanish message of each code; `topic` is added when given.
std::string error_text(ErrorCode code, const std::optional<Topic>& topic = std::nullopt);

}  // namespace rifa::realtime
