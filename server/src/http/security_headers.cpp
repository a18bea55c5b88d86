#include "http/security_headers.hpp"

namespace rifa::http {

void apply_security_headers(Response& res) {
  res.set("Content-Security-Policy",
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
          "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; "
          "base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.set("X-Frame-Options", "DENY");
  res.set("Cross-Origin-Opener-Policy", "same-origin");
  res.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}

}  // namespace rifa::http
