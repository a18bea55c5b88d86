#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <thread>

#include "events/bus.hpp"

namespace rifa::realtime {

// The PostgreSQL event feed of one instance: a libpq connection of its own, on its own thread,
// doing LISTEN rifa_events. Every NOTIFY (from any instance, this one included) is decoded and
// handed to bus.deliver(). A lost connection is reopened with backoff (0.25 s doubling to 10 s);
// events sent meanwhile are lost, so after a reconnect `on_resync` tells the clients to re-read.
class PgListener {
 public:
  PgListener(std::string database_url, const events::Bus& bus, std::function<void()> on_resync);
  ~PgListener();  // stops and joins
  PgListener(const PgListener&) = delete;
  PgListener& operator=(const PgListener&) = delete;

 private:
  void run();

  std::string url_;
  const events::Bus& bus_;
  std::function<void()> on_resync_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace rifa::realtime
