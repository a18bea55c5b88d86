#include "jobs/job_runner.hpp"

#include "common/log.hpp"
#include "common/time.hpp"

namespace rifa::jobs {

JobRunner::JobRunner(std::chrono::milliseconds interval, Clock clock)
    : interval_(interval), clock_(clock ? std::move(clock) : Clock([] { return now_rfc3339(); })) {}

JobRunner::~JobRunner() { stop(); }

void JobRunner::add(Job job) {
  series_.emplace_back(job.name);
  jobs_.push_back(std::move(job));
}

void JobRunner::start() {
  if (thread_.joinable() || jobs_.empty()) return;
  thread_ = std::thread([this] { loop(); });
}

void JobRunner::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

int JobRunner::run_once() {
  int total = 0;
  for (std::size_t i = 0; i < jobs_.size(); ++i) {
    const auto& job = jobs_[i];
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    try {
      const int done = job.run(clock_());
      series_[i].succeeded(elapsed(), done);
      if (done > 0) log::info("job done", {{"job", job.name}, {"done", done}});
      total += done;
    } catch (const std::exception& e) {
      series_[i].failed(elapsed());
      log::error("job failed", {{"job", job.name}, {"error", e.what()}});
    }
  }
  return total;
}

void JobRunner::loop() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    run_once();
    lock.lock();
    wake_.wait_for(lock, interval_, [this] { return stopping_; });
  }
}

}  // namespace rifa::jobs
