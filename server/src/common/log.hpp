#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "common/config.hpp"

namespace rifa::log {

// One named value of a log line: `key=value` after the message in text, a member of the object in
// JSON (a number stays a number there).
struct Field {
  Field(std::string_view k, std::string_view text) : key(k), value(text) {}
  Field(std::string_view k, const char* text) : key(k), value(text) {}
  Field(std::string_view k, const std::string& text) : key(k), value(text) {}
  template <std::integral T>
  Field(std::string_view k, T number) : key(k), value(std::to_string(number)), quoted(false) {}
  Field(std::string_view k, double number);

  std::string_view key;
  std::string value;
  bool quoted = true;
};

void set_level(LogLevel level);
bool enabled(LogLevel level);
void set_format(LogFormat format);
LogFormat format();

// Writes one line to stderr (warn, error) or stdout (debug, info), whole, even from many threads.
// Text: "2026-11-29T02:00:00.000Z INFO message key=value"; JSON (LOG_FORMAT=json): one object a line,
// {"time":…,"level":"info","msg":…, then the fields}. The message and the text fields go through
// redact() first: no bearer token, signed token, token or password parameter reaches a log.
void write(LogLevel level, std::string_view message, std::initializer_list<Field> fields = {});

// `text` with secrets replaced by "[redacted]": the value after "Bearer ", of token-like parameters
// (token, access_token, refresh_token, code, password, secret, key, as `name=value` or a JSON
// member "name":"value"), and anything shaped like a signed token (JWT: eyJ….….…).
std::string redact(std::string_view text);

inline void debug(std::string_view m, std::initializer_list<Field> f = {}) { write(LogLevel::debug, m, f); }
inline void info(std::string_view m, std::initializer_list<Field> f = {}) { write(LogLevel::info, m, f); }
inline void warn(std::string_view m, std::initializer_list<Field> f = {}) { write(LogLevel::warn, m, f); }
inline void error(std::string_view m, std::initializer_list<Field> f = {}) { write(LogLevel::error, m, f); }

}  // namespace rifa::log
