#include "auth/auth_service.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>

#include "auth/crypto.hpp"
#include "auth/mailer.hpp"
#include "db/migrator.hpp"

namespace rifa::auth {
namespace {
namespace fs = std::filesystem;
using nlohmann::json;

// A real AuthService on a fresh SQLite file; its signing key is on disk so tests can sign tokens
// with claims the service itself never writes.
class AuthServiceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    static std::atomic<int> counter{0};
    dir_ = fs::temp_directory_path() / ("rifa-auth-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::create_directories(dir_);
    db_ = db::open_database("sqlite:" + (dir_ / "rifa.db").string());
    db::migrate(*db_, db::builtin_migrations(db_->dialect()));
    mailer_ = std::make_unique<Mailer>(*db_, "", "Rifa <no-reply@rifa.local>");
  }
  void TearDown() override {
    service_.reset();
    mailer_.reset();
    db_.reset();
    fs::remove_all(dir_);
  }
  AuthService& service(AuthOptions options = {}) {
    options.site_url = "http://localhost:8080";
    service_ = std::make_unique<AuthService>(*db_, SigningKey::load_or_create(key_path()), *mailer_, options);
    return *service_;
  }
  std::string key_path() const { return (dir_ / "jwt.pem").string(); }
  SessionTokens sign_up(AuthService& auth, const std::string& email,
                        const ClientInfo& client = {"198.51.100.1", "test"}) {
    return auth.signup({email, kPassword, NameField{"Ana"}}, client);
  }
  static constexpr const char* kPassword = "correct horse battery staple";

  fs::path dir_;
  std::unique_ptr<db::Database> db_;
  std::unique_ptr<Mailer> mailer_;
  std::unique_ptr<AuthService> service_;
};

TEST_F(AuthServiceTest, ClaimsOfTheWrongTypeAreAnInvalidTokenNotAnError) {
  AuthService& auth = service();
  const SessionTokens session = sign_up(auth, "ana@example.com");
  const std::string user_id = session.user.id;
  const auto key = SigningKey::load_or_create(key_path());
  // The session id of the real session, so only the claim's type is wrong.
  const auto claims = auth.authenticate(session.access_token);
  ASSERT_TRUE(claims);
  const json good = {{"iss", "http://localhost:8080/auth/v1"},
                     {"aud", "authenticated"},
                     {"sub", user_id},
                     {"session_id", claims->session_id},
                     {"exp", 4102444800}};
  EXPECT_TRUE(auth.authenticate(key.sign(good)));
  for (const auto& [name, value] : {std::pair<std::string, json>{"email", 5},
                                    {"email", json::object()},
                                    {"sub", 7},
                                    {"session_id", nullptr},
                                    {"exp", "tomorrow"}}) {
    json bad = good;
    bad[name] = value;
    const std::string token = key.sign(bad);
    EXPECT_NO_THROW(EXPECT_FALSE(auth.authenticate(token))) << name << " " << value;
    try {
      auth.get_user(token);
      ADD_FAILURE() << "get_user accepted " << name << " " << value;
    } catch (const AuthError& e) {
      EXPECT_EQ(e.status(), 403);
      EXPECT_EQ(e.code(), "bad_jwt");
    }
  }
}

// A token signed with the server's own key is still refused unless the server issued it for
// this audience (`iss` SITE_URL/auth/v1, `aud` "authenticated") and its `nbf` has come.
TEST_F(AuthServiceTest, AccessTokensAreCheckedForIssuerAudienceAndNotBefore) {
  AuthService& auth = service();
  const SessionTokens session = sign_up(auth, "ana@example.com");
  const auto issued = auth.authenticate(session.access_token);
  ASSERT_TRUE(issued);
  const auto key = SigningKey::load_or_create(key_path());
  const long long now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  const json good = {{"iss", auth.issuer()},
                     {"aud", "authenticated"},
                     {"sub", issued->user_id},
                     {"session_id", issued->session_id},
                     {"exp", now + 3600}};
  EXPECT_EQ(auth.issuer(), "http://localhost:8080/auth/v1");
  EXPECT_TRUE(auth.authenticate(key.sign(good)));
  json listed = good;
  listed["aud"] = {"other", "authenticated"};
  EXPECT_TRUE(auth.authenticate(key.sign(listed)));
  json started = good;
  started["nbf"] = now - 10;
  EXPECT_TRUE(auth.authenticate(key.sign(started)));

  std::vector<std::pair<std::string, json>> refused;
  for (const char* name : {"iss", "aud"}) {
    json without = good;
    without.erase(name);
    refused.emplace_back(std::string("no ") + name, without);
  }
  for (const auto& [name, value] : {std::pair<std::string, json>{"iss", "https://evil.example/auth/v1"},
                                    {"iss", "http://localhost:8080"},
                                    {"iss", 7},
                                    {"aud", "anon"},
                                    {"aud", json::array({"anon"})},
                                    {"aud", nullptr},
                                    {"nbf", now + 600}}) {
    json bad = good;
    bad[name] = value;
    refused.emplace_back(name + " " + value.dump(), bad);
  }
  for (const auto& [what, claims] : refused) {
    const std::string token = key.sign(claims);
    EXPECT_NO_THROW(EXPECT_FALSE(auth.authenticate(token))) << what;
    EXPECT_FALSE(auth.token_claims(token)) << what;
  }
}

TEST_F(AuthServiceTest, AfterTheReuseIntervalEvenTheParentOfTheActiveTokenEndsTheSession) {
  AuthOptions options;
  options.refresh_reuse_interval = std::chrono::seconds(0);  // no reuse at all: no waiting in the test
  AuthService& auth = service(options);
  const ClientInfo client{"198.51.100.1", "test"};
  const SessionTokens first = sign_up(auth, "ben@example.com");
  const SessionTokens second = auth.refresh_grant({first.refresh_token}, client);
  try {
    auth.refresh_grant({first.refresh_token}, client);  // the parent of the active one
    ADD_FAILURE() << "a stolen parent token was accepted after the reuse interval";
  } catch (const AuthError& e) {
    EXPECT_EQ(e.code(), "refresh_token_already_used");
  }
  // The whole session went: its active token and its access token too.
  EXPECT_THROW(auth.refresh_grant({second.refresh_token}, client), AuthError);
  EXPECT_FALSE(auth.authenticate(second.access_token));
}

TEST_F(AuthServiceTest, WithinTheReuseIntervalTheParentStillRefreshes) {
  AuthService& auth = service();  // 10 s
  const ClientInfo client{"198.51.100.1", "test"};
  const SessionTokens first = sign_up(auth, "cai@example.com");
  auth.refresh_grant({first.refresh_token}, client);
  const SessionTokens again = auth.refresh_grant({first.refresh_token}, client);
  EXPECT_TRUE(auth.authenticate(again.access_token));
}

// The refresh grant's error for `refresh_token`: {status, code}.
std::pair<int, std::string> suspension_refresh_error(AuthService& auth, const std::string& refresh_token) {
  try {
    auth.refresh_grant({refresh_token}, {"198.51.100.1", "test"});
  } catch (const AuthError& e) {
    return {e.status(), e.code()};
  }
  return {200, ""};
}

TEST_F(AuthServiceTest, ASuspensionEndsTheSessionsAndTheirRefreshSaysUserBannedUntilReinstated) {
  AuthService& auth = service();
  const SessionTokens session = sign_up(auth, "dan@example.com");
  const std::string& user_id = session.user.id;
  const auto suspended_at = [&](const char* at) {
    db_->query("UPDATE profiles SET suspended_at = ? WHERE id = ?",
               {at ? db::Value(std::string(at)) : db::Value(nullptr), user_id});
  };
  // The moderation's suspension: the flag, then the sessions end, in one transaction.
  db_->transaction([&](db::Connection& conn) {
    conn.query("UPDATE profiles SET suspended_at = ? WHERE id = ?", {std::string("2026-11-29T12:00:00.000Z"), user_id});
    AuthService::end_sessions(conn, user_id);
  });
  auth.forget_sessions();
  EXPECT_FALSE(auth.authenticate(session.access_token));
  EXPECT_EQ(suspension_refresh_error(auth, session.refresh_token), std::make_pair(403, std::string("user_banned")));
  // Any other token is still just unknown.
  EXPECT_EQ(suspension_refresh_error(auth, "not-a-token"), std::make_pair(400, std::string("refresh_token_not_found")));

  // Reinstated: the ended session stays ended, its token unknown again.
  suspended_at(nullptr);
  db_->transaction([&](db::Connection& conn) { AuthService::resume_sign_in(conn, user_id); });
  EXPECT_EQ(suspension_refresh_error(auth, session.refresh_token),
            std::make_pair(400, std::string("refresh_token_not_found")));
}

TEST_F(AuthServiceTest, WrongPasswordsFromOneAddressDoNotLockTheOwnerOut) {
  AuthOptions options;
  options.limits.signin_failures_ip_account = 3;
  options.limits.signin_failures_ip = 5;
  AuthService& auth = service(options);
  sign_up(auth, "dani@example.com");
  const ClientInfo attacker{"203.0.113.66", "script"};
  const ClientInfo owner{"198.51.100.7", "browser"};
  const PasswordGrant wrong{"dani@example.com", "not the password"};
  const PasswordGrant right{"dani@example.com", kPassword};
  for (int i = 0; i < 3; ++i) {
    try {
      auth.password_grant(wrong, attacker);
      ADD_FAILURE() << "a wrong password signed in";
    } catch (const AuthError& e) {
      EXPECT_EQ(e.code(), "invalid_credentials");
    }
  }
  try {
    auth.password_grant(right, attacker);
    ADD_FAILURE() << "the attacker's address was not throttled";
  } catch (const AuthError& e) {
    EXPECT_EQ(e.status(), 429);
    EXPECT_GE(e.retry_after().count(), 1);
  }
  EXPECT_NO_THROW(auth.password_grant(right, owner));  // the owner, elsewhere, signs in
  // The attacker's address runs out for every account, not only this one.
  for (const char* other : {"x1@example.com", "x2@example.com"}) {
    EXPECT_THROW(auth.password_grant({other, "nope nope"}, attacker), AuthError);
  }
  try {
    auth.password_grant({"x3@example.com", "nope nope"}, attacker);
    ADD_FAILURE() << "the per-address budget did not apply";
  } catch (const AuthError& e) {
    EXPECT_EQ(e.status(), 429);
  }
}

}  // namespace
}  // namespace rifa::auth
