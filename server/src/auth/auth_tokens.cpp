#include <algorithm>
#include <limits>

#include "auth/auth_repository.hpp"
#include "auth/auth_rules.hpp"
#include "auth/auth_service.hpp"

// Checking access tokens: their claims (verified once, then remembered) and whether their session
// is still alive (cached for a few seconds).
namespace rifa::auth {

using nlohmann::json;

namespace {
constexpr auto kSessionCacheTtl = std::chrono::seconds(5);
constexpr const char* kAudience = "authenticated";

// Whether a token's `aud` names `audience`: the string itself or an array holding it (RFC 7519).
bool for_audience(const json& claims, const char* audience) {
  const auto aud = claims.find("aud");
  if (aud == claims.end()) return false;
  if (aud->is_string()) return *aud == audience;
  return aud->is_array() && std::any_of(aud->begin(), aud->end(), [&](const json& a) { return a == audience; });
}
}  // namespace

std::optional<TokenClaims> AuthService::token_claims(const std::string& bearer) const {
  const long long now = epoch_seconds();
  if (auto known = verified_tokens_.find(bearer, now)) return known;
  const auto claims = key_.verify(bearer, now);
  if (!claims) return std::nullopt;
  const auto text = [&](const char* name) -> const json* {
    const auto it = claims->find(name);
    return it != claims->end() && it->is_string() ? &*it : nullptr;
  };
  // Signed with this server's key is not enough: the token must be one it issues, for this audience.
  const json* iss = text("iss");
  if (!iss || *iss != issuer() || !for_audience(*claims, kAudience)) return std::nullopt;
  const json* sub = text("sub");
  const json* session_id = text("session_id");
  const json* email = text("email");
  if (!sub || !session_id || (claims->contains("email") && !email)) return std::nullopt;
  // verify() saw a number after now; one past 64 bits is remembered as the largest.
  const double exp = claims->at("exp").get<double>();
  const std::int64_t expires_at =
      exp >= 9.2e18 ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(exp);
  TokenClaims verified{sub->get<std::string>(), session_id->get<std::string>(), email ? email->get<std::string>() : "",
                       expires_at};
  verified_tokens_.store(bearer, verified);
  return verified;
}

TokenClaims AuthService::claims_of(const std::string& bearer) const {
  if (bearer.empty()) throw AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  auto claims = token_claims(bearer);
  if (!claims) {
    throw AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid");
  }
  return std::move(*claims);
}

bool AuthService::session_alive(const std::string& session_id) {
  const auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(cache_mutex_);
    auto it = live_sessions_.find(session_id);
    if (it != live_sessions_.end() && it->second > now) return true;
  }
  const bool alive = repository::session_exists(*db_.acquire(), session_id);
  std::lock_guard lock(cache_mutex_);
  if (alive) {
    if (live_sessions_.size() > 100000) live_sessions_.clear();
    live_sessions_[session_id] = now + kSessionCacheTtl;
  } else {
    live_sessions_.erase(session_id);
  }
  return alive;
}

void AuthService::forget_sessions() {
  std::lock_guard lock(cache_mutex_);
  live_sessions_.clear();
}

std::optional<TokenClaims> AuthService::authenticate(const std::string& bearer) {
  auto claims = token_claims(bearer);
  if (!claims || !session_alive(claims->session_id)) return std::nullopt;
  return claims;
}

bool AuthService::token_verified_before(const std::string& bearer) const {
  return verified_tokens_.find(bearer, epoch_seconds()).has_value();
}

}  // namespace rifa::auth
