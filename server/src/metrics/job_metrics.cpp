#include "metrics/job_metrics.hpp"

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>

#include "metrics/registry.hpp"

namespace rifa::metrics {
namespace {
using Clock = std::chrono::steady_clock;

struct JobFamilies {
  prometheus::Family<prometheus::Counter>& runs =
      prometheus::BuildCounter().Name("rifa_job_runs_total").Help("Scheduled job runs by result").Register(registry());
  prometheus::Family<prometheus::Histogram>& duration = prometheus::BuildHistogram()
                                                            .Name("rifa_job_duration_seconds")
                                                            .Help("Time one run of a scheduled job took")
                                                            .Register(registry());
  prometheus::Family<prometheus::Counter>& items = prometheus::BuildCounter()
                                                       .Name("rifa_job_items_total")
                                                       .Help(
                                                           "Things the scheduled jobs did (notices sent, holds "
                                                           "expired, raffles sealed…)")
                                                       .Register(registry());
  prometheus::Family<prometheus::Gauge>& lag = prometheus::BuildGauge()
                                                   .Name("rifa_job_lag_seconds")
                                                   .Help(
                                                       "Seconds since the job last finished without error "
                                                       "(since the process started, before its first success)")
                                                   .Register(registry());
};
JobFamilies& families() {
  static JobFamilies f;
  return f;
}
double seconds_since(Clock::rep ticks) {
  return std::chrono::duration<double>(Clock::now() - Clock::time_point(Clock::duration(ticks))).count();
}
}  // namespace

struct JobSeries::Series {
  explicit Series(const std::string& job)
      : ok(families().runs.Add({{"job_name", job}, {"result", "ok"}})),
        failed(families().runs.Add({{"job_name", job}, {"result", "failed"}})),
        duration(families().duration.Add({{"job_name", job}}, latency_buckets())),
        items(families().items.Add({{"job_name", job}})),
        lag(families().lag.Add({{"job_name", job}})) {}
  prometheus::Counter& ok;
  prometheus::Counter& failed;
  prometheus::Histogram& duration;
  prometheus::Counter& items;
  prometheus::Gauge& lag;
  std::atomic<Clock::rep> last_success{Clock::now().time_since_epoch().count()};
};

JobSeries::JobSeries(const std::string& job) {
  // One Series per job name for the life of the process (run-jobs and tests make several runners).
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<Series>> made;
  std::lock_guard lock(mutex);
  auto& slot = made[job];
  if (!slot) {
    slot = std::make_unique<Series>(job);
    on_scrape([s = slot.get()] { s->lag.Set(seconds_since(s->last_success.load(std::memory_order_relaxed))); });
  }
  series_ = slot.get();
}

void JobSeries::succeeded(double seconds, int items) {
  series_->ok.Increment();
  series_->duration.Observe(seconds);
  if (items > 0) series_->items.Increment(items);
  series_->last_success.store(Clock::now().time_since_epoch().count(), std::memory_order_relaxed);
}

void JobSeries::failed(double seconds) {
  series_->failed.Increment();
  series_->duration.Observe(seconds);
}

}  // namespace rifa::metrics
