#pragma once

#include "http/message.hpp"

namespace rifa::http {

// Adds the headers every response carries: CSP without inline script, nosniff, referrer policy,
// frame denial, opener isolation and a restrictive permissions policy.
void apply_security_headers(Response& res);

}  // namespace rifa::http
