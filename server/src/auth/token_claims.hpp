#pragma once

#include <cstdint>
#include <string>

namespace rifa::auth {

// What a verified access token says about its bearer.
struct TokenClaims {
  std::string user_id;
  std::string session_id;
  std::string email;
  std::int64_t expires_at = 0;  // the token's `exp` (Unix seconds)
};

}  // namespace rifa::auth
