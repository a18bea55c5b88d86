#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "auth/auth.hpp"
#include "db/database.hpp"

// All SQL of auth: users (and the profile made with one), sessions, refresh tokens, PKCE flow
// states and one-time tokens. Every function runs on the caller's connection, so a service
// decides what shares a transaction. Times are RFC 3339 texts (common/time.hpp).
namespace rifa::auth::repository {

// ---- Users ----
std::optional<std::string> user_id_by_email(db::Connection& conn, const std::string& email);
// The user, with the address of its e-mail change requested at or after `changes_since` and not
// yet confirmed (GoTrue's new_email).
std::optional<UserRecord> user(db::Connection& conn, const std::string& user_id, const std::string& changes_since);
std::optional<UserCredentials> credentials(db::Connection& conn, const std::string& email);
std::optional<std::string> password_hash(db::Connection& conn, const std::string& user_id);
std::optional<RecoveryTarget> recovery_target(db::Connection& conn, const std::string& email);
// The user (e-mail confirmed at once) and its profile (phone "" is none).
void insert_user(db::Connection& conn, const std::string& id, const std::string& email,
                 const std::string& password_hash, const nlohmann::json& metadata, const std::string& name,
                 const std::string& phone, const std::string& now);
void set_last_sign_in(db::Connection& conn, const std::string& user_id, const std::string& now);
void set_user_metadata(db::Connection& conn, const std::string& user_id, const nlohmann::json& metadata,
                       const std::string& now);
void set_profile_name(db::Connection& conn, const std::string& user_id, const std::string& name,
                      const std::string& now);
void set_password_hash(db::Connection& conn, const std::string& user_id, const std::string& hash,
                       const std::string& now);
void set_recovery_sent(db::Connection& conn, const std::string& user_id, const std::string& now);
void make_super_admin(db::Connection& conn, const std::string& user_id, const std::string& now);
bool any_super_admin(db::Connection& conn);

// ---- Sessions ----
void insert_session(db::Connection& conn, const std::string& id, const std::string& user_id,
                    const std::string& user_agent, const std::string& ip, const std::string& now);
bool session_exists(db::Connection& conn, const std::string& id);
// A suspension (profiles.suspended_at already set): the hashes of the user's active refresh tokens,
// kept (suspended_refresh_tokens) before their sessions are deleted, so that their refresh answers
// user_banned; forgotten on reinstatement. Whether `token_hash` is one of them and its user is
// still suspended.
void keep_suspended_refresh_tokens(db::Connection& conn, const std::string& user_id);
void forget_suspended_refresh_tokens(db::Connection& conn, const std::string& user_id);
bool suspended_refresh_token(db::Connection& conn, const std::string& token_hash);
// Whether the super admin suspended the user (profiles.suspended_at).
bool suspended(db::Connection& conn, const std::string& user_id);
// Serialises refreshes of one session: PostgreSQL locks the row (SQLite's BEGIN IMMEDIATE already
// holds the single write lock). False when the session is gone.
bool lock_session(db::Connection& conn, const std::string& id);
void set_session_refreshed(db::Connection& conn, const std::string& id, const std::string& now);
void delete_session(db::Connection& conn, const std::string& id);
void delete_sessions_of(db::Connection& conn, const std::string& user_id);
void delete_sessions_except(db::Connection& conn, const std::string& user_id, const std::string& keep_session_id);

// ---- Refresh tokens (by the hash of the token) ----
std::optional<RefreshTokenRecord> refresh_token(db::Connection& conn, const std::string& token_hash);
// The hash of the session's newest unrevoked token.
std::optional<std::string> active_refresh_token(db::Connection& conn, const std::string& session_id);
void insert_refresh_token(db::Connection& conn, const std::string& token_hash, const std::string& session_id,
                          const std::string& user_id, const std::optional<std::string>& parent_hash,
                          const std::string& now);
void revoke_refresh_token(db::Connection& conn, const std::string& token_hash, const std::string& now);

// ---- PKCE flow states ----
void insert_flow_state(db::Connection& conn, const FlowState& flow, const std::string& auth_code_hash);
std::optional<FlowState> unused_flow_state(db::Connection& conn, const std::string& auth_code_hash);
// Marks the flow used; false when it was used already (the conditional update wins once).
bool use_flow_state(db::Connection& conn, const std::string& id, const std::string& now);
// A fresh auth code for an unused flow, whose lifetime starts now.
void reissue_auth_code(db::Connection& conn, const std::string& id, const std::string& auth_code_hash,
                       const std::string& now);

// ---- One-time tokens ----
void insert_recovery_token(db::Connection& conn, const std::string& id, const std::string& user_id,
                           const std::string& token_hash, const std::optional<std::string>& relates_to,
                           const std::string& now);
std::optional<OneTimeToken> unused_recovery_token(db::Connection& conn, const std::string& token_hash);
// Marks the token used; false when it was used already.
bool use_one_time_token(db::Connection& conn, const std::string& id, const std::string& now);
void delete_recovery_tokens(db::Connection& conn, const std::string& user_id);
void delete_one_time_tokens(db::Connection& conn, const std::string& user_id);

// E-mail changes waiting for the new address (email_changes).
struct EmailChange {
  std::string id, user_id, new_email, created_at;
};
// When the user's latest change was asked for (one mail a minute).
std::optional<std::string> last_email_change_at(db::Connection& conn, const std::string& user_id);
// Replaces the user's pending change with this one.
void replace_email_change(db::Connection& conn, const std::string& id, const std::string& user_id,
                          const std::string& new_email, const std::string& token_hash, const std::string& now);
std::optional<EmailChange> unused_email_change(db::Connection& conn, const std::string& token_hash);
bool use_email_change(db::Connection& conn, const std::string& id, const std::string& now);
// The account's address (users and its profile's copy).
void set_user_email(db::Connection& conn, const std::string& user_id, const std::string& email, const std::string& now);

}  // namespace rifa::auth::repository
