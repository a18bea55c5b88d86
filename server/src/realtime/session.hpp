#pragma once

// <utility> must precede the Asio coroutine headers with Boost 1.74 (std::exchange).
#include <utility>

#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "http/server.hpp"
#include "realtime/protocol.hpp"

namespace rifa::realtime {

class Hub;
struct LoopHub;
using SharedText = std::shared_ptr<const std::string>;
using Clock = std::chrono::steady_clock;

// One WebSocket connection at /realtime/v1: reads client messages one at a time (the database work
// of `auth` and `subscribe raffle:<id>` runs on the worker pool), and writes from a queue of shared,
// already serialised messages. Lives on one network loop; every member is touched only there.
class Session {
 public:
  Session(http::LoopSocket& socket, Hub& hub, LoopHub& loop, std::string client_ip);
  ~Session();

  // Handshake, then the read loop; returns once nothing of the session uses the socket any more.
  http::LoopAwaitable<> run(http::Request req);

  // Queues a message; a client whose unsent bytes pass the limit is dropped (no close frame).
  void send(SharedText text);
  // Whether an event may be written straight to the socket around Beast (DirectSender): nothing of
  // this socket is being written or waits in its queue, and the client never sent a ping or a close
  // (Beast answers those by itself, and its answer must never be cut into by our bytes).
  bool writes_directly() const {
    return !writing_ && !closing_ && !dropped_ && !ended_ && !peer_controls_ && ws_.is_open();
  }
  int native_handle() { return ws_.next_layer().native_handle(); }
  // What a direct write of `frame` (`text` as a frame) did: all of it written; nothing written (the
  // socket is full: `text` is queued as any message); part of it (the rest is written next, ahead of
  // the queue); an error (dropped).
  void wrote_directly(long result, const SharedText& frame, SharedText text);
  // Starts the closing handshake with `code` (once); the client is dropped if it does not answer.
  void close(CloseCode code);
  // The hub's periodic check: silence, a stuck write, an unanswered close.
  void tick(Clock::time_point now);
  // The access token of an authenticated socket (empty otherwise), for the periodic session check.
  // The auth session of the token the socket signed in with ("" when anonymous), and the token's
  // expiry (Unix seconds): what the periodic re-check needs, without verifying the signature again.
  const std::string& auth_session() const { return auth_session_; }
  std::int64_t auth_expires_at() const { return auth_expires_at_; }

 private:
  http::LoopAwaitable<> handle(std::string_view text);
  http::LoopAwaitable<> authenticate(std::string token);
  http::LoopAwaitable<> subscribe(Topic topic);
  void unsubscribe(const Topic& topic);
  void reply(std::string text) { send(std::make_shared<const std::string>(std::move(text))); }
  bool over_rate(Clock::time_point now);
  void forget_identity();
  std::string internal_topic(const Topic& topic) const;
  void write_next();
  void start_close();
  void drop();
  void finished_io();

  boost::beast::websocket::stream<http::LoopSocket&> ws_;
  Hub& hub_;
  LoopHub& loop_;
  std::string client_ip_;
  boost::beast::flat_buffer buffer_;
  // Unsent messages from queue_head_ on (a vector: an empty std::deque already holds ~600 bytes).
  std::vector<SharedText> queue_;
  std::size_t queue_head_ = 0;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool closing_ = false;  // closing: nothing more is queued, the close frame follows the queue
  bool close_pending_ = false;
  CloseCode close_code_ = CloseCode::going_away;
  bool dropped_ = false;
  bool ended_ = false;          // run() is past its read loop, waiting for the writes to finish
  bool peer_controls_ = false;  // the client sent a ping or a close: only Beast writes from now on
  bool rest_pending_ = false;   // the rest of a partly written direct frame is being written
  Clock::time_point last_heard_;
  Clock::time_point write_started_ = Clock::time_point::max();
  Clock::time_point close_started_ = Clock::time_point::max();
  Clock::time_point rate_window_;
  unsigned rate_count_ = 0;
  std::string auth_session_;
  std::int64_t auth_expires_at_ = 0;
  std::string user_id_;
  std::vector<std::string> topics_;  // internal names ("user:<uuid>", "raffle:<uuid>")
  // Cancelled when the last write or close finishes after run() ended (run() waits on it).
  boost::asio::basic_waitable_timer<Clock, boost::asio::wait_traits<Clock>, http::LoopExecutor> done_;
};

}  // namespace rifa::realtime
