#include "auth/auth_service.hpp"

#include "auth/account_mails.hpp"
#include "auth/auth_json.hpp"
#include "auth/auth_repository.hpp"
#include "auth/auth_rules.hpp"
#include "auth/crypto.hpp"
#include "auth/passwords.hpp"
#include "common/ids.hpp"
#include "common/time.hpp"

// Sign-up and sessions: issuing a session's tokens, creating users, signing out.
namespace rifa::auth {

using nlohmann::json;

namespace {

// The user and its profile, in the caller's transaction (the e-mail is auto-confirmed).
std::string insert_new_user(db::Connection& conn, const std::string& email, const std::string& hash,
                            const std::string& name, const std::string& phone = "") {
  if (repository::user_id_by_email(conn, email)) {
    throw AuthError(422, "user_already_exists", "User already registered");
  }
  const std::string id = new_uuid();
  repository::insert_user(conn, id, email, hash, json{{"name", name}}, name, phone, now_rfc3339());
  return id;
}

}  // namespace

AuthService::AuthService(db::Database& db, SigningKey key, Mailer& mailer, AuthOptions options)
    : db_(db), key_(std::move(key)), mailer_(mailer), options_(std::move(options)) {}

void AuthService::limit(const std::string& key, double per_hour) {
  const auto verdict = limiter_.take(key, http::Budget::per_hour(per_hour));
  if (!verdict.allowed) throw AuthError::rate_limited(verdict.retry_after);
}

UserRecord AuthService::load_user(db::Connection& conn, const std::string& user_id) const {
  auto user = repository::user(conn, user_id, time_ago(options_.recovery_token_ttl));
  if (!user) throw user_not_found();
  return std::move(*user);
}

SessionTokens AuthService::session_tokens(db::Connection& conn, const std::string& user_id,
                                          const std::string& session_id, const std::string& refresh_token,
                                          const std::string& amr_method) {
  // A user the super admin suspended gets no session: sign-in, recovery and refresh alike.
  if (repository::suspended(conn, user_id)) throw user_banned();
  UserRecord user = load_user(conn, user_id);
  const long long now = epoch_seconds();
  const long long ttl = options_.access_token_ttl.count();
  const std::string access_token =
      key_.sign(access_token_claims_json({issuer(), user, session_id, amr_method, now, now + ttl}));
  return {access_token, ttl, now + ttl, refresh_token, std::move(user)};
}

SessionTokens AuthService::issue_session(db::Connection& conn, const std::string& user_id, const ClientInfo& client,
                                         const std::string& amr_method) {
  const std::string session_id = new_uuid();
  const std::string now = now_rfc3339();
  repository::insert_session(conn, session_id, user_id, client.user_agent.substr(0, 512), client.ip, now);
  const std::string refresh = random_token();
  repository::insert_refresh_token(conn, sha256_hex(refresh), session_id, user_id, std::nullopt, now);
  repository::set_last_sign_in(conn, user_id, now);
  return session_tokens(conn, user_id, session_id, refresh, amr_method);
}

std::string AuthService::create_user(const std::string& raw_email, const std::string& password,
                                     const std::string& name) {
  const std::string email = normalize_email(raw_email);
  const std::string hash = hash_password(password);  // slow: outside the transaction
  return db_.transaction([&](db::Connection& conn) { return insert_new_user(conn, email, hash, name); });
}

SessionTokens AuthService::signup(const SignUpInput& input, const ClientInfo& client) {
  if (!plausible_email(input.email)) {
    throw AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  check_password_strength(input.password);
  limit("signup-ip:" + client.ip, options_.limits.signup);

  const std::string name = checked_person_name(input.name).value_or("");
  const std::string phone = checked_phone(input.phone);
  const std::string hash = hash_password(input.password);
  auto session = db_.transaction([&](db::Connection& conn) {
    auto tokens = issue_session(conn, insert_new_user(conn, input.email, hash, name, phone), client, "password");
    mailer_.enqueue(conn, welcome_mail(input.email, name, options_.site_url));
    return tokens;
  });
  mailer_.notify();
  return session;
}

void AuthService::end_sessions(db::Connection& conn, const std::string& user_id) {
  repository::keep_suspended_refresh_tokens(conn, user_id);
  repository::delete_sessions_of(conn, user_id);
}

void AuthService::resume_sign_in(db::Connection& conn, const std::string& user_id) {
  repository::forget_suspended_refresh_tokens(conn, user_id);
}

void AuthService::logout(const std::string& bearer, const std::string& scope) {
  const TokenClaims c = claims_of(bearer);
  auto conn = db_.acquire();
  if (scope == "local") {
    repository::delete_session(*conn, c.session_id);
  } else if (scope == "others") {
    repository::delete_sessions_except(*conn, c.user_id, c.session_id);
  } else if (scope.empty() || scope == "global") {
    repository::delete_sessions_of(*conn, c.user_id);
  } else {
    throw AuthError(400, "validation_failed", "Unsupported logout scope \"" + scope + "\"");
  }
  forget_sessions();
}

}  // namespace rifa::auth
