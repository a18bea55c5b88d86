#include "events/bus.hpp"

#include "common/log.hpp"
#include "db/pipeline.hpp"

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
  // Right behind the COMMIT, in its round trip (db/pipeline.hpp), and only if it succeeded: a NOTIFY
  // inside the transaction holds PostgreSQL's one notification-queue lock through the commit's
  // fsync, so every transaction that notifies would commit one at a time (~1 fsync each).
  if (dialect_ == db::Dialect::postgresql) {
    db::execute_after_commit(conn, "SELECT pg_notify('rifa_events', ?)", {encode(event)});
  }
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
