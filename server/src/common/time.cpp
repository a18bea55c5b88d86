#include "common/time.hpp"

#include <cstdio>
#include <ctime>

namespace rifa {

std::string to_rfc3339(std::chrono::system_clock::time_point t) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
  const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms % 1000));
  return buf;
}

std::string now_rfc3339() { return to_rfc3339(std::chrono::system_clock::now()); }

namespace {
// The digits of text[at, at + count) as a number, or -1.
int digits(std::string_view text, std::size_t at, std::size_t count) {
  if (at + count > text.size()) return -1;
  int value = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}
}  // namespace

ReadTime read_rfc3339(std::string_view text) {
  using namespace std::chrono;
  const ReadTime malformed{};
  // YYYY-MM-DDTHH:MM:SS
  if (text.size() < 20 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != 't') || text[13] != ':' ||
      text[16] != ':') {
    return malformed;
  }
  const int y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2);
  const int h = digits(text, 11, 2), mi = digits(text, 14, 2), s = digits(text, 17, 2);
  if (y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0 || s < 0 || h > 23 || mi > 59 || s > 59) return malformed;
  const year_month_day date{year{y}, month{static_cast<unsigned>(mo)}, day{static_cast<unsigned>(d)}};
  if (!date.ok()) return malformed;
  std::size_t at = 19;
  nanoseconds fraction{0};
  if (text[at] == '.') {
    const std::size_t start = ++at;
    long long scaled = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
      if (at - start < 9) scaled = scaled * 10 + (text[at] - '0');
      ++at;
    }
    if (at == start) return malformed;
    for (std::size_t n = at - start; n < 9; ++n) scaled *= 10;
    fraction = nanoseconds{scaled};
  }
  minutes offset{0};
  if (at < text.size() && (text[at] == 'Z' || text[at] == 'z')) {
    ++at;
  } else if (at + 6 == text.size() && (text[at] == '+' || text[at] == '-') && text[at + 3] == ':') {
    const int oh = digits(text, at + 1, 2), om = digits(text, at + 4, 2);
    if (oh < 0 || om < 0 || oh > 23 || om > 59) return malformed;
    offset = minutes{(text[at] == '-' ? -1 : 1) * (oh * 60 + om)};
    at += 6;
  } else {
    return malformed;
  }
  if (at != text.size()) return malformed;
  // Whole seconds first: 64-bit seconds hold any 4-digit year, nanoseconds do not.
  const sys_seconds utc = sys_days{date} + hours{h} + minutes{mi} + seconds{s} - offset;
  constexpr sys_seconds kFirst = sys_days{year{kFirstYear} / January / 1};
  constexpr sys_seconds kEnd = sys_days{year{kLastYear + 1} / January / 1};
  if (utc < kFirst || utc >= kEnd) return {TimeText::out_of_range, {}};
  return {TimeText::ok, time_point_cast<system_clock::duration>(utc) + duration_cast<system_clock::duration>(fraction)};
}

std::optional<std::chrono::system_clock::time_point> parse_rfc3339(std::string_view text) {
  const ReadTime read = read_rfc3339(text);
  if (read.status != TimeText::ok) return std::nullopt;
  return read.at;
}

std::chrono::system_clock::time_point add_months(std::chrono::system_clock::time_point t, int months) {
  using namespace std::chrono;
  const auto midnight = floor<days>(t);
  const year_month_day date{midnight};
  const year_month target = year_month{date.year(), date.month()} + std::chrono::months{months};
  const day last_day = year_month_day_last{target.year(), month_day_last{target.month()}}.day();
  return sys_days{target / std::min(date.day(), last_day)} + (t - midnight);
}

}  // namespace rifa

namespace rifa {

std::string caracas_text(std::chrono::system_clock::time_point when) {
  const std::time_t t = std::chrono::system_clock::to_time_t(when - std::chrono::hours(4));
  std::tm tm{};
  gmtime_r(&t, &tm);
  char out[32];
  std::strftime(out, sizeof out, "%d/%m/%Y %H:%M", &tm);
  return out;
}

std::string caracas_text(std::string_view rfc3339) {
  const auto at = parse_rfc3339(rfc3339);
  return at ? caracas_text(*at) : std::string(rfc3339);
}

}  // namespace rifa
