#include "http/write_limits.hpp"

#include "http/router.hpp"

namespace rifa::http {

Traffic traffic_of(boost::beast::http::verb method, std::size_t route_body_limit) {
  using boost::beast::http::verb;
  if (method != verb::post && method != verb::put && method != verb::patch && method != verb::delete_) {
    return Traffic::read;
  }
  return route_body_limit > RouteOptions{}.body_limit ? Traffic::upload : Traffic::write;
}

void WriteLimits::charge_address(Traffic traffic, const std::string& address) {
  if (traffic == Traffic::write) charge("w-ip:" + address, Budget::per_minute(budgets_.writes_per_minute_address));
  if (traffic == Traffic::upload) charge("u-ip:" + address, Budget::per_hour(budgets_.uploads_per_hour_address));
}

void WriteLimits::charge_user(Traffic traffic, const std::string& user_id) {
  if (traffic == Traffic::write) charge("w-user:" + user_id, Budget::per_minute(budgets_.writes_per_minute_user));
  if (traffic == Traffic::upload) charge("u-user:" + user_id, Budget::per_hour(budgets_.uploads_per_hour_user));
}

void WriteLimits::charge(std::string key, Budget budget) {
  const Verdict verdict = buckets_.take(key, budget);
  if (!verdict.allowed) throw RateLimited(verdict.retry_after);
}

}  // namespace rifa::http
