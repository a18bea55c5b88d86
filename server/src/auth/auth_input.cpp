#include "auth/auth_input.hpp"

#include <algorithm>

#include "auth/auth_error.hpp"
#include "auth/email_address.hpp"

namespace rifa::auth {

using nlohmann::json;

namespace {

AuthError unreadable_body() { return {400, "validation_failed", "Could not read request body as JSON"}; }

// data.<field> (name, phone) of a sign-up or a user update.
std::optional<NameField> data_text(const AuthBody& body, const char* field) {
  const auto data = body.object("data");
  if (!data) return std::nullopt;
  const auto value = data->find(field);
  if (value == data->end() || value->is_null()) return std::nullopt;
  if (!value->is_string()) return NameField{"", false};
  return NameField{value->get<std::string>(), true};
}

std::optional<NameField> name_of(const AuthBody& body) { return data_text(body, "name"); }

}  // namespace

AuthBody::AuthBody(std::string_view raw) {
  if (raw.empty()) {
    body_ = json::object();
    return;
  }
  body_ = json::parse(raw, nullptr, false);
  if (!body_.is_object()) throw unreadable_body();
}

AuthBody::AuthBody(json body) : body_(std::move(body)) {
  if (!body_.is_object()) throw unreadable_body();
}

const json* AuthBody::find(const char* name) const {
  const auto it = body_.find(name);
  return it == body_.end() ? nullptr : &*it;
}

std::string AuthBody::text(const char* name) const {
  const json* value = find(name);
  return value && value->is_string() ? value->get<std::string>() : std::string();
}

bool AuthBody::has(const char* name) const {
  const json* value = find(name);
  return value && !value->is_null();
}

std::optional<json> AuthBody::object(const char* name) const {
  const json* value = find(name);
  if (!value || !value->is_object()) return std::nullopt;
  return *value;
}

SignUpInput parse_signup(const AuthBody& body) {
  return {normalize_email(body.text("email")), body.text("password"), name_of(body), data_text(body, "phone")};
}

PasswordGrant parse_password_grant(const AuthBody& body) {
  PasswordGrant grant{normalize_email(body.text("email")), body.text("password")};
  if (grant.email.empty() || grant.password.empty()) {
    throw AuthError(400, "validation_failed", "missing email or phone");
  }
  return grant;
}

RefreshGrant parse_refresh_grant(const AuthBody& body) {
  RefreshGrant grant{body.text("refresh_token")};
  if (grant.refresh_token.empty()) throw AuthError(400, "validation_failed", "refresh_token required");
  return grant;
}

PkceGrant parse_pkce_grant(const AuthBody& body) {
  PkceGrant grant{body.text("auth_code"), body.text("code_verifier")};
  if (grant.auth_code.empty() || grant.code_verifier.empty()) {
    throw AuthError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  return grant;
}

UserUpdate parse_user_update(const AuthBody& body) {
  UserUpdate update;
  if (body.has("password")) update.password = body.text("password");
  update.email = normalize_email(body.text("email"));
  update.data = body.object("data");
  update.name = name_of(body);
  return update;
}

RecoverInput parse_recover(const AuthBody& body) {
  RecoverInput input{normalize_email(body.text("email")), body.text("code_challenge"),
                     body.text("code_challenge_method")};
  auto& method = input.code_challenge_method;
  std::transform(method.begin(), method.end(), method.begin(), [](unsigned char ch) { return std::tolower(ch); });
  return input;
}

}  // namespace rifa::auth
