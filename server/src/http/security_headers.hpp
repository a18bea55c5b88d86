#pragma once

#include <string_view>

#include "http/message.hpp"

namespace rifa::http {

// The headers every response carries: CSP without inline script, nosniff, referrer policy,
// frame denial, opener isolation and a restrictive permissions policy.
void apply_security_headers(Response& res);

// The same headers as ready-to-send header lines ("Name: value\r\n" each), built once: the server
// appends them when it writes a response instead of adding six fields to every message.
std::string_view security_header_lines();
// True for the name of one of those headers (any case): the server drops a handler's own copy so
// each goes out once, with the value above, as apply_security_headers() would leave it.
bool is_security_header(std::string_view name);

}  // namespace rifa::http
