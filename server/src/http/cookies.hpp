#pragma once

#include <string>
#include <string_view>

#include "http/message.hpp"

namespace rifa::http {

// The value of the cookie `name` the request carries (RFC 6265 "Cookie: a=1; b=2"), "" when absent.
std::string cookie_value(const Request& request, std::string_view name);

}  // namespace rifa::http
