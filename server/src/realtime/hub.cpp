#include "realtime/hub.hpp"

#include <limits>

#include <boost/asio/post.hpp>

#include "common/log.hpp"
#include "metrics/realtime_metrics.hpp"

namespace rifa::realtime {

namespace asio = boost::asio;

namespace {
constexpr std::size_t kFanoutChunk = 256;  // sends per turn of the loop
}  // namespace

bool ConnectionCounts::reserve(const std::string& key, unsigned limit) {
  std::lock_guard lock(mutex_);
  unsigned& count = counts_[key];
  if (count >= limit) {
    if (count == 0) counts_.erase(key);
    return false;
  }
  ++count;
  return true;
}

void ConnectionCounts::release(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto it = counts_.find(key);
  if (it == counts_.end()) return;
  if (--it->second == 0) counts_.erase(it);
}

unsigned ConnectionCounts::count(const std::string& key) const {
  std::lock_guard lock(mutex_);
  const auto it = counts_.find(key);
  return it == counts_.end() ? 0 : it->second;
}

void Hub::attach(std::vector<http::LoopExecutor> loops, http::WorkerExecutor workers) {
  workers_ = workers;
  loops_.clear();
  for (const auto& executor : loops)
    loops_.push_back(std::make_unique<LoopHub>(executor, subscribers_, limits_.writes));
  for (auto& loop : loops_) {
    asio::post(loop->executor, [this, l = loop.get()] { sweep(*l); });
  }
  attached_.store(true, std::memory_order_release);
}

void Hub::publish(const events::Event& event) {
  if (subscribers_.count(event.topic) == 0) return;
  to_every_loop(event.topic, std::make_shared<const std::string>(events::wire_text(event)));
}

void Hub::to_every_loop(const std::string& topic, SharedText text) {
  if (!attached_.load(std::memory_order_acquire)) return;
  const auto frame = std::make_shared<const std::string>(text_frame(*text));
  for (auto& loop : loops_) {
    asio::post(loop->executor, [l = loop.get(), topic, text, frame] {
      const auto it = l->topics.find(topic);
      if (it == l->topics.end()) return;
      l->fanouts.push_back({topic, text, frame, std::vector<Session*>(it->second.begin(), it->second.end())});
      if (!l->fanning_out) fan_out(*l);
    });
  }
}

// Sends the oldest waiting event to the next chunk of its sockets, then lets the loop run other
// work before the next chunk. Events leave in the order they came, so every socket sees them in
// order. A socket closed meanwhile has left the topic: each target is looked up again (a new
// socket at a reused address is only sent what its own subscription asks for).
void Hub::fan_out(LoopHub& loop) {
  loop.fanning_out = true;
  std::size_t budget = kFanoutChunk;
  std::size_t delivered = 0;
  while (budget > 0 && !loop.fanouts.empty()) {
    Fanout& current = loop.fanouts.front();
    const auto subscribed = loop.topics.find(current.topic);
    while (budget > 0 && current.next < current.targets.size()) {
      Session* session = current.targets[current.next++];
      --budget;
      if (subscribed == loop.topics.end() || !subscribed->second.contains(session)) continue;
      ++delivered;
      if (loop.direct_writes && session->writes_directly()) {
        loop.direct.add(session, session->native_handle(), *current.frame);
      } else {
        session->send(current.text);
      }
    }
    // Written before the next event is looked at: a socket found full now has this event queued,
    // so the next one queues behind it and the order holds.
    for (const auto& sent : loop.direct.flush()) sent.session->wrote_directly(sent.result, current.frame, current.text);
    if (current.next == current.targets.size()) loop.fanouts.pop_front();
  }
  metrics::events_sent(delivered);
  if (loop.fanouts.empty()) {
    loop.fanning_out = false;
    return;
  }
  asio::post(loop.executor, [&loop] { fan_out(loop); });
}

void Hub::resync() {
  if (!attached_.load(std::memory_order_acquire)) return;
  const auto text = std::make_shared<const std::string>(resync_text());
  for (auto& loop : loops_) {
    asio::post(loop->executor, [l = loop.get(), text] {
      for (Session* session : l->sessions) session->send(text);
    });
  }
}

void Hub::shutdown() {
  if (!attached_.load(std::memory_order_acquire)) return;
  for (auto& loop : loops_) {
    asio::post(loop->executor, [l = loop.get()] {
      l->stopping = true;
      for (Session* session : l->sessions) session->close(CloseCode::going_away);
      if (l->sessions.empty()) l->sweep_timer.cancel();
    });
  }
}

void Hub::add(LoopHub& loop, Session* session) {
  if (loop.sessions.insert(session).second) metrics::websocket_opened();
}

void Hub::remove(LoopHub& loop, Session* session) {
  if (loop.sessions.erase(session)) metrics::websocket_closed();
  if (loop.stopping && loop.sessions.empty()) loop.sweep_timer.cancel();  // lets the loop finish
}

void Hub::subscribe(LoopHub& loop, const std::string& topic, Session* session) {
  if (loop.topics[topic].insert(session).second) loop.subscribers.reserve(topic, std::numeric_limits<unsigned>::max());
}

void Hub::unsubscribe(LoopHub& loop, const std::string& topic, Session* session) {
  const auto it = loop.topics.find(topic);
  if (it == loop.topics.end()) return;
  if (it->second.erase(session)) loop.subscribers.release(topic);
  if (it->second.empty()) loop.topics.erase(it);
}

// Once a second on each loop: every socket's own timeouts, and every few seconds the sessions of
// the authenticated ones.
void Hub::sweep(LoopHub& loop) {
  if (loop.stopping && loop.sessions.empty()) return;
  const auto now = Clock::now();
  for (Session* session : loop.sessions) session->tick(now);
  if (now >= loop.next_recheck && !loop.recheck_running) recheck_sessions(loop);
  loop.sweep_timer.expires_after(std::chrono::seconds(1));
  loop.sweep_timer.async_wait([this, &loop](boost::system::error_code ec) {
    if (!ec) sweep(loop);
  });
}

// A signed-out, revoked or expired session closes its sockets (4001). The token's signature was
// verified when the socket signed in; here its expiry is compared on the loop, and whether its
// session still exists (AuthService::session_alive: the database, cached for a few seconds, so a
// sign-out on any instance is seen) is asked once per session on the worker pool.
void Hub::recheck_sessions(LoopHub& loop) {
  const auto epoch_now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  std::unordered_set<std::string> session_ids;
  std::vector<Session*> expired;
  for (Session* session : loop.sessions) {
    if (session->auth_session().empty()) continue;
    if (session->auth_expires_at() <= epoch_now) {
      expired.push_back(session);
    } else {
      session_ids.insert(session->auth_session());
    }
  }
  for (Session* session : expired) session->close(CloseCode::session_ended);
  if (session_ids.empty()) {
    loop.next_recheck = Clock::now() + limits_.auth_recheck;
    return;
  }
  loop.recheck_running = true;
  asio::post(*workers_, [this, &loop, session_ids = std::move(session_ids)] {
    std::unordered_set<std::string> ended;
    for (const auto& id : session_ids) {
      try {
        if (!auth_.session_alive(id)) ended.insert(id);
      } catch (const std::exception& e) {
        log::warn(std::string("realtime: session check failed: ") + e.what());  // kept open; next time
      }
    }
    asio::post(loop.executor, [this, &loop, ended = std::move(ended)] {
      loop.recheck_running = false;
      loop.next_recheck = Clock::now() + limits_.auth_recheck;
      for (Session* session : loop.sessions) {
        if (!session->auth_session().empty() && ended.contains(session->auth_session())) {
          session->close(CloseCode::session_ended);
        }
      }
    });
  });
}

}  // namespace rifa::realtime
