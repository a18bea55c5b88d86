#pragma once

#include <boost/system/error_code.hpp>
#include <optional>
#include <string_view>

#include "common/errors.hpp"
#include "http/message.hpp"

namespace rifa::http {

// The answer to a request the parser refused (400, 413, 431; 505 for a well-formed version other
// than 1.0 and 1.1, read from `received`, the bytes of the request so far), or nullopt when there
// is nobody to answer (the client closed, a timeout).
std::optional<ApiError> malformed_request_error(const boost::system::error_code& ec, std::string_view received = {});

// The answer to a parsed header the server does not serve: a transfer coding other than plain
// `chunked` (501).
std::optional<ApiError> unsupported_request_error(const Request& req);

ApiError payload_too_large();

}  // namespace rifa::http
