#include "auth/verified_tokens.hpp"

namespace rifa::auth {

std::optional<TokenClaims> VerifiedTokens::find(const std::string& token, std::int64_t now_seconds) {
  std::lock_guard lock(mutex_);
  const auto it = tokens_.find(token);
  if (it == tokens_.end()) return std::nullopt;
  if (it->second.expires_at <= now_seconds) {
    tokens_.erase(it);
    return std::nullopt;
  }
  return it->second;
}

void VerifiedTokens::store(const std::string& token, const TokenClaims& claims) {
  std::lock_guard lock(mutex_);
  if (tokens_.size() >= capacity_) tokens_.clear();
  tokens_.insert_or_assign(token, claims);
}

std::size_t VerifiedTokens::size() const {
  std::lock_guard lock(mutex_);
  return tokens_.size();
}

}  // namespace rifa::auth
