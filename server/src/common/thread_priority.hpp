#pragma once

#include <exception>
#include <optional>
#include <thread>
#include <utility>

namespace rifa {

// The calling thread at the lowest CPU priority (nice 19; Linux's nice is per thread), so that
// requests come first on the cores.
void lowest_thread_priority();

// The calling thread under SCHED_IDLE (and nice 19, should that policy be refused): it runs only on a
// core that nothing else wants. Unlike nice 19, a request thread that wakes takes such a core at once
// (the scheduler counts it as idle when it places the request, and preempts the idle thread without
// waiting for its time slice to end). For long CPU-bound work that holds no lock anything else waits
// on (the proof readers: their claim and result go through the database's writer, SQLite's group
// writer thread, or touch only the proof's own row; issue 34). Cannot be undone by the thread
// without CAP_SYS_NICE.
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
    lowest_thread_priority();
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
