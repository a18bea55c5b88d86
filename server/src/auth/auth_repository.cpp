#include "auth/auth_repository.hpp"

#include "common/text.hpp"

namespace rifa::auth::repository {

using nlohmann::json;

namespace {

db::Value nullable_value(const std::optional<std::string>& text) {
  return text ? db::Value(*text) : db::Value(nullptr);
}

}  // namespace

// ---- Users ----

std::optional<std::string> user_id_by_email(db::Connection& conn, const std::string& email) {
  const auto r = conn.query("SELECT id FROM users WHERE email = ?", {email});
  if (r.empty()) return std::nullopt;
  return r.first().text("id");
}

std::optional<UserRecord> user(db::Connection& conn, const std::string& user_id, const std::string& changes_since) {
  const auto r = conn.query(
      "SELECT u.id, u.email, u.raw_user_meta_data, u.email_confirmed_at, u.last_sign_in_at, u.created_at, "
      "u.updated_at, (SELECT c.new_email FROM email_changes c WHERE c.user_id = u.id AND c.used_at IS NULL "
      "AND c.created_at >= ?) AS new_email FROM users u WHERE u.id = ?",
      {changes_since, user_id});
  if (r.empty()) return std::nullopt;
  const auto& u = r.first();
  json meta = json::parse(u.text("raw_user_meta_data"), nullptr, false);
  if (!meta.is_object()) meta = json::object();
  return UserRecord{u.text("id"),
                    u.text("email"),
                    std::move(meta),
                    u.opt_text("email_confirmed_at"),
                    u.opt_text("last_sign_in_at"),
                    u.text("created_at"),
                    u.text("updated_at"),
                    u.opt_text("new_email")};
}

std::optional<UserCredentials> credentials(db::Connection& conn, const std::string& email) {
  const auto r = conn.query("SELECT id, password_hash FROM users WHERE email = ?", {email});
  if (r.empty()) return std::nullopt;
  return UserCredentials{r.first().text("id"), r.first().text("password_hash")};
}

std::optional<std::string> password_hash(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query("SELECT password_hash FROM users WHERE id = ?", {user_id});
  if (r.empty()) return std::nullopt;
  return r.first().text("password_hash");
}

std::optional<RecoveryTarget> recovery_target(db::Connection& conn, const std::string& email) {
  const auto r = conn.query("SELECT id, recovery_sent_at FROM users WHERE email = ?", {email});
  if (r.empty()) return std::nullopt;
  return RecoveryTarget{r.first().text("id"), r.first().opt_text("recovery_sent_at")};
}

void insert_user(db::Connection& conn, const std::string& id, const std::string& email,
                 const std::string& password_hash, const json& metadata, const std::string& name,
                 const std::string& phone, const std::string& now) {
  conn.query(
      "INSERT INTO users (id, email, password_hash, raw_user_meta_data, email_confirmed_at, created_at, "
      "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      {id, email, password_hash, metadata.dump(), now, now, now});
  conn.query(
      "INSERT INTO profiles (id, name, name_search, email, phone, joined_date, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      {id, name, normalize_search(name), email, phone.empty() ? db::Value(nullptr) : db::Value(phone), now, now, now});
}

void set_last_sign_in(db::Connection& conn, const std::string& user_id, const std::string& now) {
  conn.query("UPDATE users SET last_sign_in_at = ? WHERE id = ?", {now, user_id});
}

void set_user_metadata(db::Connection& conn, const std::string& user_id, const json& metadata, const std::string& now) {
  conn.query("UPDATE users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?", {metadata.dump(), now, user_id});
}

void set_profile_name(db::Connection& conn, const std::string& user_id, const std::string& name,
                      const std::string& now) {
  conn.query("UPDATE profiles SET name = ?, name_search = ?, updated_at = ? WHERE id = ?",
             {name, normalize_search(name), now, user_id});
}

void set_password_hash(db::Connection& conn, const std::string& user_id, const std::string& hash,
                       const std::string& now) {
  conn.query("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", {hash, now, user_id});
}

void set_recovery_sent(db::Connection& conn, const std::string& user_id, const std::string& now) {
  conn.query("UPDATE users SET recovery_sent_at = ? WHERE id = ?", {now, user_id});
}

void make_super_admin(db::Connection& conn, const std::string& user_id, const std::string& now) {
  conn.query("UPDATE profiles SET is_super_admin = TRUE, updated_at = ? WHERE id = ?", {now, user_id});
}

bool any_super_admin(db::Connection& conn) {
  return !conn.query("SELECT id FROM profiles WHERE is_super_admin = TRUE LIMIT 1").empty();
}

// ---- Sessions ----

void insert_session(db::Connection& conn, const std::string& id, const std::string& user_id,
                    const std::string& user_agent, const std::string& ip, const std::string& now) {
  conn.query("INSERT INTO sessions (id, user_id, created_at, updated_at, user_agent, ip) VALUES (?, ?, ?, ?, ?, ?)",
             {id, user_id, now, now, user_agent, ip});
}

bool session_exists(db::Connection& conn, const std::string& id) {
  return !conn.query("SELECT id FROM sessions WHERE id = ?", {id}).empty();
}

bool suspended(db::Connection& conn, const std::string& user_id) {
  return !conn.query("SELECT id FROM profiles WHERE id = ? AND suspended_at IS NOT NULL", {user_id}).empty();
}

bool lock_session(db::Connection& conn, const std::string& id) {
  const char* sql = conn.dialect() == db::Dialect::postgresql ? "SELECT id FROM sessions WHERE id = ? FOR UPDATE"
                                                              : "SELECT id FROM sessions WHERE id = ?";
  return !conn.query(sql, {id}).empty();
}

void set_session_refreshed(db::Connection& conn, const std::string& id, const std::string& now) {
  conn.query("UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?", {now, now, id});
}

void delete_session(db::Connection& conn, const std::string& id) {
  conn.query("DELETE FROM sessions WHERE id = ?", {id});
}

void delete_sessions_of(db::Connection& conn, const std::string& user_id) {
  conn.query("DELETE FROM sessions WHERE user_id = ?", {user_id});
}

void keep_suspended_refresh_tokens(db::Connection& conn, const std::string& user_id) {
  // ended_at is the suspension's own time (no bound parameter in the select list: PostgreSQL would
  // read it as text, not as the column's timestamptz).
  conn.query(
      "INSERT INTO suspended_refresh_tokens (token_hash, user_id, ended_at) "
      "SELECT r.token_hash, r.user_id, p.suspended_at FROM refresh_tokens r JOIN profiles p ON p.id = r.user_id "
      "WHERE r.user_id = ? AND r.revoked = ? AND p.suspended_at IS NOT NULL ON CONFLICT (token_hash) DO NOTHING",
      {user_id, false});
}

void forget_suspended_refresh_tokens(db::Connection& conn, const std::string& user_id) {
  conn.query("DELETE FROM suspended_refresh_tokens WHERE user_id = ?", {user_id});
}

bool suspended_refresh_token(db::Connection& conn, const std::string& token_hash) {
  return !conn.query(
                  "SELECT s.user_id FROM suspended_refresh_tokens s JOIN profiles p ON p.id = s.user_id "
                  "WHERE s.token_hash = ? AND p.suspended_at IS NOT NULL",
                  {token_hash})
              .empty();
}

void delete_sessions_except(db::Connection& conn, const std::string& user_id, const std::string& keep_session_id) {
  conn.query("DELETE FROM sessions WHERE user_id = ? AND id <> ?", {user_id, keep_session_id});
}

// ---- Refresh tokens ----

std::optional<RefreshTokenRecord> refresh_token(db::Connection& conn, const std::string& token_hash) {
  const auto r = conn.query(
      "SELECT id, session_id, user_id, revoked, updated_at FROM refresh_tokens WHERE token_hash = ?", {token_hash});
  if (r.empty()) return std::nullopt;
  const auto& row = r.first();
  return RefreshTokenRecord{row.text("session_id"), row.text("user_id"), row.boolean("revoked"),
                            row.text("updated_at")};
}

std::optional<std::string> active_refresh_token(db::Connection& conn, const std::string& session_id) {
  const auto r = conn.query(
      "SELECT token_hash, parent FROM refresh_tokens WHERE session_id = ? AND revoked = ? ORDER BY id DESC LIMIT 1",
      {session_id, false});
  if (r.empty()) return std::nullopt;
  return r.first().text("token_hash");
}

void insert_refresh_token(db::Connection& conn, const std::string& token_hash, const std::string& session_id,
                          const std::string& user_id, const std::optional<std::string>& parent_hash,
                          const std::string& now) {
  conn.query(
      "INSERT INTO refresh_tokens (token_hash, session_id, user_id, parent, revoked, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?)",
      {token_hash, session_id, user_id, nullable_value(parent_hash), false, now, now});
}

void revoke_refresh_token(db::Connection& conn, const std::string& token_hash, const std::string& now) {
  conn.query("UPDATE refresh_tokens SET revoked = ?, updated_at = ? WHERE token_hash = ? AND revoked = ?",
             {true, now, token_hash, false});
}

// ---- PKCE flow states ----

void insert_flow_state(db::Connection& conn, const FlowState& flow, const std::string& auth_code_hash) {
  conn.query(
      "INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge, code_challenge_method, "
      "authentication_method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      {flow.id, flow.user_id, auth_code_hash, flow.code_challenge, flow.code_challenge_method,
       flow.authentication_method, flow.created_at});
}

std::optional<FlowState> unused_flow_state(db::Connection& conn, const std::string& auth_code_hash) {
  const auto r = conn.query(
      "SELECT id, user_id, code_challenge, code_challenge_method, authentication_method, created_at "
      "FROM flow_states WHERE auth_code_hash = ? AND used_at IS NULL",
      {auth_code_hash});
  if (r.empty()) return std::nullopt;
  const auto& f = r.first();
  return FlowState{f.text("id"),
                   f.text("user_id"),
                   f.text("code_challenge"),
                   f.text("code_challenge_method"),
                   f.text("authentication_method"),
                   f.text("created_at")};
}

bool use_flow_state(db::Connection& conn, const std::string& id, const std::string& now) {
  return conn.query("UPDATE flow_states SET used_at = ? WHERE id = ? AND used_at IS NULL", {now, id}).affected == 1;
}

void reissue_auth_code(db::Connection& conn, const std::string& id, const std::string& auth_code_hash,
                       const std::string& now) {
  conn.query("UPDATE flow_states SET auth_code_hash = ?, created_at = ? WHERE id = ? AND used_at IS NULL",
             {auth_code_hash, now, id});
}

// ---- One-time tokens ----

void insert_recovery_token(db::Connection& conn, const std::string& id, const std::string& user_id,
                           const std::string& token_hash, const std::optional<std::string>& relates_to,
                           const std::string& now) {
  conn.query(
      "INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at) "
      "VALUES (?, ?, 'recovery', ?, ?, ?)",
      {id, user_id, token_hash, nullable_value(relates_to), now});
}

std::optional<OneTimeToken> unused_recovery_token(db::Connection& conn, const std::string& token_hash) {
  const auto r = conn.query(
      "SELECT id, user_id, relates_to, created_at FROM one_time_tokens "
      "WHERE token_hash = ? AND token_type = 'recovery' AND used_at IS NULL",
      {token_hash});
  if (r.empty()) return std::nullopt;
  const auto& t = r.first();
  return OneTimeToken{t.text("id"), t.text("user_id"), t.opt_text("relates_to"), t.text("created_at")};
}

bool use_one_time_token(db::Connection& conn, const std::string& id, const std::string& now) {
  return conn.query("UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL", {now, id}).affected == 1;
}

void delete_recovery_tokens(db::Connection& conn, const std::string& user_id) {
  conn.query("DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = 'recovery'", {user_id});
}

void delete_one_time_tokens(db::Connection& conn, const std::string& user_id) {
  conn.query("DELETE FROM one_time_tokens WHERE user_id = ?", {user_id});
}

std::optional<std::string> last_email_change_at(db::Connection& conn, const std::string& user_id) {
  const auto r = conn.query("SELECT max(created_at) AS at FROM email_changes WHERE user_id = ?", {user_id});
  return r.empty() ? std::nullopt : r.first().opt_text("at");
}

void replace_email_change(db::Connection& conn, const std::string& id, const std::string& user_id,
                          const std::string& new_email, const std::string& token_hash, const std::string& now) {
  conn.query("DELETE FROM email_changes WHERE user_id = ?", {user_id});
  conn.query("INSERT INTO email_changes (id, user_id, new_email, token_hash, created_at) VALUES (?, ?, ?, ?, ?)",
             {id, user_id, new_email, token_hash, now});
}

std::optional<EmailChange> unused_email_change(db::Connection& conn, const std::string& token_hash) {
  const auto r = conn.query(
      "SELECT id, user_id, new_email, created_at FROM email_changes WHERE token_hash = ? AND used_at IS NULL",
      {token_hash});
  if (r.empty()) return std::nullopt;
  const auto& c = r.first();
  return EmailChange{c.text("id"), c.text("user_id"), c.text("new_email"), c.text("created_at")};
}

bool use_email_change(db::Connection& conn, const std::string& id, const std::string& now) {
  return conn.query("UPDATE email_changes SET used_at = ? WHERE id = ? AND used_at IS NULL", {now, id}).affected == 1;
}

void set_user_email(db::Connection& conn, const std::string& user_id, const std::string& email,
                    const std::string& now) {
  conn.query("UPDATE users SET email = ?, updated_at = ? WHERE id = ?", {email, now, user_id});
  conn.query("UPDATE profiles SET email = ?, updated_at = ? WHERE id = ?", {email, now, user_id});
}

}  // namespace rifa::auth::repository
