#include "features/proofs/proof_reader_pool.hpp"

#include <chrono>
#include <memory>

#include "common/thread_priority.hpp"
#include "metrics/proof_metrics.hpp"

namespace rifa::features::proofs {

ProofReaderPool::ProofReaderPool(int threads, std::size_t capacity) : capacity_(capacity) {
  metrics::proof_queue(0, 0);  // the series show from the start, at 0
  for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

ProofReaderPool::~ProofReaderPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    queue_.clear();
  }
  wake_.notify_all();
  for (auto& thread : threads_) thread.join();
}

bool ProofReaderPool::offer(Job job) {
  {
    std::lock_guard lock(mutex_);
    if (keys_.count(job.key)) return true;
    if (queue_.size() >= capacity_) {
      metrics::proof_offer_refused();
      return false;
    }
    keys_.insert(job.key);
    queue_.push_back(std::move(job));
    metrics::proof_queue(queue_.size(), busy_);
  }
  wake_.notify_one();
  return true;
}

void ProofReaderPool::wait_idle() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return queue_.empty() && busy_ == 0; });
}

void ProofReaderPool::work() {
  lowest_thread_priority();  // a proof reader yields the cores to requests
  std::unique_ptr<ProofReader> reader;
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      ++busy_;
      metrics::proof_queue(queue_.size(), busy_);
    }
    const auto started = std::chrono::steady_clock::now();
    const auto took = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
    try {
      if (!reader) reader = std::make_unique<ProofReader>();
      if (const auto bytes = job.load()) {
        const auto reading = reader->read(*bytes);
        if (job.done) job.done(reading);
        metrics::proof_read(took(), true);
      }
    } catch (const std::exception& e) {
      metrics::proof_read(took(), false);
      if (job.failed) job.failed(e.what());
    }
    {
      std::lock_guard lock(mutex_);
      keys_.erase(job.key);
      --busy_;
      metrics::proof_queue(queue_.size(), busy_);
    }
    idle_.notify_all();
  }
}

}  // namespace rifa::features::proofs
