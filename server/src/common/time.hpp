#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace rifa {

// Canonical timestamp text used in the database and the API: "2026-11-21T15:04:05.123Z" (UTC).
std::string to_rfc3339(std::chrono::system_clock::time_point t);
std::string now_rfc3339();
// The instants the server reads: from 1900-01-01T00:00:00Z up to, not including,
// 2200-01-01T00:00:00Z. The clock counts nanoseconds in 64 bits (1677–2262), so a wider year would
// overflow it, and the margin keeps "a year later" or "30 days after" of any accepted instant safe.
inline constexpr int kFirstYear = 1900;
inline constexpr int kLastYear = 2199;

enum class TimeText { ok, malformed, out_of_range };
struct ReadTime {
  TimeText status = TimeText::malformed;
  std::chrono::system_clock::time_point at{};  // when status is ok
};
// Reads an RFC 3339 timestamp ("2026-12-24T20:00:00Z", fractions and "±hh:mm" offsets allowed)
// whose date exists in the calendar and whose time of day is valid, else malformed
// ("2026-13-45T99:99:99Z", "2027-02-30T10:00:00Z"); out_of_range outside kFirstYear–kLastYear (UTC).
ReadTime read_rfc3339(std::string_view text);
// The same, nullopt when malformed or out of range.
std::optional<std::chrono::system_clock::time_point> parse_rfc3339(std::string_view text);
// `t` plus `months` calendar months at the same time of day (UTC); a day past the end of the
// target month becomes its last day (31 January + 1 month = 28 or 29 February).
std::chrono::system_clock::time_point add_months(std::chrono::system_clock::time_point t, int months);
// "24/12/2026 20:00": a moment in Venezuela's time (America/Caracas, UTC−4, no daylight saving).
std::string caracas_text(std::chrono::system_clock::time_point when);
// The same for an RFC 3339 text; the text itself when it cannot be read.
std::string caracas_text(std::string_view rfc3339);

}  // namespace rifa
