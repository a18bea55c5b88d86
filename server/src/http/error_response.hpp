#pragma once

#include <exception>
#include <string>
#include <vector>

#include "common/errors.hpp"
#include "http/message.hpp"

namespace rifa::http {

// The only place where errors become HTTP: {"error": {"code", "message", "details"?}}.
Response error_response(const ApiError& error, unsigned version = 11);
// For an exception escaping a handler: ApiError as is, database conflicts as 503/409, anything
// else as 500 with no internal text (the detail goes to the log only).
Response error_response_for(std::exception_ptr error, unsigned version = 11);

// /auth/v1 speaks the auth contract (GoTrue's wire format): every answer carries
// X-Supabase-Api-Version, errors are {"code","error_code","message","msg"} plus any `extra` members.
constexpr const char* kAuthApiVersion = "2024-01-01";
Response auth_error_response(int status, const std::string& code, const std::string& message,
                             const nlohmann::json& extra = nullptr, unsigned version = 11);

Response not_found_response(unsigned version = 11);
Response method_not_allowed_response(const std::vector<std::string>& allowed, unsigned version = 11);

}  // namespace rifa::http
