#include "auth/auth_repository.hpp"
#include "auth/auth_rules.hpp"
#include "auth/auth_service.hpp"
#include "auth/passwords.hpp"
#include "common/time.hpp"

// The signed-in user: reading it, and changing its metadata, name or password.
namespace rifa::auth {

UserRecord AuthService::get_user(const std::string& bearer) {
  const TokenClaims c = claims_of(bearer);
  auto conn = db_.acquire();
  if (!repository::session_exists(*conn, c.session_id)) throw session_not_found(403);
  return load_user(*conn, c.user_id);
}

UserRecord AuthService::update_user(const std::string& bearer, const UserUpdate& update,
                                    const std::string& redirect_to) {
  const TokenClaims c = claims_of(bearer);
  const auto name = checked_person_name(update.name);
  std::string new_hash;
  if (update.password) {
    check_password_strength(*update.password);
    const auto current = repository::password_hash(*db_.acquire(), c.user_id);
    if (current && verify_password(*update.password, *current)) {
      throw AuthError(422, "same_password", "New password should be different from the old password.");
    }
    new_hash = hash_password(*update.password);
  }
  auto result = db_.transaction([&](db::Connection& conn) {
    if (!repository::session_exists(conn, c.session_id)) throw session_not_found(403);
    const auto user = repository::user(conn, c.user_id, time_ago(options_.recovery_token_ttl));
    if (!user) throw user_not_found();
    const bool email_change = !update.email.empty() && update.email != user->email;
    if (email_change) request_email_change(conn, c.user_id, user->email, update.email, redirect_to);
    const std::string now = now_rfc3339();
    if (update.data) {
      nlohmann::json meta = user->user_metadata;
      meta.update(*update.data);
      if (name) meta["name"] = *name;
      repository::set_user_metadata(conn, c.user_id, meta, now);
      if (name) repository::set_profile_name(conn, c.user_id, *name, now);
    }
    if (!new_hash.empty()) {
      repository::set_password_hash(conn, c.user_id, new_hash, now);
      // The caller's session stays; every other session and pending one-time token goes.
      repository::delete_sessions_except(conn, c.user_id, c.session_id);
      repository::delete_one_time_tokens(conn, c.user_id);
    }
    return load_user(conn, c.user_id);
  });
  if (!new_hash.empty()) forget_sessions();
  if (!update.email.empty()) mailer_.notify();
  return result;
}

}  // namespace rifa::auth
