#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "metrics/job_metrics.hpp"

namespace rifa::jobs {

// Time-driven work (raffle_ending now; hold expiry, sales close and subscription expiry later). A job
// takes "now" (RFC 3339, from the runner's clock) and returns how many things it did. Each job claims
// its rows with a conditional update, so with several instances on one database every event happens
// once; and it selects by state rather than by "since the last run", so work missed while the server
// was down is done at the next start.
struct Job {
  std::string name;
  std::function<int(const std::string& now)> run;
};

// One runner per instance: runs every job at start, then every `interval`, on its own thread. A job
// that throws is logged and retried at the next tick. Each run is counted (metrics/job_metrics.hpp).
class JobRunner {
 public:
  using Clock = std::function<std::string()>;

  explicit JobRunner(std::chrono::milliseconds interval, Clock clock = {});
  ~JobRunner();
  JobRunner(const JobRunner&) = delete;
  JobRunner& operator=(const JobRunner&) = delete;

  void add(Job job);  // before start()
  void start();
  void stop();
  // Runs every job once with the clock's time (tests and start-up); returns the total done.
  int run_once();

 private:
  void loop();

  std::chrono::milliseconds interval_;
  Clock clock_;
  std::vector<Job> jobs_;
  std::vector<metrics::JobSeries> series_;  // jobs_[i]'s runs, durations and lag
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace rifa::jobs
