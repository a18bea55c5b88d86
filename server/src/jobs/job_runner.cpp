#include "jobs/job_runner.hpp"

#include "common/log.hpp"
#include "common/time.hpp"

namespace rifa::jobs {

JobRunner::JobRunner(std::chrono::milliseconds interval, Clock clock)
    : interval_(interval), clock_(clock ? std::move(clock) : Clock([] { return now_rfc3339(); })) {}

JobRunner::~JobRunner() { stop(); }

void JobRunner::add(Job job) { jobs_.push_back(std::move(job)); }

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
  for (const auto& job : jobs_) {
    try {
      const int done = job.run(clock_());
      if (done > 0) log::info("job " + job.name + ": " + std::to_string(done));
      total += done;
    } catch (const std::exception& e) {
      log::error("job " + job.name + " failed: " + e.what());
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
