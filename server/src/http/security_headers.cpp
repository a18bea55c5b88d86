#include "http/security_headers.hpp"

#include <array>
#include <boost/beast/core/string.hpp>
#include <string>
#include <utility>

namespace rifa::http {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kHeaders{{
    {"Content-Security-Policy",
     "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
     "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; "
     "base-uri 'self'; form-action 'self'; frame-ancestors 'none'"},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "strict-origin-when-cross-origin"},
    {"X-Frame-Options", "DENY"},
    {"Cross-Origin-Opener-Policy", "same-origin"},
    {"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"},
}};

}  // namespace

void apply_security_headers(Response& res) {
  for (const auto& [name, value] : kHeaders) res.set(name, value);
}

std::string_view security_header_lines() {
  static const std::string lines = [] {
    std::string out;
    for (const auto& [name, value] : kHeaders) {
      out.append(name).append(": ").append(value).append("\r\n");
    }
    return out;
  }();
  return lines;
}

bool is_security_header(std::string_view name) {
  for (const auto& header : kHeaders) {
    if (name.size() == header.first.size() && boost::beast::iequals(name, header.first)) return true;
  }
  return false;
}

}  // namespace rifa::http
