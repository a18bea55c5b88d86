#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "auth/auth.hpp"

// The /auth/v1 accessor layer: the routes read a request body through it and hand the service
// typed inputs. It reads fields as GoTrue does and fails with GoTrue's errors (AuthError,
// spec/auth-contract.md), not /api/v1's 422 field map (http/request_fields.hpp).
namespace rifa::auth {

class AuthBody {
 public:
  // An empty body is an empty object; anything but a JSON object is 400 validation_failed.
  explicit AuthBody(std::string_view raw);
  explicit AuthBody(nlohmann::json body);

  // A text field; absent, null and non-texts are "" (missing).
  std::string text(const char* name) const;
  // Present and not null.
  bool has(const char* name) const;
  // An object field; nullopt when absent or not an object.
  std::optional<nlohmann::json> object(const char* name) const;

 private:
  nlohmann::json body_;
  const nlohmann::json* find(const char* name) const;
};

// Each of these throws only what the service used to throw first for the same body; the rules
// that come later in the contract's order (rate limits first) stay with the service.
SignUpInput parse_signup(const AuthBody& body);
PasswordGrant parse_password_grant(const AuthBody& body);  // 400 "missing email or phone"
RefreshGrant parse_refresh_grant(const AuthBody& body);    // 400 "refresh_token required"
PkceGrant parse_pkce_grant(const AuthBody& body);          // 400 when the code or the verifier is missing
UserUpdate parse_user_update(const AuthBody& body);
RecoverInput parse_recover(const AuthBody& body);

}  // namespace rifa::auth
