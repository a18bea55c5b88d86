#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

#include "common/errors.hpp"

namespace rifa::http {

// How many requests a bucket allows: up to `capacity` at once, refilled continuously at `capacity`
// per `period`.
struct Budget {
  double capacity = 1;
  std::chrono::seconds period{3600};

  static Budget per_hour(double n) { return {n, std::chrono::hours(1)}; }
  static Budget per_minute(double n) { return {n, std::chrono::minutes(1)}; }
};

// What a bucket said: allowed (a token was there), or how long until the next token arrives.
struct Verdict {
  bool allowed = true;
  std::chrono::seconds retry_after{0};  // at least 1 s when not allowed
};

// Token buckets in memory, keyed by strings such as "signin-ip:203.0.113.7". With several instances
// each one keeps its own buckets (the budget per instance is what the configuration says). Memory
// is bounded: buckets that have refilled are forgotten, and past `max_keys` live buckets the oldest
// state is dropped (a dropped bucket starts full again).
class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  explicit RateLimiter(std::size_t max_keys = 100000) : max_keys_(max_keys) {}

  // Takes one token when there is one.
  Verdict take(const std::string& key, Budget budget, Clock::time_point now = Clock::now());
  // Whether a token is there, without taking it.
  Verdict peek(const std::string& key, Budget budget, Clock::time_point now = Clock::now());

  std::size_t size() const;

 private:
  struct Bucket {
    double tokens;
    Clock::time_point updated;
    Clock::time_point full_at;  // when it holds `capacity` again if nothing is taken
  };
  Verdict check(const std::string& key, Budget budget, Clock::time_point now, bool consume);
  void sweep(Clock::time_point now);

  mutable std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
  std::size_t max_keys_;
  Clock::time_point last_sweep_ = Clock::now();
};

// The 429 of /api/v1: the error envelope `rate_limited` plus a Retry-After header.
class RateLimited : public ApiError {
 public:
  explicit RateLimited(std::chrono::seconds retry_after)
      : ApiError(429, "rate_limited", "Demasiadas solicitudes. Intenta de nuevo en unos segundos."),
        retry_after_(retry_after) {}
  std::chrono::seconds retry_after() const { return retry_after_; }

 private:
  std::chrono::seconds retry_after_;
};

}  // namespace rifa::http
