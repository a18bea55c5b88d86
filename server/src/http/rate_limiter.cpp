#include "auth/rate_limiter.hpp"

#include <algorithm>

namespace rifa::auth {

RateLimiter::Bucket& RateLimiter::refill(const std::string& key, double per_hour) {
  const auto now = Clock::now();
  sweep(now);
  auto [it, inserted] = buckets_.try_emplace(key, Bucket{per_hour, now});
  Bucket& b = it->second;
  if (!inserted) {
    const double hours = std::chrono::duration<double>(now - b.updated).count() / 3600.0;
    b.tokens = std::min(per_hour, b.tokens + hours * per_hour);
    b.updated = now;
  }
  return b;
}

bool RateLimiter::take(const std::string& key, double per_hour) {
  std::lock_guard lock(mutex_);
  Bucket& b = refill(key, per_hour);
  if (b.tokens < 1.0) return false;
  b.tokens -= 1.0;
  return true;
}

bool RateLimiter::has(const std::string& key, double per_hour) {
  std::lock_guard lock(mutex_);
  return refill(key, per_hour).tokens >= 1.0;
}

void RateLimiter::sweep(Clock::time_point now) {
  // Buckets untouched for an hour are full again: forget them so memory stays bounded.
  if (now - last_sweep_ < std::chrono::minutes(5)) return;
  last_sweep_ = now;
  std::erase_if(buckets_, [&](const auto& entry) { return now - entry.second.updated > std::chrono::hours(1); });
}

}  // namespace rifa::auth
