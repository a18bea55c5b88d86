#pragma once

#include <exception>
#include <optional>
#include <thread>
#include <utility>

namespace rifa {

// The calling thread at the lowest CPU priority (nice 19; Linux's nice is per thread), so that
// requests come first on the cores. Not SCHED_IDLE: such a thread may also claim and store in short
// transactions, and a starved thread holding the write lock would stall purchases.
void lowest_thread_priority();

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
