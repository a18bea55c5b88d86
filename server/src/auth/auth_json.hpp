#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "auth/auth.hpp"

// The one writer of each auth type's JSON (the GoTrue wire format, spec/auth-contract.md).
namespace rifa::auth {

// The GoTrue user object (GET/PUT /auth/v1/user, and in every session).
nlohmann::json user_json(const UserRecord& user);
// The token endpoint's answer (sign-up and every grant).
nlohmann::json session_json(const SessionTokens& session);

// The claims of a session's access token.
struct AccessTokenClaims {
  std::string issuer;
  const UserRecord& user;
  std::string session_id;
  std::string amr_method;  // "password", "otp", "token_refresh"
  std::int64_t issued_at = 0;
  std::int64_t expires_at = 0;
};
nlohmann::json access_token_claims_json(const AccessTokenClaims& claims);

}  // namespace rifa::auth
