#include "events/bus.hpp"

#include "common/log.hpp"

namespace rifa::events {

void Bus::set_sink(Sink sink) {
  std::lock_guard lock(mutex_);
  sink_ = std::move(sink);
}

void Bus::deliver(const Event& event) const {
  Sink sink;
  {
    std::lock_guard lock(mutex_);
    sink = sink_;
  }
  if (sink) sink(event);
}

void Bus::stage(db::Connection& conn, Batch& batch, Event event) const {
  if (dialect_ == db::Dialect::postgresql) conn.query("SELECT pg_notify('rifa_events', ?)", {encode(event)});
  batch.add(std::move(event));
}

void Bus::published(Batch& batch) const {
  for (auto& work : batch.after_commit_) {
    try {
      work();
    } catch (const std::exception& e) {
      log::error(std::string("after-commit work failed: ") + e.what());
    }
  }
  if (dialect_ == db::Dialect::postgresql) return;  // the LISTEN connection delivers
  for (const auto& event : batch.events_) deliver(event);
}

}  // namespace rifa::events
