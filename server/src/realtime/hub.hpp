#pragma once

// <utility> must precede the Asio coroutine headers with Boost 1.74 (std::exchange).
#include <utility>

#include <atomic>
#include <boost/asio/steady_timer.hpp>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "auth/auth_service.hpp"
#include "db/database.hpp"
#include "events/event.hpp"
#include "http/server.hpp"
#include "realtime/direct_send.hpp"
#include "realtime/realtime_limits.hpp"
#include "realtime/session.hpp"

namespace rifa::realtime {

// Counts per key shared by every loop: open sockets per client address or user, subscribed sockets
// per topic.
class ConnectionCounts {
 public:
  bool reserve(const std::string& key, unsigned limit);
  void release(const std::string& key);
  unsigned count(const std::string& key) const;

 private:
  mutable std::mutex mutex_;
  std::unordered_map<std::string, unsigned> counts_;
};

// An event being sent to one topic's sockets of one loop: who was subscribed when it arrived, and
// how far the sending got.
struct Fanout {
  std::string topic;
  SharedText text;
  SharedText frame;  // text as a WebSocket frame, for the sockets written directly
  std::vector<Session*> targets;
  std::size_t next = 0;
};

// One network loop's share of the sockets and their subscriptions; touched only on that loop.
struct LoopHub {
  // `subscribers`: the sockets subscribed to each topic on every loop (the hub's), kept by
  // Hub::subscribe and Hub::unsubscribe.
  LoopHub(http::LoopExecutor ex, ConnectionCounts& subscribers, EventWrites writes = EventWrites::batched)
      : executor(ex),
        subscribers(subscribers),
        sweep_timer(ex),
        direct_writes(writes != EventWrites::queued),
        direct(writes == EventWrites::batched) {}
  http::LoopExecutor executor;
  ConnectionCounts& subscribers;
  std::unordered_map<std::string, std::unordered_set<Session*>> topics;  // internal topic → sockets
  std::unordered_set<Session*> sessions;
  boost::asio::basic_waitable_timer<Clock, boost::asio::wait_traits<Clock>, http::LoopExecutor> sweep_timer;
  Clock::time_point next_recheck{};
  bool recheck_running = false;
  bool stopping = false;
  // Events waiting to be sent, in order; sent a chunk at a time so an HTTP answer or another
  // socket's read on this loop waits for one chunk, not for 10,000 sends.
  std::deque<Fanout> fanouts;
  bool fanning_out = false;
  bool direct_writes;
  DirectSender direct;
};

// Topics → sockets on every loop. An event is serialised once and the same bytes are posted to
// each loop, which queues them on its subscribers; nothing is locked on the way.
class Hub {
 public:
  Hub(Limits limits, auth::AuthService& auth, db::Database& db) : limits_(limits), auth_(auth), db_(db) {}

  void attach(std::vector<http::LoopExecutor> loops, http::WorkerExecutor workers);
  // From any thread (the event bus's sink, the PostgreSQL listener).
  void publish(const events::Event& event);
  // Every socket is told it may have missed events ({"type":"resync"}): the event feed was lost.
  void resync();
  // Every socket gets close 1001; the sweeps stop once their loop has no socket left.
  void shutdown();

  const Limits& limits() const { return limits_; }
  auth::AuthService& auth() { return auth_; }
  db::Database& database() { return db_; }
  http::WorkerExecutor workers() const { return *workers_; }
  LoopHub& loop(std::size_t index) { return *loops_.at(index); }
  ConnectionCounts& addresses() { return addresses_; }
  ConnectionCounts& users() { return users_; }

  // On the session's loop.
  void add(LoopHub& loop, Session* session);
  void remove(LoopHub& loop, Session* session);
  static void subscribe(LoopHub& loop, const std::string& topic, Session* session);
  static void unsubscribe(LoopHub& loop, const std::string& topic, Session* session);

 private:
  void to_every_loop(const std::string& topic, SharedText text);
  static void fan_out(LoopHub& loop);
  void sweep(LoopHub& loop);
  void recheck_sessions(LoopHub& loop);

  Limits limits_;
  auth::AuthService& auth_;
  db::Database& db_;
  // Sockets subscribed to each topic on any loop (declared before the loops, which refer to it): an event nobody
  // listens to is not serialised nor posted to the loops (most purchases' events, e.g. to a creator who is not online).
  ConnectionCounts subscribers_;
  std::vector<std::unique_ptr<LoopHub>> loops_;
  std::atomic<bool> attached_{false};  // loops_ is set (publish() may run on other threads before)
  std::optional<http::WorkerExecutor> workers_;
  ConnectionCounts addresses_;
  ConnectionCounts users_;
};

}  // namespace rifa::realtime
