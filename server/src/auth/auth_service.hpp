#pragma once

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "auth/jwt.hpp"
#include "auth/mailer.hpp"
#include "auth/token_claims.hpp"
#include "auth/verified_tokens.hpp"
#include "db/database.hpp"
#include "http/rate_limiter.hpp"

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

// Budgets per hour for the token buckets (per IP unless noted). Sign-in failures are counted per
// address and per (address, account), never per account alone: otherwise anyone could lock any
// user out by failing on purpose.
struct RateLimits {
  double signup = 30;
  double signin_failures_ip = 60;
  double signin_failures_ip_account = 20;
  double recover = 20;
  double verify = 60;
  double refresh = 3600;
};

struct AuthOptions {
  std::string site_url;  // origin allowed in redirect_to
  std::chrono::seconds access_token_ttl{3600};
  std::chrono::seconds flow_ttl{300};
  std::chrono::seconds recovery_token_ttl{24 * 3600};
  std::chrono::seconds refresh_reuse_interval{10};
  std::chrono::seconds recovery_mail_interval{60};
  RateLimits limits;
};

struct ClientInfo {
  std::string ip;
  std::string user_agent;
};

// The GoTrue-compatible auth service (spec/auth-contract.md): users, sessions, rotating refresh
// tokens, PKCE recovery, one-time tokens and rate limits. Every method throws AuthError.
class AuthService {
 public:
  AuthService(db::Database& db, SigningKey key, Mailer& mailer, AuthOptions options);

  nlohmann::json signup(const nlohmann::json& body, const ClientInfo& client);
  nlohmann::json password_grant(const nlohmann::json& body, const ClientInfo& client);
  nlohmann::json refresh_grant(const nlohmann::json& body, const ClientInfo& client);
  nlohmann::json pkce_grant(const nlohmann::json& body, const ClientInfo& client);
  nlohmann::json get_user(const std::string& bearer);
  nlohmann::json update_user(const std::string& bearer, const nlohmann::json& body);
  void logout(const std::string& bearer, const std::string& scope);
  void recover(const nlohmann::json& body, const std::string& redirect_to, const ClientInfo& client);
  // The URL the browser is sent to (303) after opening a recovery link.
  std::string verify(const std::string& token, const std::string& type, const std::string& redirect_to,
                     const ClientInfo& client);
  nlohmann::json jwks() const { return key_.jwks(); }

  // For /api/v1: signature, expiry and a live session (cached for a few seconds).
  std::optional<TokenClaims> authenticate(const std::string& bearer);
  // The claims of a token whose signature, expiry and claim types are right (nullopt otherwise),
  // without the session check: for a caller that reads the session in its own transaction.
  // Verified once, then remembered.
  std::optional<TokenClaims> token_claims(const std::string& bearer) const;
  // The `iss` of the access tokens this server issues and accepts: SITE_URL + "/auth/v1".
  std::string issuer() const { return options_.site_url + "/auth/v1"; }
  // Whether token_claims() would answer from what it remembers (no signature check).
  bool token_verified_before(const std::string& bearer) const;
  // Forgets cached session liveness (after sign-out or password change in this instance).
  void forget_sessions();
  // Whether the session still exists (signed out and revoked ones do not), cached for a few seconds:
  // a check without the signature, for tokens verified once already (realtime sockets).
  bool session_alive(const std::string& session_id);

  // Creates a user (and profile) directly: operators and tests. Returns the user id.
  std::string create_user(const std::string& email, const std::string& password, const std::string& name);

 private:
  TokenClaims claims_of(const std::string& bearer) const;  // throws bad_jwt / no_authorization
  nlohmann::json user_json(const db::Row& user) const;
  nlohmann::json load_user(db::Connection& conn, const std::string& user_id) const;
  nlohmann::json issue_session(db::Connection& conn, const std::string& user_id, const ClientInfo& client,
                               const std::string& amr_method);
  nlohmann::json token_response(db::Connection& conn, const std::string& user_id, const std::string& session_id,
                                const std::string& refresh_token, const std::string& amr_method);
  std::string safe_redirect(const std::string& redirect_to) const;
  void limit(const std::string& key, double per_hour);

  db::Database& db_;
  SigningKey key_;
  Mailer& mailer_;
  AuthOptions options_;
  http::RateLimiter limiter_;

  std::mutex cache_mutex_;
  std::unordered_map<std::string, std::chrono::steady_clock::time_point> live_sessions_;
  mutable VerifiedTokens verified_tokens_;
};

std::string normalize_email(const std::string& email);
bool plausible_email(const std::string& email);

}  // namespace rifa::auth
