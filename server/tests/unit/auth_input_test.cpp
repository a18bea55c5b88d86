// Malformed /auth/v1 bodies: each gives the GoTrue error it gave when the service read the JSON
// itself (spec/auth-contract.md), now that the route layer parses bodies into typed inputs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>

#include "auth/auth_input.hpp"
#include "auth/auth_json.hpp"
#include "auth/auth_service.hpp"
#include "auth/crypto.hpp"
#include "auth/mailer.hpp"
#include "db/migrator.hpp"

namespace rifa::auth {
namespace {
namespace fs = std::filesystem;
using nlohmann::json;

constexpr const char* kPassword = "correct horse battery staple";
const ClientInfo kClient{"198.51.100.1", "test"};

struct Failure {
  int status = 0;
  std::string code;
  std::string message;
};

// The error `call` throws; status 0 when it throws none.
template <typename F>
Failure failure_of(F call) {
  try {
    call();
  } catch (const AuthError& e) {
    return {e.status(), e.code(), e.what()};
  }
  return {};
}

class AuthInputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    static std::atomic<int> counter{0};
    dir_ = fs::temp_directory_path() / ("rifa-auth-in-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::create_directories(dir_);
    db_ = db::open_database("sqlite:" + (dir_ / "rifa.db").string());
    db::migrate(*db_, db::builtin_migrations(db_->dialect()));
    mailer_ = std::make_unique<Mailer>(*db_, "", "Rifa <no-reply@rifa.local>");
    service();
  }
  void TearDown() override {
    service_.reset();
    mailer_.reset();
    db_.reset();
    fs::remove_all(dir_);
  }
  AuthService& service(AuthOptions options = {}) {
    options.site_url = "http://localhost:8080";
    service_ =
        std::make_unique<AuthService>(*db_, SigningKey::load_or_create((dir_ / "jwt.pem").string()), *mailer_, options);
    return *service_;
  }

  // A body as the route layer reads it, parses it and writes the service's answer.
  json signup(const json& body) { return session_json(service_->signup(parse_signup(AuthBody(body)), kClient)); }
  json password(const json& body) {
    return session_json(service_->password_grant(parse_password_grant(AuthBody(body)), kClient));
  }
  json refresh(const json& body) {
    return session_json(service_->refresh_grant(parse_refresh_grant(AuthBody(body)), kClient));
  }
  json pkce(const json& body) { return session_json(service_->pkce_grant(parse_pkce_grant(AuthBody(body)), kClient)); }
  json update(const std::string& bearer, const json& body) {
    const UserUpdate parsed = parse_user_update(AuthBody(body));
    return user_json(service_->update_user(bearer, parsed));
  }
  void recover(const json& body) { service_->recover(parse_recover(AuthBody(body)), "", kClient); }

  fs::path dir_;
  std::unique_ptr<db::Database> db_;
  std::unique_ptr<Mailer> mailer_;
  std::unique_ptr<AuthService> service_;
};

void expect_failure(const Failure& got, int status, const std::string& code, const std::string& message) {
  EXPECT_EQ(got.status, status) << got.code << ": " << got.message;
  EXPECT_EQ(got.code, code);
  EXPECT_EQ(got.message, message);
}

TEST(AuthBodyTest, AnEmptyBodyIsAnEmptyObjectAndAnythingButAnObjectIsRefused) {
  EXPECT_EQ(AuthBody(std::string_view()).text("email"), "");
  for (const char* raw : {"[1]", "\"x\"", "{\"email\":", "null", "5"}) {
    expect_failure(failure_of([&] { AuthBody{std::string_view(raw)}; }), 400, "validation_failed",
                   "Could not read request body as JSON");
  }
}

TEST_F(AuthInputTest, SignUpReadsOnlyTextFieldsAndChecksInTheContractsOrder) {
  const std::string bad_email = "Unable to validate email address: invalid format";
  expect_failure(failure_of([&] { signup(json::object()); }), 400, "validation_failed", bad_email);
  expect_failure(failure_of([&] {
                   signup({{"email", 5}, {"password", kPassword}});
                 }),
                 400, "validation_failed", bad_email);
  // The e-mail is checked before the name.
  expect_failure(failure_of([&] {
                   signup({{"email", "nope"}, {"data", {{"name", 5}}}});
                 }),
                 400, "validation_failed", bad_email);
  expect_failure(failure_of([&] {
                   signup({{"email", "ana@example.com"}, {"password", 12345678}});
                 }),
                 422, "weak_password", "Password should be at least 8 characters.");
  expect_failure(failure_of([&] {
                   signup({{"email", "ana@example.com"}, {"password", kPassword}, {"data", {{"name", 5}}}});
                 }),
                 400, "validation_failed", "El nombre debe ser un texto");
  expect_failure(failure_of([&] {
                   signup({{"email", "ana@example.com"}, {"password", kPassword}, {"data", {{"name", "A"}}}});
                 }),
                 400, "validation_failed", "El nombre debe tener entre 2 y 80 caracteres");
  // `data` that is not an object, and a null name, are no name at all; the address is normalised.
  const json session = signup({{"email", " Ana@Example.com "}, {"password", kPassword}, {"data", "x"}});
  EXPECT_EQ(session["user"]["email"], "ana@example.com");
  EXPECT_EQ(session["user"]["user_metadata"], json({{"name", ""}}));
  expect_failure(failure_of([&] {
                   signup({{"email", "ana@example.com"}, {"password", kPassword}, {"data", {{"name", nullptr}}}});
                 }),
                 422, "user_already_exists", "User already registered");
}

TEST_F(AuthInputTest, SignUpTakesAnOptionalPhoneWithTheProfilesRule) {
  const json ana = {{"email", "ana@example.com"}, {"password", kPassword}};
  auto with_phone = [&](json phone) {
    json body = ana;
    body["data"] = {{"name", "Ana"}, {"phone", std::move(phone)}};
    return body;
  };
  expect_failure(failure_of([&] { signup(with_phone(4141234567)); }), 400, "validation_failed",
                 "El teléfono debe ser un texto");
  for (const char* bad : {"abc", "12", "+58 414 1234567 ext 9", "0414-1234567-0414-1234567"}) {
    expect_failure(failure_of([&] { signup(with_phone(bad)); }), 400, "validation_failed",
                   "Teléfono inválido: usa solo números, espacios, +, - y paréntesis (7 a 20 caracteres)");
  }
  // Refused phones made no account; a good one is kept as the profile's (not in user_metadata).
  const json session = signup(with_phone(" 0414-1234567 "));
  EXPECT_EQ(session["user"]["user_metadata"], json({{"name", "Ana"}}));
}

TEST_F(AuthInputTest, SignUpCountsAgainstItsBudgetBeforeTheNameIsRead) {
  service([] {
    AuthOptions options;
    options.limits.signup = 1;
    return options;
  }());
  signup({{"email", "ana@example.com"}, {"password", kPassword}});
  EXPECT_EQ(failure_of([&] {
              signup({{"email", "ben@example.com"}, {"password", kPassword}, {"data", {{"name", 5}}}});
            }).status,
            429);
}

TEST_F(AuthInputTest, GrantsNeedTheirFieldsAsText) {
  const std::string missing = "missing email or phone";
  expect_failure(failure_of([&] { password(json::object()); }), 400, "validation_failed", missing);
  expect_failure(failure_of([&] {
                   password({{"email", "ana@example.com"}, {"password", 12345678}});
                 }),
                 400, "validation_failed", missing);
  expect_failure(failure_of([&] {
                   password({{"email", {"ana@example.com"}}, {"password", kPassword}});
                 }),
                 400, "validation_failed", missing);
  expect_failure(failure_of([&] {
                   password({{"email", "nobody@example.com"}, {"password", kPassword}});
                 }),
                 400, "invalid_credentials", "Invalid login credentials");

  expect_failure(failure_of([&] { refresh(json::object()); }), 400, "validation_failed", "refresh_token required");
  expect_failure(failure_of([&] {
                   refresh({{"refresh_token", nullptr}});
                 }),
                 400, "validation_failed", "refresh_token required");
  expect_failure(failure_of([&] {
                   refresh({{"refresh_token", "unknown"}});
                 }),
                 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

  const std::string both = "invalid request: both auth code and code verifier should be non-empty";
  expect_failure(failure_of([&] { pkce({{"auth_code", "x"}}); }), 400, "validation_failed", both);
  expect_failure(failure_of([&] { pkce({{"auth_code", "x"}, {"code_verifier", 1}}); }), 400, "validation_failed", both);
  expect_failure(failure_of([&] {
                   pkce({{"auth_code", "x"}, {"code_verifier", "y"}});
                 }),
                 404, "flow_state_not_found", "invalid flow state, no valid flow state found");
}

TEST_F(AuthInputTest, UserUpdateChecksTheTokenBeforeTheBody) {
  expect_failure(failure_of([&] {
                   update("", {{"data", {{"name", 5}}}});
                 }),
                 401, "no_authorization", "This endpoint requires a valid Bearer token");
  const json session = signup({{"email", "ana@example.com"}, {"password", kPassword}, {"data", {{"name", "Ana"}}}});
  const std::string bearer = session["access_token"];
  expect_failure(failure_of([&] {
                   update(bearer, {{"password", 5}});
                 }),
                 422, "weak_password", "Password should be at least 8 characters.");
  expect_failure(failure_of([&] {
                   update(bearer, {{"password", kPassword}});
                 }),
                 422, "same_password", "New password should be different from the old password.");
  expect_failure(failure_of([&] {
                   update(bearer, {{"data", {{"name", 5}}}});
                 }),
                 400, "validation_failed", "El nombre debe ser un texto");
  // A new address is confirmed from that address (a link is mailed); one another account holds is refused.
  signup({{"email", "otra@example.com"}, {"password", kPassword}, {"data", {{"name", "Otra"}}}});
  expect_failure(failure_of([&] {
                   update(bearer, {{"email", "otra@example.com"}});
                 }),
                 422, "email_exists", "A user with this email address has already been registered");
  EXPECT_EQ(update(bearer, {{"email", "nueva@example.com"}})["email"], "ana@example.com");
  // A null password, an e-mail that is not text, or the same address change nothing; data merges.
  const json user = update(bearer, {{"password", nullptr}, {"email", 5}, {"data", {{"theme", "dark"}}}});
  EXPECT_EQ(user["user_metadata"], json({{"name", "Ana"}, {"theme", "dark"}}));
  EXPECT_EQ(update(bearer, {{"email", "ANA@example.com"}, {"data", {{"name", "Ana Luz"}}}})["user_metadata"]["name"],
            "Ana Luz");
}

TEST_F(AuthInputTest, RecoverNeedsAnAddressAndAKnownChallengeMethod) {
  const std::string bad_email = "Unable to validate email address: invalid format";
  expect_failure(failure_of([&] { recover(json::object()); }), 400, "validation_failed", bad_email);
  expect_failure(failure_of([&] { recover({{"email", 5}}); }), 400, "validation_failed", bad_email);
  expect_failure(failure_of([&] {
                   recover({{"email", "ana@example.com"}, {"code_challenge", "abc"}, {"code_challenge_method", "md5"}});
                 }),
                 400, "validation_failed", "Unsupported code challenge method");
  EXPECT_EQ(failure_of([&] {
              recover({{"email", "ana@example.com"}, {"code_challenge", "abc"}, {"code_challenge_method", "S256"}});
            }).status,
            0);
  // Without a challenge the method is not read.
  EXPECT_EQ(failure_of([&] { recover({{"email", "ana@example.com"}, {"code_challenge_method", 3}}); }).status, 0);
}

}  // namespace
}  // namespace rifa::auth
