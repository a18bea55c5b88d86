#include "auth/auth_repository.hpp"
#include "auth/auth_rules.hpp"
#include "auth/auth_service.hpp"
#include "auth/crypto.hpp"
#include "auth/passwords.hpp"
#include "common/time.hpp"

// The token endpoint's grants: password, refresh token (rotation with reuse detection) and PKCE.
namespace rifa::auth {

SessionTokens AuthService::password_grant(const PasswordGrant& grant, const ClientInfo& client) {
  // Failures are counted per address and per (address, account): the owner, from another address,
  // still signs in while someone else fails on purpose.
  const std::string ip_key = "signin-ip:" + client.ip;
  const std::string pair_key = "signin-ip-account:" + client.ip + " " + grant.email;
  const auto ip_budget = http::Budget::per_hour(options_.limits.signin_failures_ip);
  const auto pair_budget = http::Budget::per_hour(options_.limits.signin_failures_ip_account);
  for (const auto& verdict : {limiter_.peek(ip_key, ip_budget), limiter_.peek(pair_key, pair_budget)}) {
    if (!verdict.allowed) throw AuthError::rate_limited(verdict.retry_after);
  }
  const auto found = repository::credentials(*db_.acquire(), grant.email);
  bool ok = false;
  if (!found) {
    burn_password_check(grant.password);
  } else {
    ok = verify_password(grant.password, found->password_hash);
  }
  if (!ok) {
    limiter_.take(ip_key, ip_budget);
    limiter_.take(pair_key, pair_budget);
    throw invalid_credentials();
  }
  return db_.transaction([&](db::Connection& conn) { return issue_session(conn, found->id, client, "password"); });
}

SessionTokens AuthService::refresh_grant(const RefreshGrant& grant, const ClientInfo& client) {
  limit("refresh-ip:" + client.ip, options_.limits.refresh);
  const std::string hash = sha256_hex(grant.refresh_token);

  struct Outcome {
    std::optional<SessionTokens> session;  // nullopt: reuse detected
  };
  Outcome outcome = db_.transaction([&](db::Connection& conn) -> Outcome {
    const auto token = repository::refresh_token(conn, hash);
    if (!token) {
      // A session a suspension ended: the device is told why (the web signs out saying so).
      if (repository::suspended_refresh_token(conn, hash)) throw user_banned();
      throw AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    const std::string& session_id = token->session_id;
    const std::string& user_id = token->user_id;
    if (!repository::lock_session(conn, session_id)) throw session_not_found(400);

    const std::string now = now_rfc3339();
    std::string parent_hash = hash;
    if (token->revoked) {
      // Re-read under the lock: the token may have been rotated by a concurrent refresh.
      const auto active = repository::active_refresh_token(conn, session_id);
      // Only within the reuse interval since it was rotated (a tab race, a response lost on the
      // way): later, even the parent of the active token is a stolen copy taking turns with its
      // owner, so the whole session goes.
      const auto interval = options_.refresh_reuse_interval;
      const bool within_interval = interval.count() > 0 && token->updated_at >= time_ago(interval);
      if (!within_interval) {
        repository::delete_session(conn, session_id);
        return Outcome{std::nullopt};
      }
      // Allowed reuse (tab race): continue the chain from the active token. Plain tokens are not
      // stored, so the caller gets a fresh child of the active one instead of the active one.
      if (active) parent_hash = *active;
    }
    repository::revoke_refresh_token(conn, parent_hash, now);
    const std::string fresh = random_token();
    repository::insert_refresh_token(conn, sha256_hex(fresh), session_id, user_id, parent_hash, now);
    repository::set_session_refreshed(conn, session_id, now);
    return Outcome{session_tokens(conn, user_id, session_id, fresh, "token_refresh")};
  });
  if (!outcome.session) {
    forget_sessions();
    throw AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  return std::move(*outcome.session);
}

SessionTokens AuthService::pkce_grant(const PkceGrant& grant, const ClientInfo& client) {
  return db_.transaction([&](db::Connection& conn) {
    const auto flow = repository::unused_flow_state(conn, sha256_hex(grant.auth_code));
    if (!flow) throw AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    if (flow->created_at < time_ago(options_.flow_ttl)) {
      throw AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const std::string computed =
        flow->code_challenge_method == "s256" ? base64url_encode(sha256(grant.code_verifier)) : grant.code_verifier;
    if (!constant_time_equal(computed, flow->code_challenge)) {
      throw AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    // Single use: the conditional update wins only once even under concurrency.
    if (!repository::use_flow_state(conn, flow->id, now_rfc3339())) {
      throw AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    }
    return issue_session(conn, flow->user_id, client, flow->authentication_method == "recovery" ? "otp" : "password");
  });
}

}  // namespace rifa::auth
