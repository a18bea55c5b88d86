#include "http/rate_limiter.hpp"

#include <algorithm>
#include <cmath>

namespace rifa::http {

Verdict RateLimiter::take(const std::string& key, Budget budget, Clock::time_point now) {
  return check(key, budget, now, true);
}

Verdict RateLimiter::peek(const std::string& key, Budget budget, Clock::time_point now) {
  return check(key, budget, now, false);
}

std::size_t RateLimiter::size() const {
  std::lock_guard lock(mutex_);
  return buckets_.size();
}

Verdict RateLimiter::check(const std::string& key, Budget budget, Clock::time_point now, bool consume) {
  const double per_second = budget.capacity / std::chrono::duration<double>(budget.period).count();
  std::lock_guard lock(mutex_);
  sweep(now);
  auto [it, inserted] = buckets_.try_emplace(key, Bucket{budget.capacity, now, now});
  Bucket& b = it->second;
  if (!inserted && now > b.updated) {
    b.tokens =
        std::min(budget.capacity, b.tokens + std::chrono::duration<double>(now - b.updated).count() * per_second);
    b.updated = now;
  }
  if (b.tokens < 1.0) {
    const double wait = per_second > 0 ? (1.0 - b.tokens) / per_second : 3600.0;
    return {false, std::chrono::seconds(std::max<long long>(1, static_cast<long long>(std::ceil(wait - 1e-9))))};
  }
  if (consume) b.tokens -= 1.0;
  const double to_full = per_second > 0 ? (budget.capacity - b.tokens) / per_second : 0.0;
  b.full_at = now + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(to_full));
  return {};
}

void RateLimiter::sweep(Clock::time_point now) {
  // A bucket that has refilled is the same as no bucket: forget it. Every minute, or at once when
  // the map is over its bound; if even that leaves too many, start over (every bucket full).
  const bool crowded = buckets_.size() >= max_keys_;
  if (!crowded && now - last_sweep_ < std::chrono::minutes(1)) return;
  last_sweep_ = now;
  std::erase_if(buckets_, [&](const auto& entry) { return entry.second.full_at <= now; });
  if (buckets_.size() >= max_keys_) buckets_.clear();
}

}  // namespace rifa::http
