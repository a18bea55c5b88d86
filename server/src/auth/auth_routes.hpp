#pragma once

#include "auth/auth_service.hpp"
#include "http/router.hpp"

namespace rifa::auth {

// /auth/v1/*: the GoTrue-compatible endpoints of spec/auth-contract.md. Errors use the GoTrue
// body {"code","error_code","message","msg"}, not the /api/v1 envelope.
void register_routes(http::Router& router, AuthService& service);

// The bearer token of a request ("" when absent).
std::string bearer_token(const http::Request& req);

// For /api/v1 handlers: the signed-in caller, or ApiError 401 in the API envelope.
TokenClaims require_user(AuthService& service, const http::RequestContext& ctx);
std::optional<TokenClaims> optional_user(AuthService& service, const http::RequestContext& ctx);
// optional_user()'s user id: who views a public read (nullopt: anonymous).
std::optional<std::string> viewer_id(AuthService& service, const http::RequestContext& ctx);
// optional_user() without the session's liveness, for a handler that reads the session in its own
// transaction (TokenClaims::session_id) and answers ApiError::session_expired() when it is gone.
std::optional<TokenClaims> optional_token_user(AuthService& service, const http::RequestContext& ctx);

}  // namespace rifa::auth
