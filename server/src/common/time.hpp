#pragma once

#include <chrono>
#include <string>

namespace rifa {

// Canonical timestamp text used in the database and the API: "2026-11-21T15:04:05.123Z" (UTC).
std::string to_rfc3339(std::chrono::system_clock::time_point t);
std::string now_rfc3339();

}  // namespace rifa
