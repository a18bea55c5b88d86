#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace rifa::auth {

// Token buckets keyed by strings such as "signin-ip:203.0.113.7". Each bucket holds up to
// `per_hour` tokens and refills continuously. In memory: with several instances each one keeps its
// own buckets (the budget per instance is what the configuration says).
class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  // Takes one token; false when the bucket is empty (the caller answers 429).
  bool take(const std::string& key, double per_hour);
  // True when the bucket still has a token, without taking it.
  bool has(const std::string& key, double per_hour);

 private:
  struct Bucket {
    double tokens;
    Clock::time_point updated;
  };
  Bucket& refill(const std::string& key, double per_hour);
  void sweep(Clock::time_point now);

  std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
  Clock::time_point last_sweep_ = Clock::now();
};

}  // namespace rifa::auth
