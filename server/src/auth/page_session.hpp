#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace rifa::auth {

// The page session (issue 35, web/README.md "The buyer's pages as HTML"): what lets rifa-server
// answer a page that shows one person's data (a buyer's /app/tickets/{id}) as HTML, before any of
// the app's scripts and without the access token the app keeps in localStorage.
//  - Every answer that gives a session (sign-up, the password, refresh and PKCE grants) sets the
//    cookie kPageCookie: a token signed with the access tokens' key, for the audience
//    kPageAudience, naming the user and the session, valid kPageSessionTtl (renewed with every
//    refresh, so while the app is used it does not run out). HttpOnly (no script reads it),
//    SameSite=Lax (a link opened from WhatsApp or an e-mail carries it), Secure on an https
//    SITE_URL, and only on kPageCookiePath.
//  - AuthService::page_session() accepts it while its session lives: signed out, revoked or
//    suspended, it no longer opens anything. Sign-out also clears the cookie.
//  - The API never reads it: /api/v1 takes the Authorization header only, so the cookie cannot
//    make a request act for anyone; it only fills in a page its owner opens.
inline constexpr std::string_view kPageCookie = "rifa-page";
inline constexpr std::string_view kPageCookiePath = "/app/tickets";
inline constexpr std::string_view kPageAudience = "rifa-page";
inline constexpr std::chrono::seconds kPageSessionTtl{30 * 24 * 3600};

// The Set-Cookie value that keeps `token` (empty: the one that clears the cookie).
std::string page_cookie(const std::string& token, bool secure);

}  // namespace rifa::auth
