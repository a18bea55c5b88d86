#pragma once

#include <exception>
#include <vector>

#include "common/errors.hpp"
#include "http/message.hpp"

namespace rifa::http {

// The only place where errors become HTTP: {"error": {"code", "message", "details"?}}.
Response error_response(const ApiError& error, unsigned version = 11);
// For an exception escaping a handler: ApiError as is, database conflicts as 503/409, anything
// else as 500 with no internal text (the detail goes to the log only).
Response error_response_for(std::exception_ptr error, unsigned version = 11);

Response not_found_response(unsigned version = 11);
Response method_not_allowed_response(const std::vector<std::string>& allowed, unsigned version = 11);

}  // namespace rifa::http
