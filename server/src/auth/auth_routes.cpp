#include "auth/auth_routes.hpp"

#include "auth/auth_input.hpp"
#include "auth/auth_json.hpp"
#include "auth/page_session.hpp"
#include "common/errors.hpp"
#include "common/log.hpp"
#include "db/database.hpp"
#include "http/error_response.hpp"

namespace rifa::auth {

using http::bhttp::verb;
using nlohmann::json;

namespace {

http::Response auth_json(http::Status status, const json& body) {
  auto res = http::json_response(status, body);
  res.set("X-Supabase-Api-Version", http::kAuthApiVersion);
  return res;
}

// A session's answer, with the page session's cookie (page_session.hpp).
http::Response session_answer(const AuthService& service, const SessionTokens& session) {
  auto res = auth_json(http::Status::ok, session_json(session));
  if (const std::string page = service.page_token(session); !page.empty())
    res.set(http::bhttp::field::set_cookie, page_cookie(page, service.secure_cookies()));
  return res;
}

http::Response auth_error(const AuthError& e) {
  auto res = http::auth_error_response(e.status(), e.code(), e.what(), e.extra());
  if (e.retry_after().count() > 0) res.set(http::bhttp::field::retry_after, std::to_string(e.retry_after().count()));
  return res;
}

// Every /auth/v1 handler goes through here: one place turns failures into GoTrue errors. A
// temporary database failure is a 5xx, so the client keeps its session and retries.
template <typename F>
http::Handler guarded(F f) {
  return [f](http::RequestContext& ctx) -> http::Response {
    try {
      return f(ctx);
    } catch (const AuthError& e) {
      return auth_error(e);
    } catch (const db::RetryableError& e) {
      log::warn(std::string("auth: database busy: ") + e.what());
      return auth_error(AuthError(503, "unexpected_failure", "Service temporarily unavailable, try again"));
    } catch (const std::exception& e) {
      log::error(std::string("auth: ") + e.what());
      return auth_error(AuthError(500, "unexpected_failure", "Unexpected failure, please try again"));
    }
  };
}

AuthBody body_of(const http::RequestContext& ctx) { return AuthBody(std::string_view(ctx.request.body())); }

ClientInfo client_of(const http::RequestContext& ctx) {
  return {ctx.client_ip, std::string(ctx.request[http::bhttp::field::user_agent])};
}

}  // namespace

std::string bearer_token(const http::Request& req) {
  const std::string_view header = req[http::bhttp::field::authorization];
  if (header.size() < 7) return "";
  std::string scheme(header.substr(0, 7));
  for (auto& c : scheme) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (scheme != "bearer ") return "";
  std::string token(header.substr(7));
  token.erase(0, token.find_first_not_of(' '));
  return token;
}

namespace {
// The caller of a request with a bearer token, as `check` reads it; none without a token; 401
// invalid_token when `check` refuses it.
// True when the Authorization header names the Bearer scheme, with a token or without one.
bool bearer_scheme(const http::Request& req) {
  std::string_view header = req[http::bhttp::field::authorization];
  while (!header.empty() && header.back() == ' ') header.remove_suffix(1);
  if (header.size() < 6) return false;
  std::string scheme(header.substr(0, 6));
  for (auto& c : scheme) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return scheme == "bearer" && (header.size() == 6 || header[6] == ' ');
}

template <typename Check>
std::optional<TokenClaims> bearer_caller(const http::RequestContext& ctx, Check check) {
  const std::string token = bearer_token(ctx.request);
  if (token.empty()) {
    // "Bearer " with no token is a malformed token, not an anonymous caller.
    if (bearer_scheme(ctx.request)) throw ApiError::session_expired();
    return std::nullopt;
  }
  auto claims = check(token);
  if (!claims) throw ApiError::session_expired();
  return claims;
}
}  // namespace

std::optional<TokenClaims> optional_user(AuthService& service, const http::RequestContext& ctx) {
  return bearer_caller(ctx, [&](const std::string& token) { return service.authenticate(token); });
}

std::optional<std::string> viewer_id(AuthService& service, const http::RequestContext& ctx) {
  auto claims = optional_user(service, ctx);
  return claims ? std::optional(std::move(claims->user_id)) : std::nullopt;
}

std::optional<TokenClaims> optional_token_user(AuthService& service, const http::RequestContext& ctx) {
  return bearer_caller(ctx, [&](const std::string& token) { return service.token_claims(token); });
}

TokenClaims require_user(AuthService& service, const http::RequestContext& ctx) {
  auto claims = optional_user(service, ctx);
  if (!claims) throw ApiError::unauthorized("Debes iniciar sesión para continuar");
  ctx.charge_user(claims->user_id);  // the per-user write limits (429 past the budget)
  return *claims;
}

void register_routes(http::Router& router, AuthService& service) {
  router.add(verb::post, "/auth/v1/signup", guarded([&service](http::RequestContext& ctx) {
               return session_answer(service, service.signup(parse_signup(body_of(ctx)), client_of(ctx)));
             }));

  router.add(verb::post, "/auth/v1/token", guarded([&service](http::RequestContext& ctx) {
               const std::string grant = ctx.query_value("grant_type").value_or("");
               const AuthBody body = body_of(ctx);
               const ClientInfo client = client_of(ctx);
               const auto session = [&]() -> SessionTokens {
                 if (grant == "password") return service.password_grant(parse_password_grant(body), client);
                 if (grant == "refresh_token") return service.refresh_grant(parse_refresh_grant(body), client);
                 if (grant == "pkce") return service.pkce_grant(parse_pkce_grant(body), client);
                 throw AuthError(400, "validation_failed", "unsupported_grant_type");
               }();
               return session_answer(service, session);
             }));

  router.add(verb::get, "/auth/v1/user", guarded([&service](http::RequestContext& ctx) {
               return auth_json(http::Status::ok, user_json(service.get_user(bearer_token(ctx.request))));
             }));

  router.add(verb::put, "/auth/v1/user", guarded([&service](http::RequestContext& ctx) {
               const UserUpdate update = parse_user_update(body_of(ctx));
               return auth_json(http::Status::ok,
                                user_json(service.update_user(bearer_token(ctx.request), update,
                                                              ctx.query_value("redirect_to").value_or(""))));
             }));

  router.add(verb::post, "/auth/v1/logout", guarded([&service](http::RequestContext& ctx) {
               const std::string scope = ctx.query_value("scope").value_or("global");
               service.logout(bearer_token(ctx.request), scope);
               auto res = http::empty_response(http::Status::no_content);
               res.set("X-Supabase-Api-Version", http::kAuthApiVersion);
               // This browser's session ended (not with scope=others): its page cookie goes too.
               if (scope != "others")
                 res.set(http::bhttp::field::set_cookie, page_cookie("", service.secure_cookies()));
               return res;
             }));

  router.add(verb::post, "/auth/v1/recover", guarded([&service](http::RequestContext& ctx) {
               service.recover(parse_recover(body_of(ctx)), ctx.query_value("redirect_to").value_or(""),
                               client_of(ctx));
               return auth_json(http::Status::ok, json::object());
             }));

  router.add(verb::get, "/auth/v1/verify", guarded([&service](http::RequestContext& ctx) {
               const std::string location =
                   service.verify(ctx.query_value("token").value_or(""), ctx.query_value("type").value_or(""),
                                  ctx.query_value("redirect_to").value_or(""), client_of(ctx));
               auto res = http::empty_response(http::Status::see_other);
               res.set(http::bhttp::field::location, location);
               res.set(http::bhttp::field::cache_control, "no-store");
               return res;
             }));

  router.add(verb::get, "/auth/v1/.well-known/jwks.json", guarded([&service](http::RequestContext&) {
               auto res = auth_json(http::Status::ok, service.jwks());
               res.set(http::bhttp::field::cache_control, "public, max-age=600");
               return res;
             }));
}

}  // namespace rifa::auth
