#pragma once

#include <exception>
#include <optional>
#include <thread>
#include <utility>

namespace rifa {

// The calling thread at the lowest CPU priority: SCHED_IDLE (and nice 19, what stays should that
// policy be refused), so it runs only on a core that nothing else wants. Unlike nice 19 alone, a
// request thread that wakes takes such a core at once: the scheduler counts it as idle when it
// places the request, and preempts the idle thread without waiting for its slice to end (issue 34:
// the purchase p99 while proofs are read). For CPU-bound work that holds no lock anything else
// waits on: the proof readers (their claim and result go through SQLite's group writer thread, or
// on PostgreSQL lock only the proof's own reading, which no purchase touches) and the image codec's
// jobs. Threads it starts inherit it (libvips' workers). Cannot be undone without CAP_SYS_NICE.
void idle_thread_priority();

// Runs `job` on a thread of its own at the lowest priority and waits for it: its result, or what it
// threw, rethrown here. For CPU-heavy work done for a request (decoding and encoding an uploaded
// picture): the waiting request thread takes no CPU, so purchases on the other request threads come
// first while it runs (issue 34).
template <typename Job>
auto at_lowest_priority(Job&& job) -> decltype(job()) {
  using Result = decltype(job());
  std::optional<Result> result;
  std::exception_ptr error;
  std::thread worker([&] {
    idle_thread_priority();
    try {
      result.emplace(job());
    } catch (...) {
      error = std::current_exception();
    }
  });
  worker.join();
  if (error) std::rethrow_exception(error);
  return std::move(*result);
}

}  // namespace rifa
