#include "realtime/session.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <cerrno>

#include "common/log.hpp"
#include "events/event.hpp"
#include "realtime/hub.hpp"
#include "realtime/realtime_repository.hpp"

namespace rifa::realtime {

namespace asio = boost::asio;
namespace websocket = boost::beast::websocket;
namespace {

constexpr asio::use_awaitable_t<http::LoopExecutor> use_aw{};

const char* close_reason_text(CloseCode code) {
  switch (code) {
    case CloseCode::going_away:
      return "El servidor se está reiniciando";
    case CloseCode::policy:
      return "Mensaje no permitido";
    case CloseCode::too_big:
      return "Mensaje demasiado grande";
    case CloseCode::silent:
      return "Sin actividad";
    case CloseCode::session_ended:
      return "La sesión terminó";
    case CloseCode::too_many_connections:
      return "Demasiadas conexiones";
  }
  return "";
}

// Runs `work` on the worker pool (it may block on the database) and resumes on the session's loop.
// Results travel through the caller's variables: returning them through co_spawn corrupts them
// with Boost 1.74 (docs/decisions.md).
template <typename F>
http::LoopAwaitable<> on_worker(http::WorkerExecutor workers, F work) {
  co_await asio::co_spawn(
      workers,
      [&]() -> asio::awaitable<void> {
        work();
        co_return;
      },
      use_aw);
}

}  // namespace

Session::Session(http::LoopSocket& socket, Hub& hub, LoopHub& loop, std::string client_ip)
    : ws_(socket),
      hub_(hub),
      loop_(loop),
      client_ip_(std::move(client_ip)),
      buffer_(hub.limits().max_message_bytes + 1024),
      last_heard_(Clock::now()),
      rate_window_(last_heard_),
      done_(loop.executor) {}

Session::~Session() = default;

http::LoopAwaitable<> Session::run(http::Request req) {
  hub_.add(loop_, this);
  ws_.read_message_max(hub_.limits().max_message_bytes);
  ws_.auto_fragment(false);
  boost::system::error_code ec;
  write_started_ = Clock::now();  // the handshake's answer is bound by the write timeout too
  co_await ws_.async_accept(req, asio::redirect_error(use_aw, ec));
  write_started_ = Clock::time_point::max();
  req = {};  // the upgrade request's header is not needed any more
  if (!ec) ws_.text(true);
  ws_.control_callback([this](websocket::frame_type kind, boost::beast::string_view) {
    if (kind == websocket::frame_type::pong) return;
    peer_controls_ = true;
    // Beast answers at once, and its answer would land inside the frame still being finished.
    if (rest_pending_) drop();
  });
  while (!ec && !dropped_) {
    co_await ws_.async_read(buffer_, asio::redirect_error(use_aw, ec));
    if (ec) break;
    last_heard_ = Clock::now();
    const bool text = ws_.got_text();
    const std::string message = boost::beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (buffer_.capacity() > 1024) buffer_.shrink_to_fit();  // idle sockets keep little
    if (!text) {
      close(CloseCode::policy);
    } else if (!closing_) {
      co_await handle(message);
    }
  }
  if (ec == websocket::error::message_too_big) log::debug("realtime: message over the limit, closed with 1009");
  ended_ = true;
  forget_identity();
  for (const auto& topic : topics_) hub_.unsubscribe(loop_, topic, this);
  topics_.clear();
  hub_.remove(loop_, this);
  drop();  // a write or close still pending fails now
  while (writing_ || close_pending_) {
    done_.expires_at(Clock::time_point::max());
    co_await done_.async_wait(asio::redirect_error(use_aw, ec));
  }
}

void Session::send(SharedText text) {
  if (dropped_ || closing_ || ended_ || !ws_.is_open()) return;
  if (queued_bytes_ + text->size() > hub_.limits().max_queue_bytes) {
    log::info("realtime: a client that does not read its messages was disconnected");
    drop();
    return;
  }
  queued_bytes_ += text->size();
  queue_.push_back(std::move(text));
  if (!writing_) write_next();
}

void Session::wrote_directly(long result, const SharedText& frame, SharedText text) {
  const auto size = static_cast<long>(frame->size());
  if (result == size) return;
  if (result == 0 || result == -EAGAIN || result == -EWOULDBLOCK) {
    send(std::move(text));
  } else if (result > 0 && result < size) {
    // The socket took part of the frame: the rest goes first, straight to the socket (Beast knows
    // nothing of this frame), and the queue waits behind it as behind any write.
    log::debug("realtime: a socket took part of an event's frame; its rest is written next");
    rest_pending_ = true;
    writing_ = true;
    write_started_ = Clock::now();
    asio::async_write(ws_.next_layer(), asio::buffer(frame->data() + result, frame->size() - result),
                      [this, frame](boost::system::error_code ec, std::size_t) {
                        rest_pending_ = false;
                        if (ec) drop();
                        write_next();
                      });
  } else {
    drop();
  }
}

void Session::write_next() {
  if (queue_head_ == queue_.size() || dropped_) {
    queue_.clear();  // keeps its (small) capacity
    queue_head_ = 0;
    writing_ = false;
    write_started_ = Clock::time_point::max();
    if (closing_ && !close_pending_ && !dropped_) start_close();
    finished_io();
    return;
  }
  writing_ = true;
  write_started_ = Clock::now();
  const SharedText& text = queue_[queue_head_];
  // `this` outlives the write: run() does not return while one is pending.
  ws_.async_write(asio::buffer(*text), [this](boost::system::error_code ec, std::size_t) {
    queued_bytes_ -= queue_[queue_head_]->size();
    queue_[queue_head_++].reset();
    if (queue_head_ >= 64 && queue_head_ * 2 >= queue_.size()) {  // a queue that never empties
      queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(queue_head_));
      queue_head_ = 0;
    }
    if (ec) drop();
    write_next();
  });
}

void Session::close(CloseCode code) {
  if (closing_ || dropped_) return;
  closing_ = true;
  close_code_ = code;
  close_started_ = Clock::now();
  if (!ws_.is_open()) {
    drop();
  } else if (!writing_) {
    start_close();
  }
}

void Session::start_close() {
  close_pending_ = true;
  const auto code = static_cast<websocket::close_code>(close_code_);
  ws_.async_close(websocket::close_reason(code, close_reason_text(close_code_)),
                  [this](boost::system::error_code) {  // run() waits for it too
                    close_pending_ = false;
                    finished_io();
                  });
}

void Session::drop() {
  if (dropped_) return;
  dropped_ = true;
  boost::system::error_code ignored;
  auto& socket = ws_.next_layer();
  socket.shutdown(http::LoopSocket::shutdown_both, ignored);
  socket.cancel(ignored);
}

void Session::finished_io() {
  if (ended_ && !writing_ && !close_pending_) done_.cancel();
}

void Session::tick(Clock::time_point now) {
  const Limits& limits = hub_.limits();
  if (!closing_ && ws_.is_open() && now - last_heard_ > limits.silence_timeout) close(CloseCode::silent);
  if (writing_ && now - write_started_ > limits.write_timeout) drop();
  if (closing_ && now - close_started_ > limits.close_timeout) drop();
}

bool Session::over_rate(Clock::time_point now) {
  if (now - rate_window_ >= std::chrono::seconds(1)) {
    rate_window_ = now;
    rate_count_ = 0;
  }
  const unsigned limit = hub_.limits().messages_per_second;
  if (++rate_count_ <= limit) return false;
  if (rate_count_ == limit + 1) reply(error_text(ErrorCode::rate_limited));
  return true;
}

http::LoopAwaitable<> Session::handle(std::string_view text) {
  if (over_rate(Clock::now())) co_return;
  auto message = parse_client_message(text);
  if (std::holds_alternative<HeartbeatMessage>(message)) {
    reply(heartbeat_text());
  } else if (auto* auth = std::get_if<AuthMessage>(&message)) {
    co_await authenticate(std::move(auth->access_token));
  } else if (auto* subscription = std::get_if<SubscribeMessage>(&message)) {
    co_await subscribe(std::move(subscription->topic));
  } else if (auto* unsubscription = std::get_if<UnsubscribeMessage>(&message)) {
    unsubscribe(unsubscription->topic);
  } else {
    reply(error_text(ErrorCode::bad_message, std::get<BadMessage>(message).topic));
  }
}

http::LoopAwaitable<> Session::authenticate(std::string token) {
  std::optional<auth::TokenClaims> claims;
  co_await on_worker(hub_.workers(), [&] {
    try {
      claims = hub_.auth().authenticate(token);
    } catch (const std::exception& e) {
      log::error(std::string("realtime: checking a token failed: ") + e.what());
    }
  });
  if (dropped_) co_return;
  if (!claims) {
    forget_identity();
    reply(error_text(ErrorCode::invalid_token));
    co_return;
  }
  if (claims->user_id != user_id_) {
    if (!hub_.users().reserve(claims->user_id, hub_.limits().connections_per_user)) {
      forget_identity();
      reply(error_text(ErrorCode::too_many_connections));
      close(CloseCode::too_many_connections);
      co_return;
    }
    forget_identity();  // another user's token: their `user` subscription ends here
    user_id_ = claims->user_id;
  }
  auth_session_ = claims->session_id;
  auth_expires_at_ = claims->expires_at;
  reply(authed_text(user_id_));
}

http::LoopAwaitable<> Session::subscribe(Topic topic) {
  if (topic.kind == Topic::Kind::user && user_id_.empty()) {
    reply(error_text(ErrorCode::unauthorized, topic));
    co_return;
  }
  const std::string name = internal_topic(topic);
  if (std::find(topics_.begin(), topics_.end(), name) != topics_.end()) {
    reply(subscribed_text(topic));
    co_return;
  }
  if (topics_.size() >= hub_.limits().subscriptions_per_socket) {
    reply(error_text(ErrorCode::too_many_subscriptions, topic));
    co_return;
  }
  if (topic.kind == Topic::Kind::raffle) {
    bool exists = false;
    co_await on_worker(hub_.workers(), [&] {
      try {
        exists = RealtimeRepository(hub_.database()).raffle_exists(topic.raffle_id);
      } catch (const std::exception& e) {
        log::error(std::string("realtime: looking up a raffle failed: ") + e.what());
      }
    });
    if (dropped_) co_return;
    if (!exists) {
      reply(error_text(ErrorCode::not_found, topic));
      co_return;
    }
  }
  topics_.push_back(name);
  hub_.subscribe(loop_, name, this);
  reply(subscribed_text(topic));
}

void Session::unsubscribe(const Topic& topic) {
  if (topic.kind == Topic::Kind::raffle || !user_id_.empty()) {
    const std::string name = internal_topic(topic);
    const auto it = std::find(topics_.begin(), topics_.end(), name);
    if (it != topics_.end()) {
      topics_.erase(it);
      hub_.unsubscribe(loop_, name, this);
    }
  }
  reply(unsubscribed_text(topic));
}

void Session::forget_identity() {
  if (user_id_.empty()) return;
  const std::string name = events::user_topic(user_id_);
  const auto it = std::find(topics_.begin(), topics_.end(), name);
  if (it != topics_.end()) {
    topics_.erase(it);
    hub_.unsubscribe(loop_, name, this);
  }
  hub_.users().release(user_id_);
  user_id_.clear();
  auth_session_.clear();
  auth_expires_at_ = 0;
}

std::string Session::internal_topic(const Topic& topic) const {
  return topic.kind == Topic::Kind::user ? events::user_topic(user_id_) : events::raffle_topic(topic.raffle_id);
}

}  // namespace rifa::realtime
