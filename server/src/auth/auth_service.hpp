#pragma once

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>

#include "auth/auth.hpp"
#include "auth/auth_error.hpp"
#include "auth/email_address.hpp"
#include "auth/jwt.hpp"
#include "auth/mailer.hpp"
#include "auth/token_claims.hpp"
#include "auth/verified_tokens.hpp"
#include "db/database.hpp"
#include "http/rate_limiter.hpp"

namespace rifa::auth {

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
// tokens, PKCE recovery, one-time tokens and rate limits. Every method throws AuthError. It takes
// the inputs the route layer parsed (auth_input.hpp) and answers typed values (auth_json.hpp
// writes them); its SQL is in auth_repository.hpp. Its parts: sign-up and sessions
// (auth_service.cpp), the grants (auth_grants.cpp), the user (auth_user.cpp), recovery
// (auth_recovery.cpp) and token checks (auth_tokens.cpp).
class AuthService {
 public:
  AuthService(db::Database& db, SigningKey key, Mailer& mailer, AuthOptions options);

  SessionTokens signup(const SignUpInput& input, const ClientInfo& client);
  SessionTokens password_grant(const PasswordGrant& grant, const ClientInfo& client);
  SessionTokens refresh_grant(const RefreshGrant& grant, const ClientInfo& client);
  SessionTokens pkce_grant(const PkceGrant& grant, const ClientInfo& client);
  UserRecord get_user(const std::string& bearer);
  // A new `email` is not changed here: a link goes to the new address (and a notice to the old
  // one); following it (verify, type email_change) makes the change. `redirect_to` is where that
  // link lands.
  UserRecord update_user(const std::string& bearer, const UserUpdate& update, const std::string& redirect_to = "");
  void logout(const std::string& bearer, const std::string& scope);
  void recover(const RecoverInput& input, const std::string& redirect_to, const ClientInfo& client);
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
  // Ends every session of `user_id` in the caller's transaction (a suspension): its tokens stop
  // working here once forget_sessions() runs after commit, and within the few seconds of the
  // session cache on other instances; the purchase reads the session itself.
  // The refresh tokens of those sessions then answer 403 user_banned while the suspension lasts
  // (not refresh_token_not_found: the device says why it was signed out).
  static void end_sessions(db::Connection& conn, const std::string& user_id);
  // A reinstatement: the ended sessions' refresh tokens are simply unknown again.
  static void resume_sign_in(db::Connection& conn, const std::string& user_id);
  // Whether the session still exists (signed out and revoked ones do not), cached for a few seconds:
  // a check without the signature, for tokens verified once already (realtime sockets).
  bool session_alive(const std::string& session_id);

  // The page session (page_session.hpp): the token of kPageCookie for `session` ("" when its
  // access token is not one of this server's), and the claims of such a token while its session
  // lives (nullopt for any other token, an expired one or a dead session).
  std::string page_token(const SessionTokens& session) const;
  std::optional<TokenClaims> page_session(const std::string& token);
  // Whether cookies are sent over https only (an https SITE_URL).
  bool secure_cookies() const;

  // Creates a user (and profile) directly: operators and tests. Returns the user id.
  std::string create_user(const std::string& email, const std::string& password, const std::string& name);

 private:
  TokenClaims claims_of(const std::string& bearer) const;                        // throws bad_jwt / no_authorization
  UserRecord load_user(db::Connection& conn, const std::string& user_id) const;  // 404 user_not_found
  SessionTokens issue_session(db::Connection& conn, const std::string& user_id, const ClientInfo& client,
                              const std::string& amr_method);
  SessionTokens session_tokens(db::Connection& conn, const std::string& user_id, const std::string& session_id,
                               const std::string& refresh_token, const std::string& amr_method);
  std::string safe_redirect(const std::string& redirect_to) const;
  // Queues the confirmation link to `new_email` and the notice to `old_email` (429
  // over_email_send_rate_limit within a minute of the last request; 422 email_exists when another
  // account has the address).
  void request_email_change(db::Connection& conn, const std::string& user_id, const std::string& old_email,
                            const std::string& new_email, const std::string& redirect_to);
  // The verify link of an e-mail change: the redirect, or nullopt when the token is not a live one.
  std::optional<std::string> confirm_email_change(db::Connection& conn, const std::string& token,
                                                  const std::string& target);
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

}  // namespace rifa::auth
