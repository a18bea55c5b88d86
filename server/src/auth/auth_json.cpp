#include "auth/auth_json.hpp"

namespace rifa::auth {

using nlohmann::json;

namespace {

json nullable_json(const std::optional<std::string>& text) { return text ? json(*text) : json(nullptr); }

json app_metadata_json() { return {{"provider", "email"}, {"providers", {"email"}}}; }

}  // namespace

json user_json(const UserRecord& u) {
  const json confirmed = nullable_json(u.email_confirmed_at);
  const json last_sign_in = nullable_json(u.last_sign_in_at);
  json identity_data = {{"sub", u.id}, {"email", u.email}, {"email_verified", true}};
  json out = {{"id", u.id},
              {"aud", "authenticated"},
              {"role", "authenticated"},
              {"email", u.email},
              {"phone", ""},
              {"email_confirmed_at", confirmed},
              {"confirmed_at", confirmed},
              {"last_sign_in_at", last_sign_in},
              {"app_metadata", app_metadata_json()},
              {"user_metadata", u.user_metadata},
              {"identities",
               {{{"identity_id", u.id},
                 {"id", u.id},
                 {"user_id", u.id},
                 {"identity_data", identity_data},
                 {"provider", "email"},
                 {"last_sign_in_at", last_sign_in},
                 {"created_at", u.created_at},
                 {"updated_at", u.updated_at},
                 {"email", u.email}}}},
              {"created_at", u.created_at},
              {"updated_at", u.updated_at},
              {"is_anonymous", false}};
  // Like GoTrue: present only while a change waits for the link sent to the new address.
  if (u.new_email) out["new_email"] = *u.new_email;
  return out;
}

json session_json(const SessionTokens& s) {
  return {{"access_token", s.access_token}, {"token_type", "bearer"},           {"expires_in", s.expires_in},
          {"expires_at", s.expires_at},     {"refresh_token", s.refresh_token}, {"user", user_json(s.user)}};
}

json access_token_claims_json(const AccessTokenClaims& c) {
  return {{"iss", c.issuer},
          {"sub", c.user.id},
          {"aud", "authenticated"},
          {"exp", c.expires_at},
          {"iat", c.issued_at},
          {"email", c.user.email},
          {"phone", ""},
          {"app_metadata", app_metadata_json()},
          {"user_metadata", c.user.user_metadata},
          {"role", "authenticated"},
          {"aal", "aal1"},
          {"amr", {{{"method", c.amr_method}, {"timestamp", c.issued_at}}}},
          {"session_id", c.session_id},
          {"is_anonymous", false}};
}

}  // namespace rifa::auth
