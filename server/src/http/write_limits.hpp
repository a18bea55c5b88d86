#pragma once

#include <boost/beast/http/verb.hpp>
#include <cstddef>
#include <string>

#include "http/rate_limiter.hpp"

namespace rifa::http {

// Budgets of the /api/v1 write limits (requests per bucket period; see config_help()).
struct WriteBudgets {
  double writes_per_minute_user = 120;
  double writes_per_minute_address = 600;
  double uploads_per_hour_user = 60;
  double uploads_per_hour_address = 200;
};

// What a request costs: reads are free; POST/PUT/PATCH/DELETE are writes, and writes to a route
// that accepts more than the default body are uploads (stricter budgets).
enum class Traffic { read, write, upload };
Traffic traffic_of(boost::beast::http::verb method, std::size_t route_body_limit);

// Per-address and per-user token buckets for /api/v1 writes and uploads: in memory, one lookup
// under a mutex, no database. Throws RateLimited (429 with Retry-After) past a budget.
class WriteLimits {
 public:
  explicit WriteLimits(WriteBudgets budgets) : budgets_(budgets) {}

  void charge_address(Traffic traffic, const std::string& address);
  void charge_user(Traffic traffic, const std::string& user_id);

 private:
  void charge(std::string key, Budget budget);

  WriteBudgets budgets_;
  RateLimiter buckets_;
};

}  // namespace rifa::http
