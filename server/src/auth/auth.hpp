#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

// The auth domain's types: what the repository reads and writes, what the service takes from the
// route layer (bodies already parsed, spec/auth-contract.md) and what it answers.
namespace rifa::auth {

// ---- Stored ----

// A user as GoTrue shows it. `user_metadata` is the free-form object a client writes (`data`).
struct UserRecord {
  std::string id;
  std::string email;
  nlohmann::json user_metadata = nlohmann::json::object();
  std::optional<std::string> email_confirmed_at;
  std::optional<std::string> last_sign_in_at;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> new_email;  // an e-mail change waiting for its link
};

// What a password sign-in checks.
struct UserCredentials {
  std::string id;
  std::string password_hash;
};

// What a recovery request reads of the user it names.
struct RecoveryTarget {
  std::string id;
  std::optional<std::string> recovery_sent_at;
};

// One link of a session's refresh-token chain (only the hash of a token is stored).
struct RefreshTokenRecord {
  std::string session_id;
  std::string user_id;
  bool revoked = false;
  std::string updated_at;
};

// A PKCE flow: the code challenge sent with a recovery request, and the auth code issued for it.
struct FlowState {
  std::string id;
  std::string user_id;
  std::string code_challenge;
  std::string code_challenge_method;  // "s256" or "plain"
  std::string authentication_method;  // "recovery"
  std::string created_at;
};

// A one-time token (the recovery link); `relates_to` is the PKCE flow it belongs to, if any.
struct OneTimeToken {
  std::string id;
  std::string user_id;
  std::optional<std::string> relates_to;
  std::string created_at;
};

// A mail to send (plain text).
struct Mail {
  std::string to;
  std::string subject;
  std::string text;
};

// A queued mail in the outbox.
struct OutboxMail {
  std::string id;
  std::string to;
  std::string subject;
  std::string text;
  std::int64_t attempts = 0;
};

// ---- Answered ----

// A signed-in session as the token endpoint answers it.
struct SessionTokens {
  std::string access_token;
  std::int64_t expires_in = 0;  // seconds
  std::int64_t expires_at = 0;  // Unix seconds
  std::string refresh_token;
  UserRecord user;
};

// ---- Taken (the route layer's typed inputs) ----
// Text fields follow GoTrue's reading: absent, null and non-text values are all "" (missing).

// data.name as sent: nullopt when absent or null (or `data` is not an object); `is_text` false
// when it is not a text (the service answers that in the contract's order).
struct NameField {
  std::string text;
  bool is_text = true;
};

struct SignUpInput {
  std::string email;  // normalised
  std::string password;
  std::optional<NameField> name;
  std::optional<NameField> phone;  // data.phone, optional: kept as the profile's phone
};

struct PasswordGrant {
  std::string email;     // normalised, not empty
  std::string password;  // not empty
};

struct RefreshGrant {
  std::string refresh_token;  // not empty
};

struct PkceGrant {
  std::string auth_code;      // not empty
  std::string code_verifier;  // not empty
};

struct UserUpdate {
  std::optional<std::string> password;  // nullopt when absent or null; "" when not a text
  std::string email;                    // normalised; "" when absent
  std::optional<nlohmann::json> data;   // the object merged into user_metadata
  std::optional<NameField> name;        // data.name
};

struct RecoverInput {
  std::string email;  // normalised
  std::string code_challenge;
  std::string code_challenge_method;  // lower case
};

}  // namespace rifa::auth
