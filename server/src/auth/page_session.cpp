#include "auth/page_session.hpp"

#include "auth/auth_rules.hpp"
#include "auth/auth_service.hpp"

namespace rifa::auth {

std::string page_cookie(const std::string& token, bool secure) {
  std::string cookie(kPageCookie);
  cookie += "=" + token + "; Path=" + std::string(kPageCookiePath) +
            "; Max-Age=" + (token.empty() ? "0" : std::to_string(kPageSessionTtl.count())) + "; HttpOnly; SameSite=Lax";
  if (secure) cookie += "; Secure";
  return cookie;
}

std::string AuthService::page_token(const SessionTokens& session) const {
  const auto claims = token_claims(session.access_token);
  if (!claims) return "";
  const long long now = epoch_seconds();
  return key_.sign({{"iss", issuer()},
                    {"aud", kPageAudience},
                    {"sub", claims->user_id},
                    {"session_id", claims->session_id},
                    {"iat", now},
                    {"exp", now + kPageSessionTtl.count()}});
}

std::optional<TokenClaims> AuthService::page_session(const std::string& token) {
  const long long now = epoch_seconds();
  const auto claims = key_.verify(token, now);
  if (!claims) return std::nullopt;
  const auto text = [&](const char* name) {
    const auto it = claims->find(name);
    return it != claims->end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  if (text("iss") != issuer() || text("aud") != kPageAudience) return std::nullopt;
  TokenClaims page{text("sub"), text("session_id"), "", claims->value("exp", std::int64_t{0})};
  if (page.user_id.empty() || page.session_id.empty() || !session_alive(page.session_id)) return std::nullopt;
  return page;
}

bool AuthService::secure_cookies() const { return options_.site_url.starts_with("https://"); }

}  // namespace rifa::auth
