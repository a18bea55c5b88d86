#include "features/proofs/proof_reader_pool.hpp"

#include <memory>

namespace rifa::features::proofs {

ProofReaderPool::ProofReaderPool(int threads, std::size_t capacity) : capacity_(capacity) {
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
    if (queue_.size() >= capacity_) return false;
    keys_.insert(job.key);
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
  return true;
}

void ProofReaderPool::wait_idle() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return queue_.empty() && busy_ == 0; });
}

void ProofReaderPool::work() {
  lowest_thread_priority();
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
    }
    try {
      if (!reader) reader = std::make_unique<ProofReader>();
      if (const auto bytes = job.load()) {
        const auto reading = reader->read(*bytes);
        if (job.done) job.done(reading);
      }
    } catch (const std::exception& e) {
      if (job.failed) job.failed(e.what());
    }
    {
      std::lock_guard lock(mutex_);
      keys_.erase(job.key);
      --busy_;
    }
    idle_.notify_all();
  }
}

}  // namespace rifa::features::proofs
