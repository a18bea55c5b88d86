#pragma once

#include <string>
#include <string_view>

namespace rifa::realtime {

// "scheme://host[:port]" of a URL, lower-case, without a default port (80 for http, 443 for https).
std::string origin_of(std::string_view url);

// A WebSocket handshake's Origin header against the site's origin: browsers always send one, and a
// page of another site must not open a socket with the visitor's cookies or tokens. No header (a
// client that is not a browser) is allowed.
bool origin_allowed(std::string_view origin_header, std::string_view site_origin);

}  // namespace rifa::realtime
