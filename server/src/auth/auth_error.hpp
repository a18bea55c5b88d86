#pragma once

#include <chrono>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace rifa::auth {

// An error in the GoTrue wire format: {"code","error_code","message","msg"} with its status.
class AuthError : public std::runtime_error {
 public:
  AuthError(int status, std::string code, std::string message, nlohmann::json extra = nullptr)
      : std::runtime_error(message), status_(status), code_(std::move(code)), extra_(std::move(extra)) {}
  int status() const { return status_; }
  const std::string& code() const { return code_; }
  const nlohmann::json& extra() const { return extra_; }
  // For a 429: seconds until a retry can succeed (sent as Retry-After); zero otherwise.
  std::chrono::seconds retry_after() const { return retry_after_; }

  static AuthError rate_limited(std::chrono::seconds retry_after) {
    AuthError e(429, "over_request_rate_limit", "Request rate limit reached");
    e.retry_after_ = retry_after;
    return e;
  }

 private:
  int status_;
  std::string code_;
  nlohmann::json extra_;
  std::chrono::seconds retry_after_{0};
};

}  // namespace rifa::auth
