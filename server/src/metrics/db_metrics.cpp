#include "metrics/db_metrics.hpp"

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>

#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
struct DatabaseSeries {
  prometheus::Histogram& group_size =
      prometheus::BuildHistogram()
          .Name("rifa_db_commit_group_size")
          .Help("Transactions committed together by the group writer (one COMMIT and one fsync)")
          .Register(registry())
          .Add({}, prometheus::Histogram::BucketBoundaries{1, 2, 4, 8, 16, 32, 64, 128, 256});
  prometheus::Histogram& fsync =
      prometheus::BuildHistogram()
          .Name("rifa_db_fsync_seconds")
          .Help("Time to make committed groups durable (SQLite: the WAL's fdatasync; PostgreSQL: the group's COMMIT)")
          .Register(registry())
          .Add({}, prometheus::Histogram::BucketBoundaries{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                           0.05, 0.1, 0.25, 0.5, 1});
  prometheus::Gauge& queue = prometheus::BuildGauge()
                                 .Name("rifa_db_writer_queue")
                                 .Help("Write transactions waiting for the group writer")
                                 .Register(registry())
                                 .Add({});
  prometheus::Family<prometheus::Gauge>& connections =
      prometheus::BuildGauge()
          .Name("rifa_db_connections")
          .Help("Pooled database connections by state (in_use: borrowed by a request or a job)")
          .Register(registry());
  prometheus::Gauge& in_use = connections.Add({{"state", "in_use"}});
  prometheus::Gauge& idle = connections.Add({{"state", "idle"}});
  prometheus::Counter& opened = prometheus::BuildCounter()
                                    .Name("rifa_db_connections_opened_total")
                                    .Help("Database connections opened because the pool had none idle")
                                    .Register(registry())
                                    .Add({});
};
DatabaseSeries& db_series() {
  static DatabaseSeries s;
  return s;
}
// Registered at start-up, so /metrics shows the families (at 0) before their first event.
[[maybe_unused]] const auto& kDatabaseSeriesFromStart = db_series();
}  // namespace

void observe_commit_group(std::size_t transactions) {
  db_series().group_size.Observe(static_cast<double>(transactions));
}
void observe_fsync(double seconds) { db_series().fsync.Observe(seconds); }
void writer_queue_changed(long delta) { db_series().queue.Increment(static_cast<double>(delta)); }

void connection_borrowed(bool opened_new) {
  auto& s = db_series();
  s.in_use.Increment();
  if (opened_new) {
    s.opened.Increment();
  } else {
    s.idle.Decrement();
  }
}

void connection_returned(bool kept_idle) {
  auto& s = db_series();
  s.in_use.Decrement();
  if (kept_idle) s.idle.Increment();
}

}  // namespace rifa::metrics
