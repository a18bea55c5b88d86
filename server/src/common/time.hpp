#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace rifa {

// Canonical timestamp text used in the database and the API: "2026-11-21T15:04:05.123Z" (UTC).
std::string to_rfc3339(std::chrono::system_clock::time_point t);
std::string now_rfc3339();
// Reads an RFC 3339 timestamp ("2026-12-24T20:00:00Z", fractions and "±hh:mm" offsets allowed)
// whose date exists in the calendar and whose time of day is valid; nullopt otherwise
// ("2026-13-45T99:99:99Z", "2027-02-30T10:00:00Z").
std::optional<std::chrono::system_clock::time_point> parse_rfc3339(std::string_view text);
// `t` plus `months` calendar months at the same time of day (UTC); a day past the end of the
// target month becomes its last day (31 January + 1 month = 28 or 29 February).
std::chrono::system_clock::time_point add_months(std::chrono::system_clock::time_point t, int months);

}  // namespace rifa
