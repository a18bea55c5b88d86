#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "features/proofs/proof_reader.hpp"

namespace rifa::features::proofs {

// Proofs read off the request path (ARCHITECTURE §12): `threads` workers, each with its own
// ProofReader (its models loaded on the worker's first job), and a queue of at most `capacity`
// jobs. offer() never blocks; a proof is offered when its upload commits, and the job runner offers
// those still unread at every tick, so a full queue only delays them. A job loads its bytes on the worker (the stored
// object is read there, outside any transaction) and hands the reading, or the error, to its callbacks, also on the
// worker. Tesseract should run one OpenMP thread per reader: see one_openmp_thread().
class ProofReaderPool {
 public:
  struct Job {
    std::string key;                                   // one job per key queued or running
    std::function<std::optional<std::string>()> load;  // the image's bytes; nullopt: skip the job
    std::function<void(const ProofReading&)> done;
    std::function<void(const std::string& error)> failed;  // load or read threw
  };

  ProofReaderPool(int threads, std::size_t capacity);
  ~ProofReaderPool();  // finishes the jobs running, drops the queued ones
  ProofReaderPool(const ProofReaderPool&) = delete;
  ProofReaderPool& operator=(const ProofReaderPool&) = delete;

  // Queues `job`: true when queued or when its key is already queued or running; false when the
  // queue is full.
  bool offer(Job job);
  // Blocks until the queue is empty and no worker is busy (tests, shutdown of a CLI).
  void wait_idle();

 private:
  void work();

  std::size_t capacity_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::deque<Job> queue_;
  std::set<std::string> keys_;  // queued or running
  int busy_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace rifa::features::proofs
