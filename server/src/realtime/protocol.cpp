#include "realtime/protocol.hpp"

#include <nlohmann/json.hpp>

namespace rifa::realtime {

namespace {

constexpr std::string_view kRafflePrefix = "raffle:";

// A UUID as the server writes them: 8-4-4-4-12 lower-case hex digits.
bool canonical_uuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (c != '-') return false;
    } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
      return false;
    }
  }
  return true;
}

std::string_view error_message(ErrorCode code) {
  switch (code) {
    case ErrorCode::bad_message:
      return "Mensaje no válido";
    case ErrorCode::unauthorized:
      return "Debes iniciar sesión";
    case ErrorCode::invalid_token:
      return "Tu sesión no es válida o expiró; inicia sesión de nuevo";
    case ErrorCode::not_found:
      return "La rifa no existe";
    case ErrorCode::too_many_subscriptions:
      return "Demasiadas suscripciones en esta conexión";
    case ErrorCode::too_many_connections:
      return "Demasiadas conexiones abiertas con tu cuenta";
    case ErrorCode::rate_limited:
      return "Demasiados mensajes; espera un momento";
  }
  return "Mensaje no válido";
}

std::string_view error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::bad_message:
      return "bad_message";
    case ErrorCode::unauthorized:
      return "unauthorized";
    case ErrorCode::invalid_token:
      return "invalid_token";
    case ErrorCode::not_found:
      return "not_found";
    case ErrorCode::too_many_subscriptions:
      return "too_many_subscriptions";
    case ErrorCode::too_many_connections:
      return "too_many_connections";
    case ErrorCode::rate_limited:
      return "rate_limited";
  }
  return "bad_message";
}

std::string typed(std::string_view type, const Topic& topic) {
  return nlohmann::json{{"type", type}, {"topic", topic.wire()}}.dump();
}

}  // namespace

std::string Topic::wire() const { return kind == Kind::user ? "user" : std::string(kRafflePrefix) + raffle_id; }

std::optional<Topic> parse_topic(std::string_view text) {
  if (text == "user") return Topic{Topic::Kind::user, {}};
  if (text.starts_with(kRafflePrefix) && canonical_uuid(text.substr(kRafflePrefix.size()))) {
    return Topic{Topic::Kind::raffle, std::string(text.substr(kRafflePrefix.size()))};
  }
  return std::nullopt;
}

ClientMessage parse_client_message(std::string_view text) {
  const auto message = nlohmann::json::parse(text, nullptr, false);
  if (!message.is_object()) return BadMessage{};
  const auto type = message.find("type");
  if (type == message.end() || !type->is_string()) return BadMessage{};
  const auto& name = type->get_ref<const std::string&>();
  // Exact objects, as the contract's: a member it does not name makes the message bad.
  auto only = [&](std::initializer_list<std::string_view> keys) {
    for (const auto& [key, value] : message.items()) {
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) return false;
    }
    return true;
  };
  if (name == "heartbeat") return only({"type"}) ? ClientMessage{HeartbeatMessage{}} : BadMessage{};
  if (name == "auth") {
    const auto token = message.find("access_token");
    if (token == message.end() || !token->is_string() || token->get_ref<const std::string&>().empty() ||
        !only({"type", "access_token"})) {
      return BadMessage{};
    }
    return AuthMessage{token->get<std::string>()};
  }
  if (name == "subscribe" || name == "unsubscribe") {
    const auto topic_field = message.find("topic");
    if (topic_field == message.end() || !topic_field->is_string()) return BadMessage{};
    auto topic = parse_topic(topic_field->get_ref<const std::string&>());
    if (!topic || !only({"type", "topic"})) return BadMessage{topic};
    if (name == "subscribe") return SubscribeMessage{std::move(*topic)};
    return UnsubscribeMessage{std::move(*topic)};
  }
  return BadMessage{};
}

std::string authed_text(std::string_view user_id) {
  return nlohmann::json{{"type", "authed"}, {"user_id", user_id}}.dump();
}
std::string subscribed_text(const Topic& topic) { return typed("subscribed", topic); }
std::string unsubscribed_text(const Topic& topic) { return typed("unsubscribed", topic); }
std::string heartbeat_text() { return R"({"type":"heartbeat"})"; }
std::string resync_text() { return R"({"type":"resync"})"; }

std::string error_text(ErrorCode code, const std::optional<Topic>& topic) {
  nlohmann::json message = {{"type", "error"}, {"code", error_code_name(code)}, {"message", error_message(code)}};
  if (topic) message["topic"] = topic->wire();
  return message.dump();
}

}  // namespace rifa::realtime
