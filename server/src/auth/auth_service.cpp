#include "auth/auth_service.hpp"

#include <algorithm>
#include <limits>
#include <regex>

#include "auth/crypto.hpp"
#include "auth/passwords.hpp"
#include "common/ids.hpp"
#include "common/log.hpp"
#include "common/text.hpp"
#include "common/text_rules.hpp"
#include "common/time.hpp"

namespace rifa::auth {

using nlohmann::json;
using Clock = std::chrono::system_clock;

namespace {

constexpr auto kSessionCacheTtl = std::chrono::seconds(5);

long long epoch_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(Clock::now().time_since_epoch()).count();
}

std::string ago(std::chrono::seconds d) { return to_rfc3339(Clock::now() - d); }

constexpr const char* kAudience = "authenticated";

// Whether a token's `aud` names `audience`: the string itself or an array holding it (RFC 7519).
bool for_audience(const json& claims, const char* audience) {
  const auto aud = claims.find("aud");
  if (aud == claims.end()) return false;
  if (aud->is_string()) return *aud == audience;
  return aud->is_array() && std::any_of(aud->begin(), aud->end(), [&](const json& a) { return a == audience; });
}

// Optional JSON string field: absent, null and non-strings count as missing.
std::string field(const json& body, const char* name) {
  auto it = body.find(name);
  return it != body.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// data.name of a sign-up or a user update, with the profile's rule (kPersonName); nullopt when
// none is given, 400 validation_failed for a name that breaks the rule.
std::optional<std::string> person_name(const json& body) {
  const auto data = body.find("data");
  if (data == body.end() || !data->is_object()) return std::nullopt;
  const auto name = data->find("name");
  if (name == data->end() || name->is_null()) return std::nullopt;
  if (!name->is_string()) throw AuthError(400, "validation_failed", "El nombre debe ser un texto");
  auto checked = check_text(name->get_ref<const std::string&>(), kPersonName);
  if (!checked.ok()) throw AuthError(400, "validation_failed", checked.error);
  return checked.value;
}

AuthError invalid_credentials() { return {400, "invalid_credentials", "Invalid login credentials"}; }
AuthError session_not_found(int status) {
  return {status, "session_not_found", "Session from session_id claim in JWT does not exist"};
}

void check_password_strength(const std::string& password) {
  const auto reasons = password_weaknesses(password);
  if (reasons.empty()) return;
  const bool length = std::find(reasons.begin(), reasons.end(), "length") != reasons.end();
  throw AuthError(422, "weak_password",
                  length ? "Password should be at least 8 characters."
                         : "Password is known to be weak and easy to guess, please choose a different one.",
                  {{"weak_password", {{"reasons", reasons}}}});
}

std::string url_encode(const std::string& s) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string with_query(const std::string& url, const std::string& query) {
  const auto hash = url.find('#');
  std::string base = hash == std::string::npos ? url : url.substr(0, hash);
  // "http://host:8080" → "http://host:8080/" so the query follows a path.
  const auto scheme = base.find("://");
  if (scheme != std::string::npos && base.find('/', scheme + 3) == std::string::npos &&
      base.find('?') == std::string::npos) {
    base += '/';
  }
  return base + (base.find('?') == std::string::npos ? "?" : "&") + query;
}

// The user and its profile, in the caller's transaction (the e-mail is auto-confirmed).
std::string insert_user(db::Connection& conn, const std::string& email, const std::string& hash,
                        const std::string& name) {
  if (!conn.query("SELECT id FROM users WHERE email = ?", {email}).empty()) {
    throw AuthError(422, "user_already_exists", "User already registered");
  }
  const std::string id = new_uuid();
  const std::string now = now_rfc3339();
  conn.query(
      "INSERT INTO users (id, email, password_hash, raw_user_meta_data, email_confirmed_at, created_at, "
      "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      {id, email, hash, json{{"name", name}}.dump(), now, now, now});
  conn.query(
      "INSERT INTO profiles (id, name, name_search, email, joined_date, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?)",
      {id, name, normalize_search(name), email, now, now, now});
  return id;
}

}  // namespace

std::string normalize_email(const std::string& email) {
  std::string out = email;
  out.erase(0, out.find_first_not_of(" \t"));
  out.erase(out.find_last_not_of(" \t") + 1);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool plausible_email(const std::string& email) {
  static const std::regex pattern(R"(^[^\s@]+@[^\s@]+\.[^\s@]+$)");
  return email.size() <= 254 && std::regex_match(email, pattern);
}

AuthService::AuthService(db::Database& db, SigningKey key, Mailer& mailer, AuthOptions options)
    : db_(db), key_(std::move(key)), mailer_(mailer), options_(std::move(options)) {}

void AuthService::limit(const std::string& key, double per_hour) {
  const auto verdict = limiter_.take(key, http::Budget::per_hour(per_hour));
  if (!verdict.allowed) throw AuthError::rate_limited(verdict.retry_after);
}

json AuthService::user_json(const db::Row& u) const {
  json meta = json::parse(u.text("raw_user_meta_data"), nullptr, false);
  if (!meta.is_object()) meta = json::object();
  const std::string id = u.text("id");
  const json confirmed = u.opt_text("email_confirmed_at") ? json(*u.opt_text("email_confirmed_at")) : json(nullptr);
  const json last_sign_in = u.opt_text("last_sign_in_at") ? json(*u.opt_text("last_sign_in_at")) : json(nullptr);
  json identity_data = {{"sub", id}, {"email", u.text("email")}, {"email_verified", true}};
  return {{"id", id},
          {"aud", "authenticated"},
          {"role", "authenticated"},
          {"email", u.text("email")},
          {"phone", ""},
          {"email_confirmed_at", confirmed},
          {"confirmed_at", confirmed},
          {"last_sign_in_at", last_sign_in},
          {"app_metadata", {{"provider", "email"}, {"providers", {"email"}}}},
          {"user_metadata", meta},
          {"identities",
           {{{"identity_id", id},
             {"id", id},
             {"user_id", id},
             {"identity_data", identity_data},
             {"provider", "email"},
             {"last_sign_in_at", last_sign_in},
             {"created_at", u.text("created_at")},
             {"updated_at", u.text("updated_at")},
             {"email", u.text("email")}}}},
          {"created_at", u.text("created_at")},
          {"updated_at", u.text("updated_at")},
          {"is_anonymous", false}};
}

json AuthService::load_user(db::Connection& conn, const std::string& user_id) const {
  const auto r = conn.query(
      "SELECT id, email, raw_user_meta_data, email_confirmed_at, last_sign_in_at, created_at, updated_at "
      "FROM users WHERE id = ?",
      {user_id});
  if (r.empty()) throw AuthError(404, "user_not_found", "User not found");
  return user_json(r.first());
}

json AuthService::token_response(db::Connection& conn, const std::string& user_id, const std::string& session_id,
                                 const std::string& refresh_token, const std::string& amr_method) {
  json user = load_user(conn, user_id);
  const long long now = epoch_seconds();
  const long long ttl = options_.access_token_ttl.count();
  const json claims = {{"iss", issuer()},
                       {"sub", user_id},
                       {"aud", kAudience},
                       {"exp", now + ttl},
                       {"iat", now},
                       {"email", user["email"]},
                       {"phone", ""},
                       {"app_metadata", user["app_metadata"]},
                       {"user_metadata", user["user_metadata"]},
                       {"role", "authenticated"},
                       {"aal", "aal1"},
                       {"amr", {{{"method", amr_method}, {"timestamp", now}}}},
                       {"session_id", session_id},
                       {"is_anonymous", false}};
  return {{"access_token", key_.sign(claims)}, {"token_type", "bearer"},         {"expires_in", ttl},
          {"expires_at", now + ttl},           {"refresh_token", refresh_token}, {"user", user}};
}

json AuthService::issue_session(db::Connection& conn, const std::string& user_id, const ClientInfo& client,
                                const std::string& amr_method) {
  const std::string session_id = new_uuid();
  const std::string now = now_rfc3339();
  conn.query("INSERT INTO sessions (id, user_id, created_at, updated_at, user_agent, ip) VALUES (?, ?, ?, ?, ?, ?)",
             {session_id, user_id, now, now, client.user_agent.substr(0, 512), client.ip});
  const std::string refresh = random_token();
  conn.query(
      "INSERT INTO refresh_tokens (token_hash, session_id, user_id, parent, revoked, created_at, updated_at) "
      "VALUES (?, ?, ?, NULL, ?, ?, ?)",
      {sha256_hex(refresh), session_id, user_id, false, now, now});
  conn.query("UPDATE users SET last_sign_in_at = ? WHERE id = ?", {now, user_id});
  return token_response(conn, user_id, session_id, refresh, amr_method);
}

std::string AuthService::create_user(const std::string& raw_email, const std::string& password,
                                     const std::string& name) {
  const std::string email = normalize_email(raw_email);
  const std::string hash = hash_password(password);  // slow: outside the transaction
  return db_.transaction([&](db::Connection& conn) { return insert_user(conn, email, hash, name); });
}

json AuthService::signup(const json& body, const ClientInfo& client) {
  const std::string email = normalize_email(field(body, "email"));
  const std::string password = field(body, "password");
  if (!plausible_email(email)) {
    throw AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  check_password_strength(password);
  limit("signup-ip:" + client.ip, options_.limits.signup);

  const std::string name = person_name(body).value_or("");
  const std::string hash = hash_password(password);
  return db_.transaction([&](db::Connection& conn) {
    return issue_session(conn, insert_user(conn, email, hash, name), client, "password");
  });
}

json AuthService::password_grant(const json& body, const ClientInfo& client) {
  const std::string email = normalize_email(field(body, "email"));
  const std::string password = field(body, "password");
  if (email.empty() || password.empty()) {
    throw AuthError(400, "validation_failed", "missing email or phone");
  }
  // Failures are counted per address and per (address, account): the owner, from another address,
  // still signs in while someone else fails on purpose.
  const std::string ip_key = "signin-ip:" + client.ip;
  const std::string pair_key = "signin-ip-account:" + client.ip + " " + email;
  const auto ip_budget = http::Budget::per_hour(options_.limits.signin_failures_ip);
  const auto pair_budget = http::Budget::per_hour(options_.limits.signin_failures_ip_account);
  for (const auto& verdict : {limiter_.peek(ip_key, ip_budget), limiter_.peek(pair_key, pair_budget)}) {
    if (!verdict.allowed) throw AuthError::rate_limited(verdict.retry_after);
  }
  const auto found = db_.query("SELECT id, password_hash FROM users WHERE email = ?", {email});
  bool ok = false;
  if (found.empty()) {
    burn_password_check(password);
  } else {
    ok = verify_password(password, found.first().text("password_hash"));
  }
  if (!ok) {
    limiter_.take(ip_key, ip_budget);
    limiter_.take(pair_key, pair_budget);
    throw invalid_credentials();
  }
  const std::string user_id = found.first().text("id");
  return db_.transaction([&](db::Connection& conn) { return issue_session(conn, user_id, client, "password"); });
}

json AuthService::refresh_grant(const json& body, const ClientInfo& client) {
  const std::string token = field(body, "refresh_token");
  if (token.empty()) throw AuthError(400, "validation_failed", "refresh_token required");
  limit("refresh-ip:" + client.ip, options_.limits.refresh);
  const std::string hash = sha256_hex(token);

  struct Outcome {
    json response;
    bool reuse_detected = false;
  };
  Outcome outcome = db_.transaction([&](db::Connection& conn) -> Outcome {
    const auto found = conn.query(
        "SELECT id, session_id, user_id, revoked, updated_at FROM refresh_tokens WHERE token_hash = ?", {hash});
    if (found.empty())
      throw AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const auto& row = found.first();
    const std::string session_id = row.text("session_id");
    const std::string user_id = row.text("user_id");
    // Serialise refreshes of one session: PostgreSQL locks the session row; SQLite's BEGIN
    // IMMEDIATE already holds the single write lock.
    const std::string lock_sql = conn.dialect() == db::Dialect::postgresql
                                     ? "SELECT id FROM sessions WHERE id = ? FOR UPDATE"
                                     : "SELECT id FROM sessions WHERE id = ?";
    if (conn.query(lock_sql, {session_id}).empty()) throw session_not_found(400);

    const std::string now = now_rfc3339();
    std::string parent_hash = hash;
    if (row.boolean("revoked")) {
      // Re-read under the lock: the token may have been rotated by a concurrent refresh.
      const auto active = conn.query(
          "SELECT token_hash, parent FROM refresh_tokens WHERE session_id = ? AND revoked = ? ORDER BY id DESC LIMIT 1",
          {session_id, false});
      // Only within the reuse interval since it was rotated (a tab race, a response lost on the
      // way): later, even the parent of the active token is a stolen copy taking turns with its
      // owner, so the whole session goes.
      const auto interval = options_.refresh_reuse_interval;
      const bool within_interval = interval.count() > 0 && row.text("updated_at") >= ago(interval);
      if (!within_interval) {
        conn.query("DELETE FROM sessions WHERE id = ?", {session_id});
        return Outcome{json(), true};
      }
      // Allowed reuse (tab race): continue the chain from the active token. Plain tokens are not
      // stored, so the caller gets a fresh child of the active one instead of the active one.
      if (!active.empty()) parent_hash = active.first().text("token_hash");
    }
    conn.query("UPDATE refresh_tokens SET revoked = ?, updated_at = ? WHERE token_hash = ? AND revoked = ?",
               {true, now, parent_hash, false});
    const std::string fresh = random_token();
    conn.query(
        "INSERT INTO refresh_tokens (token_hash, session_id, user_id, parent, revoked, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        {sha256_hex(fresh), session_id, user_id, parent_hash, false, now, now});
    conn.query("UPDATE sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?", {now, now, session_id});
    return Outcome{token_response(conn, user_id, session_id, fresh, "token_refresh"), false};
  });
  if (outcome.reuse_detected) {
    forget_sessions();
    throw AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  }
  return outcome.response;
}

json AuthService::pkce_grant(const json& body, const ClientInfo& client) {
  const std::string code = field(body, "auth_code");
  const std::string verifier = field(body, "code_verifier");
  if (code.empty() || verifier.empty()) {
    throw AuthError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  return db_.transaction([&](db::Connection& conn) {
    const auto found = conn.query(
        "SELECT id, user_id, code_challenge, code_challenge_method, authentication_method, created_at "
        "FROM flow_states WHERE auth_code_hash = ? AND used_at IS NULL",
        {sha256_hex(code)});
    if (found.empty()) throw AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    const auto& flow = found.first();
    if (flow.text("created_at") < ago(options_.flow_ttl)) {
      throw AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const std::string challenge = flow.text("code_challenge");
    const std::string computed =
        flow.text("code_challenge_method") == "s256" ? base64url_encode(sha256(verifier)) : verifier;
    if (!constant_time_equal(computed, challenge)) {
      throw AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    // Single use: the conditional update wins only once even under concurrency.
    if (conn.query("UPDATE flow_states SET used_at = ? WHERE id = ? AND used_at IS NULL",
                   {now_rfc3339(), flow.text("id")})
            .affected != 1) {
      throw AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    }
    return issue_session(conn, flow.text("user_id"), client,
                         flow.text("authentication_method") == "recovery" ? "otp" : "password");
  });
}

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
  const bool alive = !db_.query("SELECT id FROM sessions WHERE id = ?", {session_id}).empty();
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

json AuthService::get_user(const std::string& bearer) {
  const TokenClaims c = claims_of(bearer);
  if (db_.query("SELECT id FROM sessions WHERE id = ?", {c.session_id}).empty()) throw session_not_found(403);
  auto conn = db_.acquire();
  return load_user(*conn, c.user_id);
}

json AuthService::update_user(const std::string& bearer, const json& body) {
  const TokenClaims c = claims_of(bearer);
  const std::string password = field(body, "password");
  const std::string email = normalize_email(field(body, "email"));
  const auto name = person_name(body);
  std::string new_hash;
  if (body.contains("password") && !body["password"].is_null()) {
    check_password_strength(password);
    const auto current = db_.query("SELECT password_hash FROM users WHERE id = ?", {c.user_id});
    if (!current.empty() && verify_password(password, current.first().text("password_hash"))) {
      throw AuthError(422, "same_password", "New password should be different from the old password.");
    }
    new_hash = hash_password(password);
  }
  auto result = db_.transaction([&](db::Connection& conn) {
    if (conn.query("SELECT id FROM sessions WHERE id = ?", {c.session_id}).empty()) throw session_not_found(403);
    const auto user = conn.query("SELECT email, raw_user_meta_data FROM users WHERE id = ?", {c.user_id});
    if (user.empty()) throw AuthError(404, "user_not_found", "User not found");
    if (!email.empty() && email != user.first().text("email")) {
      throw AuthError(422, "email_change_not_supported", "Changing the e-mail address is not supported");
    }
    const std::string now = now_rfc3339();
    if (auto data = body.find("data"); data != body.end() && data->is_object()) {
      json meta = json::parse(user.first().text("raw_user_meta_data"), nullptr, false);
      if (!meta.is_object()) meta = json::object();
      meta.update(*data);
      if (name) meta["name"] = *name;
      conn.query("UPDATE users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?", {meta.dump(), now, c.user_id});
      if (name) {
        conn.query("UPDATE profiles SET name = ?, name_search = ?, updated_at = ? WHERE id = ?",
                   {*name, normalize_search(*name), now, c.user_id});
      }
    }
    if (!new_hash.empty()) {
      conn.query("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", {new_hash, now, c.user_id});
      // The caller's session stays; every other session and pending one-time token goes.
      conn.query("DELETE FROM sessions WHERE user_id = ? AND id <> ?", {c.user_id, c.session_id});
      conn.query("DELETE FROM one_time_tokens WHERE user_id = ?", {c.user_id});
    }
    return load_user(conn, c.user_id);
  });
  if (!new_hash.empty()) forget_sessions();
  return result;
}

void AuthService::logout(const std::string& bearer, const std::string& scope) {
  const TokenClaims c = claims_of(bearer);
  if (scope == "local") {
    db_.query("DELETE FROM sessions WHERE id = ?", {c.session_id});
  } else if (scope == "others") {
    db_.query("DELETE FROM sessions WHERE user_id = ? AND id <> ?", {c.user_id, c.session_id});
  } else if (scope.empty() || scope == "global") {
    db_.query("DELETE FROM sessions WHERE user_id = ?", {c.user_id});
  } else {
    throw AuthError(400, "validation_failed", "Unsupported logout scope \"" + scope + "\"");
  }
  forget_sessions();
}

std::string AuthService::safe_redirect(const std::string& redirect_to) const {
  const std::string& site = options_.site_url;
  if (redirect_to.size() >= site.size() && redirect_to.compare(0, site.size(), site) == 0 &&
      (redirect_to.size() == site.size() || redirect_to[site.size()] == '/' || redirect_to[site.size()] == '?')) {
    return redirect_to;
  }
  return site;
}

void AuthService::recover(const json& body, const std::string& redirect_to, const ClientInfo& client) {
  const std::string email = normalize_email(field(body, "email"));
  if (!plausible_email(email)) {
    throw AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  limit("recover-ip:" + client.ip, options_.limits.recover);
  const std::string challenge = field(body, "code_challenge");
  std::string method = field(body, "code_challenge_method");
  std::transform(method.begin(), method.end(), method.begin(), [](unsigned char ch) { return std::tolower(ch); });
  if (!challenge.empty() && method != "s256" && method != "plain") {
    throw AuthError(400, "validation_failed", "Unsupported code challenge method");
  }
  const std::string target = safe_redirect(redirect_to);

  const bool queued = db_.transaction([&](db::Connection& conn) {
    const auto user = conn.query("SELECT id, recovery_sent_at FROM users WHERE email = ?", {email});
    if (user.empty()) return false;  // same answer as for a known address
    const auto sent = user.first().opt_text("recovery_sent_at");
    if (sent && *sent >= ago(options_.recovery_mail_interval)) return false;  // one mail per minute
    const std::string user_id = user.first().text("id");
    const std::string now = now_rfc3339();
    std::optional<std::string> flow_id;
    if (!challenge.empty()) {
      flow_id = new_uuid();
      conn.query(
          "INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge, code_challenge_method, "
          "authentication_method, created_at) VALUES (?, ?, ?, ?, ?, 'recovery', ?)",
          {*flow_id, user_id, sha256_hex(random_token()), challenge, method, now});
    }
    const std::string token = random_token();
    conn.query("DELETE FROM one_time_tokens WHERE user_id = ? AND token_type = 'recovery'", {user_id});
    conn.query(
        "INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at) "
        "VALUES (?, ?, 'recovery', ?, ?, ?)",
        {new_uuid(), user_id, sha256_hex(token), flow_id ? db::Value(*flow_id) : db::Value(nullptr), now});
    conn.query("UPDATE users SET recovery_sent_at = ? WHERE id = ?", {now, user_id});
    const std::string link =
        options_.site_url + "/auth/v1/verify?token=" + token + "&type=recovery&redirect_to=" + url_encode(target);
    mailer_.enqueue(conn, {email, "Restablece tu contraseña de Rifa",
                           "Hola,\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta de Rifa.\n"
                           "Abre este enlace para elegir una nueva (vence en 24 horas y sirve una sola vez):\n\n" +
                               link +
                               "\n\nSi no fuiste tú, ignora este mensaje: tu contraseña no cambiará.\n\n— El equipo "
                               "de Rifa\n"});
    return true;
  });
  if (queued) mailer_.notify();
}

std::string AuthService::verify(const std::string& token, const std::string& type, const std::string& redirect_to,
                                const ClientInfo& client) {
  const std::string target = safe_redirect(redirect_to);
  const std::string failure = with_query(target, "error=access_denied&error_code=otp_expired&error_description=" +
                                                     url_encode("Email link is invalid or has expired"));
  limit("verify-ip:" + client.ip, options_.limits.verify);  // 429 over_request_rate_limit
  if (type != "recovery" || token.empty()) return failure;

  struct Verified {
    std::string redirect;
  };
  auto result = db_.transaction([&](db::Connection& conn) -> std::optional<Verified> {
    const auto found = conn.query(
        "SELECT id, user_id, relates_to, created_at FROM one_time_tokens "
        "WHERE token_hash = ? AND token_type = 'recovery' AND used_at IS NULL",
        {sha256_hex(token)});
    if (found.empty()) return std::nullopt;
    const auto& row = found.first();
    if (row.text("created_at") < ago(options_.recovery_token_ttl)) return std::nullopt;
    if (conn.query("UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL",
                   {now_rfc3339(), row.text("id")})
            .affected != 1) {
      return std::nullopt;
    }
    if (auto flow_id = row.opt_text("relates_to")) {
      // PKCE: hand the browser a fresh auth code; the flow's 300 s start now.
      const std::string code = new_uuid();
      conn.query("UPDATE flow_states SET auth_code_hash = ?, created_at = ? WHERE id = ? AND used_at IS NULL",
                 {sha256_hex(code), now_rfc3339(), *flow_id});
      return Verified{with_query(target, "code=" + code)};
    }
    // Implicit flow (no code challenge was sent): the session travels in the URL fragment.
    const json session = issue_session(conn, row.text("user_id"), client, "otp");
    const std::string base = target.substr(0, target.find('#'));
    return Verified{base + "#access_token=" + session["access_token"].get<std::string>() +
                    "&expires_at=" + std::to_string(session["expires_at"].get<long long>()) +
                    "&expires_in=" + std::to_string(session["expires_in"].get<long long>()) + "&refresh_token=" +
                    session["refresh_token"].get<std::string>() + "&token_type=bearer&type=recovery"};
  });
  return result ? result->redirect : failure;
}

}  // namespace rifa::auth
