#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "auth/token_claims.hpp"

namespace rifa::auth {

// Access tokens whose signature has been checked, with their claims, until they expire: checking an
// ES256 signature costs more than the rest of a small request, and a client sends the same token
// with every request for an hour. Only what the signature proved is kept (the token is the key, so
// a changed byte is another key); expiry is checked again on every find, and whether the session
// is still alive is not cached here. Thread safe; at most `capacity` tokens (emptied when full).
class VerifiedTokens {
 public:
  explicit VerifiedTokens(std::size_t capacity = 10000) : capacity_(capacity) {}

  std::optional<TokenClaims> find(const std::string& token, std::int64_t now_seconds);
  void store(const std::string& token, const TokenClaims& claims);
  std::size_t size() const;

 private:
  std::size_t capacity_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, TokenClaims> tokens_;
};

}  // namespace rifa::auth
